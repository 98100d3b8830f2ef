import type { Office } from '@terrabridge/api-client';
import { ExternalLink, MapPinIcon } from '@terrabridge/ui';
import { useTranslation } from '@terrabridge/i18n';
import { inlineLinkClass } from '../../legal/components/rich-text';
import { officeName } from '../openings';

export function OfficeCard({ office, hiring }: { office: Office; hiring: string[] }) {
  const { t, i18n } = useTranslation('careers');
  const country = i18n.language === 'es' ? office.countryEs : office.country;
  const titleId = `office-${office.key}-title`;
  const cityLine =
    office.countryCode === 'US'
      ? `${office.city}, ${office.regionCode} ${office.postalCode}`
      : `${office.postalCode} ${office.city}`;

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-soft sm:p-7 print:shadow-none"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
          <MapPinIcon size={22} />
        </span>
        <div>
          <h3 id={titleId} className="text-xl font-bold tracking-tight text-fg">
            {officeName(office)}
          </h3>
          <p className="text-sm font-medium text-fg-muted">{country}</p>
        </div>
      </div>
      <address className="mt-5 text-sm leading-6 text-fg-muted not-italic">
        <span className="sr-only">{t('offices.address')}: </span>
        {office.streetAddress}
        <br />
        {cityLine}
      </address>
      {hiring.length > 0 ? (
        <p className="mt-4 text-sm text-fg-muted">
          <span className="font-semibold text-fg">{t('offices.hiringHere')}:</span>{' '}
          {hiring.join(', ')}
        </p>
      ) : null}
      <p className="mt-auto pt-5 text-sm">
        <ExternalLink href={office.mapUrl} className={inlineLinkClass}>
          {t('offices.viewMap')}
          <span className="sr-only"> ({officeName(office)})</span>
        </ExternalLink>
      </p>
    </article>
  );
}
