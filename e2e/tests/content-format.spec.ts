import { type Page, expect, test } from '@playwright/test';

import { DEMO, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

/*
 * Content reads as written: a post's Markdown (bold, italics, code, a link, an image with alt
 * text) shows formatted on the blog, never as raw markers; the admin editor says the format and
 * previews it as the page will show it; the admin list shows real publish dates. axe finds
 * nothing in light and dark, in both languages, and at 390 px.
 */

const SLUG = 'five-signs-your-website-needs-a-redesign';

const TEXT = {
  en: {
    title: 'Five Signs Your Small Business Website Needs a Redesign',
    bold: 'Open your site on your own phone',
    italic: 'usual suspects',
    link: 'tell us about your project',
    imageAlt: 'A phone and a laptop showing the same website, laid out for each screen',
    blogList: 'Blog posts',
    published: 'Published',
    notPublished: 'Not published',
    edit: `Edit ${'Five Signs Your Small Business Website Needs a Redesign'}`,
    editor: 'Edit blog post',
    body: /^Body/,
    hint: 'Markdown: **bold**, *italics*, [link text](https://…)',
    preview: 'Preview',
    close: 'Close',
  },
  es: {
    title: 'Cinco señales de que el sitio web de tu pequeña empresa necesita un rediseño',
    bold: 'Abre tu sitio en tu propio teléfono',
    italic: 'los culpables de siempre',
    link: 'cuéntanos sobre tu proyecto',
    imageAlt: 'Un teléfono y una laptop que muestran el mismo sitio web, adaptado a cada pantalla',
    blogList: 'Artículos del blog',
    published: 'Publicado',
    notPublished: 'Sin publicar',
    edit: `Editar ${'Five Signs Your Small Business Website Needs a Redesign'}`,
    editor: 'Editar artículo del blog',
    body: /^Cuerpo/,
    hint: 'Markdown: **negrita**, *cursiva*, [texto del enlace](https://…)',
    preview: 'Vista previa',
    close: 'Cerrar',
  },
} as const;

/** The post's article: formatted, with no Markdown marker left in its text. */
async function expectFormatted(page: Page, language: Language) {
  const text = TEXT[language];
  const article = page.getByRole('main').getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(text.title);
  await expect(article.locator('strong', { hasText: text.bold })).toBeAttached();
  await expect(article.locator('em', { hasText: text.italic })).toBeAttached();
  await expect(article.locator('code', { hasText: 'Ctrl + Shift + M' })).toBeAttached();
  await expect(article.getByRole('link', { name: text.link })).toHaveAttribute('href', '/contact');
  await expect(article.getByRole('img', { name: text.imageAlt })).toHaveAttribute(
    'loading',
    'lazy',
  );
  // All of its text, also the blocks below the fold the browser has not laid out yet.
  const words = await article.evaluate((element) => element.textContent ?? '');
  expect(words).not.toMatch(/\*\*|\]\(|`|<script/);
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`a post's Markdown reads formatted on the blog, in light and dark (${language})`, async ({
    page,
  }) => {
    for (const theme of ['light', 'dark'] as const) {
      await storePreferences(page, { language, theme });
      await page.goto(`/blog/${SLUG}`);
      await hydrated(page);
      await expectFormatted(page, language);
      await expectNoAxeViolations(page);
    }
    // The cards' excerpts are plain text too.
    await page.goto('/blog');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(
      await page.getByRole('main').evaluate((element) => element.textContent ?? ''),
    ).not.toMatch(/\*\*|\]\(/);
  });

  test(`the editor says the format and previews it; the list shows publish dates (${language})`, async ({
    page,
  }) => {
    await storePreferences(page, { language, theme: language === 'en' ? 'light' : 'dark' });
    await signIn(page, DEMO.admin);
    await page.goto('/admin?section=content');
    await hydrated(page);
    const list = page.getByRole('table', { name: text.blogList });
    // Rows whose status badge says Published (a draft's "Not published" is another text).
    const published = list
      .getByRole('row')
      .filter({ has: page.getByText(text.published, { exact: true }) });
    await expect(published.first()).toBeVisible();
    // Every published post has its real date, not "Not published".
    await expect(published.filter({ hasText: text.notPublished })).toHaveCount(0);
    await expect(published.first()).toContainText(/20\d\d/);

    await list.getByRole('button', { name: text.edit }).click();
    const editor = page.getByRole('dialog', { name: text.editor });
    await expect(editor.getByText(text.hint, { exact: false })).toBeVisible();
    await editor
      .getByRole('textbox', { name: text.body })
      .fill('Some **bold** and *italic* words with [a link](https://example.com).\n\n- `one`');
    const preview = editor.getByRole('region', { name: text.preview });
    await expect(preview.locator('strong', { hasText: 'bold' })).toBeVisible();
    await expect(preview.locator('em', { hasText: 'italic' })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'a link' })).toHaveAttribute(
      'href',
      'https://example.com',
    );
    expect(await preview.innerText()).not.toMatch(/\*\*|\]\(/);
    await expectNoAxeViolations(page);
    await editor.getByRole('button', { name: text.close }).first().click();
    await expect(editor).toBeHidden();
  });
}

test.describe('formatted posts on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['en', 'es'] as const)
    test(`the formatted post fits and passes axe (${language})`, async ({ page }) => {
      await storePreferences(page, { language, theme: language === 'en' ? 'dark' : 'light' });
      await page.goto(`/blog/${SLUG}`);
      await hydrated(page);
      await expectFormatted(page, language);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expectNoAxeViolations(page);
    });
});
