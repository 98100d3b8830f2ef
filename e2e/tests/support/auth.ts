import {
  type APIRequestContext,
  type Locator,
  type Page,
  expect,
  request,
  test,
} from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { type Language, hydrated, storePreferences } from './shell';

/** The demo accounts the server seeds on an empty database (see the README). */
export const DEMO = {
  admin: {
    username: 'tbadmin',
    email: 'admin@terrabridge.example',
    password: 'TerraBridge#2026',
    firstName: 'Mateo',
    fullName: 'Mateo Silva',
  },
  client: {
    username: 'democlient',
    email: 'client@terrabridge.example',
    password: 'Client#Demo2026',
    firstName: 'Sarah',
    fullName: 'Sarah Mitchell',
  },
} as const;

export interface Credentials {
  username: string;
  password: string;
}

export interface NewAccount extends Credentials {
  email: string;
  firstName: string;
  lastName: string;
}

let created = 0;

/** A fresh account's fields; unique across workers and runs on the same database. */
export function newAccount(firstName = 'Valentina'): NewAccount {
  const id = `${Date.now().toString(36)}${(created++).toString(36)}${Math.random()
    .toString(36)
    .slice(2, 6)}`;
  return {
    username: `e2e.${id}`,
    email: `e2e.${id}@example.com`,
    password: 'Harbor#Bridge2026',
    firstName,
    lastName: 'Suárez',
  };
}

/** The site's own address: state-changing API calls from outside a page must name it as Origin. */
export function baseUrl(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('baseURL is not configured');
  return url;
}

/**
 * A new client of the test's own, registered and signed in in the page's browser, on a 390 px
 * phone with the Settings tab open in the language and theme given.
 */
export async function newClientInSettings(
  page: Page,
  firstName: string,
  preferences: { language: Language; theme: 'light' | 'dark' },
): Promise<NewAccount> {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = newAccount(firstName);
  const registered = await page.request.post('/api/register', {
    data: { ...account, language: preferences.language },
    headers: { Origin: baseUrl() },
  });
  expect(registered.status()).toBe(201);
  await storePreferences(page, preferences);
  await page.goto('/dashboard?tab=settings');
  await hydrated(page);
  return account;
}

/** Signs the page's browser context in through the API (its cookie then rides every request). */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  const res = await page.request.post('/api/login', {
    data: { username: credentials.username, password: credentials.password },
    headers: { Origin: baseUrl() },
  });
  expect(res.status(), `sign-in as ${credentials.username}`).toBe(200);
}

/** An API client signed in as the demo admin, for admin-only reads such as the mail outbox. */
export async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({
    baseURL: baseUrl(),
    // A connection per request: the API closes one idle for 5 s (Node's keep-alive timeout), and
    // a call made after a test's longer pause could go out on a connection being closed
    // (ECONNRESET).
    extraHTTPHeaders: { Origin: baseUrl(), Connection: 'close' },
  });
  const res = await api.post('/api/login', {
    data: { username: DEMO.admin.username, password: DEMO.admin.password },
  });
  expect(res.status(), 'admin sign-in for the mail outbox').toBe(200);
  return api;
}

/** Where the mailbox server keeps the messages it receives (see e2e/mailbox-server.mjs). */
const MAILBOX = resolve(__dirname, '../../../dist/e2e-mailbox');

/** The text of a received message: its body after the headers, quoted-printable decoded. */
function bodyText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (!/^content-transfer-encoding:\s*quoted-printable/im.test(headers)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * Waits until the mailbox holds a message to `to` whose text matches `pattern`, and returns the
 * match (the newest such message).
 */
export async function mailedMatch(to: string, pattern: RegExp): Promise<RegExpExecArray> {
  let found: RegExpExecArray | undefined;
  await expect
    .poll(
      () => {
        const files = existsSync(MAILBOX)
          ? readdirSync(MAILBOX)
              .filter((file) => file.endsWith('.json'))
              .sort()
          : [];
        for (const file of files.reverse()) {
          const mail = JSON.parse(readFileSync(join(MAILBOX, file), 'utf8')) as {
            to: string[];
            raw: string;
          };
          const match = mail.to.includes(to.toLowerCase()) && pattern.exec(bodyText(mail.raw));
          if (match) {
            found = match;
            return true;
          }
        }
        return false;
      },
      { message: `an email to ${to} matching ${pattern}` },
    )
    .toBe(true);
  return found!;
}

/**
 * Waits until the mailbox holds a message to `to` with a link to `path` on this site, and returns
 * that link's path and query (the newest such message). Only the recipient ever sees these links:
 * the admin outbox shows them hidden.
 */
export async function mailedLink(to: string, path: string): Promise<string> {
  const [link] = await mailedMatch(to, new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`));
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Texts of the auth page and the account toasts in both languages. */
export const AUTH_TEXT = {
  en: {
    tabs: 'Account access',
    loginTab: 'Login',
    registerTab: 'Register',
    identifier: 'Username or email',
    username: 'Username',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    password: 'Password',
    signIn: 'Sign in',
    createAccount: 'Create account',
    logout: 'Logout',
    dashboard: 'Dashboard',
    account: 'Account',
  },
  es: {
    tabs: 'Acceso a la cuenta',
    loginTab: 'Iniciar sesión',
    registerTab: 'Registrarse',
    identifier: 'Usuario o correo electrónico',
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    firstName: 'Nombre',
    lastName: 'Apellido',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    createAccount: 'Crear cuenta',
    logout: 'Cerrar sesión',
    dashboard: 'Panel',
    account: 'Cuenta',
  },
} as const;

/** The login and register forms of /auth. */
export function authPage(page: Page, language: Language = 'en') {
  const text = AUTH_TEXT[language];
  const tabs = page.getByRole('tablist', { name: text.tabs });
  const form = page.getByRole('tabpanel');
  const field = (label: string): Locator => form.getByLabel(label, { exact: true });
  return {
    tabs,
    /** The form of the selected tab. */
    form,
    field,
    loginTab: tabs.getByRole('tab', { name: text.loginTab }),
    registerTab: tabs.getByRole('tab', { name: text.registerTab }),
    signInButton: form.getByRole('button', { name: text.signIn, exact: true }),
    createAccountButton: form.getByRole('button', { name: text.createAccount }),
    /** The error an input is described by (aria-describedby). */
    async expectFieldError(label: string, message: string | RegExp) {
      const input = field(label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(
        typeof message === 'string' ? new RegExp(escapeRegExp(message)) : message,
      );
    },
    async signIn(credentials: Credentials) {
      await field(text.identifier).fill(credentials.username);
      await field(text.password).fill(credentials.password);
      await form.getByRole('button', { name: text.signIn, exact: true }).click();
    },
    async register(account: NewAccount) {
      await tabs.getByRole('tab', { name: text.registerTab }).click();
      await field(text.firstName).fill(account.firstName);
      await field(text.lastName).fill(account.lastName);
      await field(text.username).fill(account.username);
      await field(text.email).fill(account.email);
      await field(text.password).fill(account.password);
      await form.getByRole('button', { name: text.createAccount }).click();
    },
  };
}

/** The account part of the navigation (signed in: avatar, name, Dashboard, Logout). */
export function accountNav(page: Page, language: Language = 'en') {
  const text = AUTH_TEXT[language];
  const group = page.getByRole('banner').getByRole('group', { name: text.account }).first();
  return {
    group,
    logoutButton: group.getByRole('button', { name: text.logout }),
    dashboardLink: group.getByRole('link', { name: text.dashboard }),
  };
}

/** The toast on screen (one at a time). */
export function toast(page: Page): Locator {
  return page
    .getByRole('region', { name: /^(Notifications|Notificaciones) \(F8\)$/ })
    .locator('li');
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
