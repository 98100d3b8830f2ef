import { type SiteConfig, useSiteConfig } from '@terrabridge/api-client';
import {
  Container,
  ExternalLink,
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  WhatsAppIcon,
} from '@terrabridge/ui';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';
import { LogoMark, Wordmark } from '../brand/logo';
import { LanguageToggle } from '../preferences/language-toggle';

const SERVICE_KEYS = ['webDesign', 'automation', 'branding', 'socialMedia', 'accounting', 'ai'];

const COMPANY_LINKS = [
  { to: '/about', key: 'footer.company.about' },
  { to: '/blog', key: 'footer.company.blog' },
  { to: '/careers', key: 'footer.company.careers' },
  { to: '/contact', key: 'footer.company.contact' },
];

const LEGAL_LINKS = [
  { to: '/privacy-policy', key: 'footer.legal.privacy' },
  { to: '/terms-service', key: 'footer.legal.terms' },
  { to: '/cookie-policy', key: 'footer.legal.cookies' },
];

const SOCIAL_LINKS: {
  network: keyof SiteConfig['social'];
  Icon: ComponentType<{ size?: number }>;
}[] = [
  { network: 'facebook', Icon: FacebookIcon },
  { network: 'instagram', Icon: InstagramIcon },
  { network: 'whatsapp', Icon: WhatsAppIcon },
  { network: 'linkedin', Icon: LinkedInIcon },
];

const linkClass =
  'rounded text-sm text-slate-300 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-300';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  const site = useSiteConfig();

  return (
    // Below the fold on almost every page: the browser lays it out and paints it only when it
    // comes near the viewport, which takes its hundred-odd boxes out of the page's first layout.
    <footer className="border-t border-white/10 bg-inverse text-slate-300 [contain-intrinsic-block-size:auto_640px] [content-visibility:auto]">
      <Container className="grid grid-cols-2 gap-x-8 gap-y-12 py-14 md:grid-cols-3 lg:grid-cols-[1.6fr_1fr_1fr_1fr] lg:py-16">
        <div className="col-span-2 max-w-sm md:col-span-3 lg:col-span-1">
          <Link
            to="/"
            aria-label={t('brand.homeLink')}
            className="inline-flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-300"
          >
            <LogoMark className="size-9" />
            <Wordmark className="text-lg font-bold tracking-tight text-white" />
          </Link>
          <p className="mt-5 text-sm leading-6 text-slate-300">{t('footer.description')}</p>
          <ul className="mt-6 space-y-2.5 text-sm">
            <li className="flex items-center gap-2.5">
              <MapPinIcon size={16} className="shrink-0 text-indigo-300" />
              <span>{t('footer.offices')}</span>
            </li>
            {site && (
              <>
                <li className="flex items-center gap-2.5">
                  <MailIcon size={16} className="shrink-0 text-indigo-300" />
                  <span className="sr-only">{t('footer.emailLabel')}: </span>
                  <a href={`mailto:${site.email}`} className={linkClass}>
                    {site.email}
                  </a>
                </li>
                <li className="flex items-center gap-2.5">
                  <PhoneIcon size={16} className="shrink-0 text-indigo-300" />
                  <span className="sr-only">{t('footer.phoneLabel')}: </span>
                  <ExternalLink href={site.whatsappUrl} className={linkClass}>
                    {site.phone}
                  </ExternalLink>
                </li>
              </>
            )}
          </ul>
          <div className="mt-6">
            <h2 className="sr-only">{t('footer.socialTitle')}</h2>
            <ul className="flex gap-2">
              {site &&
                SOCIAL_LINKS.map(({ network, Icon }) => (
                  <li key={network}>
                    <ExternalLink
                      href={site.social[network]}
                      title={t(`footer.social.${network}`)}
                      className="flex size-10 items-center justify-center rounded-lg bg-white/5 text-slate-200 ring-1 ring-white/15 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-300"
                    >
                      <Icon size={18} />
                      <span className="sr-only">{t(`footer.social.${network}`)}</span>
                    </ExternalLink>
                  </li>
                ))}
            </ul>
          </div>
        </div>

        <FooterColumn title={t('footer.servicesTitle')}>
          {SERVICE_KEYS.map((key) => (
            <li key={key}>
              <Link to="/services" className={linkClass}>
                {t(`footer.services.${key}`)}
              </Link>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title={t('footer.companyTitle')}>
          {COMPANY_LINKS.map(({ to, key }) => (
            <li key={to}>
              <Link to={to} className={linkClass}>
                {t(key)}
              </Link>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title={t('footer.legalTitle')}>
          {LEGAL_LINKS.map(({ to, key }) => (
            <li key={to}>
              <Link to={to} className={linkClass}>
                {t(key)}
              </Link>
            </li>
          ))}
        </FooterColumn>
      </Container>

      <div className="border-t border-white/10">
        <Container className="flex flex-col items-start justify-between gap-4 py-6 sm:flex-row sm:items-center">
          <p className="text-sm text-slate-400">{t('footer.rights', { year })}</p>
          <LanguageToggle tone="inverse" />
        </Container>
      </div>
    </footer>
  );
}
