import type { Invoice } from '../../billing/billing-api';
import type { PaymentsConfig, Service } from '../payments-api';

let keys = 0;

/**
 * The payments configuration with test keys. Each call has its own publishable key: Stripe.js is
 * loaded once per key, so a test never gets the Stripe of the test before it.
 */
export function paymentsConfig(
  overrides: {
    card?: Partial<PaymentsConfig['card']>;
    wallet?: Partial<PaymentsConfig['wallet']>;
  } = {},
): PaymentsConfig {
  keys += 1;
  return {
    card: {
      available: true,
      publishableKey: `pk_test_unit${keys}`,
      testMode: true,
      ...overrides.card,
    },
    wallet: { available: false, clientId: null, environment: 'sandbox', ...overrides.wallet },
    serviceTaxRate: 8,
  };
}

export const WEB_DESIGN: Service = {
  id: 1,
  slug: 'web-design',
  name: 'Web Design & Development',
  nameEs: 'Diseño y Desarrollo Web',
  description: 'Fast, accessible websites that turn visitors into customers.',
  descriptionEs: 'Sitios web rápidos y accesibles que convierten visitas en clientes.',
  price: 2500,
  priceCents: 250000,
  fixedPrice: false,
  features: [],
  featuresEs: [],
  icon: 'laptop-code',
  sortOrder: 1,
};

/** An open invoice of the client, as /api/invoices?view=open lists it. */
export function openInvoice(id: number, balanceCents: number): Invoice {
  return {
    id,
    number: `INV-${String(id).padStart(4, '0')}`,
    status: 'pending',
    issueDate: '2026-05-01',
    dueDate: '2026-06-01',
    description: null,
    project: null,
    items: [],
    subtotalCents: balanceCents,
    discountCents: 0,
    taxRate: 0,
    taxCents: 0,
    totalCents: balanceCents,
    paidCents: 0,
    balanceCents,
    payments: [],
    pdfUrl: `/api/invoices/${id}/pdf`,
  };
}

/** A stand-in for Stripe.js: the Payment Element reports ready, confirming answers `confirm`. */
export function fakeStripe(confirm: () => Promise<unknown>) {
  const handlers = new Map<string, () => void>();
  interface FakeElement {
    on: jest.Mock<FakeElement, [string, () => void]>;
    mount: jest.Mock;
    destroy: jest.Mock;
  }
  const element: FakeElement = {
    on: jest.fn((event: string, handler: () => void) => {
      handlers.set(event, handler);
      if (event === 'ready') setTimeout(handler, 0);
      return element;
    }),
    mount: jest.fn(),
    destroy: jest.fn(),
  };
  const elements = { create: jest.fn(() => element), update: jest.fn() };
  return {
    elements: jest.fn(() => elements),
    confirmPayment: jest.fn(confirm),
    element,
    elementsGroup: elements,
    /** Fires an event of the Payment Element ('loaderror'). */
    emit: (event: string) => handlers.get(event)?.(),
  };
}
