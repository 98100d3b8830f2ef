import './i18n';
import { ArrowRightIcon, Container, buttonClasses } from '@terrabridge/ui';
import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';

/** The closing call to action of the public pages: one way to talk to us, one to read more. */
export function CtaBanner() {
  const { t } = useTranslation('shared');
  return (
    <section aria-labelledby="cta-banner-title" className="py-16 sm:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-inverse px-6 py-14 text-center shadow-lift sm:px-12 sm:py-16 lg:px-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-linear-to-br from-indigo-900/70 via-transparent to-cyan-900/60"
          />
          <h2
            id="cta-banner-title"
            className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            {t('ctaBanner.title')}
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-300">
            {t('ctaBanner.description')}
          </p>
          <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Link
              to="/contact"
              className={buttonClasses({
                size: 'lg',
                className:
                  'bg-white text-slate-900 hover:bg-indigo-50 focus-visible:outline-indigo-300',
              })}
            >
              {t('ctaBanner.contact')}
              <ArrowRightIcon size={18} />
            </Link>
            <Link
              to="/services"
              className={buttonClasses({
                variant: 'ghost',
                size: 'lg',
                className:
                  'text-white ring-1 ring-white/30 hover:bg-white/10 focus-visible:outline-indigo-300',
              })}
            >
              {t('ctaBanner.services')}
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
