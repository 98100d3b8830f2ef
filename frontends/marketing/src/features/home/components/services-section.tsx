import '../sections-i18n';
import { Container } from '@terrabridge/ui';
import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';
import { ServicesGrid } from '../../services/components/services-grid';
import { SectionHeading } from '../../shared/section-heading';

export function ServicesSection() {
  const { t } = useTranslation('home-sections');
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="scroll-mt-20 border-t border-line bg-surface-muted py-20 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="services-title"
          eyebrow={t('services.eyebrow')}
          title={t('services.title')}
          description={t('services.description')}
        />
        <div className="mt-14">
          <ServicesGrid />
        </div>
        <p className="mt-12 text-center text-fg-muted">
          {t('services.contactPrompt')}{' '}
          <Link
            to="/contact"
            className="rounded font-semibold text-link underline-offset-4 hover:underline"
          >
            {t('services.contactLink')}
          </Link>{' '}
          {t('services.contactSuffix')}
        </p>
      </Container>
    </section>
  );
}
