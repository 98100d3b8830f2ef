import { type Locator, type Page, expect } from '@playwright/test';

/** Texts of the composed site in both languages, as a visitor reads them. */
export const TEXT = {
  en: {
    nav: 'Main',
    navLinks: ['Home', 'Services', 'Projects', 'About Us', 'Contact', 'Blog'],
    language: 'Language',
    darkMode: 'Dark mode',
    login: 'Login',
    dashboard: 'Dashboard',
    heroTitle: 'Bridging your business to its digital future',
    notFoundTitle: '404 Page Not Found',
    backHome: 'Back to home',
    remoteError: 'This section could not be loaded',
    retry: 'Retry',
    menu: 'Menu',
  },
  es: {
    nav: 'Principal',
    navLinks: ['Inicio', 'Servicios', 'Proyectos', 'Nosotros', 'Contacto', 'Blog'],
    language: 'Idioma',
    darkMode: 'Modo oscuro',
    login: 'Iniciar sesión',
    dashboard: 'Panel',
    heroTitle: 'Conectamos tu negocio con su futuro digital',
    notFoundTitle: '404 Página no encontrada',
    backHome: 'Volver al inicio',
    remoteError: 'No se pudo cargar esta sección',
    retry: 'Reintentar',
    menu: 'Menú',
  },
} as const;

export type Language = keyof typeof TEXT;

/** The sections of the back-office's side navigation, in order. */
export const ADMIN_SECTIONS = [
  'Home',
  'Contacts',
  'Clients',
  'Projects',
  'Billing',
  'Social',
  'Content',
  'Testimonials',
  'Mail',
  'Queues',
  'Services',
  'API tokens',
  'Webhooks',
  'Audit log',
] as const;

export const STOCK_SITE = /^https:\/\/stock\.terrabridge\.example\/?$/;

/** Landmarks and controls the shell renders around every remote. */
export function shell(page: Page, language: Language = 'en') {
  const text = TEXT[language];
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  return {
    header,
    footer,
    nav: header.getByRole('navigation', { name: text.nav }),
    navLink: (name: string): Locator =>
      header.getByRole('navigation', { name: text.nav }).getByRole('link', { name, exact: true }),
    stockLink: header.getByRole('link', { name: /^Stock/ }),
    languageButton: (code: 'EN' | 'ES'): Locator =>
      header.getByRole('group', { name: text.language }).getByRole('button', { name: code }),
    darkModeButton: header.getByRole('button', { name: text.darkMode }),
    loginLink: header.getByRole('link', { name: text.login }),
    /** Signed in: the Dashboard button of the navigation bar. */
    dashboardLink: header.getByRole('link', { name: text.dashboard }).first(),
    heroTitle: page.getByRole('heading', { level: 1, name: text.heroTitle }),
    remoteError: page.getByRole('alert').filter({ hasText: text.remoteError }),
    retryButton: page.getByRole('button', { name: text.retry }),
  };
}

/** Frames rendered by the portal (/auth, /dashboard) and admin (/admin) remotes. */
export function remoteFrames(page: Page) {
  return {
    authTabs: page.getByRole('tablist', { name: 'Account access' }),
    dashboardTabs: page.getByRole('tablist', { name: 'Dashboard sections' }),
    authBenefits: page.getByRole('list', { name: 'Benefits of an account' }),
    adminTitle: page.getByRole('heading', { level: 1, name: 'Admin panel' }),
    /** The back-office's side navigation: one link per section, the open one current. */
    adminNav: page.getByRole('navigation', { name: 'Admin sections' }),
  };
}

/** Stores preferences before any page script runs, as a returning visitor would have them. */
export async function storePreferences(
  page: Page,
  preferences: { language?: Language; theme?: 'light' | 'dark' },
): Promise<void> {
  await page.addInitScript((stored) => {
    if (stored.language) window.localStorage.setItem('language', stored.language);
    if (stored.theme) window.localStorage.setItem('theme', stored.theme);
  }, preferences);
}

export async function expectStored(page: Page, key: string, value: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key))
    .toBe(value);
}

/**
 * Resolves once the app has taken over the server-rendered page: its first render committed
 * (<html data-app-ready>), so links navigate in the app.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * Opens a page of the main navigation as a visitor moving through the site does: from /about
 * (which reads no API data but the site profile) by its navigation link. The browser, not the
 * server, then loads the page's data, so its loading, empty and error states show and routed
 * API answers apply.
 */
export async function openFromNavigation(
  page: Page,
  linkName: string,
  language: Language = 'en',
): Promise<void> {
  await page.goto('/about');
  await hydrated(page);
  await shell(page, language).navLink(linkName).click();
}
