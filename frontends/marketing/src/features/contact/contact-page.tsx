import './i18n';
import { useSiteConfig } from '@terrabridge/api-client';
import { CheckCircleIcon, Container, useDocumentTitle } from '@terrabridge/ui';
import { useTranslation } from '@terrabridge/i18n';
import { OfficeMaps } from './components/office-maps';
import { ContactSection } from './contact-section';

const PROMISES = ['reply', 'consultation', 'bilingual'] as const;

/** /contact: a hero, the contact section and the offices on maps. */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  const site = useSiteConfig();
  useDocumentTitle(t('documentTitle'));

  return (
    <>
      <section aria-labelledby="contact-page-title" className="relative isolate overflow-hidden">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--tb-line)_1px,transparent_1px),linear-gradient(to_bottom,var(--tb-line)_1px,transparent_1px)] mask-[radial-gradient(ellipse_70%_60%_at_50%_0%,black_20%,transparent_75%)] bg-size-[56px_56px] opacity-70" />
          <div className="absolute -top-48 left-1/2 h-144 w-5xl -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--tb-ring)_28%,transparent),transparent)]" />
        </div>
        <Container className="pt-16 pb-16 sm:pt-24 sm:pb-20">
          <div className="mx-auto max-w-3xl text-center">
            <p className="inline-flex items-center rounded-full border border-line bg-surface/80 px-3.5 py-1.5 text-xs font-semibold text-fg-muted shadow-sm backdrop-blur sm:text-sm">
              {t('hero.eyebrow')}
            </p>
            <h1
              id="contact-page-title"
              className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight text-fg sm:text-5xl"
            >
              {t('hero.title')}
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-fg-muted">
              {t('hero.subtitle')}
            </p>
            <ul className="mt-8 flex flex-col items-center justify-center gap-x-6 gap-y-2 text-sm font-medium text-fg sm:flex-row">
              {PROMISES.map((key) => (
                <li key={key} className="inline-flex items-center gap-2">
                  <CheckCircleIcon size={18} className="text-primary" />
                  {t(`hero.promises.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>
      <ContactSection />
      {site ? <OfficeMaps offices={site.offices} /> : null}
    </>
  );
}
