import { expect, test } from '@playwright/test';
import { toast } from './support/auth';
import { expectNoAxeViolations } from './support/checks';
import {
  CARDS,
  PAYPAL_NOT_CONFIGURED,
  PAYPAL_READY,
  answerPaypalEndpoints,
  fillCard,
  serveProviderLibraries,
} from './support/payments';
import { hydrated, storePreferences } from './support/shell';

// The server runs with Stripe test keys and PayPal in sandbox mode: the test pages are public.

test('a visitor makes the 1.00 USD test payment by card and reads its reference', async ({
  page,
}) => {
  await serveProviderLibraries(page);
  await answerPaypalEndpoints(page, { statuses: [PAYPAL_NOT_CONFIGURED] });
  const response = await page.goto('/test-payment');
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
  await expect(page.getByText('Amount: $1.00', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Start a test payment' }).click();
  const methods = page.getByRole('tablist', { name: 'Payment method' });
  await expect(methods.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
  await methods.getByRole('tab', { name: 'PayPal' }).click();
  await expect(page.getByText('PayPal is not available right now')).toBeVisible();
  await methods.getByRole('tab', { name: 'Card' }).click();
  await fillCard(page, CARDS.succeeds);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay $1.00' }).click();

  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeFocused();
  await expect(page.getByText('The test payment went through.')).toBeVisible();
  const details = page.getByText('Reference', { exact: true }).locator('xpath=ancestor::dl');
  await expect(details).toContainText(/ReferenceTB-[A-Z0-9]{9}/);
  await expect(details).toContainText('Paid forTest payment');
  await expect(page).toHaveURL('/test-payment');
  await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await page.screenshot({ path: '../test-results/test-payment-success-en.png', fullPage: true });
});

test('the PayPal test page warns about real payments and says plainly that PayPal cannot be used (es)', async ({
  page,
}) => {
  await serveProviderLibraries(page);
  await answerPaypalEndpoints(page, { statuses: [PAYPAL_NOT_CONFIGURED] });
  await storePreferences(page, { language: 'es', theme: 'dark' });
  await page.goto('/test-paypal');
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pago de prueba con PayPal' }),
  ).toBeVisible();
  await expect(page.getByRole('note')).toContainText('PayPal funciona en modo sandbox');
  await expect(page.getByText('PayPal no está disponible en este momento')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Diagnóstico de PayPal' })).toHaveAttribute(
    'href',
    '/paypal-test',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '../test-results/test-paypal-es-dark.png', fullPage: true });
});

test('the PayPal diagnostics page shows the status and opens a test order for approval (es)', async ({
  page,
}) => {
  await answerPaypalEndpoints(page, {
    statuses: [PAYPAL_READY],
    createOrder: () => ({ status: 200, json: { id: '5O190127TN364715T' } }),
  });
  // PayPal's approval page, which the test cannot reach.
  await page
    .context()
    .route('https://www.sandbox.paypal.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>PayPal</title>' }),
    );
  await storePreferences(page, { language: 'es' });
  await page.goto('/paypal-test');
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Diagnóstico de PayPal' }),
  ).toBeVisible();
  const status = page.getByText('Inicializado', { exact: true }).locator('xpath=ancestor::dl');
  await expect(status).toContainText('InicializadoSí');
  await expect(status).toContainText('EntornoSandbox');
  await expect(status).toContainText('Endpoint de la APIhttps://api-m.sandbox.paypal.com');
  await expect(status).toContainText('Client ID configuradoSí');
  await expect(toast(page)).toContainText('PayPal está configurado correctamente');
  await expectNoAxeViolations(page);

  const [approval] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Crear una orden de prueba de 1,00 USD' }).click(),
  ]);
  await expect(approval).toHaveURL(
    'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T',
  );
  await expect(toast(page)).toContainText('Orden creada');
  await expect(toast(page)).toContainText('5O190127TN364715T');
  await expect(
    page.getByRole('link', { name: /Abrir la página de aprobación de la orden 5O190127TN364715T/ }),
  ).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Ir al pago de prueba con PayPal' })).toHaveAttribute(
    'href',
    '/test-paypal',
  );
  await page.screenshot({ path: '../test-results/paypal-diagnostics-es.png', fullPage: true });
});
