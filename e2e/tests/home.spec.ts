import { type Page, expect, test } from '@playwright/test';
import { type Language, TEXT, openFromNavigation, shell, storePreferences } from './support/shell';
import { expectNoAxeViolations } from './support/checks';

/** What the home page's sections say in each language. */
const HOME = {
  en: {
    sections: {
      services: 'Services that move your business forward',
      about: 'One team, two cities, a bridge between markets',
      process: 'A clear process from first call to launch',
      'ai-solutions': 'Artificial intelligence that works for small businesses',
      projects: 'Featured projects',
      stats: 'TerraBridge Digital in numbers',
      testimonials: 'What our clients say',
      faq: 'Frequently asked questions',
      contact: 'Tell us about your project',
    },
    banner: 'Ready to take your business further?',
    steps: ['Discover', 'Design', 'Develop', 'Deliver'],
    aiSolutions: [
      'Content generation',
      'Multilingual content',
      'Branding assistant',
      'Customer support',
      'Market analysis',
    ],
    contactUs: 'Contact us',
    loadingServices: 'Loading services…',
    servicesError: 'We could not load our services right now. Please try again in a moment.',
    retry: 'Try again',
    noTestimonials: 'No testimonials available yet.',
    next: 'Next testimonial',
    previous: 'Previous testimonial',
    firstService: 'Web Design & Development',
  },
  es: {
    sections: {
      services: 'Servicios que impulsan tu negocio',
      about: 'Un equipo, dos ciudades, un puente entre mercados',
      process: 'Un proceso claro desde la primera llamada hasta el lanzamiento',
      'ai-solutions': 'Inteligencia artificial al servicio de las pequeñas empresas',
      projects: 'Proyectos destacados',
      stats: 'TerraBridge Digital en números',
      testimonials: 'Lo que dicen nuestros clientes',
      faq: 'Preguntas frecuentes',
      contact: 'Cuéntanos sobre tu proyecto',
    },
    banner: '¿Listo para llevar tu negocio más lejos?',
    steps: ['Descubrir', 'Diseñar', 'Desarrollar', 'Entregar'],
    aiSolutions: [
      'Generación de contenido',
      'Contenido multilingüe',
      'Asistente de marca',
      'Atención al cliente',
      'Análisis de mercado',
    ],
    contactUs: 'Contáctanos',
    loadingServices: 'Cargando servicios…',
    servicesError:
      'No pudimos cargar nuestros servicios en este momento. Vuelve a intentarlo en unos instantes.',
    retry: 'Reintentar',
    noTestimonials: 'Todavía no hay testimonios disponibles.',
    next: 'Testimonio siguiente',
    previous: 'Testimonio anterior',
    firstService: 'Diseño y Desarrollo Web',
  },
} as const;

/** The home page's section anchors, in order. */
const ANCHORS = [
  'home',
  'services',
  'about',
  'process',
  'ai-solutions',
  'projects',
  'stats',
  'testimonials',
  'faq',
  'contact',
];

/** The sections below the hero load when the visitor comes near them: scroll a little. */
async function revealSections(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(async () => {
    await page.mouse.wheel(0, 300);
    await expect(page.locator('section#faq')).toBeAttached({ timeout: 1000 });
  }).toPass();
}

/**
 * Opens the home page through the app from /about (which calls neither the services nor the
 * testimonials), so routed API answers apply even when the server renders pages with data.
 */
async function openHomeInApp(page: Page, language: Language = 'en'): Promise<void> {
  await openFromNavigation(page, TEXT[language].navLinks[0], language);
  await expect(shell(page, language).heroTitle).toBeVisible();
  await revealSections(page);
}

for (const language of ['en', 'es'] as const) {
  const text = HOME[language];

  test.describe(`home page (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await storePreferences(page, { language });
    });

    test('shows every section in order with its anchor and heading', async ({ page }) => {
      await page.goto('/');
      await expect(shell(page, language).heroTitle).toBeVisible();
      await revealSections(page);

      const ids = await page
        .getByRole('main')
        .locator('section[id]')
        .evaluateAll((sections) => sections.map((section) => section.id));
      expect(ids).toEqual(ANCHORS);
      for (const [id, title] of Object.entries(text.sections)) {
        await expect(
          page.locator(`section#${id}`).getByRole('heading', { level: 2, name: title }),
        ).toBeAttached();
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const banner = page.getByRole('region', { name: text.banner });
      await expect(banner.getByRole('link').first()).toHaveAttribute('href', '/contact');
      await expect(banner.getByRole('link').nth(1)).toHaveAttribute('href', '/services');
    });

    test('lists the services from the API, the process steps and the AI solutions', async ({
      page,
    }) => {
      await page.goto('/');
      await revealSections(page);
      const services = page.locator('section#services');
      await expect(services.getByRole('heading', { level: 3 })).toHaveCount(6);
      await expect(services.getByRole('heading', { level: 3 }).first()).toHaveText(
        text.firstService,
      );
      await expect(services.getByRole('link', { name: text.contactUs })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(
        page.locator('section#process').getByRole('listitem').getByRole('heading', { level: 3 }),
      ).toHaveText([...text.steps]);
      await expect(page.locator('section#about').getByRole('img')).toHaveCount(4);

      const ai = page.locator('section#ai-solutions');
      await expect(ai.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
        ...text.aiSolutions,
      ]);
      for (const link of await ai.getByRole('link').all()) {
        const href = await link.getAttribute('href');
        expect(['/services#ai-solutions', '/contact', '/auth?tab=register']).toContain(href);
      }
      await expect(ai.locator('a[href="/services#ai-solutions"]')).toHaveCount(5);
      await expect(ai.locator('a[href="/contact"]')).toHaveCount(5);
      await expect(ai.locator('a[href="/auth?tab=register"]')).toHaveCount(1);
    });

    test('shows a spinner while the services load, then an error with a retry', async ({
      page,
    }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/services', async (route) => {
        await held;
        await route.fulfill({ status: 500, body: 'Internal Server Error' });
      });
      await openHomeInApp(page, language);
      const services = page.locator('section#services');
      await expect(services.getByRole('status')).toHaveText(text.loadingServices);

      release();
      await expect(services.getByRole('alert')).toContainText(text.servicesError);
      await page.unroute('**/api/services');
      await services.getByRole('button', { name: text.retry }).click();
      await expect(services.getByRole('heading', { level: 3 })).toHaveCount(6);
    });

    test('says so when there are no testimonials yet', async ({ page }) => {
      await page.route('**/api/testimonials', (route) => route.fulfill({ json: [] }));
      await openHomeInApp(page, language);
      const section = page.locator('section#testimonials');
      await expect(section.getByText(text.noTestimonials)).toBeVisible();
      await expect(section.getByRole('button')).toHaveCount(0);
    });
  });
}

test.describe('home page interactions', () => {
  test('the testimonials carousel starts at the first and wraps both ways', async ({
    page,
    request,
  }) => {
    const testimonials = (await (await request.get('/api/testimonials')).json()) as {
      name: string;
      content: string;
    }[];
    const total = testimonials.length;
    expect(total).toBeGreaterThan(1);

    await page.goto('/');
    await revealSections(page);
    const section = page.locator('section#testimonials');
    const slide = (number: number) =>
      section.getByRole('group', { name: `Testimonial ${number} of ${total}` });
    await expect(slide(1)).toContainText(testimonials[0].content);
    await expect(section.locator('[aria-live="polite"]')).toHaveCount(1);

    await section.getByRole('button', { name: HOME.en.previous }).click();
    await expect(slide(total)).toContainText(testimonials[total - 1].name);
    await section.getByRole('button', { name: HOME.en.next }).click();
    await expect(slide(1)).toBeVisible();
    await section.getByRole('button', { name: HOME.en.next }).click();
    await expect(slide(2)).toContainText(testimonials[1].content);

    const dots = section.getByRole('group', { name: 'Choose a testimonial' }).getByRole('button');
    await expect(dots).toHaveCount(total);
    await dots.nth(total - 1).click();
    await expect(slide(total)).toBeVisible();
    await expect(dots.nth(total - 1)).toHaveAttribute('aria-current', 'true');
    await section.getByRole('button', { name: HOME.en.next }).click();
    await expect(slide(1)).toBeVisible();
  });

  test('shows Spanish testimonials in Spanish', async ({ page, request }) => {
    const [first] = (await (await request.get('/api/testimonials')).json()) as {
      content: string;
      contentEs: string | null;
    }[];
    await storePreferences(page, { language: 'es' });
    await page.goto('/');
    await revealSections(page);
    await expect(page.locator('section#testimonials blockquote')).toHaveText(
      `“${first.contentEs ?? first.content}”`,
    );
  });

  test('the FAQ opens one answer at a time and closes it on a second click', async ({ page }) => {
    await page.goto('/');
    await revealSections(page);
    const faq = page.locator('section#faq');
    const first = faq.getByRole('button', { name: 'How long does a website project take?' });
    const second = faq.getByRole('button', { name: 'How much does a project cost?' });

    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(
      faq.getByRole('region', { name: 'How long does a website project take?' }),
    ).toBeVisible();

    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(
      faq.getByRole('region', { name: 'How long does a website project take?' }),
    ).toBeHidden();
    await expect(faq.getByRole('region', { name: 'How much does a project cost?' })).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(0);
  });

  test('the stats band counts up to the site profile values when scrolled into view', async ({
    page,
    request,
  }) => {
    const { stats } = (await (await request.get('/api/site')).json()) as {
      stats: { key: string; value: number }[];
    };
    await page.goto('/');
    await revealSections(page);
    const band = page.locator('section#stats');
    await band.scrollIntoViewIfNeeded();
    for (const { key, value } of stats) {
      await expect(band.locator(`[data-stat="${key}"]`)).toHaveText(String(value));
    }
    // Once counted, only the final numbers remain.
    await expect(band.locator('[data-counting]')).toHaveCount(0);
    await expect(band.getByRole('listitem')).toHaveCount(stats.length);
  });

  test('the stats band shows no figure of zero, in either language', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [path, awards] of [
      ['/', 'Awards'],
      ['/?lang=es', 'Premios'],
    ]) {
      await page.goto(path);
      await revealSections(page);
      const band = page.locator('section#stats');
      await band.scrollIntoViewIfNeeded();
      await expect(band.getByRole('listitem')).toHaveCount(3);
      for (const figure of await band.locator('[data-stat]').allTextContents()) {
        expect(figure).toMatch(/^[1-9]\d*$/);
      }
      await expect(band.getByText(awards, { exact: true })).toHaveCount(0);
    }
  });

  test('with reduced motion the stats band shows the final values at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await revealSections(page);
    await expect(page.locator('section#stats [data-counting]')).toHaveCount(0);
    await expect(page.locator('[data-stat="clients"]')).toHaveText(/^\d+$/);
  });

  test('a link to a section opens the home page there', async ({ page }) => {
    await page.goto('/#process');
    await expect(page.locator('section#process')).toBeInViewport();
  });

  test("'Learn more' leads to the AI solutions on the services page", async ({ page }) => {
    await page.goto('/');
    await revealSections(page);
    await page.getByRole('link', { name: 'Learn more about Market analysis' }).click();
    await expect(page).toHaveURL(/\/services#ai-solutions$/);
    await expect(page.locator('section#ai-solutions')).toBeInViewport();
  });
});

test.describe('home page accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in the ${theme} theme`, async ({ page }) => {
      await storePreferences(page, { theme });
      await page.goto('/');
      await revealSections(page);
      await expect(page.locator('section#services').getByRole('heading', { level: 3 })).toHaveCount(
        6,
      );
      await page.getByRole('button', { name: 'How long does a website project take?' }).click();
      await expectNoAxeViolations(page);
    });
  }

  test('fits a 390px phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await revealSections(page);
    await expect(page.locator('section#services').getByRole('heading', { level: 3 })).toHaveCount(
      6,
    );
    for (const id of ANCHORS) {
      await expect(page.locator(`section#${id}`)).toBeAttached();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });
});
