import { type Page, expect, test } from '@playwright/test';
import { TEXT as SHELL, hydrated, openFromNavigation, storePreferences } from './support/shell';
import { expectNoAxeViolations, holdResponses } from './support/checks';
import { openWithoutJavaScript } from './support/no-javascript';

const TEXT = {
  en: {
    title: 'Ideas for growing your business online',
    error: 'Error loading blog posts. Please try again later.',
    empty: 'No blog posts found. Check back soon for updates!',
    readMore: /^Read More/,
    back: 'Back to blog',
    postError: 'Blog post not found or an error occurred.',
    returnLink: 'Return to the blog',
    relative:
      /^(\d+ (second|minute|hour|day|week|month|year)s? ago|yesterday|last (week|month|year)|now)$/,
  },
  es: {
    title: 'Ideas para hacer crecer tu negocio en línea',
    error: 'Error al cargar las publicaciones del blog. Inténtalo de nuevo más tarde.',
    empty: 'No se encontraron publicaciones. ¡Vuelve pronto para ver novedades!',
    readMore: /^Leer más/,
    back: 'Volver al blog',
    postError: 'No se encontró la publicación o se produjo un error.',
    returnLink: 'Volver al blog',
    relative: /^(hace \d+ \S+|ayer|la semana pasada|el mes pasado|el año pasado|ahora)$/,
  },
} as const;

const POST = {
  slug: 'five-signs-your-website-needs-a-redesign',
  en: 'Five Signs Your Small Business Website Needs a Redesign',
  es: 'Cinco señales de que el sitio web de tu pequeña empresa necesita un rediseño',
};

interface ApiPost {
  slug: string;
  title: string;
  titleEs: string | null;
  content: string;
  createdAt: string;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

async function publishedPosts(page: Page): Promise<ApiPost[]> {
  const res = await page.request.get('/api/blog');
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiPost[];
}

/** The blog as a visitor reaches it from another page: the browser loads the posts. */
async function openBlogInApp(page: Page, language: 'en' | 'es' = 'en') {
  await openFromNavigation(page, SHELL[language].navLinks[5], language);
}

/** The excerpt rule: the first 150 characters of the text, and an ellipsis when longer. */
const excerptStart = (content: string) => content.split('\n')[0].slice(0, 60);

test.describe('blog list', () => {
  test('arrives from the server with every published post, no loading state, no second request', async ({
    browser,
    page,
  }) => {
    const posts = await publishedPosts(page);
    expect(posts).toHaveLength(6);
    await openWithoutJavaScript(browser, '/blog', async (bare) => {
      await expect(bare.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.title);
      await expect(cards(bare).getByRole('heading', { level: 2 })).toHaveText(
        posts.map((post) => post.title),
      );
      await expect(bare.getByRole('main').getByRole('status')).toHaveCount(0);
    });

    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/blog') reads.push(request.url());
    });
    await page.goto('/blog');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).first().locator('time')).toHaveText(TEXT.en.relative);
    expect(reads).toEqual([]);
  });

  test('shows six skeleton cards while loading, then every published post', async ({ page }) => {
    const posts = await publishedPosts(page);
    expect(posts).toHaveLength(6);
    const release = await holdResponses(page, '**/api/blog');
    await openBlogInApp(page);
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.title);
    const loading = page.getByRole('main').getByRole('status');
    await expect(loading).toContainText('Loading…');
    await expect(loading.locator(':scope > div')).toHaveCount(6);
    release();

    await expect(cards(page)).toHaveCount(6);
    await expect(loading).toHaveCount(0);
    await expect(page).toHaveTitle('Blog | TerraBridge Digital');
    await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
      posts.map((post) => post.title),
    );

    const first = cards(page).first();
    await expect(first.locator('img')).toHaveAttribute('src', /^\/images\/blog\/.+\.jpg$/);
    await expect(first.locator('time')).toHaveText(TEXT.en.relative);
    await expect(first.locator('time')).toHaveAttribute('datetime', posts[0].createdAt);
    const excerpt = first.getByText(excerptStart(posts[0].content));
    await expect(excerpt).toHaveText(/…$/);
    expect(((await excerpt.textContent()) ?? '').length).toBeLessThanOrEqual(151);
    await expect(first.getByRole('link', { name: TEXT.en.readMore })).toHaveAttribute(
      'href',
      `/blog/${posts[0].slug}`,
    );
  });

  test('Read More opens the article', async ({ page }) => {
    await page.goto('/blog');
    await cards(page)
      .filter({ hasText: POST.en })
      .getByRole('link', { name: TEXT.en.readMore })
      .click();
    await expect(page).toHaveURL(`/blog/${POST.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST.en);
  });

  test('is translated to Spanish: titles, excerpts and relative times', async ({ page }) => {
    const posts = await publishedPosts(page);
    await storePreferences(page, { language: 'es' });
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.es.title);
    await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
      posts.map((post) => post.titleEs ?? post.title),
    );
    await expect(cards(page).first().locator('time')).toHaveText(TEXT.es.relative);
    await expect(
      cards(page)
        .first()
        .getByText(excerptStart((posts[0] as ApiPost & { contentEs: string }).contentEs)),
    ).toBeVisible();
    await expect(cards(page).getByRole('link', { name: TEXT.es.readMore })).toHaveCount(6);
  });

  for (const language of ['en', 'es'] as const) {
    test(`shows the error state (${language})`, async ({ page }) => {
      await storePreferences(page, { language });
      await page.route('**/api/blog', (route) =>
        route.fulfill({ status: 500, json: { statusCode: 500 } }),
      );
      await openBlogInApp(page, language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[language].title);
      await expect(page.getByRole('alert')).toHaveText(TEXT[language].error);
      await expect(cards(page)).toHaveCount(0);
    });

    test(`shows the empty state (${language})`, async ({ page }) => {
      await storePreferences(page, { language });
      await page.route('**/api/blog', (route) => route.fulfill({ json: [] }));
      await openBlogInApp(page, language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[language].title);
      await expect(page.getByText(TEXT[language].empty)).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
    });
  }
});

test.describe('blog post', () => {
  test('shows a skeleton, then the article with its formatted body', async ({ page }) => {
    const res = await page.request.get(`/api/blog/${POST.slug}`);
    const post = (await res.json()) as ApiPost;
    const release = await holdResponses(page, `**/api/blog/${POST.slug}`);
    // From the list, as a reader opens it: the browser loads the article.
    await page.goto('/blog');
    await hydrated(page);
    await cards(page)
      .filter({ hasText: POST.en })
      .getByRole('link', { name: TEXT.en.readMore })
      .click();
    await expect(page).toHaveURL(`/blog/${POST.slug}`);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Loading…');
    await expect(page.getByRole('link', { name: TEXT.en.back })).toHaveAttribute('href', '/blog');
    release();

    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(POST.en);
    await expect(page).toHaveTitle(`${POST.en} | TerraBridge Digital`);
    const date = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(post.createdAt));
    await expect(article.locator('time')).toHaveText(date);
    // The featured image first (the body has one of its own further down).
    await expect(article.locator('img').first()).toHaveAttribute(
      'src',
      '/images/blog/website-redesign.jpg',
    );

    // '#' -> h2, '##' -> h3, '###' -> h4, '####' -> h5 under the page's one h1.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(article.getByRole('heading', { level: 2, name: 'The five signs' })).toBeVisible();
    await expect(article.getByRole('heading', { level: 3 })).toHaveCount(5);
    await expect(
      article.getByRole('heading', { level: 3, name: '1. It is hard to use on a phone' }),
    ).toBeVisible();
    await expect(
      article.getByRole('heading', { level: 4, name: 'How to check it quickly' }),
    ).toBeVisible();
    await expect(article.getByRole('heading', { level: 5, name: 'A final tip' })).toBeVisible();
    const bullets = article.locator('ul');
    await expect(bullets.getByRole('listitem')).toHaveText([
      'Open the site on mobile data rather than office Wi-Fi.',
      'Count how long it takes before you can read the first heading.',
      'Repeat on a product or service page, not just the home page.',
    ]);
    await expect(article.locator('ol').getByRole('listitem')).toHaveCount(4);
    await expect(article.locator('p', { hasText: /^Your website is often the first/ })).toHaveCount(
      1,
    );
    await expect(article.getByText('#', { exact: false }).filter({ hasText: /^#/ })).toHaveCount(0);

    await page.getByRole('link', { name: TEXT.en.back }).click();
    await expect(page).toHaveURL('/blog');
  });

  test('arrives from the server complete', async ({ browser }) => {
    await openWithoutJavaScript(browser, `/blog/${POST.slug}`, async (bare) => {
      const article = bare.getByRole('main').getByRole('article');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(POST.en);
      await expect(
        article.getByRole('heading', { level: 2, name: 'The five signs' }),
      ).toBeVisible();
      await expect(bare.getByRole('main').getByRole('status')).toHaveCount(0);
    });
  });

  test('is translated to Spanish', async ({ page }) => {
    await storePreferences(page, { language: 'es' });
    await page.goto(`/blog/${POST.slug}`);
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(POST.es);
    await expect(article.locator('time')).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/);
    await expect(
      article.getByRole('heading', { level: 2, name: 'Las cinco señales' }),
    ).toBeVisible();
    await expect(
      article.getByRole('heading', { level: 4, name: 'Cómo comprobarlo rápidamente' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: TEXT.es.back }).first()).toBeVisible();
  });

  for (const language of ['en', 'es'] as const) {
    test(`an unknown post shows the error with a return link (${language})`, async ({ page }) => {
      await storePreferences(page, { language });
      await page.goto('/blog/no-such-post');
      await expect(page.getByRole('alert')).toHaveText(TEXT[language].postError);
      await page.getByRole('link', { name: TEXT[language].returnLink }).last().click();
      await expect(page).toHaveURL('/blog');
    });
  }

  test('an unpublished post is not shown', async ({ page }) => {
    await page.goto('/blog/website-accessibility-checklist');
    await expect(page.getByRole('alert')).toHaveText(TEXT.en.postError);
  });
});

test.describe('blog accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`/blog has no axe violations (${theme})`, async ({ page }) => {
      await storePreferences(page, { theme });
      await page.goto('/blog');
      await expect(cards(page)).toHaveCount(6);
      await expectNoAxeViolations(page);
    });

    test(`a post has no axe violations (${theme}, es)`, async ({ page }) => {
      await storePreferences(page, { theme, language: 'es' });
      await page.goto(`/blog/${POST.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST.es);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('blog on a phone (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/blog', `/blog/${POST.slug}`]) {
    test(`${path} fits the screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  }

  test('the body below the screen is laid out only as the reader comes near it', async ({
    page,
  }) => {
    await page.goto(`/blog/${POST.slug}`);
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toBeInViewport();
    // The body's last list item, far below the fold: in the page, not rendered yet.
    const lastItem = article.getByRole('listitem').last();
    const rendered = () =>
      lastItem.evaluate((item) => item.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    await lastItem.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(lastItem).toBeInViewport();
  });

  test('the cards stack in one column', async ({ page }) => {
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(6);
    const [first, second] = await Promise.all([
      cards(page).nth(0).boundingBox(),
      cards(page).nth(1).boundingBox(),
    ]);
    expect(second?.x).toBe(first?.x);
    expect(second?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
  });
});
