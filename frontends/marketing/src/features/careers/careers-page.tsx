import './i18n';
import { useSiteConfig } from '@terrabridge/api-client';
import {
  ArrowRightIcon,
  Container,
  SparklesIcon,
  ChartIcon,
  buttonClasses,
  useDocumentTitle,
} from '@terrabridge/ui';
import { GlobeIcon, UserIcon } from '@terrabridge/ui/parts';
import type { ComponentType } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { RichText } from '../legal/components/rich-text';
import { OfficeCard } from './components/office-card';
import { OpeningCard } from './components/opening-card';
import { OPENINGS, officeName } from './openings';
import { IconCard } from '../shared/icon-card';

const VALUES: {
  key: 'bilingual' | 'flexible' | 'growth' | 'impact';
  Icon: ComponentType<{ size?: number }>;
}[] = [
  { key: 'bilingual', Icon: GlobeIcon },
  { key: 'flexible', Icon: UserIcon },
  { key: 'growth', Icon: SparklesIcon },
  { key: 'impact', Icon: ChartIcon },
];

const sectionTitle = 'text-3xl font-bold tracking-tight text-fg sm:text-4xl';
const sectionSubtitle = 'mt-3 max-w-2xl text-lg leading-8 text-fg-muted';

export default function CareersPage() {
  const { t } = useTranslation('careers');
  useDocumentTitle(t('documentTitle'));
  const site = useSiteConfig();
  const offices = site?.offices ?? [];

  const locationOf = (location: string) =>
    location === 'remote'
      ? t('openings.remote')
      : (() => {
          const office = offices.find(({ key }) => key === location);
          return office ? officeName(office) : undefined;
        })();

  return (
    <div className="pb-20 lg:pb-28">
      <section
        aria-labelledby="careers-title"
        className="relative isolate overflow-hidden border-b border-line bg-surface-muted/60 print:border-0 print:bg-transparent"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_55%_80%_at_85%_0%,color-mix(in_srgb,var(--tb-accent)_14%,transparent),transparent),radial-gradient(ellipse_55%_80%_at_10%_10%,color-mix(in_srgb,var(--tb-ring)_16%,transparent),transparent)] print:hidden"
        />
        <Container className="py-16 sm:py-20 lg:py-24 print:py-0">
          <p className="text-sm font-semibold tracking-[0.14em] text-primary-soft-fg uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="careers-title"
            className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-fg sm:text-5xl lg:text-6xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-fg-muted">{t('hero.subtitle')}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row print:hidden">
            <a href="#openings" className={buttonClasses({ size: 'lg' })}>
              {t('hero.primaryCta')}
              <ArrowRightIcon size={18} />
            </a>
            <a href="#apply" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              {t('hero.secondaryCta')}
            </a>
          </div>
        </Container>
      </section>

      <Container>
        <section aria-labelledby="careers-values-title" className="mt-16 lg:mt-24">
          <h2 id="careers-values-title" className={sectionTitle}>
            {t('values.title')}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ key, Icon }) => (
              <IconCard
                key={key}
                Icon={Icon}
                title={t(`values.items.${key}.title`)}
                description={t(`values.items.${key}.description`)}
              />
            ))}
          </ul>
        </section>

        <section
          id="offices"
          aria-labelledby="careers-offices-title"
          className="mt-16 scroll-mt-24 lg:mt-24"
        >
          <h2 id="careers-offices-title" className={sectionTitle}>
            {t('offices.title')}
          </h2>
          <p className={sectionSubtitle}>{t('offices.subtitle')}</p>
          <div className="mt-8 grid gap-5 md:grid-cols-2">
            {offices.map((office) => (
              <OfficeCard
                key={office.key}
                office={office}
                hiring={OPENINGS.filter(({ location }) => location === office.key).map(({ key }) =>
                  t(`openings.roles.${key}.title`),
                )}
              />
            ))}
          </div>
        </section>

        <section
          id="openings"
          aria-labelledby="careers-openings-title"
          className="mt-16 scroll-mt-24 md:scroll-mt-32 lg:mt-24 lg:scroll-mt-24"
        >
          <h2 id="careers-openings-title" className={sectionTitle}>
            {t('openings.title')}
          </h2>
          <p className={sectionSubtitle}>{t('openings.subtitle')}</p>
          <div className="mt-8 space-y-6">
            {OPENINGS.map((opening) => (
              <OpeningCard
                key={opening.key}
                opening={opening}
                location={locationOf(opening.location)}
                email={site?.email}
              />
            ))}
          </div>
        </section>

        <section
          id="apply"
          aria-labelledby="careers-apply-title"
          className="mt-16 scroll-mt-24 md:scroll-mt-32 lg:mt-24 lg:scroll-mt-24"
        >
          <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
            <div>
              <h2 id="careers-apply-title" className={sectionTitle}>
                {t('apply.title')}
              </h2>
              <p className={sectionSubtitle}>{t('apply.subtitle')}</p>
              <ol className="mt-8 space-y-5">
                {(t('apply.steps', { returnObjects: true }) as unknown as string[]).map(
                  (step, index) => (
                    <li key={step} className="flex gap-4">
                      <span
                        aria-hidden="true"
                        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg"
                      >
                        {index + 1}
                      </span>
                      <p className="pt-1.5 text-base leading-7 text-fg-muted">
                        <RichText text={step} />
                      </p>
                    </li>
                  ),
                )}
              </ol>
            </div>

            <div className="rounded-2xl border border-line bg-surface-muted p-6 sm:p-8">
              <h3 className="text-xl font-semibold text-fg">{t('apply.nextTitle')}</h3>
              <ol className="mt-5 list-decimal space-y-3 pl-5 text-sm leading-6 text-fg-muted marker:font-semibold marker:text-primary">
                {(t('apply.next', { returnObjects: true }) as unknown as string[]).map((step) => (
                  <li key={step} className="pl-1">
                    {step}
                  </li>
                ))}
              </ol>
              <h3 className="mt-8 text-xl font-semibold text-fg">{t('apply.openTitle')}</h3>
              <p className="mt-3 text-sm leading-6 text-fg-muted">
                <RichText text={t('apply.openBody')} />
              </p>
            </div>
          </div>

          <div className="mt-10 space-y-3 border-t border-line pt-8 text-sm leading-6 text-fg-muted">
            <p>
              <RichText text={t('apply.equalOpportunity')} />
            </p>
            <p>
              <RichText text={t('apply.privacy')} />
            </p>
          </div>
        </section>
      </Container>
    </div>
  );
}
