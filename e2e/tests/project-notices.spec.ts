import { expect, test } from '@playwright/test';
import { adminApi, baseUrl, mailedLink, mailedMatch, newAccount } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { hydrated, storePreferences } from './support/shell';

/*
 * People are told what changed: a client chooses which project mails to get in Settings, gets the
 * others in their language with a link, is asked for a testimonial when a project is completed
 * (a one-time link to a form in their language, answered into the admin's pending testimonials),
 * and always hears of a password change. Runs on the mailbox server, whose mail it reads.
 */

const TEXT = {
  en: {
    notices: 'Email notifications',
    milestoneDates: 'Milestone dates',
    updates: 'Project updates',
    security: 'Security alerts',
    save: 'Save notification choices',
    saved: 'Your notification choices are saved.',
    createdText: /Hello Renata Suárez,\s+The team has set up the project “([^”]+)”/,
    updateLine: '> The first designs are ready',
    formTitle: 'How did it go?',
    testimonial: 'Your testimonial',
    rating: 'Rating',
    stars: '4 stars',
    company: 'Your company',
    send: 'Send testimonial',
    thanks: 'Thank you!',
    password: 'Password',
    current: 'Current password',
    newPassword: 'New password',
    confirm: 'Confirm the new password',
    change: 'Change password',
    notYou: 'If it was not you, reset your password now',
  },
  es: {
    notices: 'Avisos por correo',
    milestoneDates: 'Fechas de hitos',
    updates: 'Novedades de proyectos',
    security: 'Alertas de seguridad',
    save: 'Guardar opciones de avisos',
    saved: 'Tus opciones de avisos están guardadas.',
    createdText: /Hola Renata Suárez:\s+El equipo creó el proyecto «([^»]+)» para ti/,
    updateLine: '> Los primeros diseños están listos',
    formTitle: '¿Cómo te fue?',
    testimonial: 'Tu testimonio',
    rating: 'Valoración',
    stars: '4 estrellas',
    company: 'Tu empresa',
    send: 'Enviar testimonio',
    thanks: '¡Gracias!',
    password: 'Contraseña',
    current: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirm: 'Confirma la nueva contraseña',
    change: 'Cambiar contraseña',
    notYou: 'Si no fuiste tú, restablece tu contraseña ahora',
  },
} as const;

for (const [language, theme, width] of [
  ['en', 'light', 1280],
  ['es', 'dark', 390],
] as const) {
  const text = TEXT[language];

  test(`a client chooses project mails, gets them in their language, answers the testimonial request and hears of a password change (${language}, ${theme}, ${width} px)`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const account = newAccount('Renata');
    const registered = await page.request.post('/api/register', {
      data: { ...account, language },
      headers: { Origin: baseUrl() },
    });
    expect(registered.status()).toBe(201);
    const { id: clientId } = (await registered.json()) as { id: number };

    // Settings: milestone date mails off; security alerts cannot be turned off.
    await storePreferences(page, { language, theme });
    await page.goto('/dashboard?tab=settings');
    await hydrated(page);
    const notices = page.getByRole('region', { name: text.notices });
    await expect(notices.getByRole('switch', { name: text.updates })).toBeChecked();
    await expect(notices.getByRole('switch', { name: text.security })).toBeDisabled();
    await notices.getByRole('switch', { name: text.milestoneDates }).uncheck();
    await notices.getByRole('button', { name: text.save }).click();
    await expect(notices.getByRole('status')).toHaveText(text.saved);
    await expectNoAxeViolations(page);

    // The team creates a project, posts an update and moves a milestone's date.
    const admin = await adminApi();
    const title = `Ferry timetable ${language} ${Date.now()}`;
    const created = await admin.post('/api/projects', {
      data: { title, titleEs: title, clientId, status: 'in_progress' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const link = `${baseUrl()}/dashboard/projects/${id}`;
    const [, named] = await mailedMatch(account.email, text.createdText);
    expect(named).toBe(title);
    await mailedMatch(account.email, new RegExp(link));
    expect(
      (
        await admin.post(`/api/admin/projects/${id}/updates`, {
          data: {
            content: 'The first designs are ready',
            contentEs: 'Los primeros diseños están listos',
          },
        })
      ).status(),
    ).toBe(201);
    await mailedMatch(account.email, new RegExp(text.updateLine));

    // Completed: the client is asked for a testimonial.
    expect(
      (await admin.patch(`/api/projects/${id}`, { data: { status: 'completed' } })).status(),
    ).toBe(200);
    const form = await mailedLink(account.email, '/testimonial');

    // The form speaks the client's language even where the browser had the other one.
    await storePreferences(page, { language: language === 'en' ? 'es' : 'en', theme });
    await page.goto(form);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: text.formTitle })).toBeVisible();
    const quote = `Clear plans and quick answers (${language} ${Date.now()})`;
    await page.getByLabel(text.testimonial, { exact: true }).fill(quote);
    await page.getByLabel(text.rating).selectOption({ label: text.stars });
    await page.getByLabel(text.company).fill('Ferries del Plata');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.thanks })).toBeVisible();

    // It waits for the team's approval.
    const pending = await admin.get('/api/admin/testimonials?status=pending&limit=100');
    const items = (
      (await pending.json()) as {
        items: { content: string; approved: boolean; rating: number; company: string | null }[];
      }
    ).items;
    expect(items.find((item) => item.content === quote)).toMatchObject({
      approved: false,
      rating: 4,
      company: 'Ferries del Plata',
    });
    await admin.dispose();

    // The link works once.
    await page.goto(form);
    await hydrated(page);
    await expect(page.getByRole('alert')).toBeVisible();

    // A password change is always told.
    await storePreferences(page, { language, theme });
    await page.goto('/dashboard?tab=settings');
    await hydrated(page);
    const password = page.getByRole('region', { name: text.password, exact: true });
    const newPassword = 'Lantern#Harbour2027';
    await password.getByLabel(text.current, { exact: true }).fill(account.password);
    await password.getByLabel(text.newPassword, { exact: true }).fill(newPassword);
    await password.getByLabel(text.confirm, { exact: true }).fill(newPassword);
    await password.getByRole('button', { name: text.change }).click();
    await mailedMatch(account.email, new RegExp(`${text.notYou}[^\\n]*/forgot-password`));
  });
}
