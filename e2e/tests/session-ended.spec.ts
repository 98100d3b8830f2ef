import { type Page, expect, request, test } from '@playwright/test';
import { DEMO, type NewAccount, adminApi, baseUrl, newAccount, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

/**
 * A session that ends while its page is open (signed out from another device, the account
 * deactivated, the session expired): the next request's 401 takes the person to the sign-in page,
 * which says why, in their language, and brings them back once they sign in again.
 */
const TEXT = {
  en: {
    ended: 'Your session has ended',
    billing: 'Billing',
    sections: 'Dashboard sections',
    identifier: 'Username or email',
    password: 'Password',
    signIn: 'Sign in',
    retry: /^(Retry|Try again)$/,
    deactivated: 'This account has been deactivated. To use it again, contact us at ',
  },
  es: {
    ended: 'Tu sesión ha terminado',
    billing: 'Facturación',
    sections: 'Secciones del panel',
    identifier: 'Usuario o correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    retry: /^(Reintentar|Intentar de nuevo)$/,
    deactivated: 'Esta cuenta ha sido desactivada. Para volver a usarla, escríbenos a ',
  },
} as const;

/** The page's path and query (decoded), without the language parameter kept for Spanish. */
function pathOf(page: Page): string {
  const url = new URL(page.url());
  url.searchParams.delete('lang');
  return decodeURIComponent(`${url.pathname}${url.search}`);
}

/** A new client signed in in the page; returns its account and id. */
async function newClientIn(page: Page, language: Language) {
  const account = newAccount('Renata');
  const res = await page.request.post('/api/register', {
    data: { ...account, language },
    headers: { Origin: baseUrl() },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { account, id };
}

async function expectSentToSignIn(page: Page, language: Language, next: string) {
  const text = TEXT[language];
  await expect.poll(() => pathOf(page)).toBe(`/auth?next=${next}`);
  await expect(page.getByRole('status').filter({ hasText: text.ended })).toBeVisible();
  // Nothing offers to try again: only signing in can help.
  await expect(page.getByRole('button', { name: text.retry })).toHaveCount(0);
}

/** The same person, on another device, signs out every other session. */
async function endOtherSessions(account: NewAccount) {
  const other = await request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { Origin: baseUrl() },
  });
  await other.post('/api/login', {
    data: { username: account.username, password: account.password },
  });
  expect((await other.post('/api/user/sessions/others/end')).status()).toBe(200);
  await other.dispose();
}

/** Opens the dashboard's Billing tab, which reads the client's invoices. */
async function openBillingTab(page: Page, language: Language) {
  const text = TEXT[language];
  await page
    .getByRole('tablist', { name: text.sections })
    .getByRole('tab', { name: text.billing })
    .click();
}

/** Signs in with the sign-in page's form; returns the form. */
async function signInWithForm(page: Page, language: Language, account: NewAccount) {
  const text = TEXT[language];
  const form = page.locator('form');
  await form.getByLabel(text.identifier).fill(account.username);
  await form.getByLabel(text.password, { exact: true }).fill(account.password);
  await form.getByRole('button', { name: text.signIn }).click();
  return form;
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`signed out everywhere else, the next click leads to sign-in and back (${language})`, async ({
    page,
  }) => {
    await storePreferences(page, { language });
    const { account } = await newClientIn(page, language);
    await page.goto('/dashboard');
    await hydrated(page);

    await endOtherSessions(account);

    await openBillingTab(page, language);
    await expectSentToSignIn(page, language, '/dashboard?tab=billing');

    await signInWithForm(page, language, account);
    await expect.poll(() => pathOf(page)).toBe('/dashboard?tab=billing');
    await expect(page.getByText(text.ended)).toHaveCount(0);
  });

  test(`signed out everywhere else, a reload leads to sign-in with the notice and back (${language})`, async ({
    page,
  }) => {
    await storePreferences(page, { language });
    const { account } = await newClientIn(page, language);
    await page.goto('/dashboard?tab=billing');
    await hydrated(page);
    await endOtherSessions(account);

    await page.reload();
    await expectSentToSignIn(page, language, '/dashboard?tab=billing');
    // The server dropped the cookie of the session that ended.
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name.endsWith('tb_session'))).toEqual([]);

    await signInWithForm(page, language, account);
    await expect.poll(() => pathOf(page)).toBe('/dashboard?tab=billing');
    await expect(page.getByText(text.ended)).toHaveCount(0);
    // Signed in again, a reload is an ordinary one.
    await page.reload();
    await hydrated(page);
    expect(pathOf(page)).toBe('/dashboard?tab=billing');
  });

  test(`a deactivated client is sent to sign-in, and told how to reach us (${language})`, async ({
    page,
  }) => {
    await storePreferences(page, { language });
    const { account, id } = await newClientIn(page, language);
    await page.goto('/dashboard?tab=projects');
    await hydrated(page);

    const admin = await adminApi();
    expect((await admin.post(`/api/admin/clients/${id}/deactivate`)).status()).toBe(200);
    await admin.dispose();

    await openBillingTab(page, language);
    await expectSentToSignIn(page, language, '/dashboard?tab=billing');

    const form = await signInWithForm(page, language, account);
    const refused = form.getByRole('alert');
    await expect(refused).toContainText(text.deactivated);
    await expect(refused).toContainText('+1 (704) 555-0142');
    await expect(refused).toContainText(/@/);
  });
}

test('in the admin remote an expired session leads to sign-in too', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin');
  await hydrated(page);
  // The session expires: the browser drops its cookie (the preferences stay).
  await page.context().clearCookies({ name: 'tb_session' });
  // A section of the back-office opened in the app reads its data: the answer is 401.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/admin?section=clients');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expectSentToSignIn(page, 'en', '/admin?section=clients');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the sign-in page after an ended session has no axe violations, 390 px too (${theme})`, async ({
    page,
  }) => {
    await storePreferences(page, { theme, language: 'es' });
    await newClientIn(page, 'es');
    await page.goto('/dashboard');
    await hydrated(page);
    await page.context().clearCookies({ name: 'tb_session' });
    await openBillingTab(page, 'es');
    await expectSentToSignIn(page, 'es', '/dashboard?tab=billing');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('status').filter({ hasText: TEXT.es.ended })).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await expectNoAxeViolations(page);
  });
}
