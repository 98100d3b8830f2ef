import { type Locator, type Page, expect, test } from '@playwright/test';
import { baseUrl, newAccount } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { type Language, hydrated, storePreferences } from './support/shell';

// The server under test talks to e2e/fake-openai-server.mjs: its posts come in both languages
// within each network's limits; '[slow]', '[stall]', '[refuse]' and '[garbled]' in a prompt
// script it.

const TEXT = {
  en: {
    views: 'Social media tools',
    generatorView: 'Generator',
    listView: 'Library',
    subTabs: 'Ways to generate content',
    single: 'Single platform',
    multi: 'Multi-platform',
    recommendations: 'Recommendations',
    prompt: 'What should the post be about?',
    generateOne: 'Generate post',
    generateMany: 'Generate posts',
    results: 'Your posts',
    result: 'Your post',
    english: 'English',
    spanish: 'Spanish',
    hashtags: 'Hashtags',
    counter: (count: number, max: string) => `${count} of ${max} characters, hashtags included`,
    counterPattern: /^\d+ of [\d,]+ characters, hashtags included$/,
    over: (count: number) => `${count} characters over the Twitter limit of 280`,
    saveAll: 'Save all',
    saveLinkedIn: 'Save the LinkedIn post',
    savedMany: '4 posts saved to your library',
    copyEnglish: 'Copy the Facebook post in English',
    copied: 'Copied, with its hashtags',
    writing: 'Writing your posts in English and Spanish…',
    slow: /This is taking longer than usual/,
    cancel: 'Cancel',
    cancelled: /^Cancelled\. The generation may still finish on our side/,
    audience: 'Your audience',
    industry: 'Industry',
    getRecommendations: 'Get recommendations',
    whatToPublish: 'What to publish',
    contentTypes: 'Content types',
    bestPlatforms: 'Best platforms',
    topic: 'Questions your customers ask most',
    useTopic: 'Write posts about: Questions your customers ask most',
    promptFromTopic:
      'Questions your customers ask most. Audience: Owners of small restaurants in Montevideo. Industry: Hospitality.',
    promptMin: 'Please provide more details for better content generation',
    platformsMin: 'Select at least one platform',
    notConfigured: 'AI generation is not set up yet',
    notConfiguredBody: /An administrator of TerraBridge Digital sets it up/,
    generateError: 'Error generating content',
    recommendationsError: 'Error getting recommendations',
    formatError: 'The content received is not in the expected format',
    retryHint: 'Please try again in a moment.',
    retry: 'Try again',
  },
  es: {
    views: 'Herramientas de redes sociales',
    generatorView: 'Generador',
    listView: 'Biblioteca',
    subTabs: 'Formas de generar contenido',
    single: 'Una plataforma',
    multi: 'Varias plataformas',
    recommendations: 'Recomendaciones',
    prompt: '¿De qué debe tratar la publicación?',
    generateOne: 'Generar publicación',
    generateMany: 'Generar publicaciones',
    results: 'Tus publicaciones',
    result: 'Tu publicación',
    english: 'Inglés',
    spanish: 'Español',
    hashtags: 'Hashtags',
    counter: (count: number, max: string) => `${count} de ${max} caracteres, hashtags incluidos`,
    counterPattern: /^\d+ de [\d.]+ caracteres, hashtags incluidos$/,
    over: (count: number) => `${count} caracteres por encima del límite de 280 de Twitter`,
    saveAll: 'Guardar todas',
    saveLinkedIn: 'Guardar la publicación de LinkedIn',
    savedMany: '4 publicaciones guardadas en tu biblioteca',
    copyEnglish: 'Copiar la publicación de Facebook en inglés',
    copied: 'Copiada, con sus hashtags',
    writing: 'Escribiendo tus publicaciones en inglés y en español…',
    slow: /Esto está tardando más de lo habitual/,
    cancel: 'Cancelar',
    cancelled: /^Cancelado\. La generación puede terminar igualmente/,
    audience: 'Tu audiencia',
    industry: 'Industria',
    getRecommendations: 'Obtener recomendaciones',
    whatToPublish: 'Qué publicar',
    contentTypes: 'Tipos de contenido',
    bestPlatforms: 'Mejores plataformas',
    topic: 'Preguntas frecuentes de tus clientes',
    useTopic: 'Escribir publicaciones sobre: Preguntas frecuentes de tus clientes',
    promptFromTopic:
      'Preguntas frecuentes de tus clientes. Audiencia: Owners of small restaurants in Montevideo. Industria: Hospitality.',
    promptMin: 'Por favor da más detalles para generar un mejor contenido',
    platformsMin: 'Selecciona al menos una plataforma',
    notConfigured: 'La generación con IA todavía no está configurada',
    notConfiguredBody: /Un administrador de TerraBridge Digital lo configura/,
    generateError: 'Error al generar contenido',
    recommendationsError: 'Error al obtener recomendaciones',
    formatError: 'El contenido recibido no tiene el formato esperado',
    retryHint: 'Por favor inténtalo de nuevo en unos momentos.',
    retry: 'Reintentar',
  },
} as const;

const NETWORKS = ['Twitter', 'Facebook', 'Instagram', 'LinkedIn'] as const;
/** The hashtags the fake gives an X post, as posted after the text. */
const TWITTER_TAGS = '#TerraBridge #SmallBusiness';

interface SavedPost {
  platform: string;
  content: string;
  contentEs: string | null;
  hashtags: string[];
  aiGenerated: boolean;
}

/** A new client, registered (and so signed in) in the page's browser context. */
async function newClient(page: Page, language: Language): Promise<void> {
  const res = await page.request.post('/api/register', {
    data: { ...newAccount('Camila'), language },
    headers: { Origin: baseUrl() },
  });
  expect(res.status()).toBe(201);
}

async function openGenerator(
  page: Page,
  language: Language,
  theme: 'light' | 'dark' = 'light',
): Promise<void> {
  await storePreferences(page, { language, theme });
  await page.goto('/dashboard?tab=social-media&view=generator');
  await hydrated(page);
  await expect(page.getByRole('tablist', { name: TEXT[language].subTabs })).toBeVisible();
}

function generator(page: Page, language: Language) {
  const text = TEXT[language];
  const subTabs = page.getByRole('tablist', { name: text.subTabs });
  return {
    subTab: (name: string) => subTabs.getByRole('tab', { name, exact: true }),
    prompt: page.getByRole('textbox', { name: text.prompt }),
    post: (network: string): Locator => page.getByRole('article', { name: network }),
  };
}

async function savedPosts(page: Page): Promise<SavedPost[]> {
  const res = await page.request.get('/api/social-media');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: SavedPost[] }).items;
}

async function generateForAllNetworks(page: Page, language: Language, prompt: string) {
  const text = TEXT[language];
  const ui = generator(page, language);
  await ui.subTab(text.multi).click();
  await ui.prompt.fill(prompt);
  await page.getByRole('button', { name: text.generateMany }).click();
  await expect(page.getByRole('heading', { name: text.results })).toBeFocused();
  await expect(page.getByRole('article')).toHaveCount(4);
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`a client writes posts for four networks, edits one and saves them all (${language})`, async ({
    page,
  }) => {
    await newClient(page, language);
    await openGenerator(page, language);
    const ui = generator(page, language);

    // The form checks itself before anything is sent.
    await ui.subTab(text.multi).click();
    for (const network of NETWORKS) await page.getByRole('checkbox', { name: network }).uncheck();
    await ui.prompt.fill('Too short');
    await page.getByRole('button', { name: text.generateMany }).click();
    await expect(ui.prompt).toHaveAccessibleDescription(new RegExp(text.promptMin));
    await expect(page.getByText(text.platformsMin)).toBeVisible();
    for (const network of NETWORKS) await page.getByRole('checkbox', { name: network }).check();

    await generateForAllNetworks(page, language, 'Our bakery in Pocitos opens on Monday');
    for (const network of NETWORKS) {
      const post = ui.post(network);
      // Both languages side by side, each with its counter.
      const english = post.getByRole('textbox', { name: text.english, exact: true });
      const spanish = post.getByRole('textbox', { name: text.spanish, exact: true });
      await expect(english).toHaveValue(/Our bakery in Pocitos opens on Monday/);
      await expect(spanish).toHaveValue(/Our bakery in Pocitos opens on Monday/);
      expect(await spanish.inputValue()).not.toBe(await english.inputValue());
      await expect(english).toHaveAccessibleDescription(text.counterPattern);
      const [englishBox, spanishBox] = [await english.boundingBox(), await spanish.boundingBox()];
      expect(englishBox!.y).toBe(spanishBox!.y);
      expect(englishBox!.x).toBeLessThan(spanishBox!.x);
    }

    // Edits are counted live, hashtags included; too long shows at once.
    const twitter = ui.post('Twitter');
    const english = twitter.getByRole('textbox', { name: text.english, exact: true });
    const edited = 'Fresh bread every morning in Pocitos, from Monday on. Come and taste it!';
    await english.fill(edited);
    const length = edited.length + 2 + TWITTER_TAGS.length;
    await expect(english).toHaveAccessibleDescription(text.counter(length, '280'));
    await expect(twitter.getByText(`${length} / 280`)).toBeVisible();
    const tooLong = `${edited} ${'More news soon. '.repeat(14).trim()}`;
    await english.fill(tooLong);
    const over = tooLong.length + 2 + TWITTER_TAGS.length - 280;
    await expect(english).toHaveAttribute('aria-invalid', 'true');
    await expect(twitter.getByText(text.over(over))).toBeVisible();
    await english.fill(edited);
    await expect(english).not.toHaveAttribute('aria-invalid');

    // Save all keeps every post and opens the list.
    await page.getByRole('button', { name: text.saveAll }).click();
    await expect(page.getByText(text.savedMany)).toBeVisible();
    const views = page.getByRole('tablist', { name: text.views });
    await expect(views.getByRole('tab', { name: text.listView })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(views.getByRole('tab', { name: text.listView })).toBeFocused();
    const saved = await savedPosts(page);
    expect(saved.map((post) => post.platform).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'twitter',
    ]);
    expect(saved.every((post) => post.aiGenerated && post.contentEs)).toBe(true);
    expect(saved.find((post) => post.platform === 'twitter')).toMatchObject({
      content: edited,
      hashtags: ['#TerraBridge', '#SmallBusiness'],
    });

    // Back on the generator, the posts are there, saved.
    await views.getByRole('tab', { name: text.generatorView }).click();
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('button', { name: text.saveAll })).toHaveCount(0);
  });

  test(`a recommended topic becomes the prompt, and the posts are written for it (${language})`, async ({
    page,
  }) => {
    await newClient(page, language);
    await openGenerator(page, language);
    const ui = generator(page, language);
    await ui.subTab(text.recommendations).click();
    await page
      .getByRole('textbox', { name: text.audience })
      .fill('Owners of small restaurants in Montevideo');
    await page.getByRole('textbox', { name: text.industry, exact: true }).fill('Hospitality');
    await page.getByRole('button', { name: text.getRecommendations }).click();
    await expect(page.getByRole('heading', { name: text.whatToPublish })).toBeFocused();
    await expect(
      page.getByRole('list', { name: text.contentTypes }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(
      page.getByRole('list', { name: text.bestPlatforms }).getByRole('listitem'),
    ).toHaveText(['Instagram', 'Facebook', 'LinkedIn']);

    await page.getByRole('button', { name: text.useTopic }).click();
    await expect(ui.subTab(text.multi)).toHaveAttribute('aria-selected', 'true');
    await expect(ui.prompt).toHaveValue(text.promptFromTopic);
    await expect(ui.prompt).toBeFocused();
    await expect(page.getByRole('checkbox', { name: 'Twitter' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Instagram' })).toBeChecked();

    await page.getByRole('button', { name: text.generateMany }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(
      ui.post('LinkedIn').getByRole('textbox', { name: text.english, exact: true }),
    ).toHaveValue(new RegExp(text.topic));

    // One post saved alone also opens the list.
    await ui.post('LinkedIn').getByRole('button', { name: text.saveLinkedIn }).click();
    await expect(
      page.getByRole('tablist', { name: text.views }).getByRole('tab', { name: text.listView }),
    ).toHaveAttribute('aria-selected', 'true');
    expect((await savedPosts(page)).map((post) => post.platform)).toEqual(['linkedin']);
  });

  test(`a slow generation shows its progress, can be cancelled, or arrives from its job (${language})`, async ({
    page,
  }) => {
    test.slow();
    await newClient(page, language);
    await openGenerator(page, language);
    const ui = generator(page, language);
    await page.getByRole('radio', { name: 'Facebook' }).check();
    const generate = page.getByRole('button', { name: text.generateOne });

    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/social-media/jobs/')) polls.push(request.url());
    });

    // Cancelled while the request is on its way: it is dropped and nothing shows.
    await ui.prompt.fill('Weekend opening hours of our shop [stall]');
    await generate.click();
    const progress = page.getByRole('status').filter({ hasText: text.writing });
    await expect(progress).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.cancel, exact: true }).click();
    await expect(page.getByText(text.cancelled)).toBeVisible();
    await expect(generate).toBeFocused();
    await expect(page.getByRole('article')).toHaveCount(0);

    // Cancelled once the server has made it a job (202): the job is no longer polled.
    await generate.click();
    await expect(progress).toContainText(text.slow, { timeout: 15_000 });
    await expect.poll(() => polls.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: text.cancel, exact: true }).click();
    await expect(page.getByText(text.cancelled)).toBeVisible();
    const pollsAtCancel = polls.length;
    await page.waitForTimeout(4_500);
    expect(polls.length).toBe(pollsAtCancel);

    // Waited for: past the server's wait it becomes a job, polled until its posts arrive.
    polls.length = 0;
    await ui.prompt.fill('Weekend opening hours of our shop [slow]');
    await generate.click();
    await expect(page.getByText(text.slow)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: text.result })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      ui.post('Facebook').getByRole('textbox', { name: text.spanish, exact: true }),
    ).toHaveValue(/Weekend opening hours of our shop/);
    expect(polls.length).toBeGreaterThan(0);
    expect(polls[0]).toMatch(new RegExp(`/api/social-media/jobs/\\d+\\?lang=${language}$`));
  });

  test(`failures read as the API words them, with a retry (${language})`, async ({ page }) => {
    await newClient(page, language);
    await openGenerator(page, language);
    const ui = generator(page, language);
    await ui.prompt.fill('A post the provider refuses [refuse]');
    await page.getByRole('radio', { name: 'Twitter' }).check();
    await page.getByRole('button', { name: text.generateOne }).click();
    let failure = page.getByRole('alert').filter({ hasText: text.generateError });
    await expect(failure).toContainText(text.retryHint);
    await expect(failure.getByRole('button', { name: text.retry })).toBeVisible();

    await ui.prompt.fill('A post that comes back garbled [garbled]');
    await failure.getByRole('button', { name: text.retry }).click();
    failure = page.getByRole('alert').filter({ hasText: text.formatError });
    await expect(failure).toBeVisible();

    await ui.subTab(text.recommendations).click();
    await page.getByRole('textbox', { name: text.audience }).fill('Anyone at all [refuse]');
    await page.getByRole('textbox', { name: text.industry, exact: true }).fill('Retail');
    await page.getByRole('button', { name: text.getRecommendations }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: text.recommendationsError }),
    ).toContainText(text.retryHint);
  });

  test(`without an AI provider the generator says an administrator sets it up (${language})`, async ({
    page,
  }) => {
    // A server without a key answers this 503 (see the API's tests); here it is played back.
    await page.route('**/api/social-media/generate', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 503,
          message:
            language === 'es'
              ? 'El proveedor de IA no está configurado'
              : 'AI provider not configured',
          error: 'Service Unavailable',
        }),
      }),
    );
    await newClient(page, language);
    await openGenerator(page, language);
    const ui = generator(page, language);
    await ui.prompt.fill('Our new bakery opens on Monday');
    await page.getByRole('radio', { name: 'Instagram' }).check();
    await page.getByRole('button', { name: text.generateOne }).click();
    const notice = page.getByRole('status').filter({ hasText: text.notConfigured });
    await expect(notice).toContainText(text.notConfiguredBody);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The rest of the tab works.
    await ui.subTab(text.recommendations).click();
    await expect(page.getByRole('textbox', { name: text.audience })).toBeVisible();
    await page
      .getByRole('tablist', { name: text.views })
      .getByRole('tab', { name: text.listView })
      .click();
    await expect(notice).toHaveCount(0);
  });
}

test('a post is copied as published, with its hashtags', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await newClient(page, 'en');
  await openGenerator(page, 'en');
  await generateForAllNetworks(page, 'en', 'Our bakery in Pocitos opens on Monday');
  const facebook = generator(page, 'en').post('Facebook');
  await facebook.getByRole('button', { name: TEXT.en.copyEnglish }).click();
  await expect(page.getByText(TEXT.en.copied)).toBeVisible();
  const english = await facebook
    .getByRole('textbox', { name: TEXT.en.english, exact: true })
    .inputValue();
  const hashtags = await facebook.getByRole('textbox', { name: TEXT.en.hashtags }).inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${english}\n\n${hashtags}`,
  );
});

for (const theme of ['light', 'dark'] as const) {
  for (const language of ['en', 'es'] as const) {
    const text = TEXT[language];
    test(`the generator, its posts and recommendations have no axe violations (${theme}, ${language})`, async ({
      page,
    }) => {
      // Each axe pass over a page of four editors takes a few seconds on a busy machine.
      test.slow();
      await newClient(page, language);
      await openGenerator(page, language, theme);
      const ui = generator(page, language);
      // The form with its errors.
      await ui.subTab(text.multi).click();
      await page.getByRole('button', { name: text.generateMany }).click();
      await expect(ui.prompt).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      // The posts, one over its limit.
      await generateForAllNetworks(page, language, 'Our bakery in Pocitos opens on Monday');
      await ui
        .post('Twitter')
        .getByRole('textbox', { name: text.english, exact: true })
        .fill('Too long. '.repeat(40));
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `../test-results/portal-social-generator-${language}-${theme}.png`,
        fullPage: true,
      });
      // Recommendations, and a failure with its retry.
      await ui.subTab(text.recommendations).click();
      await page.getByRole('textbox', { name: text.audience }).fill('Families in Charlotte');
      await page.getByRole('textbox', { name: text.industry, exact: true }).fill('Bakeries');
      await page.getByRole('button', { name: text.getRecommendations }).click();
      await expect(page.getByRole('heading', { name: text.whatToPublish })).toBeVisible();
      await ui.subTab(text.single).click();
      await ui.prompt.fill('A post the provider refuses [refuse]');
      await page.getByRole('radio', { name: 'LinkedIn' }).check();
      await page.getByRole('button', { name: text.generateOne }).click();
      await expect(page.getByRole('alert').filter({ hasText: text.generateError })).toBeVisible();
      await expectNoAxeViolations(page);
      await ui.subTab(text.recommendations).click();
      await expectNoAxeViolations(page);
    });
  }

  test(`on a 390 px phone the generator fits the screen (${theme})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await newClient(page, 'es');
    await openGenerator(page, 'es', theme);
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBe(0);
    await generateForAllNetworks(page, 'es', 'Nuestra panadería en Pocitos abre el lunes');
    expect(await overflow()).toBe(0);
    // The two languages are stacked.
    const post = generator(page, 'es').post('Instagram');
    const english = await post
      .getByRole('textbox', { name: TEXT.es.english, exact: true })
      .boundingBox();
    const spanish = await post
      .getByRole('textbox', { name: TEXT.es.spanish, exact: true })
      .boundingBox();
    expect(spanish!.y).toBeGreaterThan(english!.y + english!.height);
    await page.screenshot({
      path: `../test-results/portal-social-generator-390-es-${theme}.png`,
      fullPage: true,
    });
  });
}
