import { type Page, expect, test } from '@playwright/test';
import { DEMO, adminApi, signIn, toast } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

/** The Content section's texts, as the admin reads them in each language. */
const TEXT = {
  en: {
    sections: 'Content',
    blog: 'Blog',
    services: 'Services',
    blogList: 'Blog posts',
    servicesList: 'Services',
    newPost: 'New post',
    newPostTitle: 'New blog post',
    title: /^Title/,
    body: /^Body/,
    spanish: 'Spanish',
    preview: 'Preview',
    status: 'Status',
    published: 'Published',
    savePost: 'Save post',
    postSaved: 'The post was saved.',
    editService: 'Edit Branding & Visual Identity',
    editServiceTitle: 'Edit service',
    price: /^Price \(US\$\)/,
    saveService: 'Save service',
    serviceSaved: 'The service was saved.',
    newPrice: /^\$1,234(\.00)?$/,
  },
  es: {
    sections: 'Contenido',
    blog: 'Blog',
    services: 'Servicios',
    blogList: 'Artículos del blog',
    servicesList: 'Servicios',
    newPost: 'Nuevo artículo',
    newPostTitle: 'Nuevo artículo del blog',
    title: /^Título/,
    body: /^Cuerpo/,
    spanish: 'Español',
    preview: 'Vista previa',
    status: 'Estado',
    published: 'Publicado',
    savePost: 'Guardar artículo',
    postSaved: 'El artículo se guardó.',
    editService: 'Editar Branding & Visual Identity',
    editServiceTitle: 'Editar servicio',
    price: /^Precio \(US\$\)/,
    saveService: 'Guardar servicio',
    serviceSaved: 'El servicio se guardó.',
    newPrice: /^US\$\s1\.234(,00)?$/,
  },
} as const;

const THEMES = { en: 'light', es: 'dark' } as const;

function section(page: Page, language: Language) {
  const text = TEXT[language];
  const tabs = page.getByRole('tablist', { name: text.sections, exact: true });
  return {
    tab: (name: string) => tabs.getByRole('tab', { name, exact: true }),
    blogList: page.getByRole('table', { name: text.blogList }),
    servicesList: page.getByRole('table', { name: text.servicesList }),
    dialog: (name: string) => page.getByRole('dialog', { name }),
  };
}

async function openContent(page: Page, language: Language, theme: 'light' | 'dark') {
  await storePreferences(page, { language, theme });
  await signIn(page, DEMO.admin);
  await page.goto('/admin?section=content');
  await hydrated(page);
  await expect(section(page, language).blogList).toBeVisible();
}

/** The Branding service as the API has it now, to put its price back afterwards. */
async function brandingService() {
  const api = await adminApi();
  const res = await api.get('/api/admin/services?q=branding');
  const [service] = (await res.json()).items as Array<{ id: number; priceCents: number }>;
  return { api, service };
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`an admin publishes a post with its preview and changes a price, and the site shows both (${language}, ${THEMES[language]})`, async ({
    page,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const title = `${language === 'en' ? 'Launch checklist' : 'Checklist de lanzamiento'} ${stamp}`;
    const { api, service } = await brandingService();
    let postId: number | undefined;
    try {
      await openContent(page, language, THEMES[language]);
      const view = section(page, language);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: text.newPost, exact: true }).click();
      const editor = view.dialog(text.newPostTitle);
      await expect(editor).toBeVisible();
      await editor.getByRole('textbox', { name: text.title }).fill(title);
      await editor
        .getByRole('textbox', { name: text.body })
        .fill('Before launch day, check the basics.\n\n## Steps\n\n- Domain\n- Payments');
      const preview = editor.getByRole('region', { name: text.preview });
      await expect(preview.getByRole('heading', { name: 'Steps' })).toBeVisible();
      await expect(preview.getByRole('listitem')).toHaveText(['Domain', 'Payments']);

      await editor.getByRole('tab', { name: text.spanish, exact: true }).click();
      await editor.getByRole('textbox', { name: text.title }).fill(`${title} (es)`);
      await editor
        .getByRole('textbox', { name: text.body })
        .fill('Antes del lanzamiento, revisa lo básico.\n\n## Pasos\n\n1. Dominio');
      await expect(preview.getByRole('heading', { name: 'Pasos' })).toBeVisible();
      await editor.getByRole('combobox', { name: text.status }).selectOption('published');
      await expectNoAxeViolations(page);
      await editor.getByRole('button', { name: text.savePost }).click();
      await expect(editor).toBeHidden();
      await expect(toast(page)).toContainText(text.postSaved);
      const row = view.blogList.getByRole('row').filter({ hasText: title });
      await expect(row).toContainText(text.published);

      const listed = await api.get(`/api/admin/blog-posts?q=${stamp}`);
      postId = ((await listed.json()).items as Array<{ id: number }>)[0]?.id;

      // The public blog shows it at once, from the server and in the app.
      const shownTitle = language === 'en' ? title : `${title} (es)`;
      await page.goto('/blog');
      await hydrated(page);
      // The card's Read More link, named by the post's title.
      await page.getByRole('main').getByRole('link', { name: shownTitle }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownTitle);
      await expect(
        page.getByRole('heading', { name: language === 'en' ? 'Steps' : 'Pasos' }),
      ).toBeVisible();

      // A service's price.
      await page.goto('/admin?section=content');
      await hydrated(page);
      await view.tab(text.services).click();
      await expect(view.servicesList).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: text.editService }).click();
      const serviceEditor = view.dialog(text.editServiceTitle);
      await serviceEditor.getByRole('textbox', { name: text.price }).fill('1234');
      await expectNoAxeViolations(page);
      await serviceEditor.getByRole('button', { name: text.saveService }).click();
      await expect(serviceEditor).toBeHidden();
      await expect(toast(page)).toContainText(text.serviceSaved);

      await page.goto('/services');
      await hydrated(page);
      await expect(page.getByRole('main').getByText(text.newPrice)).toBeVisible();
    } finally {
      if (postId) await api.delete(`/api/admin/blog-posts/${postId}`);
      await api.patch(`/api/admin/services/${service.id}`, {
        data: { priceCents: service.priceCents },
      });
    }
  });

  const otherTheme = THEMES[language] === 'light' ? 'dark' : 'light';
  test(`the Content section's lists and editors are accessible (${language}, ${otherTheme})`, async ({
    page,
  }) => {
    test.slow();
    await openContent(page, language, otherTheme);
    const view = section(page, language);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.newPost, exact: true }).click();
    await expect(view.dialog(text.newPostTitle)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await view.tab(text.services).click();
    await expect(view.servicesList).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.editService }).click();
    await expect(view.dialog(text.editServiceTitle)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
