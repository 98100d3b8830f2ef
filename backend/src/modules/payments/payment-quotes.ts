import type { EntityManager } from '@mikro-orm/postgresql';
import { asDecimal, computeInvoiceTotals, hundredths } from '@terrabridge/rules/money';

import { LocalizedException } from '../../platform/i18n/localized.exception';
import type { User } from '../auth/entities/user.entity';
import { Invoice, PAYABLE_INVOICE_STATUSES } from '../billing/entities/invoice.entity';
import { invoiceDisplayNumber } from '../billing/invoice-number';
import { completedPayments, paidCents } from '../billing/invoice-payments';
import { ServiceType } from '../content/entities/service-type.entity';

/** Tax on a service bought at checkout, percent (spec §9). */
export const SERVICE_TAX_RATE = 8;

/** The 1.00 USD of a test payment. */
export const TEST_PAYMENT_CENTS = 100;

/** What a payment is for and what it costs, computed from the database only. */
export type Quote =
  | { purpose: 'test'; amountCents: number; description: string }
  | {
      purpose: 'invoices';
      amountCents: number;
      description: string;
      invoices: Array<{ id: number; number: string; balanceCents: number }>;
    }
  | {
      purpose: 'order';
      amountCents: number;
      description: string;
      service: ServiceType;
      subtotalCents: number;
      taxCents: number;
    };

/** The dollars the browser showed, checked to the cent against what the server computed. */
function checkShownAmount(shown: number | undefined, amountCents: number): void {
  if (shown !== undefined && Number(hundredths(shown)) !== amountCents)
    throw new LocalizedException(409, 'payments.amount.mismatch', {
      expected: asDecimal(amountCents),
    });
}

/**
 * The sum of the open balances of the client's own payable invoices. Another client's invoice is
 * a 404, one that cannot be paid now (paid, void, a draft) a 409 naming it.
 */
export async function quoteInvoices(
  em: EntityManager,
  user: User,
  invoiceIds: readonly number[],
  shown: number | undefined,
): Promise<Quote> {
  const invoices = await em.find(
    Invoice,
    { id: { $in: [...invoiceIds] }, user },
    { orderBy: { dueDate: 'asc', id: 'asc' } },
  );
  if (invoices.length !== new Set(invoiceIds).size)
    throw new LocalizedException(404, 'invoices.notFound');
  for (const invoice of invoices)
    if (!PAYABLE_INVOICE_STATUSES.includes(invoice.status))
      throw new LocalizedException(409, 'payments.invoices.notPayable', {
        number: invoice.status === 'draft' ? `#${invoice.id}` : invoiceDisplayNumber(invoice),
        status: invoice.status,
      });
  const payments = await completedPayments(
    em,
    invoices.map((invoice) => invoice.id),
  );
  const lines = invoices.map((invoice) => ({
    id: invoice.id,
    number: invoiceDisplayNumber(invoice),
    balanceCents: invoice.totalCents - paidCents(payments.get(invoice.id)!),
  }));
  const amountCents = lines.reduce((sum, line) => sum + line.balanceCents, 0);
  checkShownAmount(shown, amountCents);
  return {
    purpose: 'invoices',
    amountCents,
    invoices: lines,
    description: `TerraBridge Digital ${lines.map((line) => line.number).join(', ')}`,
  };
}

/** A service at its price plus 8% tax, rounded half up to the cent. */
export async function quoteService(
  em: EntityManager,
  serviceId: number,
  shown: number | undefined,
): Promise<Quote> {
  const service = await em.findOne(ServiceType, serviceId);
  if (!service) throw new LocalizedException(404, 'services.notFound');
  const totals = computeInvoiceTotals(
    [{ description: service.name, quantity: 1, unitPriceCents: service.priceCents }],
    SERVICE_TAX_RATE,
    0,
  );
  checkShownAmount(shown, totals.totalCents);
  return {
    purpose: 'order',
    amountCents: totals.totalCents,
    description: `TerraBridge Digital: ${service.name}`,
    service,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
  };
}

export function quoteTest(): Quote {
  return {
    purpose: 'test',
    amountCents: TEST_PAYMENT_CENTS,
    description: 'TerraBridge Digital test payment',
  };
}
