import { type ConsoleMessage, type Page, expect, test } from '@playwright/test';
import { DEMO, accountNav, signIn, toast } from './support/auth';
import { holdResponses } from './support/checks';
import { openWithoutJavaScript, withoutJavaScript } from './support/no-javascript';
import { TEXT, hydrated, shell } from './support/shell';

/** Every public route; pages with data get theirs from the seeded demo content. */
const PUBLIC_PATHS = ['/', '/services', '/projects', '/blog', '/about', '/contact'];

/** Console errors and warnings, and uncaught errors, from the moment the page starts loading. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * The page's main content as a reader gets it (whitespace-normalised). The text of each <time> is
 * replaced by its machine-readable datetime: the server writes absolute dates, which the browser
 * may turn into relative ones ('2 weeks ago') after hydration, but both must name the same moment.
 */
async function mainText(page: Page): Promise<string> {
  const text = await page.locator('main').evaluate((main: HTMLElement) => {
    let result = main.innerText;
    let from = 0;
    for (const time of main.querySelectorAll('time')) {
      const shown = time.innerText;
      const at = shown ? result.indexOf(shown, from) : -1;
      if (at < 0) continue;
      const stamp = `[time ${time.getAttribute('datetime') ?? '?'}]`;
      result = result.slice(0, at) + stamp + result.slice(at + shown.length);
      from = at + stamp.length;
    }
    return result;
  });
  return text.replace(/\s+/g, ' ').trim();
}

test.describe('server rendering', () => {
  test('without JavaScript the home page shows its hero, navigation and footer in English', async ({
    browser,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/');
      const en = shell(page, 'en');
      await expect(en.heroTitle).toBeVisible();
      await expect(en.nav.getByRole('link')).toHaveText([...TEXT.en.navLinks, /^Stock/]);
      await expect(en.loginLink).toBeVisible();
      await expect(en.footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });

  test('without JavaScript ?lang=es and the language cookie give the Spanish page', async ({
    browser,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/?lang=es');
      const es = shell(page, 'es');
      await expect(es.heroTitle).toBeVisible();
      await expect(es.nav.getByRole('link')).toHaveText([...TEXT.es.navLinks, /^Stock/]);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });
    await withoutJavaScript(
      browser,
      async (page) => {
        await page.goto('/');
        await expect(shell(page, 'es').heroTitle).toBeVisible();
        await expect(page).toHaveTitle(/Diseño web/);
      },
      [{ name: 'language', value: 'es' }],
    );
  });

  test('the dark theme cookie renders the page dark on the server', async ({ browser }) => {
    await withoutJavaScript(
      browser,
      async (page) => {
        await page.goto('/');
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await expect(shell(page).darkModeButton).toHaveAttribute('aria-pressed', 'true');
        const background = await page.evaluate(
          () => getComputedStyle(document.body).backgroundColor,
        );
        expect(background).not.toBe('rgb(255, 255, 255)');
      },
      [{ name: 'theme', value: 'dark' }],
    );
  });

  for (const language of ['en', 'es'] as const) {
    test(`every public page arrives complete in ${language}: the server's main content is the hydrated one`, async ({
      browser,
      page,
    }) => {
      test.slow();
      for (const path of PUBLIC_PATHS) {
        const url = `${path}?lang=${language}`;
        const served = await openWithoutJavaScript(browser, url, mainText);
        expect(served.length, url).toBeGreaterThan(20);

        const problems = recordProblems(page);
        await page.goto(url);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        expect(await mainText(page), url).toBe(served);
        expect(problems, url).toEqual([]);
      }
    });
  }

  test('a Spanish page has its Spanish texts fetched with the app; an English page has none', async ({
    request,
  }) => {
    /** The text of every script the page's start plan (#tb-start) fetches before it hydrates. */
    const startScripts = async (url: string) => {
      const html = await (await request.get(url)).text();
      const plan = /<script id="tb-start" type="application\/json">(.*?)<\/script>/s.exec(html);
      expect(plan, url).not.toBeNull();
      const { scripts } = JSON.parse(plan![1]) as { scripts: string[] };
      const bodies = await Promise.all(
        scripts.map(async (href) => (await request.get(href)).text()),
      );
      return bodies.join('\n');
    };
    // From home.es (the marketing remote) and common.es (the shell).
    const spanishTexts = ['Conectamos tu negocio con su', 'Nosotros'];

    const spanish = await startScripts('/?lang=es');
    for (const text of spanishTexts) expect(spanish.includes(text), `es: ${text}`).toBe(true);
    // The sections below the hero fetch their texts when they open (homeSections.es), not
    // with the app: fetched early, they would wait unused.
    expect(spanish.includes('Cargando esta parte de la página'), 'es: the sections').toBe(false);
    const english = await startScripts('/?lang=en');
    for (const text of spanishTexts) expect(english.includes(text), `en: ${text}`).toBe(false);
  });

  test('once the page is on screen, every file of its start plan is preloaded, each once', async ({
    page,
  }) => {
    await page.goto('/');
    const plan = JSON.parse((await page.locator('#tb-start').textContent())!) as {
      entry: string;
      preload: { href: string }[];
      scripts: string[];
    };
    expect(plan.scripts.length).toBeGreaterThan(5);
    const files = [plan.entry, ...plan.preload.map((file) => file.href), ...plan.scripts];
    // Added one per task after the first paint: the last one arrives a few tasks later.
    const timesPreloaded = () =>
      page
        .locator('link[rel="preload"]')
        .evaluateAll(
          (links, hrefs) =>
            hrefs.map((href) => links.filter((link) => link.getAttribute('href') === href).length),
          files,
        );
    await expect.poll(timesPreloaded).toEqual(files.map(() => 1));
  });

  test('a blog post and a project page are rendered on the server', async ({
    browser,
    request,
  }) => {
    const posts = (await (await request.get('/api/blog')).json()) as { slug: string }[];
    const projects = (await (await request.get('/api/projects')).json()) as { id: number }[];
    for (const path of [`/blog/${posts[0].slug}`, `/projects/${projects[0].id}`]) {
      const [served, hydratedText] = await Promise.all([
        openWithoutJavaScript(browser, path, mainText),
        (async () => {
          const context = await browser.newContext();
          const page = await context.newPage();
          const problems = recordProblems(page);
          await page.goto(path);
          await hydrated(page);
          await page.waitForLoadState('networkidle');
          expect(problems, path).toEqual([]);
          const text = await mainText(page);
          await context.close();
          return text;
        })(),
      ]);
      expect(hydratedText, path).toBe(served);
    }
  });

  test('an unknown post or project is answered as such by the server, and the browser keeps that answer', async ({
    browser,
    page,
  }) => {
    for (const [path, read, says] of [
      ['/blog/no-such-post', '/api/blog/no-such-post', 'Blog post not found or an error occurred.'],
      ['/projects/999999', '/api/projects/999999', 'Project Not Found'],
    ]) {
      const served = await withoutJavaScript(browser, async (noScript) => {
        expect((await noScript.goto(path))?.status(), path).toBe(404);
        return mainText(noScript);
      });
      expect(served, path).toContain(says);

      const reads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === read) reads.push(request.url());
      });
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await mainText(page), path).toBe(served);
      // The browser took the server's answer over with the page: it does not ask again.
      expect(reads, path).toEqual([]);
    }
  });

  test('hydrates without console errors and stays interactive: language and theme toggles work', async ({
    page,
  }) => {
    const problems = recordProblems(page);
    await page.goto('/');
    await hydrated(page);
    const en = shell(page, 'en');
    const es = shell(page, 'es');
    await expect(en.heroTitle).toBeVisible();

    await en.languageButton('ES').click();
    await expect(es.heroTitle).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await es.darkModeButton.click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(es.darkModeButton).toHaveAttribute('aria-pressed', 'true');

    // The choices are cookies now: the next page comes from the server in Spanish and dark.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'language')?.value).toBe('es');
    expect(cookies.find((c) => c.name === 'theme')?.value).toBe('dark');
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<html lang="es"[^>]* class="dark"/);
    expect(html).toContain(TEXT.es.heroTitle.split(' ')[0]);

    await page.reload();
    await hydrated(page);
    await expect(es.heroTitle).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(problems).toEqual([]);
  });

  test('the app starts once the page is on screen: after its first paint and its main image', async ({
    page,
  }) => {
    await page.goto('/projects');
    await hydrated(page);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((r) => r.initiatorType === 'script' || /\.js$/.test(r.name));
      const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        image: resources.find((r) => image && r.name === image.currentSrc)?.responseEnd,
        firstScript: Math.min(...scripts.map((r) => r.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.paint).toBeDefined();
    expect(timing.image).toBeDefined();
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint!);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.image!);
  });

  test('what the visitor types and clicks before the app has taken the page over is not lost', async ({
    page,
  }) => {
    // The app's entry script is held back, so every step below happens before it runs.
    const release = await holdResponses(page, /\/main\.[0-9a-f]+\.js$/);
    const sent: unknown[] = [];
    await page.route('**/api/contact', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({
        status: 201,
        json: { id: 1, emailStatus: { notificationSent: true, autoReplySent: true, errors: [] } },
      });
    });
    await page.goto('/');
    const faq = page.locator('section#faq button[aria-expanded]').first();
    await faq.click();
    const form = page.locator('section#contact form');
    await form.locator('[name="name"]').fill('Early Bird');
    await form.locator('[name="email"]').fill('early@example.com');
    await form.locator('[name="message"]').fill('Typed before the scripts ran.');
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL('/');
    expect(sent).toEqual([]);
    await expect(faq).toHaveAttribute('aria-expanded', 'false');

    release();
    await hydrated(page);
    await expect(faq).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      name: 'Early Bird',
      email: 'early@example.com',
      message: 'Typed before the scripts ran.',
    });
    await expect(form.locator('[name="name"]')).toHaveValue('');
  });

  test('on a page the server sends as a frame, a button clicked before the app renders the page is clicked once it has', async ({
    page,
  }) => {
    // A signed-in page comes as the site's frame with a spinner for its content; the app renders
    // over it, so the button clicked is replaced by the app's own before the click is done.
    await signIn(page, DEMO.client);
    const release = await holdResponses(page, /\/main\.[0-9a-f]+\.js$/);
    await page.goto('/dashboard');
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', 'placeholder');
    await accountNav(page).logoutButton.click();
    await expect(page).toHaveURL('/dashboard');

    release();
    await expect(toast(page)).toContainText('Logged out');
    await expect(page).toHaveURL('/');
    await expect(shell(page).loginLink).toBeVisible();
  });

  test("the home sections below the hero hydrate the server's HTML in place when the visitor comes near", async ({
    page,
  }) => {
    const problems = recordProblems(page);
    // Their data is not in the page: it is fetched when they open, before they hydrate.
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (/^\/api\/(services|projects|testimonials)$/.test(pathname)) reads.push(pathname + search);
    });
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const state = await page.locator('#tb-query-state').textContent();
    expect(JSON.parse(state ?? '{}').queries).toEqual([]);
    expect(reads).toEqual([]);
    // Tag the server's elements; a part rendered again from scratch would lose the tags.
    const ids = ['services', 'projects', 'stats', 'faq', 'contact'];
    await page.evaluate((sectionIds) => {
      for (const id of sectionIds)
        document.getElementById(id)?.setAttribute('data-from-server', '');
    }, ids);

    await page.mouse.wheel(0, 600);
    // React has taken over the sections (their elements carry its fiber), and they work.
    await page.waitForFunction(() => {
      const faq = document.getElementById('faq');
      return !!faq && Object.keys(faq).some((key) => key.startsWith('__reactFiber'));
    });
    const question = page
      .locator('section#faq')
      .getByRole('button', { name: 'How long does a website project take?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    for (const id of ids) {
      await expect(page.locator(`section#${id}`), id).toHaveAttribute('data-from-server', '');
    }
    expect(reads.sort()).toEqual([
      '/api/projects?featured=true',
      '/api/services',
      '/api/testimonials',
    ]);
    expect(problems).toEqual([]);
  });

  test('a language stored before the cookies existed still wins: the page comes again in it', async ({
    page,
  }) => {
    const problems = recordProblems(page);
    await page.addInitScript(() => {
      if (!document.cookie.includes('language=')) localStorage.setItem('language', 'es');
    });
    await page.goto('/');
    await expect(shell(page, 'es').heroTitle).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(problems).toEqual([]);
  });

  test('the signed-in user arrives with the page, without a call to /api/user', async ({
    page,
  }) => {
    const login = await page.request.post('/api/login', {
      data: { username: 'democlient', password: 'Client#Demo2026' },
    });
    expect(login.ok()).toBe(true);
    const userCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/user') userCalls.push(req.url());
    });
    await page.goto('/');
    await hydrated(page);
    await expect(shell(page).dashboardLink).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(userCalls).toEqual([]);
  });
});
