import { displayName } from '../auth/team-addresses';
import type { PaymentRecord } from '../payments/entities/payment-record.entity';
import type {
  AdminInvoiceDetailDto,
  AdminInvoiceDto,
  InvoiceDto,
  InvoicePaymentDto,
} from './dto/invoice.dto';
import type { InvoiceEvent } from './entities/invoice-event.entity';
import type { Invoice } from './entities/invoice.entity';
import { invoiceDisplayNumber } from './invoice-number';
import { paidCents, paymentDay } from './invoice-payments';

const paymentView = (payment: PaymentRecord): InvoicePaymentDto => ({
  id: payment.id,
  amountCents: payment.amountCents,
  method: payment.paymentMethod,
  paidAt: payment.paymentDate,
  paidOn: paymentDay(payment),
  reference: payment.reference ?? payment.payment?.reference ?? null,
  payerReference: payment.payerReference ?? null,
});

/** An invoice (its project loaded) with its completed payments, as its client sees it. */
export function invoiceView(invoice: Invoice, payments: readonly PaymentRecord[]): InvoiceDto {
  const paid = paidCents(payments);
  return {
    id: invoice.id,
    number: invoice.status === 'draft' ? null : invoiceDisplayNumber(invoice),
    status: invoice.status,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    description: invoice.description ?? null,
    project: invoice.project
      ? {
          id: invoice.project.id,
          title: invoice.project.title,
          titleEs: invoice.project.titleEs ?? null,
        }
      : null,
    items: invoice.items,
    subtotalCents: invoice.amountCents,
    discountCents: invoice.discountCents,
    taxRate: Number(invoice.taxRate),
    taxCents: invoice.taxCents,
    totalCents: invoice.totalCents,
    paidCents: paid,
    balanceCents: invoice.status === 'void' ? 0 : Math.max(0, invoice.totalCents - paid),
    payments: payments.map(paymentView),
    pdfUrl: `/api/invoices/${invoice.id}/pdf`,
  };
}

/** The same with its client (loaded) and the admin's fields. */
export function adminInvoiceView(
  invoice: Invoice,
  payments: readonly PaymentRecord[],
): AdminInvoiceDto {
  const client = invoice.user;
  return {
    ...invoiceView(invoice, payments),
    client: {
      id: client.id,
      name: displayName(client),
      email: client.email,
      language: client.language,
    },
    billTo: invoice.billTo ?? null,
    notes: invoice.notes ?? null,
    issuedAt: invoice.issuedAt ?? null,
    createdAt: invoice.createdAt,
  };
}

export function adminInvoiceDetailView(
  invoice: Invoice,
  payments: readonly PaymentRecord[],
  events: readonly InvoiceEvent[],
): AdminInvoiceDetailDto {
  return {
    ...adminInvoiceView(invoice, payments),
    events: events.map((event) => ({
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus,
      reason: event.reason,
      actor: event.actor?.username ?? null,
      detail: event.detail ?? null,
      at: event.createdAt,
    })),
  };
}
