import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Page, expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { baseUrl, DEMO, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import { hydrated, storePreferences } from './support/shell';

const TEXT = {
  en: {
    region: 'Webhooks',
    url: 'URL',
    add: 'Add endpoint',
    urlRequired: 'Enter the URL',
    secret: 'Signing secret',
    done: 'Done',
    deliveries: 'Deliveries',
    delivered: 'Delivered',
    again: /^Send again: contact\.created of /,
    queued: 'Queued to be sent again.',
    disable: 'Disable',
    disabled: 'Disabled',
    remove: 'Delete',
    confirm: 'Delete this endpoint?',
    empty: 'No endpoints yet.',
  },
  es: {
    region: 'Webhooks',
    url: 'URL',
    add: 'Agregar endpoint',
    urlRequired: 'Escribe la URL',
    secret: 'Secreto de firma',
    done: 'Listo',
    deliveries: 'Envíos',
    delivered: 'Entregado',
    again: /^Enviar de nuevo: contact\.created de /,
    queued: 'En cola para enviarse de nuevo.',
    disable: 'Desactivar',
    disabled: 'Desactivado',
    remove: 'Eliminar',
    confirm: '¿Eliminar este endpoint?',
    empty: 'Todavía no hay endpoints.',
  },
} as const;

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** A receiver on this machine that records what it is sent and answers 204. */
async function receiver() {
  const received: { headers: Record<string, string>; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, close: () => server.close() };
}

// One after the other: each walk lists every endpoint, so one would see the other's card change
// under it.
test.describe.configure({ mode: 'default' });

// Each language in one theme, both on a 390 px phone: together light and dark, English and Spanish.
for (const [language, theme] of [
  ['en', 'dark'],
  ['es', 'light'],
] as const) {
  const text = TEXT[language];

  test(`an admin adds a webhook endpoint, sees a signed delivery, sends it again and deletes it (${language}, ${theme}, 390 px)`, async ({
    page,
  }) => {
    test.slow();
    const hooks = await receiver();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.admin);
    await storePreferences(page, { language, theme });
    await page.goto('/admin?section=webhooks');
    await hydrated(page);
    const section = page.getByRole('region', { name: text.region });

    await section.getByRole('button', { name: text.add }).click();
    await expect(section.getByText(text.urlRequired)).toBeVisible();
    await section.getByRole('textbox', { name: text.url }).fill(hooks.url);
    await section.getByRole('checkbox', { name: 'contact.created' }).check();
    await section.getByRole('button', { name: text.add }).click();
    const dialog = page.getByRole('dialog', { name: text.secret });
    const secret = (await dialog.getByTestId('webhook-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expectNoAxeViolations(page);
    await fitsThePhone(page);
    await dialog.getByRole('button', { name: text.done }).click();

    // An event: a visitor's contact message.
    const contact = await page.request.post('/api/contact', {
      data: { name: 'Ana', email: 'ana@example.com', message: 'Hola' },
      headers: { Origin: baseUrl() },
    });
    expect(contact.status()).toBe(201);
    await expect.poll(() => hooks.received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [hit] = hooks.received;
    expect(new Webhook(secret).verify(hit.body, hit.headers)).toMatchObject({
      type: 'contact.created',
    });

    const row = section.getByRole('listitem').filter({ hasText: hooks.url });
    await row.getByRole('button', { name: text.deliveries }).click();
    await expect(row.getByRole('table').getByText(text.delivered).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(row.getByRole('table').getByText('204').first()).toBeVisible();
    await row.getByRole('table').getByRole('button', { name: text.again }).first().click();
    await expect(row.getByText(text.queued)).toBeVisible();
    // Sent again with the webhook-id it had (other tests' contact messages may arrive too).
    const sentTwice = () => {
      const ids = hooks.received.map((request) => request.headers['webhook-id']);
      return ids.some((id, index) => ids.indexOf(id) !== index);
    };
    await expect.poll(sentTwice, { timeout: 15_000 }).toBe(true);
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: text.disable }).click();
    await expect(row.getByText(text.disabled, { exact: true })).toBeVisible();
    await row.getByRole('button', { name: text.remove }).click();
    await page
      .getByRole('dialog', { name: text.confirm })
      .getByRole('button', { name: text.remove })
      .click();
    await expect(section.getByRole('listitem').filter({ hasText: hooks.url })).toHaveCount(0);
    hooks.close();
  });
}
