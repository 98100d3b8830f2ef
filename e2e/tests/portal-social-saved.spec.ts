import { type Page, expect, test } from '@playwright/test';
import { baseUrl, newAccount } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

// Recommendations come from e2e/fake-openai-server.mjs, in the language they are asked in.

const TEXT = {
  en: {
    views: 'Social media tools',
    generatorView: 'Generator',
    savedView: 'Saved recommendations',
    subTabs: 'Ways to generate content',
    recommendations: 'Recommendations',
    audience: 'Your audience',
    industry: 'Industry',
    getRecommendations: 'Get recommendations',
    whatToPublish: 'What to publish',
    topic: 'Questions your customers ask most',
    save: 'Save these recommendations',
    savedToast: 'Recommendations saved',
    alreadySaved: 'Saved in your recommendations.',
    show: 'See saved recommendations',
    list: 'Your saved recommendations',
    open: 'Open',
    reuse: 'Use again',
    detail: (industry: string) => `Recommendations for ${industry}`,
    topics: 'Topics to post about',
    delete: 'Delete',
    deleteTitle: 'Delete these recommendations?',
    deleteConfirm: 'Delete recommendations',
    deleted: 'Recommendations deleted',
    empty: /No saved recommendations yet/,
    loadMore: 'Show older recommendations',
  },
  es: {
    views: 'Herramientas de redes sociales',
    generatorView: 'Generador',
    savedView: 'Recomendaciones guardadas',
    subTabs: 'Formas de generar contenido',
    recommendations: 'Recomendaciones',
    audience: 'Tu audiencia',
    industry: 'Industria',
    getRecommendations: 'Obtener recomendaciones',
    whatToPublish: 'Qué publicar',
    topic: 'Preguntas frecuentes de tus clientes',
    save: 'Guardar estas recomendaciones',
    savedToast: 'Guardamos tus recomendaciones',
    alreadySaved: 'Guardadas en tus recomendaciones.',
    show: 'Ver recomendaciones guardadas',
    list: 'Tus recomendaciones guardadas',
    open: 'Abrir',
    reuse: 'Usar de nuevo',
    detail: (industry: string) => `Recomendaciones para ${industry}`,
    topics: 'Temas para publicar',
    delete: 'Eliminar',
    deleteTitle: '¿Eliminar estas recomendaciones?',
    deleteConfirm: 'Eliminar recomendaciones',
    deleted: 'Recomendaciones eliminadas',
    empty: /Todavía no guardaste recomendaciones/,
    loadMore: 'Ver recomendaciones anteriores',
  },
} as const;

/** A new client, registered (and so signed in) in the page's browser context. */
async function newClient(page: Page, language: Language): Promise<void> {
  const res = await page.request.post('/api/register', {
    data: { ...newAccount('Sofía'), language },
    headers: { Origin: baseUrl() },
  });
  expect(res.status()).toBe(201);
}

async function openSocial(page: Page, language: Language, view: string, theme = 'light') {
  await storePreferences(page, { language, theme: theme as 'light' | 'dark' });
  await page.goto(`/dashboard?tab=social-media&view=${view}`);
  await hydrated(page);
  await expect(page.getByRole('tablist', { name: TEXT[language].views })).toBeVisible();
}

/** Saves `count` sets through the API, the last one newest. */
async function saveSets(page: Page, count: number, industry: (index: number) => string) {
  for (let index = 1; index <= count; index += 1) {
    const res = await page.request.post('/api/content-recommendations/saved', {
      data: {
        audience: 'Families in Charlotte',
        industry: industry(index),
        topics: ['Seasonal tips', 'Meet the team'],
        contentTypes: ['Short video'],
        platforms: ['instagram'],
      },
      headers: { Origin: baseUrl() },
    });
    expect(res.status()).toBe(201);
  }
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`a client saves recommendations, opens them, uses them again and deletes them (${language})`, async ({
    page,
  }) => {
    test.slow();
    await newClient(page, language);
    await openSocial(page, language, 'generator');
    const subTabs = page.getByRole('tablist', { name: text.subTabs });
    await subTabs.getByRole('tab', { name: text.recommendations, exact: true }).click();
    const audience = 'Owners of small restaurants in Montevideo';
    await page.getByRole('textbox', { name: text.audience }).fill(audience);
    await page.getByRole('textbox', { name: text.industry, exact: true }).fill('Hospitality');
    await page.getByRole('button', { name: text.getRecommendations }).click();
    await expect(page.getByRole('heading', { name: text.whatToPublish })).toBeFocused();

    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.savedToast)).toBeVisible();
    await expect(page.getByText(text.alreadySaved)).toBeVisible();
    await expect(page.getByRole('button', { name: text.save })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.show }).click();

    const views = page.getByRole('tablist', { name: text.views });
    await expect(views.getByRole('tab', { name: text.savedView })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = page.getByRole('list', { name: text.list });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const set = list.getByRole('article', { name: 'Hospitality' });
    await expect(set.getByText(audience)).toBeVisible();
    await expectNoAxeViolations(page);

    // Opened, it shows its topics.
    await set.getByRole('button', { name: text.open }).click();
    const detail = page.getByRole('dialog', { name: text.detail('Hospitality') });
    await expect(detail.getByRole('listitem').filter({ hasText: text.topic })).toBeVisible();
    await expectNoAxeViolations(page);

    // Used again, it fills the recommendations form and shows its topics, with nothing generated.
    let generated = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/content-recommendations'))
        generated += 1;
    });
    await detail.getByRole('button', { name: text.reuse }).click();
    await expect(views.getByRole('tab', { name: text.generatorView })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      subTabs.getByRole('tab', { name: text.recommendations, exact: true }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: text.audience })).toHaveValue(audience);
    await expect(page.getByRole('textbox', { name: text.industry, exact: true })).toHaveValue(
      'Hospitality',
    );
    await expect(page.getByRole('heading', { name: text.whatToPublish })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(text.topic) })).toBeVisible();
    await expect(page.getByText(text.alreadySaved)).toBeVisible();
    expect(generated).toBe(0);

    // Deleted, after confirming.
    await views.getByRole('tab', { name: text.savedView }).click();
    await set.getByRole('button', { name: text.delete }).click();
    const confirm = page
      .getByRole('alertdialog', { name: text.deleteTitle })
      .or(page.getByRole('dialog', { name: text.deleteTitle }));
    await confirm.getByRole('button', { name: text.deleteConfirm }).click();
    await expect(page.getByText(text.deleted)).toBeVisible();
    await expect(page.getByText(text.empty)).toBeVisible();
    const remaining = await page.request.get('/api/content-recommendations/saved');
    expect(((await remaining.json()) as { items: unknown[] }).items).toEqual([]);
  });
}

test('saved recommendations are listed 20 at a time, older ones on request', async ({ page }) => {
  await newClient(page, 'en');
  await saveSets(page, 21, (index) => `Industry ${index}`);
  await openSocial(page, 'en', 'saved');
  const list = page.getByRole('list', { name: TEXT.en.list });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await expect(list.getByRole('article').first()).toHaveAccessibleName('Industry 21');
  await page.getByRole('button', { name: TEXT.en.loadMore }).click();
  await expect(list.getByRole('listitem')).toHaveCount(21);
  await expect(list.getByRole('article').last()).toHaveAccessibleName('Industry 1');
  await expect(page.getByRole('button', { name: TEXT.en.loadMore })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`on a 390 px phone the saved recommendations fit and have no axe violations (${theme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const language: Language = theme === 'light' ? 'en' : 'es';
    const text = TEXT[language];
    await newClient(page, language);
    await saveSets(page, 2, (index) => `Panaderías ${index}`);
    await openSocial(page, language, 'saved', theme);
    await expect(page.getByRole('list', { name: text.list }).getByRole('listitem')).toHaveCount(2);
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBe(0);
    await expectNoAxeViolations(page);
    await page
      .getByRole('article', { name: 'Panaderías 2' })
      .getByRole('button', { name: text.open })
      .click();
    await expect(page.getByRole('dialog', { name: text.detail('Panaderías 2') })).toBeVisible();
    expect(await overflow()).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `../test-results/portal-social-saved-390-${theme}.png` });
  });
}
