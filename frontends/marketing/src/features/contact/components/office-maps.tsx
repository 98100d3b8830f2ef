import type { Office } from '@terrabridge/api-client';
import { Container, ExternalLink, ExternalLinkIcon, MapPinIcon } from '@terrabridge/ui';
import { useTranslation } from '@terrabridge/i18n';
import { officeLocation, officePlace } from '../utils/offices';

/** One office: its address and an OpenStreetMap embed, loaded only when scrolled near. */
function OfficeMap({ office }: { office: Office }) {
  const { t, i18n } = useTranslation('contact');
  const language = i18n.language === 'es' ? 'es' : 'en';
  const place = officePlace(office);
  const titleId = `office-${office.key}-title`;

  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-soft"
      >
        <div className="relative aspect-[16/10] w-full bg-surface-muted">
          <iframe
            src={office.mapEmbedUrl}
            title={t('maps.mapTitle', { place })}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="absolute inset-0 size-full border-0"
          />
        </div>
        <div className="flex flex-1 flex-col gap-4 p-6 sm:flex-row sm:justify-between">
          <div className="flex gap-3">
            <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
              <MapPinIcon size={20} />
            </span>
            <div>
              <h3 id={titleId} className="text-lg font-bold text-fg">
                {officeLocation(office, language)}
              </h3>
              <address className="mt-1 text-sm leading-6 text-fg-muted not-italic">
                {office.streetAddress}
                <br />
                {office.countryCode === 'US'
                  ? `${office.city}, ${office.regionCode} ${office.postalCode}`
                  : `${office.postalCode} ${office.city}`}
              </address>
            </div>
          </div>
          <ExternalLink
            href={office.mapUrl}
            className="inline-flex shrink-0 items-center gap-1.5 self-start rounded text-sm sm:self-end font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {t('maps.openMap')}
            <span className="sr-only"> {t('maps.openMapOf', { place })}</span>
            <ExternalLinkIcon size={16} />
          </ExternalLink>
        </div>
      </article>
    </li>
  );
}

/** The two offices on embedded maps (Charlotte, North Carolina and Montevideo, Uruguay). */
export function OfficeMaps({ offices }: { offices: readonly Office[] }) {
  const { t } = useTranslation('contact');
  return (
    <section aria-labelledby="offices-title" className="py-20 sm:py-24">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {t('maps.eyebrow')}
          </p>
          <h2
            id="offices-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-fg sm:text-4xl"
          >
            {t('maps.title')}
          </h2>
          <p className="mt-4 text-lg leading-8 text-fg-muted">{t('maps.subtitle')}</p>
        </div>
        <ul className="mt-12 grid gap-6 lg:grid-cols-2 lg:gap-8">
          {offices.map((office) => (
            <OfficeMap key={office.key} office={office} />
          ))}
        </ul>
      </Container>
    </section>
  );
}
