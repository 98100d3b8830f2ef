import type { SiteConfig } from '@terrabridge/api-client';
import {
  ExternalLink,
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  WhatsAppIcon,
  buttonClasses,
} from '@terrabridge/ui';
import { CalendarIcon, ClockIcon } from '@terrabridge/ui/parts';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { officeLocation, officeTime } from '../utils/offices';

const SOCIAL: {
  network: 'facebook' | 'instagram' | 'whatsapp';
  Icon: ComponentType<{ size?: number }>;
}[] = [
  { network: 'facebook', Icon: FacebookIcon },
  { network: 'instagram', Icon: InstagramIcon },
  { network: 'whatsapp', Icon: WhatsAppIcon },
];

const linkClass =
  'rounded font-semibold text-fg underline-offset-4 break-words hover:text-link hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function InfoItem({
  Icon,
  label,
  children,
}: {
  Icon: ComponentType<{ size?: number }>;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="text-sm font-medium text-fg-muted">
        <span className="absolute top-0 left-0 flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg ring-1 ring-primary/15">
          <Icon size={20} />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-base">{children}</dd>
    </div>
  );
}

/** Email, phone (a WhatsApp chat), offices, hours and social links, from the site configuration. */
export function ContactInfo({ site, idPrefix }: { site: SiteConfig; idPrefix: string }) {
  const { t, i18n } = useTranslation('contact');
  const language = i18n.language === 'es' ? 'es' : 'en';

  return (
    <div className="rounded-2xl border border-line bg-surface p-6 shadow-soft sm:p-8">
      <h3 id={`${idPrefix}-info-title`} className="text-xl font-bold tracking-tight text-fg">
        {t('info.title')}
      </h3>
      <p className="mt-1.5 text-sm leading-6 text-fg-muted">{t('info.subtitle')}</p>

      <dl className="mt-6 space-y-5">
        <InfoItem Icon={MailIcon} label={t('info.email')}>
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
        </InfoItem>
        <InfoItem Icon={PhoneIcon} label={t('info.phone')}>
          <ExternalLink href={site.whatsappUrl} className={linkClass}>
            {site.phone}
          </ExternalLink>
          <span className="block text-sm text-fg-muted">{t('info.phoneHint')}</span>
        </InfoItem>
        <InfoItem Icon={MapPinIcon} label={t('info.offices')}>
          {site.offices.map((office) => (
            <span key={office.key} className="block font-semibold text-fg not-first:mt-1">
              {officeLocation(office, language)}
            </span>
          ))}
        </InfoItem>
        <InfoItem Icon={ClockIcon} label={t('info.hours')}>
          <span className="text-fg">
            {t('info.hoursValue', {
              opens: officeTime(site.hours.opens, language),
              closes: officeTime(site.hours.closes, language),
            })}
          </span>
        </InfoItem>
      </dl>

      <div className="mt-7 border-t border-line pt-6">
        <h4 className="text-sm font-semibold text-fg">{t('info.socialTitle')}</h4>
        <ul className="mt-3 flex flex-wrap gap-2">
          {SOCIAL.map(({ network, Icon }) => (
            <li key={network}>
              <ExternalLink
                href={site.social[network]}
                className="inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-fg transition-colors hover:border-line-strong hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Icon size={18} />
                {t(`info.social.${network}`)}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The free consultation card: its button opens the configured booking page. */
export function ScheduleCard({ site, idPrefix }: { site: SiteConfig; idPrefix: string }) {
  const { t } = useTranslation('contact');
  return (
    <div
      role="group"
      aria-labelledby={`${idPrefix}-schedule-title`}
      className="relative isolate overflow-hidden rounded-2xl bg-inverse p-6 text-inverse-fg shadow-lift sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-64 rounded-full bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--tb-ring)_45%,transparent),transparent)]"
      />
      <span className="flex size-11 items-center justify-center rounded-xl bg-white/10 text-white ring-1 ring-white/20">
        <CalendarIcon size={22} />
      </span>
      <h3
        id={`${idPrefix}-schedule-title`}
        className="mt-5 text-xl font-bold tracking-tight text-white"
      >
        {t('schedule.title')}
      </h3>
      <p className="mt-2 text-sm leading-6 text-slate-300">{t('schedule.description')}</p>
      <ExternalLink
        href={site.bookingUrl}
        className={buttonClasses({
          size: 'lg',
          className:
            'mt-6 w-full bg-white text-slate-900 hover:bg-indigo-50 focus-visible:outline-white sm:w-auto',
        })}
      >
        <CalendarIcon size={18} />
        {t('schedule.button')}
      </ExternalLink>
    </div>
  );
}
