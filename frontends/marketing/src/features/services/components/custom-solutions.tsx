import '../i18n';
import { ArrowRightIcon, Container, buttonClasses } from '@terrabridge/ui';
import { CheckIcon } from '@terrabridge/ui/parts';
import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '../../shared/responsive-image';

export const CUSTOM_BULLETS = ['consultation', 'scalable', 'support'] as const;

/** The static 'Custom Digital Solutions' block of the services page. */
export function CustomSolutions() {
  const { t } = useTranslation('services');
  return (
    <section
      aria-labelledby="custom-solutions-title"
      className="border-y border-line bg-surface-muted py-20 sm:py-24"
    >
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {t('custom.eyebrow')}
          </p>
          <h2
            id="custom-solutions-title"
            className="mt-3 text-3xl font-bold tracking-tight text-fg sm:text-4xl"
          >
            {t('custom.title')}
          </h2>
          <p className="mt-4 text-lg leading-8 text-fg-muted">{t('custom.description')}</p>
          <ul className="mt-8 space-y-4">
            {CUSTOM_BULLETS.map((key) => (
              <li key={key} className="flex items-start gap-3 text-fg">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-success-soft text-success">
                  <CheckIcon size={16} />
                </span>
                <span className="font-medium">{t(`custom.bullets.${key}`)}</span>
              </li>
            ))}
          </ul>
          <Link to="/contact" className={buttonClasses({ size: 'lg', className: 'mt-10' })}>
            {t('custom.cta')}
            <ArrowRightIcon size={18} />
          </Link>
        </div>
        <ResponsiveImage
          src="/images/site/custom-solutions.jpg"
          alt={t('custom.imageAlt')}
          width={1600}
          height={1000}
          sizes="(min-width: 1024px) 600px, 100vw"
          className="bg-surface-muted object-cover text-sm text-fg-muted aspect-16/10 h-auto w-full rounded-3xl shadow-lift"
        />
      </Container>
    </section>
  );
}
