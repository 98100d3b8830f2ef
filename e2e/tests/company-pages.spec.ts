import { type Page, expect, test } from '@playwright/test';
import { hydrated, storePreferences } from './support/shell';
import { expectNoAxeViolations } from './support/checks';

const PAGES = {
  en: {
    services: {
      title: 'Digital services that help small businesses grow',
      documentTitle: 'Services | TerraBridge Digital',
      custom: 'Custom Digital Solutions',
      bullets: [
        'Free consultations to understand your needs',
        'Scalable solutions that grow with your business',
        'Ongoing support and maintenance',
      ],
      firstService: 'Web Design & Development',
      loading: 'Loading services…',
      error: 'We could not load our services right now. Please try again in a moment.',
    },
    about: {
      title: 'A bilingual agency built to bridge markets',
      documentTitle: 'About Us | TerraBridge Digital',
      founders: ['Daniela Pereira', 'Mateo Silva'],
      roles: ['Co-founder & CEO', 'Co-founder & CTO'],
      values: ['Excellence', 'Client focus', 'Innovation', 'Global vision'],
    },
    banner: 'Ready to take your business further?',
  },
  es: {
    services: {
      title: 'Servicios digitales que ayudan a crecer a las pequeñas empresas',
      documentTitle: 'Servicios | TerraBridge Digital',
      custom: 'Soluciones digitales a medida',
      bullets: [
        'Consultas gratuitas para entender tus necesidades',
        'Soluciones escalables que crecen con tu negocio',
        'Soporte y mantenimiento continuos',
      ],
      firstService: 'Diseño y Desarrollo Web',
      loading: 'Cargando servicios…',
      error:
        'No pudimos cargar nuestros servicios en este momento. Vuelve a intentarlo en unos instantes.',
    },
    about: {
      title: 'Una agencia bilingüe creada para unir mercados',
      documentTitle: 'Nosotros | TerraBridge Digital',
      founders: ['Daniela Pereira', 'Mateo Silva'],
      roles: ['Cofundadora y directora ejecutiva', 'Cofundador y director de tecnología'],
      values: ['Excelencia', 'Enfoque en el cliente', 'Innovación', 'Visión global'],
    },
    banner: '¿Listo para llevar tu negocio más lejos?',
  },
} as const;

async function expectBanner(page: Page, title: string): Promise<void> {
  const banner = page.getByRole('region', { name: title });
  await expect(banner.getByRole('link')).toHaveCount(2);
  await expect(banner.getByRole('link').first()).toHaveAttribute('href', '/contact');
  await expect(banner.getByRole('link').nth(1)).toHaveAttribute('href', '/services');
}

for (const language of ['en', 'es'] as const) {
  const text = PAGES[language];

  test.describe(`company pages (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await storePreferences(page, { language });
    });

    test('/services shows the hero, the services, the AI solutions, the custom block and the banner', async ({
      page,
    }) => {
      await page.goto('/services');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.services.title);
      await expect(page).toHaveTitle(text.services.documentTitle);

      const list = page.getByRole('region', { name: /./ }).filter({
        has: page.getByRole('heading', { level: 3, name: text.services.firstService }),
      });
      await expect(list.getByRole('heading', { level: 3 })).toHaveCount(6);
      await expect(
        list.getByRole('link', { name: new RegExp(text.services.firstService) }),
      ).toHaveAttribute('href', /^\/checkout\?serviceId=\d+$/);

      const ai = page.locator('section#ai-solutions');
      await expect(ai.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveCount(5);
      await expect(ai.locator('a[href="/contact"]')).toHaveCount(5);
      await expect(ai.locator('a[href="/auth?tab=register"]')).toHaveCount(1);

      const custom = page.getByRole('region', { name: text.services.custom });
      await expect(custom.getByRole('listitem')).toHaveText([...text.services.bullets]);
      await expect(custom.getByRole('img')).toHaveAttribute(
        'src',
        '/images/site/custom-solutions.jpg',
      );
      await expectBanner(page, text.banner);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });

    test('/services prices every service in US dollars, as Intl writes them ("US$" in Spanish)', async ({
      page,
      request,
    }) => {
      const services = (await (await request.get('/api/services')).json()) as {
        priceCents: number;
        sortOrder: number;
      }[];
      const dollars = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'es-UY', {
        style: 'currency',
        currency: 'USD',
        trailingZeroDisplay: 'stripIfInteger',
      });
      const expected = [...services]
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((service) => dollars.format(service.priceCents / 100).replace(/\s/g, ' '));
      expect(expected[0]).toMatch(language === 'en' ? /^\$\d/ : /^US\$ \d/);

      await page.goto('/services');
      await hydrated(page);
      const prices = page.getByRole('main').getByText(/^(US)?\$\s?\d[\d.,]*$/);
      await expect(prices).toHaveText(expected);
    });

    test('/services shows a spinner while loading and an error when the call fails', async ({
      page,
    }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/services', async (route) => {
        await held;
        await route.fulfill({ status: 503, body: 'Service Unavailable' });
      });
      // Opened through the app, so the call is the browser's even when the server renders pages.
      await page.goto('/about');
      await hydrated(page);
      await page
        .getByRole('banner')
        .getByRole('link', { name: language === 'en' ? 'Services' : 'Servicios', exact: true })
        .first()
        .click();
      await expect(
        page.getByRole('status').filter({ hasText: text.services.loading }),
      ).toBeVisible();
      release();
      await expect(page.getByRole('alert')).toContainText(text.services.error);
    });

    test('/about shows the founders, the values, the shared sections and the banner', async ({
      page,
    }) => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.about.title);
      await expect(page).toHaveTitle(text.about.documentTitle);

      const team = page.locator('section#team');
      await expect(team.getByRole('heading', { level: 3 })).toHaveText([...text.about.founders]);
      for (const role of text.about.roles) await expect(team.getByText(role)).toBeVisible();
      await expect(team.getByRole('img')).toHaveCount(2);

      await expect(page.locator('section#values').getByRole('heading', { level: 3 })).toHaveText([
        ...text.about.values,
      ]);
      const ids = await page
        .getByRole('main')
        .locator('section[id]')
        .evaluateAll((sections) => sections.map((section) => section.id));
      expect(ids).toEqual(['team', 'values', 'about', 'process', 'stats']);
      await expectBanner(page, text.banner);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  });
}

test.describe('company pages accessibility', () => {
  for (const path of ['/services', '/about']) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${path} has no axe violations in the ${theme} theme`, async ({ page }) => {
        await storePreferences(page, { theme });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/services') {
          await expect(page.getByRole('heading', { level: 3, name: 'AI Solutions' })).toBeVisible();
        }
        await expectNoAxeViolations(page);
      });
    }

    test(`${path} fits a 390px phone screen`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      await expect(page.getByRole('region', { name: PAGES.en.banner })).toBeAttached();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  }
});
