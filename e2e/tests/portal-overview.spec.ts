import { type Page, expect, test } from '@playwright/test';
import { DEMO, adminApi, baseUrl, newAccount, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

/** The Overview's texts and the demo client's figures, as the client reads them in each language. */
const TEXT = {
  en: {
    sections: 'Dashboard sections',
    overview: 'Overview',
    socialMedia: 'Social Media',
    figures: 'At a glance',
    projects: 'Projects 3',
    posts: 'Social posts 5',
    onePost: 'Social post 1',
    twoPosts: 'Social posts 2',
    noProjects: 'Projects 0',
    billing: 'Billing',
    overdue10: 'Next invoice Overdue by 10 days',
    noInvoicesYet: 'Next invoice No invoices yet',
    invoice: 'INV-0004 · $650.00 · was due',
    pay: 'Pay invoice INV-0004',
    checkout: 'Checkout',
    book: /^Book a free consultation/,
    browse: 'Browse services',
    servicesTitle: /services/i,
    group: /^Actions for the Instagram post of /,
    open: /^Open the Instagram post/,
    approve: /^Approve the Instagram post/,
    requestChanges: /^Request changes to the Instagram post/,
    changesDialog: 'Request changes',
    comment: 'What should change?',
    send: 'Send to the team',
    changesSent: 'We sent your comments to the team',
    approved: 'Post approved: you can schedule it now',
    approvedBadge: 'Approved',
    changesBadge: 'Changes requested',
    recentProjects: 'Recent projects',
    recentPosts: 'Recent social posts',
    noProjectsYet: 'You have no projects with us yet.',
    project: 'Mitchell Outdoor Supply: Trail Guide AI Shopping Assistant',
    newestPost: /Rain jacket or windbreaker for the Blue Ridge/,
    oldestPost: /Trail season is here!/,
    deleteLabel: /^Delete the Facebook post of /,
    dialog: 'Delete this post?',
    cancel: 'Cancel',
    confirm: 'Delete post',
    deleted: 'Post deleted',
    milestones: 'Milestones',
    back: 'Back to your projects',
    account: 'Your account',
  },
  es: {
    sections: 'Secciones del panel',
    overview: 'Resumen',
    socialMedia: 'Redes sociales',
    figures: 'De un vistazo',
    projects: 'Proyectos 3',
    posts: 'Publicaciones 5',
    onePost: 'Publicación 1',
    twoPosts: 'Publicaciones 2',
    noProjects: 'Proyectos 0',
    billing: 'Facturación',
    overdue10: 'Próxima factura Venció hace 10 días',
    noInvoicesYet: 'Próxima factura Aún no hay facturas',
    invoice: 'INV-0004 · US$\u00a0650,00 · venció el',
    pay: 'Pagar la factura INV-0004',
    checkout: 'Pago',
    book: /^Reserva una consulta gratuita/,
    browse: 'Ver servicios',
    servicesTitle: /servicios/i,
    group: /^Acciones de la publicación de Instagram del /,
    open: /^Abrir la publicación de Instagram/,
    approve: /^Aprobar la publicación de Instagram/,
    requestChanges: /^Pedir cambios en la publicación de Instagram/,
    changesDialog: 'Pedir cambios',
    comment: '¿Qué debería cambiar?',
    send: 'Enviar al equipo',
    changesSent: 'Enviamos tus comentarios al equipo',
    approved: 'Publicación aprobada: ya puedes programarla',
    approvedBadge: 'Aprobada',
    changesBadge: 'Cambios pedidos',
    recentProjects: 'Proyectos recientes',
    recentPosts: 'Publicaciones recientes',
    noProjectsYet: 'Todavía no tienes proyectos con nosotros.',
    project: 'Mitchell Outdoor Supply: Trail Guide, asistente de compras con IA',
    newestPost: /¿Campera de lluvia o rompevientos para Blue Ridge/,
    oldestPost: /¡Llegó la temporada de senderos!/,
    deleteLabel: /^Eliminar la publicación de Facebook del /,
    dialog: '¿Eliminar esta publicación?',
    cancel: 'Cancelar',
    confirm: 'Eliminar publicación',
    deleted: 'Publicación eliminada',
    milestones: 'Hitos',
    back: 'Volver a tus proyectos',
    account: 'Tu cuenta',
  },
} as const;

// The demo's next invoice to pay (INV-0004) fell due 10 days before the server's (UTC) day of
// seeding; the page counts from the browser's day, so both read the same calendar.
test.use({ timezoneId: 'UTC' });

/** The page's path and query, without the language parameter the shell keeps for Spanish. */
async function expectAt(page: Page, expected: string) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      url.searchParams.delete('lang');
      return `${url.pathname}${url.search}`;
    })
    .toBe(expected);
}

async function openOverview(page: Page, language: Language) {
  await storePreferences(page, { language });
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.getByRole('list', { name: TEXT[language].figures })).toBeVisible();
}

/** A new client, registered (and so signed in) in the page, with posts saved through the API. */
async function clientWithPosts(page: Page, language: Language, posts: string[]) {
  const account = newAccount('Lucía');
  const origin = { Origin: baseUrl() };
  const res = await page.request.post('/api/register', {
    data: { ...account, language },
    headers: origin,
  });
  expect(res.status()).toBe(201);
  for (const [index, content] of posts.entries()) {
    const saved = await page.request.post('/api/social-media/save', {
      data: {
        platform: ['facebook', 'linkedin'][index % 2],
        content,
        contentEs: `${content} (es)`,
        hashtags: ['#e2e'],
      },
      headers: origin,
    });
    expect(saved.status()).toBe(201);
  }
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`the client reads the demo figures on the Overview and walks to a project (${language})`, async ({
    page,
  }) => {
    await signIn(page, DEMO.client);
    await openOverview(page, language);
    const figures = page.getByRole('list', { name: text.figures });
    // The three figures, and Pay for the next invoice.
    await expect(figures.getByRole('link')).toHaveCount(4);
    await expect(figures.getByRole('link', { name: text.projects, exact: true })).toBeVisible();
    await expect(figures.getByRole('link', { name: text.posts, exact: true })).toBeVisible();
    await expect(figures.getByRole('link', { name: text.overdue10, exact: true })).toBeVisible();
    // Overdue: its due date reads in the past tense.
    await expect(figures).toContainText(text.invoice);

    const projects = page.getByRole('list', { name: text.recentProjects });
    await expect(projects.getByRole('link')).toHaveCount(3);
    await expect(projects.getByRole('progressbar')).toHaveCount(3);
    const posts = page.getByRole('list', { name: text.recentPosts });
    await expect(posts.getByRole('listitem')).toHaveCount(3);
    await expect(posts.getByRole('listitem').first()).toContainText(text.newestPost);
    await expect(posts.getByText(text.oldestPost)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: text.account })).toBeVisible();

    // A count opens its tab.
    await figures.getByRole('link', { name: text.posts, exact: true }).click();
    await expectAt(page, '/dashboard?tab=social-media');
    const sections = page.getByRole('tablist', { name: text.sections });
    await expect(sections.getByRole('tab', { name: text.socialMedia })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goBack();
    await expectAt(page, '/dashboard');

    // The next invoice opens the Billing tab, where it is to pay.
    await figures.getByRole('link', { name: text.overdue10, exact: true }).click();
    await expectAt(page, '/dashboard?tab=billing');
    await expect(sections.getByRole('tab', { name: text.billing })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('article', { name: 'INV-0004', exact: true })).toBeVisible();
    await page.goBack();
    await expectAt(page, '/dashboard');

    // Pay leads into the invoice's checkout.
    await figures.getByRole('link', { name: text.pay }).click();
    await expect(page).toHaveURL(/\/checkout\?type=invoice&invoiceIds=\d+&amount=650\.00/);
    await expect(page.getByRole('heading', { level: 1, name: text.checkout })).toBeVisible();
    await page.goBack();
    await expectAt(page, '/dashboard');

    // A recent project opens its page.
    await projects.getByRole('link', { name: text.project }).click();
    await expect(page).toHaveURL(/\/dashboard\/projects\/\d+(\?lang=es)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.project);
    await expect(page.getByRole('heading', { level: 2, name: text.milestones })).toBeVisible();
    await page.getByRole('link', { name: text.back }).click();
    await expectAt(page, '/dashboard?tab=projects');
  });

  test(`a client deletes a post only after confirming it (${language})`, async ({ page }) => {
    const stamp = Date.now();
    const keep = `A post to keep, written by the test ${stamp}`;
    const drop = `A post to delete, written by the test ${stamp}`;
    await clientWithPosts(page, language, [drop, keep]);
    await openOverview(page, language);
    const figures = page.getByRole('list', { name: text.figures });
    await expect(figures.getByRole('link', { name: text.twoPosts, exact: true })).toBeVisible();
    await expect(figures.getByRole('link', { name: text.noProjects, exact: true })).toBeVisible();
    // Never billed: no invoices yet (not "every invoice is paid"), and nothing to pay.
    await expect(
      figures.getByRole('link', { name: text.noInvoicesYet, exact: true }),
    ).toBeVisible();
    await expect(figures.getByRole('link', { name: /^(Pay|Pagar)/ })).toHaveCount(0);
    await expect(page.getByText(text.noProjectsYet)).toBeVisible();
    // The empty list offers a next step: a consultation (the site profile's booking link) or
    // the services.
    await expect(page.getByRole('link', { name: text.book })).toHaveAttribute(
      'href',
      /^https:\/\/cal\.terrabridge\.example\//,
    );
    await expect(page.getByRole('link', { name: text.browse })).toHaveAttribute(
      'href',
      '/services',
    );

    const posts = page.getByRole('list', { name: text.recentPosts });
    // Each post shows in the reader's language.
    const dropText = language === 'es' ? `${drop} (es)` : drop;
    const keepText = language === 'es' ? `${keep} (es)` : keep;
    await expect(posts.getByText(dropText, { exact: true })).toBeVisible();

    // Cancel keeps the post.
    const deleteButton = posts.getByRole('button', { name: text.deleteLabel });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: text.cancel })).toBeFocused();
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(posts.getByText(dropText, { exact: true })).toBeVisible();
    // Escape cancels too.
    await deleteButton.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(posts.getByText(dropText, { exact: true })).toBeVisible();

    // Confirming deletes it, for good.
    await posts.getByRole('button', { name: text.deleteLabel }).click();
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(text.deleted)).toBeVisible();
    await expect(posts.getByText(dropText, { exact: true })).toHaveCount(0);
    await expect(posts.getByText(keepText, { exact: true })).toBeVisible();
    await expect(figures.getByRole('link', { name: text.onePost, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.recentPosts })).toBeFocused();
    await page.reload();
    await hydrated(page);
    await expect(posts.getByText(keepText, { exact: true })).toBeVisible();
    await expect(posts.getByText(dropText, { exact: true })).toHaveCount(0);
  });
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`a post waiting for approval is opened, approved or sent back from the Overview (${language})`, async ({
    page,
  }) => {
    const stamp = Date.now();
    const account = newAccount('Inés');
    const res = await page.request.post('/api/register', {
      data: { ...account, language },
      headers: { Origin: baseUrl() },
    });
    const client = (await res.json()) as { id: number };
    const team = await adminApi();
    for (const content of [`A draft to send back ${stamp}`, `A draft to approve ${stamp}`]) {
      const drafted = await team.post('/api/admin/social-media', {
        data: { clientId: client.id, platform: 'instagram', content, contentEs: `${content} (es)` },
      });
      expect(drafted.status()).toBe(201);
    }
    await team.dispose();
    await openOverview(page, language);
    const posts = page.getByRole('list', { name: text.recentPosts });
    const newest = posts.getByRole('listitem').first();
    const older = posts.getByRole('listitem').nth(1);
    await expect(newest).toContainText(`A draft to approve ${stamp}`);
    const actions = newest.getByRole('group', { name: text.group });
    await expect(actions.getByRole('link', { name: text.open })).toBeVisible();
    await expect(actions.getByRole('button', { name: text.requestChanges })).toBeVisible();
    // Not only Delete: a post waiting for approval cannot be deleted, it is decided on.
    await expect(actions.getByRole('button', { name: text.deleteLabel })).toHaveCount(0);

    await actions.getByRole('button', { name: text.approve }).click();
    await expect(page.getByText(text.approved)).toBeVisible();
    await expect(newest).toContainText(text.approvedBadge);

    await older.getByRole('button', { name: text.requestChanges }).click();
    const dialog = page.getByRole('dialog', { name: text.changesDialog });
    await dialog.getByLabel(text.comment).fill('A warmer first line, please');
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(text.changesSent)).toBeVisible();
    await expect(older).toContainText(text.changesBadge);

    // Open shows the post in the Social Media tab.
    await older.getByRole('link', { name: text.open }).click();
    await expect(page).toHaveURL(/[?&]tab=social-media&post=\d+/);
    await expect(page.getByRole('dialog')).toContainText(`A draft to send back ${stamp}`);
  });

  test(`a new client's empty lists lead somewhere: the services (${language})`, async ({
    page,
  }) => {
    await clientWithPosts(page, language, []);
    await openOverview(page, language);
    await page.getByRole('link', { name: text.browse }).click();
    await expect(page).toHaveURL(/\/services(\?lang=es)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text.servicesTitle);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`on a 390 px phone the Overview fits the screen (${theme})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await storePreferences(page, { theme });
    await signIn(page, DEMO.client);
    await openOverview(page, 'es');
    await expect(page.getByRole('list', { name: TEXT.es.recentPosts })).toBeVisible();
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBe(0);
    // The two counts share a row; the due date takes the next one.
    const tops = await page
      .getByRole('list', { name: TEXT.es.figures })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(tops[0]).toBe(tops[1]);
    expect(tops[1]).toBeLessThan(tops[2]);
    await page.screenshot({
      path: `../test-results/portal-overview-390-es-${theme}.png`,
      fullPage: true,
    });
    await page
      .getByRole('list', { name: TEXT.es.recentPosts })
      .getByRole('button', { name: /^Eliminar/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: TEXT.es.dialog })).toBeVisible();
    expect(await overflow()).toBe(0);
    await page.getByRole('dialog').getByRole('button', { name: TEXT.es.cancel }).click();
  });

  test(`the Overview and its delete dialog have no axe violations (${theme})`, async ({ page }) => {
    await storePreferences(page, { theme });
    await signIn(page, DEMO.client);
    for (const language of ['en', 'es'] as const) {
      await openOverview(page, language);
      await expect(page.getByRole('list', { name: TEXT[language].recentPosts })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `../test-results/portal-overview-${language}-${theme}.png`,
        fullPage: true,
      });
    }
    // The dialog open over the page (the demo client's post stays: the dialog is cancelled).
    await page
      .getByRole('list', { name: TEXT.es.recentPosts })
      .getByRole('button', { name: /^Eliminar/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: TEXT.es.dialog });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `../test-results/portal-overview-dialog-${theme}.png` });
    await dialog.getByRole('button', { name: TEXT.es.cancel }).click();
    await expect(dialog).toBeHidden();
  });
}
