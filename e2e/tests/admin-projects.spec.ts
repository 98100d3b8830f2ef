import { type Page, expect, test } from '@playwright/test';
import { DEMO, adminApi, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

/** The admin Projects section's texts and the portal's, as each side sees them. */
const TEXT = {
  en: {
    section: 'Projects',
    newProject: 'New project',
    title: 'Title (English)',
    create: 'Create project',
    titleRequired: 'Project title is required',
    clientRequired: 'Client is required',
    searchClients: 'Search clients',
    client: 'Client',
    editor: /^Edit project: /,
    parts: 'Project parts',
    showcase: 'Showcase',
    milestonesTab: 'Milestones',
    updatesTab: 'Updates',
    conversationTab: 'Conversation',
    milestoneTitle: 'Title (English)',
    addMilestone: 'Add milestone',
    complete: (title: string) => `Complete ${title}`,
    moveUp: (title: string) => `Move ${title} up`,
    update: 'Update (English)',
    publicSwitch: 'Visible to the client',
    post: 'Post update',
    internal: 'Internal',
    message: 'Message to the client',
    send: 'Send as the team',
    close: 'Close',
    statusFilter: 'Status',
    search: 'Search by title or client',
    portalUpdates: 'Updates',
    portalMilestones: 'Milestones',
    upload: 'Upload image',
    galleryImage: 'Gallery image 1',
    addResult: 'Add result',
    resultLabel: 'Label (English) 1',
    resultLabelEs: 'Label (Spanish) 1',
    percent: 'Percent 1',
    save: 'Save changes',
  },
  es: {
    section: 'Proyectos',
    newProject: 'Nuevo proyecto',
    title: 'Título (inglés)',
    create: 'Crear proyecto',
    titleRequired: 'El título del proyecto es obligatorio',
    clientRequired: 'El cliente es obligatorio',
    searchClients: 'Busca clientes',
    client: 'Cliente',
    editor: /^Editar proyecto: /,
    parts: 'Partes del proyecto',
    showcase: 'Escaparate',
    milestonesTab: 'Hitos',
    updatesTab: 'Novedades',
    conversationTab: 'Conversación',
    milestoneTitle: 'Título (inglés)',
    addMilestone: 'Añadir hito',
    complete: (title: string) => `Completar ${title}`,
    moveUp: (title: string) => `Subir ${title}`,
    update: 'Novedad (inglés)',
    publicSwitch: 'Visible para el cliente',
    post: 'Publicar novedad',
    internal: 'Interna',
    message: 'Mensaje para el cliente',
    send: 'Enviar como el equipo',
    close: 'Cerrar',
    statusFilter: 'Estado',
    search: 'Busca por título o cliente',
    portalUpdates: 'Novedades',
    portalMilestones: 'Hitos',
    upload: 'Subir imagen',
    galleryImage: 'Imagen 1 de la galería',
    addResult: 'Añadir resultado',
    resultLabel: 'Etiqueta (inglés) 1',
    resultLabelEs: 'Etiqueta (español) 1',
    percent: 'Porcentaje 1',
    save: 'Guardar cambios',
  },
} as const;

/** The demo client's account id, found the way the create dialog finds it. */
/** A 1×1 PNG: the server checks the bytes, not the name. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function demoClientId(): Promise<number> {
  const admin = await adminApi();
  const res = await admin.get(
    `/api/admin/projects/clients?q=${encodeURIComponent(DEMO.client.email)}`,
  );
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { id: number }[] };
  await admin.dispose();
  return items[0].id;
}

async function openSection(page: Page, language: Language) {
  await signIn(page, DEMO.admin);
  await page.goto('/admin?section=projects');
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 2, name: TEXT[language].section, exact: true }),
  ).toBeVisible();
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`an admin creates a client's project with milestones and a public update, and the client sees them (${language})`, async ({
    page,
  }) => {
    test.slow();
    await storePreferences(page, { language });
    await openSection(page, language);

    // Create: the form names what is missing, then takes a title and a client.
    await page.getByRole('button', { name: text.newProject }).click();
    const create = page.getByRole('dialog', { name: text.newProject });
    await create.getByRole('button', { name: text.create }).click();
    await expect(create.getByText(text.titleRequired)).toBeVisible();
    await expect(create.getByText(text.clientRequired)).toBeVisible();
    const title = `Trail map kiosk ${language} ${Date.now()}`;
    await create.getByLabel(text.title).fill(title);
    await create.getByLabel(text.searchClients).fill(DEMO.client.email);
    const clientOption = `${DEMO.client.fullName} (${DEMO.client.email})`;
    await expect(create.getByRole('option', { name: clientOption })).toBeAttached();
    await create.getByLabel(text.client, { exact: true }).selectOption({ label: clientOption });
    await create.getByRole('button', { name: text.create }).click();

    // The editor opens on the new project.
    const editor = page.getByRole('dialog', { name: text.editor });
    await expect(editor).toBeVisible();
    const id = await editor.locator('[data-project-editor]').getAttribute('data-project-editor');
    expect(Number(id)).toBeGreaterThan(0);
    const parts = editor.getByRole('tablist', { name: text.parts });

    // Showcase: an image uploaded into the gallery and a result, public at once.
    await parts.getByRole('tab', { name: text.showcase }).click();
    await editor
      .getByLabel(text.upload)
      .setInputFiles({ name: 'kiosk.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(editor.getByRole('img', { name: text.galleryImage })).toHaveJSProperty(
      'complete',
      true,
    );
    await editor.getByRole('button', { name: text.addResult }).click();
    await editor.getByLabel(text.resultLabel).fill('Faster check-in');
    await editor.getByLabel(text.resultLabelEs).fill('Registro más rápido');
    await editor.getByLabel(text.percent).fill('64');
    await editor.getByRole('button', { name: text.save }).click();
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/projects/${id}`);
        return (await res.json()) as { gallery: string[]; results: { percent: number }[] };
      })
      .toMatchObject({
        gallery: [expect.stringMatching(new RegExp(`^/api/projects/${id}/images/\\d+$`))],
        results: [{ percent: 64 }],
      });
    const pub = (await (await page.request.get(`/api/projects/${id}`)).json()) as {
      gallery: string[];
    };
    const image = await page.request.get(pub.gallery[0]);
    expect(image.headers()['content-type']).toBe('image/png');

    // Milestones: two added, the second moved first and completed.
    await parts.getByRole('tab', { name: text.milestonesTab }).click();
    const discovery = `Discovery ${language}`;
    const launch = `Launch ${language}`;
    for (const milestone of [launch, discovery]) {
      await editor.getByLabel(text.milestoneTitle).fill(milestone);
      await editor.getByRole('button', { name: text.addMilestone }).click();
      await expect(editor.getByText(milestone, { exact: true })).toBeVisible();
    }
    await editor.getByRole('button', { name: text.moveUp(discovery) }).click();
    await expect(editor.getByRole('listitem').first()).toContainText(discovery);
    await editor.getByRole('button', { name: text.complete(discovery) }).click();
    await expect(editor.getByRole('button', { name: text.complete(discovery) })).toHaveCount(0);

    // Updates: a public one and an internal note.
    await parts.getByRole('tab', { name: text.updatesTab }).click();
    const publicUpdate = `The kiosk design is ready for review (${language} ${Date.now()})`;
    const internalNote = `Check the printer budget (${language} ${Date.now()})`;
    await editor.getByLabel(text.update).fill(publicUpdate);
    await expect(editor.getByRole('switch', { name: text.publicSwitch })).toBeChecked();
    await editor.getByRole('button', { name: text.post }).click();
    // (A text area's text is its value too: the posted text is looked for in the list.)
    await expect(editor.getByRole('listitem').filter({ hasText: publicUpdate })).toBeVisible();
    await editor.getByLabel(text.update).fill(internalNote);
    await editor.getByRole('switch', { name: text.publicSwitch }).uncheck();
    await editor.getByRole('button', { name: text.post }).click();
    await expect(editor.getByRole('listitem').filter({ hasText: internalNote })).toContainText(
      text.internal,
    );

    // The conversation: a message as the team.
    await parts.getByRole('tab', { name: text.conversationTab }).click();
    const message = `Welcome aboard (${language} ${Date.now()})`;
    await editor.getByLabel(text.message).fill(message);
    await editor.getByRole('button', { name: text.send }).click();
    await expect(editor.getByRole('listitem').filter({ hasText: message })).toBeVisible();

    await editor.getByRole('button', { name: text.close }).click();
    await page.getByLabel(text.search).fill(title);
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText(
      DEMO.client.fullName,
    );

    // The client sees the project, its plan, the public update and the team's message.
    await page.context().clearCookies();
    await signIn(page, DEMO.client);
    await page.goto(`/dashboard/projects/${id}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(
      page.getByRole('heading', { level: 2, name: text.portalMilestones }),
    ).toBeVisible();
    await expect(page.getByText(discovery, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(publicUpdate)).toBeVisible();
    await expect(page.getByText(internalNote)).toHaveCount(0);
    await expect(page.getByText(message)).toBeVisible();

    // Archived again, so the public portfolio other tests count is as the demo data left it.
    const admin = await adminApi();
    const archived = await admin.patch(`/api/projects/${id}`, { data: { status: 'archived' } });
    expect(archived.status()).toBe(200);
    await admin.dispose();
  });
}

for (const theme of ['light', 'dark'] as const) {
  for (const language of ['en', 'es'] as const) {
    const text = TEXT[language];
    test(`the Projects section and its editor have no axe violations (${theme}, ${language})`, async ({
      page,
    }) => {
      test.slow();
      // An archived project, so the list shows a dimmed, read-only row too.
      const admin = await adminApi();
      const created = await admin.post('/api/projects', {
        data: { title: `Archived brochure ${theme} ${language}`, clientId: await demoClientId() },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      expect(
        (await admin.patch(`/api/projects/${id}`, { data: { status: 'archived' } })).status(),
      ).toBe(200);
      await admin.dispose();

      await storePreferences(page, { theme, language });
      await openSection(page, language);
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.locator('tr[data-dimmed]').first()).toBeVisible();
      await expectNoAxeViolations(page);

      // The first project that is not archived, opened in the editor, tab by tab.
      await page.getByLabel(text.statusFilter).selectOption('in_progress');
      // The rows shown stay while the filtered list loads: wait for it.
      await expect(page.locator('tr[data-dimmed]')).toHaveCount(0);
      const edit = page.getByRole('row').nth(1).getByRole('button');
      await edit.click();
      const editor = page.getByRole('dialog', { name: text.editor });
      const parts = editor.getByRole('tablist', { name: text.parts });
      await expect(parts).toBeVisible();
      await expectNoAxeViolations(page);
      for (const tab of [
        text.showcase,
        text.milestonesTab,
        text.updatesTab,
        text.conversationTab,
      ]) {
        await parts.getByRole('tab', { name: tab }).click();
        await expect(parts.getByRole('tab', { name: tab })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expectNoAxeViolations(page);
      }
    });
  }
}
