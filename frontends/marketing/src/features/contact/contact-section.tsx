import './i18n';
import { useSiteConfig } from '@terrabridge/api-client';
import { Container } from '@terrabridge/ui';
import { useTranslation } from '@terrabridge/i18n';
import { ContactForm } from './components/contact-form';
import { ContactInfo, ScheduleCard } from './components/contact-info';

/**
 * The contact section of the home page and the contact page: the form on the left, and the
 * contact values, social links and the consultation card (all from the site configuration)
 * on the right.
 */
export function ContactSection() {
  const { t } = useTranslation('contact');
  const site = useSiteConfig();

  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="relative isolate scroll-mt-20 overflow-hidden bg-surface-muted py-20 sm:py-24"
    >
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {t('section.eyebrow')}
          </p>
          <h2
            id="contact-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-fg sm:text-4xl"
          >
            {t('section.title')}
          </h2>
          <p className="mt-4 text-lg leading-8 text-fg-muted">{t('section.subtitle')}</p>
        </div>

        <div className="mt-12 grid items-start gap-6 lg:mt-16 lg:grid-cols-12 lg:gap-8">
          <div className="rounded-2xl border border-line bg-surface p-6 shadow-soft sm:p-8 lg:col-span-7">
            <ContactForm />
          </div>
          {site ? (
            <div className="grid gap-6 lg:col-span-5">
              <ContactInfo site={site} idPrefix="contact" />
              <ScheduleCard site={site} idPrefix="contact" />
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
