import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { DEMO, adminApi, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { clientWithPosts, overflow, postCard } from './support/social';
import { type Language, hydrated, storePreferences } from './support/shell';

/** The Social Media tab's texts as a client reads them in each language. */
const TEXT = {
  en: {
    tools: 'Social media tools',
    library: 'Library',
    calendar: 'Calendar',
    generator: 'Generator',
    posts: 'Your posts',
    notPosting: /We do not post to your networks for you/,
    generatorForms: 'Ways to generate content',
    network: 'Network',
    state: 'State',
    edit: 'Edit',
    editTitle: 'Edit post',
    english: 'Text in English',
    spanish: 'Text in Spanish',
    save: 'Save changes',
    saved: 'Post updated',
    required: 'Content cannot be empty',
    min: 'Content must be at least 10 characters',
    tooLong: 'Shorten the text to fit Twitter',
    counter: (count: number) => `${count} / 280 characters`,
    over: (count: number) => `${count} characters over the Twitter limit`,
    loadFailed: 'Could not load the content to edit',
    schedule: 'Schedule',
    scheduleTitle: 'Schedule post',
    when: 'Date and time',
    zone: 'In your time zone (America/Montevideo)',
    scheduled: 'Scheduled',
    scheduledFor: 'Scheduled for',
    month: 'Month',
    week: 'Week',
    // Intl writes a narrow no-break space before AM.
    calendarPost: /^10:30\sAM Trail season is here: our tents… \(Twitter post, Scheduled\)$/,
    weekPost: /^10:30\sAM\s*Twitter\s*, Scheduled$/,
    post: 'Post',
    copy: /^Copy the English text of the Twitter post$/,
    copied: 'Text copied, ready to paste',
    close: 'Close',
    awaiting: 'Awaiting your approval',
    draftedByTeam: 'Drafted for you by the TerraBridge team',
    approve: 'Approve',
    approved: 'Post approved: you can schedule it now',
    approvedBadge: 'Approved',
    requestChanges: 'Request changes',
    comment: 'What should change?',
    commentRequired: 'Tell the team what to change',
    send: 'Send to the team',
    changesBadge: 'Changes requested',
    yourComment: 'You asked: “Mention the Montevideo store, please.”',
    comment1: 'Mention the Montevideo store, please.',
    delete: 'Delete',
    deleteTitle: 'Delete this post?',
    deleteConfirm: 'Delete post',
    cancel: 'Cancel',
    deleted: 'Post deleted',
    duplicate: 'Duplicate',
    duplicateTitle: 'Duplicate post',
    copyNetwork: 'Network of the copy',
    duplicated: 'Copied as a LinkedIn draft',
    draft: 'Draft',
  },
  es: {
    tools: 'Herramientas de redes sociales',
    library: 'Biblioteca',
    calendar: 'Calendario',
    generator: 'Generador',
    posts: 'Tus publicaciones',
    notPosting: /No publicamos en tus redes por ti/,
    generatorForms: 'Formas de generar contenido',
    network: 'Red',
    state: 'Estado',
    edit: 'Editar',
    editTitle: 'Editar publicación',
    english: 'Texto en inglés',
    spanish: 'Texto en español',
    save: 'Guardar cambios',
    saved: 'Publicación actualizada',
    required: 'El contenido no puede estar vacío',
    min: 'El contenido debe tener al menos 10 caracteres',
    tooLong: 'Acorta el texto para que entre en Twitter',
    counter: (count: number) => `${count} / 280 caracteres`,
    over: (count: number) => `${count} caracteres por encima del límite de Twitter`,
    loadFailed: 'No se pudo cargar el contenido para editar',
    schedule: 'Programar',
    scheduleTitle: 'Programar publicación',
    when: 'Fecha y hora',
    zone: 'En tu zona horaria (America/Montevideo)',
    scheduled: 'Programada',
    scheduledFor: 'Programada para el',
    month: 'Mes',
    week: 'Semana',
    calendarPost: /^10:30 Llegó la temporada de senderos… \(publicación de Twitter, Programada\)$/,
    weekPost: /^10:30\s*Twitter\s*, Programada$/,
    post: 'Publicación',
    copy: /^Copiar el texto en inglés de la publicación de Twitter$/,
    copied: 'Texto copiado, listo para pegar',
    close: 'Cerrar',
    awaiting: 'Espera tu aprobación',
    draftedByTeam: 'Preparada para ti por el equipo de TerraBridge',
    approve: 'Aprobar',
    approved: 'Publicación aprobada: ya puedes programarla',
    approvedBadge: 'Aprobada',
    requestChanges: 'Pedir cambios',
    comment: '¿Qué debería cambiar?',
    commentRequired: 'Cuéntale al equipo qué cambiar',
    send: 'Enviar al equipo',
    changesBadge: 'Cambios pedidos',
    yourComment: 'Pediste: «Menciona la tienda de Montevideo, por favor.»',
    comment1: 'Menciona la tienda de Montevideo, por favor.',
    delete: 'Eliminar',
    deleteTitle: '¿Eliminar esta publicación?',
    deleteConfirm: 'Eliminar publicación',
    cancel: 'Cancelar',
    deleted: 'Publicación eliminada',
    duplicate: 'Duplicar',
    duplicateTitle: 'Duplicar publicación',
    copyNetwork: 'Red de la copia',
    duplicated: 'Copiada como borrador de LinkedIn',
    draft: 'Borrador',
  },
} as const;

// Times are picked and shown on the user's clock: Montevideo is UTC-3 all year.
test.use({
  timezoneId: 'America/Montevideo',
  permissions: ['clipboard-read', 'clipboard-write'],
});

const pad = (value: number) => String(value).padStart(2, '0');
/** Tomorrow on the browser's (Montevideo) calendar, as 'YYYY-MM-DD', and 10:30 then in UTC. */
function tomorrowAt1030() {
  const now = new Date(Date.now() - 3 * 3_600_000);
  const tomorrow = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
  );
  const day = `${tomorrow.getUTCFullYear()}-${pad(tomorrow.getUTCMonth() + 1)}-${pad(tomorrow.getUTCDate())}`;
  return { day, local: `${day}T10:30`, utc: `${day}T13:30:00.000Z` };
}

async function openSocial(page: Page, language: Language, query = '') {
  await storePreferences(page, { language });
  await page.goto(`/dashboard?tab=social-media${query}`);
  await hydrated(page);
  await expect(page.getByRole('tablist', { name: TEXT[language].tools })).toBeVisible();
}

/** The library's card of the post whose text includes `text`. */
const card = (page: Page, language: Language, text: string): Locator =>
  postCard(page, TEXT[language].posts, text);

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`a client edits a post with the counter, schedules it and finds it on the calendar (${language})`, async ({
    page,
  }) => {
    const stamp = Date.now();
    const original = `A tweet to polish before the weekend ${stamp}`;
    const client = await clientWithPosts(page, language, [
      { platform: 'twitter', content: original },
    ]);
    const [post] = client.posts;
    await openSocial(page, language);
    await expect(page.getByText(text.notPosting)).toBeVisible();
    const item = card(page, language, original);
    await expect(item.getByText(text.draft, { exact: true })).toBeVisible();

    await item.getByRole('button', { name: text.edit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.editTitle });
    const english = dialog.getByLabel(text.english, { exact: true });
    await expect(english).toHaveValue(original);
    await expect(english).toBeFocused();
    // The counter counts the text as posted: the hashtags follow it.
    await expect(dialog.getByText(text.counter(original.length + 2 + 4))).toBeVisible();

    // Over the limit, empty, too short: the rules and their words.
    await english.fill(
      `${'x'.repeat(274)} https://terrabridge.example/a-very-long-address-of-a-page`,
    );
    await expect(dialog.getByText(text.over(274 + 1 + 23 + 6 - 280))).toBeVisible();
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(english).toHaveAccessibleDescription(new RegExp(text.tooLong));
    await english.fill('   ');
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(english).toHaveAccessibleDescription(new RegExp(text.required));
    await english.fill('Too short');
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(english).toHaveAccessibleDescription(new RegExp(text.min));

    const edited = `Trail season is here: our tents are in store ${stamp}`;
    await english.fill(edited);
    await dialog.getByLabel(text.spanish).fill(`Llegó la temporada de senderos ${stamp}`);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(text.saved)).toBeVisible();
    const edits = card(page, language, edited);
    await expect(edits.getByText(`Llegó la temporada de senderos ${stamp}`)).toBeVisible();

    // Schedule it for tomorrow 10:30 on the user's clock: stored as 13:30 UTC.
    const when = tomorrowAt1030();
    await edits.getByRole('button', { name: text.schedule, exact: true }).click();
    const scheduling = page.getByRole('dialog', { name: text.scheduleTitle });
    const picker = scheduling.getByLabel(text.when);
    await expect(picker).toHaveAccessibleDescription(
      new RegExp(text.zone.replace(/[()]/g, '\\$&')),
    );
    await expect(scheduling.getByText(text.notPosting)).toBeVisible();
    await picker.fill(when.local);
    await scheduling.getByRole('button', { name: text.schedule, exact: true }).click();
    await expect(scheduling).toBeHidden();
    await expect(edits.getByText(text.scheduled, { exact: true })).toBeVisible();
    await expect(edits.getByText(new RegExp(text.scheduledFor))).toBeVisible();
    const stored = await page.request.get(`/api/social-media/${post.id}`);
    expect(await stored.json()).toMatchObject({ status: 'scheduled', scheduledDate: when.utc });

    // On the calendar: the month, then the week, each post a button that opens it.
    await page.goto(`/dashboard?tab=social-media&view=calendar&date=${when.day}`);
    await hydrated(page);
    const onCalendar = page.getByRole('button', { name: text.calendarPost });
    await expect(onCalendar).toBeVisible();
    await page.getByRole('button', { name: text.week, exact: true }).click();
    await expect(page).toHaveURL(/calendar=week/);
    const inWeek = page.getByRole('button', { name: text.weekPost });
    await expect(inWeek).toBeVisible();
    await inWeek.focus();
    await page.keyboard.press('Enter');
    const opened = page.getByRole('dialog', { name: text.post });
    await expect(opened.getByText(edited)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`post=${post.id}`));
    await opened.getByRole('button', { name: text.copy }).click();
    await expect(page.getByText(text.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${edited}\n\n#e2e`);
    await opened.getByRole('button', { name: text.close }).click();
    await expect(opened).toBeHidden();
    await expect(page).not.toHaveURL(/post=/);
  });

  test(`the team drafts for a client, who approves one and sends one back (${language})`, async ({
    page,
  }) => {
    const stamp = Date.now();
    const client = await clientWithPosts(page, language, []);
    const team: APIRequestContext = await adminApi();
    const draft = async (content: string) => {
      const res = await team.post('/api/admin/social-media', {
        data: { clientId: client.id, platform: 'instagram', content, contentEs: `${content} (es)` },
      });
      expect(res.status()).toBe(201);
      return (await res.json()) as { id: number };
    };
    const toApprove = `A team draft to approve ${stamp}`;
    const toChange = `A team draft to change ${stamp}`;
    await draft(toApprove);
    await draft(toChange);

    await openSocial(page, language, '&status=awaiting_approval');
    await expect(page.getByLabel(text.state, { exact: true })).toHaveValue('awaiting_approval');
    const first = card(page, language, toApprove);
    await expect(first.getByText(text.awaiting, { exact: true })).toBeVisible();
    await expect(first.getByText(text.draftedByTeam)).toBeVisible();
    await first.getByRole('button', { name: text.approve, exact: true }).click();
    await expect(page.getByText(text.approved)).toBeVisible();
    await expect(first.getByText(text.approvedBadge, { exact: true })).toBeVisible();
    await expect(first.getByRole('button', { name: text.schedule, exact: true })).toBeVisible();

    const second = card(page, language, toChange);
    await second.getByRole('button', { name: text.requestChanges, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.requestChanges });
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog.getByLabel(text.comment)).toHaveAccessibleDescription(
      new RegExp(text.commentRequired),
    );
    await dialog.getByLabel(text.comment).fill(text.comment1);
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog).toBeHidden();
    await expect(second.getByText(text.changesBadge, { exact: true })).toBeVisible();
    await expect(second.getByText(text.yourComment)).toBeVisible();

    // The team sees both decisions, and was mailed them.
    const list = await team.get('/api/admin/social-media', { params: { clientId: client.id } });
    const items = ((await list.json()) as { items: Array<{ content: string; status: string }> })
      .items;
    expect(items.map((item) => [item.content, item.status])).toEqual([
      [toChange, 'changes_requested'],
      [toApprove, 'approved'],
    ]);
    const outbox = await team.get('/api/admin/mail-outbox', {
      params: { to: DEMO.admin.email, limit: 50 },
    });
    const decisions = ((await outbox.json()) as Array<{ kind: string; text: string }>).filter(
      (mail) => mail.kind === 'social.decision' && mail.text.includes(client.account.email),
    );
    expect(decisions).toHaveLength(2);
    await team.dispose();
  });

  test(`a client duplicates a post and deletes one only after confirming (${language})`, async ({
    page,
  }) => {
    const stamp = Date.now();
    const keep = `A post to keep and copy ${stamp}`;
    const drop = `A post to delete for good ${stamp}`;
    await clientWithPosts(page, language, [
      { platform: 'twitter', content: drop },
      { platform: 'facebook', content: keep },
    ]);
    await openSocial(page, language);

    await card(page, language, keep).getByRole('button', { name: text.duplicate }).click();
    const duplicating = page.getByRole('dialog', { name: text.duplicateTitle });
    await duplicating.getByLabel(text.copyNetwork).selectOption('linkedin');
    await duplicating.getByRole('button', { name: text.duplicate }).click();
    await expect(page.getByText(text.duplicated)).toBeVisible();
    const posts = page.getByRole('list', { name: text.posts }).getByRole('listitem');
    await expect(posts).toHaveCount(3);
    await expect(posts.first()).toContainText('LinkedIn');
    await expect(posts.first()).toContainText(keep);

    // Filters live in the URL.
    await page.getByLabel(text.network, { exact: true }).selectOption('linkedin');
    await expect(page).toHaveURL(/platform=linkedin/);
    await expect(posts).toHaveCount(1);
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel(text.network, { exact: true })).toHaveValue('linkedin');
    await expect(posts).toHaveCount(1);
    await page.getByLabel(text.network, { exact: true }).selectOption('');
    await expect(posts).toHaveCount(3);

    const deleteButton = card(page, language, drop).getByRole('button', { name: text.delete });
    await deleteButton.click();
    const confirm = page.getByRole('dialog', { name: text.deleteTitle });
    await expect(confirm.getByRole('button', { name: text.cancel })).toBeFocused();
    await confirm.getByRole('button', { name: text.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await deleteButton.click();
    await confirm.getByRole('button', { name: text.deleteConfirm }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(text.deleted)).toBeVisible();
    await expect(card(page, language, drop)).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(posts).toHaveCount(2);
    await expect(card(page, language, drop)).toHaveCount(0);
  });

  test(`the edit dialog closes after 1.5 s when its post cannot be loaded (${language})`, async ({
    page,
  }) => {
    const content = `A post whose edit fails to load ${Date.now()}`;
    const client = await clientWithPosts(page, language, [{ platform: 'linkedin', content }]);
    await openSocial(page, language);
    await page.route(`**/api/social-media/${client.posts[0].id}`, (route) =>
      route.fulfill({ status: 503, body: 'unavailable' }),
    );
    await card(page, language, content).getByRole('button', { name: text.edit }).click();
    const dialog = page.getByRole('dialog', { name: text.editTitle });
    await expect(dialog.getByText(text.loadFailed)).toBeVisible();
    const shown = Date.now();
    await expect(dialog).toBeHidden({ timeout: 3000 });
    expect(Date.now() - shown).toBeGreaterThan(1000);
  });
}

test('the reminder mail’s link opens the post with its copy buttons', async ({ page }) => {
  const content = `A post opened from its reminder ${Date.now()}`;
  const client = await clientWithPosts(page, 'en', [{ platform: 'instagram', content }]);
  await openSocial(page, 'en', `&post=${client.posts[0].id}`);
  const opened = page.getByRole('dialog', { name: 'Post' });
  await expect(opened.getByText(content)).toBeVisible();
  await expect(opened.getByRole('button', { name: /^Copy the English text/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
  await expect(page.getByRole('list', { name: 'Your posts' })).toBeVisible();
  // Another client's post is never shown.
  await page.goto('/dashboard?tab=social-media&post=1');
  await hydrated(page);
  await expect(page.getByRole('dialog', { name: 'Post' })).toContainText(
    'This post could not be found in your library',
  );
});

test('the generator has its own tab, named in the address', async ({ page }) => {
  await signIn(page, DEMO.client);
  await openSocial(page, 'es', '&view=generator');
  await expect(page.getByRole('tab', { name: TEXT.es.generator })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tablist', { name: TEXT.es.generatorForms })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the library, the calendar and the dialogs have no axe violations (${theme})`, async ({
    page,
  }) => {
    // Seven full-page scans over both languages: more than the default 30 s on a loaded machine.
    test.slow();
    await storePreferences(page, { theme });
    await signIn(page, DEMO.client);
    for (const language of ['en', 'es'] as const) {
      const text = TEXT[language];
      await openSocial(page, language);
      await expect(page.getByRole('list', { name: text.posts })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `../test-results/portal-social-${language}-${theme}.png`,
        fullPage: true,
      });
      await page.getByRole('tab', { name: text.calendar }).click();
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: text.week, exact: true }).click();
      await expect(page.getByRole('table')).toBeHidden();
      await expectNoAxeViolations(page);
    }
    // The edit dialog over the page (cancelled: the demo client's post stays as it is).
    await openSocial(page, 'es');
    await page
      .getByRole('list', { name: TEXT.es.posts })
      .getByRole('button', { name: TEXT.es.edit, exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: TEXT.es.editTitle });
    await expect(dialog.getByLabel(TEXT.es.english)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `../test-results/portal-social-edit-${theme}.png` });
    await dialog.getByRole('button', { name: TEXT.es.cancel }).click();
    await expect(dialog).toBeHidden();
  });

  test(`on a 390 px phone the tab fits the screen (${theme})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await storePreferences(page, { theme });
    await signIn(page, DEMO.client);
    await openSocial(page, 'es');
    await expect(page.getByRole('list', { name: TEXT.es.posts })).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await page.screenshot({
      path: `../test-results/portal-social-390-${theme}.png`,
      fullPage: true,
    });
    await page.getByRole('tab', { name: TEXT.es.calendar }).click();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await page.screenshot({
      path: `../test-results/portal-social-calendar-390-${theme}.png`,
      fullPage: true,
    });
    await page.getByRole('button', { name: TEXT.es.week, exact: true }).click();
    await expect(page.getByRole('table')).toBeHidden();
    expect(await overflow(page)).toBe(0);
    await page.getByRole('tab', { name: TEXT.es.library }).click();
    await page
      .getByRole('list', { name: TEXT.es.posts })
      .getByRole('button', { name: TEXT.es.schedule, exact: true })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: TEXT.es.scheduleTitle })).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: TEXT.es.cancel }).click();
  });
}
