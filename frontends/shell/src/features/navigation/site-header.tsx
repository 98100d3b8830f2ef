import { useUserStore } from '@terrabridge/session';
import {
  CloseIcon,
  Container,
  ExternalLink,
  ExternalLinkIcon,
  MenuIcon,
  cn,
} from '@terrabridge/ui';
import { useEffect, useRef, useState } from 'react';
import { useSiteConfig } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LogoMark, Wordmark } from '../brand/logo';
import { LanguageToggle } from '../preferences/language-toggle';
import { ThemeToggle } from '../preferences/theme-toggle';
import { AccountActions } from './account-actions';
import { NAV_ITEMS } from './nav-items';
import { useLogout } from './use-logout';

export const MOBILE_MENU_ID = 'mobile-menu';

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-9 items-center gap-1 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-ring',
    isActive
      ? 'bg-primary-soft text-primary-soft-fg'
      : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
  );

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-12 items-center justify-between rounded-lg px-3 text-base font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
    isActive ? 'bg-primary-soft text-primary-soft-fg' : 'text-fg hover:bg-surface-muted',
  );

/** The site's pages and the stock site, as the bar or the mobile menu lists them. */
function NavList({
  className,
  linkClass,
}: {
  className: string;
  linkClass: (state: { isActive: boolean }) => string;
}) {
  const { t } = useTranslation('common');
  const site = useSiteConfig();
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} className={linkClass}>
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
      {site && (
        <li>
          <ExternalLink href={site.stockSiteUrl} className={linkClass({ isActive: false })}>
            {t('nav.stock')}
            <ExternalLinkIcon size={14} className="opacity-70" />
          </ExternalLink>
        </li>
      )}
    </ul>
  );
}

export function SiteHeader() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const user = useUserStore((state) => state.user);
  const logout = useLogout();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // The menu belongs to the location it was opened on: any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpenedAt(null);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-50 border-b border-line bg-canvas/90 backdrop-blur-md">
      {/* Tablets (md) put the links on a second row; from lg on everything fits in one row. */}
      <Container className="flex flex-wrap items-center gap-x-3 lg:flex-nowrap lg:gap-x-5 xl:gap-x-6">
        <Link
          to="/"
          aria-label={t('brand.homeLink')}
          className="flex h-16 shrink-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          <LogoMark className="size-8" />
          {/* Phones stack the name on two lines beside the mark (the narrowest, under 22rem, have
              room for the mark only); tablets have room for one line. */}
          <Wordmark className="flex flex-col max-[22rem]:hidden text-[0.95rem] leading-tight font-bold tracking-tight whitespace-nowrap text-fg sm:inline sm:text-[1.05rem] sm:leading-normal lg:hidden xl:inline" />
        </Link>

        <nav
          aria-label={t('nav.label')}
          className="hidden md:order-last md:-mx-2.5 md:block md:w-full md:pb-2 lg:order-none lg:mx-0 lg:w-auto lg:pb-0"
        >
          <NavList className="flex items-center gap-0.5" linkClass={desktopLink} />
        </nav>

        <div className="ml-auto flex h-16 items-center gap-2">
          <LanguageToggle />
          <ThemeToggle />
          <div className="hidden md:block">
            <AccountActions user={user} onLogout={logout} layout="bar" />
          </div>
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={t('nav.menu')}
            onClick={() => setMenuOpenedAt(menuOpen ? null : location.key)}
            className="inline-flex size-9 cursor-pointer items-center justify-center rounded-lg text-fg ring-1 ring-line hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:hidden"
          >
            {menuOpen ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
          </button>
        </div>
      </Container>

      {/* Its links only while it is open: closed, it is an empty element the button controls. */}
      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-canvas md:hidden"
      >
        {menuOpen && (
          <Container className="py-4">
            <nav aria-label={t('nav.label')}>
              <NavList className="flex flex-col gap-1" linkClass={mobileLink} />
            </nav>
            <div className="mt-4 border-t border-line pt-4">
              <AccountActions user={user} onLogout={logout} layout="menu" />
            </div>
          </Container>
        )}
      </div>
    </header>
  );
}
