import { type Page, expect, test } from '@playwright/test';
import { type Language, shell, storePreferences } from './support/shell';
import { expectNoAxeViolations } from './support/checks';

/** The legal pages as a visitor reads them, in both languages. */
const LEGAL_PAGES = [
  {
    path: '/privacy-policy',
    title: { en: 'Privacy Policy', es: 'Política de privacidad' },
    sections: 14,
    section: { id: 'your-rights', en: 'Your privacy rights', es: 'Tus derechos de privacidad' },
  },
  {
    path: '/terms-service',
    title: { en: 'Terms of Service', es: 'Términos del servicio' },
    sections: 17,
    section: {
      id: 'governing-law',
      en: 'Governing law and disputes',
      es: 'Ley aplicable y controversias',
    },
  },
  {
    path: '/cookie-policy',
    title: { en: 'Cookie Policy', es: 'Política de cookies' },
    sections: 8,
    section: {
      id: 'managing-cookies',
      en: 'How to control and delete them',
      es: 'Cómo controlarlas y eliminarlas',
    },
  },
] as const;

const TEXT = {
  en: {
    updated: 'Last updated April 06, 2025',
    toc: 'On this page',
    careersTitle: 'Build the bridge with us',
    careersDocument: 'Careers',
    openings: 'Open positions',
    offices: 'Our offices',
    apply: /^Apply by email/,
    roles: ['Senior AI Developer', 'Digital Marketing Specialist', 'UI/UX Designer'],
    subject: 'Application: ',
    places: ['Remote', 'Charlotte, NC', 'Montevideo'],
    fullTime: 'Full-time',
    skipLink: 'Skip to main content',
    toasts: 'Notifications (F8)',
  },
  es: {
    updated: 'Última actualización: 06 de abril de 2025',
    toc: 'En esta página',
    careersTitle: 'Construye el puente con nosotros',
    careersDocument: 'Empleos',
    openings: 'Vacantes abiertas',
    offices: 'Nuestras oficinas',
    apply: /^Postularme por correo/,
    roles: [
      'Desarrollador/a Senior de IA',
      'Especialista en Marketing Digital',
      'Diseñador/a UI/UX',
    ],
    subject: 'Postulación: ',
    places: ['Remoto', 'Charlotte, NC', 'Montevideo'],
    fullTime: 'Tiempo completo',
    skipLink: 'Saltar al contenido principal',
    toasts: 'Notificaciones (F8)',
  },
} as const;

const LANGUAGES: Language[] = ['en', 'es'];

interface SiteConfig {
  email: string;
  offices: { key: string; city: string; streetAddress: string }[];
}

/** The contact values the server is configured with: the pages must show these, never copies. */
async function siteConfig(page: Page): Promise<SiteConfig> {
  const res = await page.request.get('/api/site');
  expect(res.status()).toBe(200);
  return (await res.json()) as SiteConfig;
}

/** The address of a page read in a language, as a pattern: Spanish keeps `?lang=es`. */
const LANGUAGE_QUERY = { en: '', es: '\\?lang=es' } as const;

test.describe('legal pages', () => {
  for (const language of LANGUAGES) {
    for (const legal of LEGAL_PAGES) {
      test(`${legal.path} in ${language}: title, revision date, configured email and working table of contents`, async ({
        page,
      }) => {
        const { email } = await siteConfig(page);
        await storePreferences(page, { language });
        await page.goto(legal.path);

        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(legal.title[language]);
        await expect(page).toHaveTitle(`${legal.title[language]} | TerraBridge Digital`);
        await expect(main.getByText(TEXT[language].updated, { exact: true })).toBeVisible();
        await expect(main.locator('time')).toHaveAttribute('datetime', '2025-04-06');

        const emailLinks = main.getByRole('link', { name: email, exact: true });
        expect(await emailLinks.count()).toBeGreaterThan(1);
        await expect(emailLinks.first()).toHaveAttribute('href', `mailto:${email}`);

        const toc = main.getByRole('navigation', { name: TEXT[language].toc });
        await expect(toc.getByRole('link')).toHaveCount(legal.sections);
        await expect(
          main.getByRole('heading', { level: 2 }).filter({ hasText: /^\d+\. / }),
        ).toHaveCount(legal.sections);

        const entry = toc.getByRole('link', {
          name: new RegExp(`\\d+\\. ${legal.section[language]}$`),
        });
        // The app keeps the language in the address once it runs; a click on the server's page
        // before that is a plain link.
        await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
        await entry.click();
        // A page read in Spanish keeps ?lang=es in its address.
        await expect(page).toHaveURL(
          new RegExp(`${legal.path}${LANGUAGE_QUERY[language]}#${legal.section.id}$`),
        );
        const heading = page.locator(`#${legal.section.id}`).getByRole('heading', { level: 2 });
        await expect(heading).toHaveText(new RegExp(`^\\d+\\. ${legal.section[language]}$`));
        await expect(heading).toBeInViewport();
        // The sticky header must not cover the heading the link scrolled to.
        const headerBox = await shell(page, language).header.boundingBox();
        const headingBox = await heading.boundingBox();
        expect(headingBox?.y ?? 0).toBeGreaterThanOrEqual(
          (headerBox?.y ?? 0) + (headerBox?.height ?? 0),
        );
        await expect(entry).toHaveAttribute('aria-current', 'location');
      });
    }
  }

  test('an anchor link opened directly lands on its section', async ({ page }) => {
    await page.goto('/cookie-policy#what-we-store');
    const heading = page.locator('#what-we-store').getByRole('heading', { level: 2 });
    await expect(heading).toHaveText('3. What we store in your browser');
    await expect(heading).toBeInViewport();
  });

  test('the cookie policy names what the site really stores', async ({ page, context }) => {
    await page.goto('/cookie-policy');
    const table = page.getByRole('table', {
      name: 'Cookies and local storage used by this website',
    });
    await expect(table.getByRole('rowheader')).toHaveText(['tb_session', 'language', 'theme']);

    // Nothing the policy does not describe: a visitor gets the two preference cookies (no session
    // cookie), readable by the page, for a year, holding the choice; and their local storage copies.
    const preferenceCookies = async () =>
      (await context.cookies())
        .map(({ name, value, path, httpOnly, sameSite, expires }) => ({
          name,
          value,
          path,
          httpOnly,
          sameSite,
          days: Math.round((expires * 1000 - Date.now()) / 86_400_000),
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
    const cookie = { path: '/', httpOnly: false, sameSite: 'Lax', days: 365 };
    expect(await preferenceCookies()).toEqual([
      { name: 'language', value: 'en', ...cookie },
      { name: 'theme', value: 'light', ...cookie },
    ]);

    await shell(page).darkModeButton.click();
    await shell(page).languageButton('ES').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de cookies');
    expect(await preferenceCookies()).toEqual([
      { name: 'language', value: 'es', ...cookie },
      { name: 'theme', value: 'dark', ...cookie },
    ]);
    const storage = await page.evaluate(() =>
      Object.entries(window.localStorage).sort(([a], [b]) => a.localeCompare(b)),
    );
    expect(storage).toEqual([
      ['language', 'es'],
      ['theme', 'dark'],
    ]);
  });
});

test.describe('careers page', () => {
  for (const language of LANGUAGES) {
    test(`in ${language}: offices from the site configuration and three openings with mailto subjects`, async ({
      page,
    }) => {
      const site = await siteConfig(page);
      const text = TEXT[language];
      await storePreferences(page, { language });
      await page.goto('/careers');

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.careersTitle);
      await expect(page).toHaveTitle(`${text.careersDocument} | TerraBridge Digital`);

      const offices = main.getByRole('region', { name: text.offices });
      await expect(offices.getByRole('heading', { level: 3 })).toHaveText([
        'Charlotte, NC',
        'Montevideo',
      ]);
      for (const office of site.offices) await expect(offices).toContainText(office.streetAddress);

      const openings = main.getByRole('region', { name: text.openings }).getByRole('article');
      await expect(openings).toHaveCount(3);
      await expect(openings.getByRole('heading', { level: 3 })).toHaveText([...text.roles]);
      for (const [index, role] of text.roles.entries()) {
        const card = openings.nth(index);
        await expect(card.getByRole('definition')).toHaveText([text.fullTime, text.places[index]]);
        await expect(card.getByRole('link', { name: text.apply })).toHaveAttribute(
          'href',
          `mailto:${site.email}?subject=${encodeURIComponent(`${text.subject}${role}`)}`,
        );
      }

      // The hero's button jumps to the openings.
      await main
        .getByRole('link', { name: language === 'en' ? 'See open positions' : 'Ver vacantes' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/careers${LANGUAGE_QUERY[language]}#openings$`));
      await expect(main.getByRole('heading', { level: 2, name: text.openings })).toBeInViewport();

      const apply = main.getByRole('region', {
        name: language === 'en' ? 'How to apply' : 'Cómo postularte',
      });
      await expect(apply.getByRole('link', { name: site.email }).first()).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
    });
  }
});

test.describe('printing', () => {
  for (const path of ['/privacy-policy', '/careers']) {
    test(`${path} prints without the header, footer, skip link and toasts, in the light palette`, async ({
      page,
    }) => {
      await storePreferences(page, { theme: 'dark' });
      await page.goto(path);
      const { header, footer } = shell(page);
      const skipLink = page.getByRole('link', { name: TEXT.en.skipLink });
      const toasts = page.getByRole('region', { name: TEXT.en.toasts });
      const canvas = () =>
        page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

      await expect(header).toBeVisible();
      await expect(footer).toBeVisible();
      await expect(skipLink).toBeVisible();
      await expect(toasts).toBeVisible();
      expect(await canvas()).toBe('rgb(11, 16, 32)');

      // As the browser prints: `beforeprint`, then the page laid out for paper.
      await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
      await page.emulateMedia({ media: 'print' });
      await expect(header).toBeHidden();
      await expect(footer).toBeHidden();
      await expect(skipLink).toBeHidden();
      await expect(toasts).toBeHidden();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await canvas()).toBe('rgb(255, 255, 255)');
      const h1Color = await page
        .getByRole('main')
        .getByRole('heading', { level: 1 })
        .evaluate((element) => getComputedStyle(element).color);
      expect(h1Color).toBe('rgb(15, 23, 42)');

      await page.emulateMedia({ media: 'screen' });
      await expect(header).toBeVisible();
      expect(await canvas()).toBe('rgb(11, 16, 32)');
    });
  }
});

test.describe('accessibility', () => {
  const paths = [...LEGAL_PAGES.map(({ path }) => path), '/careers'];
  for (const path of paths) {
    for (const theme of ['light', 'dark'] as const) {
      for (const language of LANGUAGES) {
        test(`${path} has no axe violations (${theme}, ${language})`, async ({ page }) => {
          await storePreferences(page, { theme, language });
          await page.goto(path);
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
          await expectNoAxeViolations(page);
        });
      }
    }
  }
});

test.describe('on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('links to a section from elsewhere land on it', async ({ page }) => {
    await page.goto('/privacy-policy#your-rights');
    const rights = page.locator('#your-rights').getByRole('heading', { level: 2 });
    await expect(rights).toHaveText('10. Your privacy rights');
    await expect(rights).toBeInViewport();

    await page.goto('/careers#apply');
    await expect(page.getByRole('heading', { level: 2, name: 'How to apply' })).toBeInViewport();
  });

  for (const path of [...LEGAL_PAGES.map(({ path }) => path), '/careers']) {
    test(`${path} fits the screen`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      if (path === '/careers') {
        await expect(main.getByRole('link', { name: TEXT.en.apply })).toHaveCount(3);
        const box = await main.getByRole('link', { name: TEXT.en.apply }).first().boundingBox();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
      } else {
        const toc = main.getByRole('navigation', { name: TEXT.en.toc });
        await expect(toc).toBeVisible();
        await toc.getByRole('link').nth(2).click();
        await expect(page).toHaveURL(/#.+$/);
        const id = new URL(page.url()).hash.slice(1);
        await expect(page.locator(`#${id}`).getByRole('heading', { level: 2 })).toBeInViewport();
      }
    });
  }
});
