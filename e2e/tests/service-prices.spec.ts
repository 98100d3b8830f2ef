import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/checks';
import { hydrated, storePreferences } from './support/shell';

/**
 * "Starting at" only where a price can vary: the demo catalogue sells its monthly packages
 * (social media, accounting) at a fixed price, shown alone; the projects start at their price.
 */
const TEXT = {
  en: {
    startingAt: 'Starting at',
    fixed: { 'Social Media Marketing': '$900', 'Accounting & Bookkeeping': '$600' },
    varies: 'Web Design & Development',
    getStarted: /^Get started with /,
  },
  es: {
    startingAt: 'Desde',
    fixed: {
      'Marketing en Redes Sociales': 'US$\u00a0900',
      'Contabilidad y Teneduría de Libros': 'US$\u00a0600',
    },
    varies: 'Diseño y Desarrollo Web',
    getStarted: /^Comenzar con /,
  },
} as const;

/** The price line of a service's card, as read. */
async function priceLine(page: Page, service: string): Promise<string> {
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: service, exact: true }),
  });
  const text = await card
    .locator('p')
    .filter({ hasText: /\d/ })
    .filter({ hasNot: page.locator('ul') })
    .last()
    .innerText();
  return text.replace(/\s+/g, ' ').trim();
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`only a price that can vary says "${text.startingAt}" (${language})`, async ({ page }) => {
    await storePreferences(page, { language });
    await page.goto('/services');
    await hydrated(page);
    for (const [service, price] of Object.entries(text.fixed)) {
      expect(await priceLine(page, service)).toBe(price.replace(/\u00a0/g, ' '));
    }
    expect(await priceLine(page, text.varies)).toMatch(new RegExp(`^${text.startingAt} `));
    // Every other service starts at its price.
    const services = (await (await page.request.get('/api/services')).json()) as unknown[];
    expect(services.length).toBeGreaterThan(2);
    const startingAt = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: text.getStarted }) })
      .locator('p')
      .filter({ hasText: new RegExp(`^${text.startingAt} `) });
    await expect(startingAt).toHaveCount(services.length - 2);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`the services' prices have no axe violations, 390 px too (${theme})`, async ({ page }) => {
    await storePreferences(page, { theme, language: 'es' });
    await page.goto('/services');
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });
}
