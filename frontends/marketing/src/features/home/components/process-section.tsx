import '../sections-i18n';
import { useSiteConfig } from '@terrabridge/api-client';
import { ArrowRightIcon, Container, ExternalLink, cn, buttonClasses } from '@terrabridge/ui';
import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';
import { CodeIcon, PenToolIcon, RocketIcon, SearchIcon } from '@terrabridge/ui/parts';
import { SectionHeading } from '../../shared/section-heading';

export const PROCESS_STEPS = [
  { key: 'discover', Icon: SearchIcon },
  { key: 'design', Icon: PenToolIcon },
  { key: 'develop', Icon: CodeIcon },
  { key: 'deliver', Icon: RocketIcon },
] as const;

/** Four steps in a timeline that alternates sides on wide screens, then a call to action. */
export function ProcessSection() {
  const { t } = useTranslation('home-sections');
  const site = useSiteConfig();

  return (
    <section
      id="process"
      aria-labelledby="process-title"
      className="scroll-mt-20 border-y border-line bg-surface-muted py-20 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="process-title"
          eyebrow={t('process.eyebrow')}
          title={t('process.title')}
          description={t('process.description')}
        />

        <div className="relative mx-auto mt-16 max-w-5xl">
          <span
            aria-hidden="true"
            className="absolute top-2 bottom-2 left-6 w-px bg-linear-to-b from-primary/60 via-line-strong/50 to-accent/60 lg:left-1/2 lg:-translate-x-1/2"
          />
          <ol className="relative">
            {PROCESS_STEPS.map(({ key, Icon }, index) => {
              const onRight = index % 2 === 1;
              return (
                <li
                  key={key}
                  className="relative grid grid-cols-[3rem_1fr] gap-x-5 pb-10 last:pb-0 lg:grid-cols-[1fr_4rem_1fr] lg:gap-x-8 lg:pb-6 lg:not-first:-mt-20"
                >
                  <span
                    className={cn(
                      'relative z-10 flex size-12 items-center justify-center rounded-full border-4 border-surface-muted bg-primary text-primary-fg shadow-soft lg:col-start-2 lg:row-start-1 lg:mx-auto lg:size-16',
                    )}
                  >
                    <Icon size={22} />
                  </span>
                  <div
                    className={cn(
                      'rounded-2xl border border-line bg-surface p-6 shadow-soft lg:row-start-1',
                      onRight ? 'lg:col-start-3' : 'lg:col-start-1 lg:text-right',
                    )}
                  >
                    <p className="text-xs font-semibold tracking-wider text-primary uppercase">
                      {t('process.stepLabel', { number: index + 1 })}
                    </p>
                    <h3 className="mt-2 text-xl font-semibold text-fg">
                      {t(`process.steps.${key}.title`)}
                    </h3>
                    <p className="mt-2 leading-7 text-fg-muted">
                      {t(`process.steps.${key}.description`)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>

        <div className="mx-auto mt-16 max-w-4xl rounded-3xl border border-primary/20 bg-primary-soft p-8 text-center sm:p-10">
          <h3 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            {t('process.ctaTitle')}
          </h3>
          <p className="mx-auto mt-3 max-w-2xl leading-7 text-fg-muted">
            {t('process.ctaDescription')}
          </p>
          <div className="mt-7 flex flex-col items-center justify-center gap-4 sm:flex-row">
            {site ? (
              <ExternalLink href={site.bookingUrl} className={buttonClasses({ size: 'lg' })}>
                {t('process.ctaButton')}
              </ExternalLink>
            ) : null}
            <Link
              to="/contact"
              className="inline-flex items-center gap-1.5 rounded font-semibold text-link underline-offset-4 hover:underline"
            >
              {t('process.ctaLink')}
              <ArrowRightIcon size={16} />
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
