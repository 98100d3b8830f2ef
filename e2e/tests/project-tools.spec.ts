import { type Page, expect, request, test } from '@playwright/test';
import { DEMO, adminApi, baseUrl, newAccount, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { hydrated, storePreferences } from './support/shell';

/*
 * The admin's project tools equal the portal's: updates carry images and PDFs, milestones have a
 * description in each language, and the conversation shows and downloads the client's files and
 * takes the team's own (images, PDFs), which the client then downloads.
 * Runs on the mailbox server, whose portfolio no other test counts.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');

const TEXT = {
  en: {
    search: 'Search by title or client',
    editor: /^Edit project: /,
    parts: 'Project parts',
    milestonesTab: 'Milestones',
    updatesTab: 'Updates',
    conversationTab: 'Conversation',
    milestoneTitle: 'Title (English)',
    description: 'Description (English)',
    descriptionEs: 'Description (Spanish)',
    addMilestone: 'Add milestone',
    update: 'Update (English)',
    files: 'Files (images, PDF)',
    post: 'Post update',
    updateFiles: 'Attached files',
    clientFiles: (name: string) => `Files sent by ${name}`,
    portalFiles: 'Attachments',
    shown: 'Interviews with five customers',
    message: 'Message to the client',
    messageFiles: 'Files to send (images, PDF)',
    send: 'Send as the team',
    sent: 'Message sent',
    teamFiles: /^Files sent by /,
  },
  es: {
    search: 'Busca por título o cliente',
    editor: /^Editar proyecto: /,
    parts: 'Partes del proyecto',
    milestonesTab: 'Hitos',
    updatesTab: 'Novedades',
    conversationTab: 'Conversación',
    milestoneTitle: 'Título (inglés)',
    description: 'Descripción (inglés)',
    descriptionEs: 'Descripción (español)',
    addMilestone: 'Añadir hito',
    update: 'Novedad (inglés)',
    files: 'Archivos (imágenes, PDF)',
    post: 'Publicar novedad',
    updateFiles: 'Archivos adjuntos',
    clientFiles: (name: string) => `Archivos enviados por ${name}`,
    portalFiles: 'Adjuntos',
    shown: 'Entrevistas con cinco clientes',
    message: 'Mensaje para el cliente',
    messageFiles: 'Archivos para enviar (imágenes, PDF)',
    send: 'Enviar como el equipo',
    sent: 'Mensaje enviado',
    teamFiles: /^Archivos enviados por /,
  },
} as const;

type Language = keyof typeof TEXT;

/** A new client (their own API session) with a project in progress the admin made for them. */
async function clientWithProject(language: Language, firstName: string, title: string) {
  const account = newAccount(firstName);
  const client = await request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { Origin: baseUrl() },
  });
  const registered = await client.post('/api/register', { data: { ...account, language } });
  expect(registered.status()).toBe(201);
  const { id: clientId } = (await registered.json()) as { id: number };
  const admin = await adminApi();
  const created = await admin.post('/api/projects', {
    data: { title, titleEs: title, clientId, status: 'in_progress' },
  });
  const { id } = (await created.json()) as { id: number };
  await admin.dispose();
  return { account, client, id };
}

/** The demo admin, in the page, opens the project's editor; returns it and its parts' tabs. */
async function openEditor(page: Page, language: Language, theme: 'light' | 'dark', title: string) {
  const text = TEXT[language];
  await storePreferences(page, { language, theme });
  await signIn(page, DEMO.admin);
  await page.goto('/admin?section=projects');
  await hydrated(page);
  await page.getByLabel(text.search).fill(title);
  await page.getByRole('row').filter({ hasText: title }).getByRole('button').click();
  const editor = page.getByRole('dialog', { name: text.editor });
  return { editor, parts: editor.getByRole('tablist', { name: text.parts }) };
}

for (const [language, theme, width] of [
  ['en', 'light', 1280],
  ['es', 'dark', 390],
] as const) {
  const text = TEXT[language];

  test(`an admin posts files and describes milestones, and downloads the client's files (${language}, ${theme}, ${width} px)`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });

    // A client with a project, who has sent the team a brief in the conversation.
    const title = `Tide tables ${language} ${Date.now()}`;
    const { account, client, id } = await clientWithProject(language, 'Julieta', title);
    const comment = await client.post(`/api/user/projects/${id}/comments`, {
      multipart: {
        content: 'Here is our brief',
        files: { name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(comment.status()).toBe(201);

    const { editor, parts } = await openEditor(page, language, theme, title);

    // A milestone described in both languages; the editor shows the page language's.
    await parts.getByRole('tab', { name: text.milestonesTab }).click();
    await editor.getByLabel(text.milestoneTitle).fill('Research');
    await editor.getByLabel(text.description).fill('Interviews with five customers');
    await editor.getByLabel(text.descriptionEs).fill('Entrevistas con cinco clientes');
    await editor.getByRole('button', { name: text.addMilestone }).click();
    await expect(editor.getByRole('listitem').filter({ hasText: 'Research' })).toContainText(
      text.shown,
    );

    // An update with an image and a PDF.
    await parts.getByRole('tab', { name: text.updatesTab }).click();
    const news = `Mockups and estimate (${language} ${Date.now()})`;
    await editor.getByLabel(text.update).fill(news);
    await editor.getByLabel(text.files).setInputFiles([
      { name: 'mockup.png', mimeType: 'image/png', buffer: PNG },
      { name: 'estimate.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await editor.getByRole('button', { name: text.post }).click();
    const posted = editor.getByRole('list', { name: text.updateFiles });
    await expect(posted.getByRole('link', { name: /mockup\.png/ })).toBeVisible();
    await expect(posted.getByRole('link', { name: /estimate\.pdf/ })).toBeVisible();
    await expect(posted.locator('img')).toHaveJSProperty('complete', true);
    await expectNoAxeViolations(page);

    // The conversation shows the client's file, and it downloads.
    await parts.getByRole('tab', { name: text.conversationTab }).click();
    const sent = editor.getByRole('list', { name: text.clientFiles('Julieta Suárez') });
    const downloading = page.waitForEvent('download');
    await sent.getByRole('link', { name: /brief\.pdf/ }).click();
    expect((await downloading).suggestedFilename()).toBe('brief.pdf');
    await expectNoAxeViolations(page);

    // The client reads the update's files and the milestone's description on the project page.
    await page.context().clearCookies();
    await signIn(page, account);
    await page.goto(`/dashboard/projects/${id}`);
    await hydrated(page);
    await expect(page.getByText(text.shown)).toBeVisible();
    const files = page.getByRole('list', { name: text.portalFiles }).first();
    await expect(files.getByRole('link', { name: /estimate\.pdf/ })).toBeVisible();
    const href = await files.getByRole('link', { name: /estimate\.pdf/ }).getAttribute('href');
    expect((await page.request.get(href!)).status()).toBe(200);
    // Another client's session gets nothing of it.
    const stranger = await request.newContext({
      baseURL: baseUrl(),
      extraHTTPHeaders: { Origin: baseUrl() },
    });
    const other = newAccount('Tomás');
    expect((await stranger.post('/api/register', { data: other })).status()).toBe(201);
    expect((await stranger.get(href!)).status()).toBe(404);
    await stranger.dispose();
    await client.dispose();
  });
}

for (const language of ['en', 'es'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    const text = TEXT[language];

    test(`an admin sends files in the conversation, which the client downloads (${language}, ${theme}, 390 px)`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width: 390, height: 844 });
      const title = `Harbour lights ${language} ${theme} ${Date.now()}`;
      const { account, client, id } = await clientWithProject(language, 'Martina', title);
      const { editor, parts } = await openEditor(page, language, theme, title);
      await parts.getByRole('tab', { name: text.conversationTab }).click();

      const words = `The signed contract and the new logo (${language} ${theme})`;
      await editor.getByLabel(text.message).fill(words);
      await editor.getByLabel(text.messageFiles).setInputFiles([
        { name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF },
        { name: 'logo-v2.png', mimeType: 'image/png', buffer: PNG },
      ]);
      await editor.getByRole('button', { name: text.send }).click();
      await expect(page.getByText(text.sent)).toBeVisible();
      const message = editor.getByRole('listitem').filter({ hasText: words });
      const files = message.getByRole('list', { name: text.teamFiles });
      await expect(files.getByRole('link', { name: /logo-v2\.png/ })).toBeVisible();
      await expect(files.locator('img')).toHaveJSProperty('complete', true);
      const downloading = page.waitForEvent('download');
      await files.getByRole('link', { name: /contract\.pdf/ }).click();
      expect((await downloading).suggestedFilename()).toBe('contract.pdf');
      // The form is ready for the next message: no file left selected.
      expect(
        await editor
          .getByLabel(text.messageFiles)
          .evaluate((input: HTMLInputElement) => input.files?.length),
      ).toBe(0);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      await expectNoAxeViolations(page);

      // The client finds them in the project's conversation and downloads them.
      await page.context().clearCookies();
      await signIn(page, account);
      await page.goto(`/dashboard/projects/${id}`);
      await hydrated(page);
      const received = page
        .getByRole('listitem')
        .filter({ hasText: words })
        .getByRole('list', { name: text.portalFiles });
      await expect(received.getByRole('link', { name: /logo-v2\.png/ })).toBeVisible();
      const href = await received.getByRole('link', { name: /contract\.pdf/ }).getAttribute('href');
      expect((await page.request.get(href!)).status()).toBe(200);
      // Another client's session gets nothing of it.
      const stranger = await request.newContext({
        baseURL: baseUrl(),
        extraHTTPHeaders: { Origin: baseUrl() },
      });
      expect((await stranger.post('/api/register', { data: newAccount('Tomás') })).status()).toBe(
        201,
      );
      expect((await stranger.get(href!)).status()).toBe(404);
      await stranger.dispose();
      await client.dispose();
    });
  }
}
