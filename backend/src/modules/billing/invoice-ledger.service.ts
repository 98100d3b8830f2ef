import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import type { TypedQueue } from '../../platform/queue/typed-queue';
import { withTimeout } from '../../platform/async/with-timeout';
import type { User } from '../auth/entities/user.entity';
import type { PaymentRecord } from '../payments/entities/payment-record.entity';
import { dateIn, latestDateAnywhere } from './billing-calendar';
import { InvoiceEvent, type InvoiceEventReason } from './entities/invoice-event.entity';
import { InvoiceNotice } from './entities/invoice-notice.entity';
import { Invoice, type InvoiceStatus } from './entities/invoice.entity';
import { receiptKey } from './invoice-mails';
import { formatInvoiceNumber } from './invoice-number';
import { completedPayments, paidCents } from './invoice-payments';
import { assertTransition, statusForBalance } from './invoice-status';
import { JobIds } from '../../platform/queue/job-ids';
import { WebhookDeliveries } from '../webhooks/webhook-deliveries.service';
import type { WebhookEvent } from '../webhooks/webhook-events';

/** How long a change waits for the `pdfs` queue to take its render job (the sweeper retries). */
const ENQUEUE_TIMEOUT_MS = 1_000;

interface Change {
  reason: InvoiceEventReason;
  actor?: User | null;
  detail?: Record<string, unknown> | null;
}

/**
 * The one place an invoice changes state. Each change is checked against the transitions of
 * invoice-status.ts, recorded as an InvoiceEvent with who and when, and bumps the invoice's
 * revision so its PDF is rendered again. Callers run these inside their transaction, holding the
 * invoice row (`lock`), and call `afterCommit` once it has committed.
 */
@Injectable()
export class InvoiceLedger {
  private readonly logger = new Logger(InvoiceLedger.name);

  /** Webhook events of each changed invoice, sent by `afterCommit` once the change is saved. */
  private readonly pendingEvents = new WeakMap<Invoice, InvoiceWebhook[]>();

  constructor(
    @InjectQueue('pdfs') private readonly pdfs: TypedQueue<'pdfs'>,
    private readonly jobIds: JobIds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly webhooks: WebhookDeliveries,
  ) {}

  /** Today in the billing time zone: the calendar due dates are read in. */
  today(): string {
    return dateIn(this.config.billing.timeZone);
  }

  /**
   * The day money received outside the providers was received: the one written (never after
   * today anywhere, since whoever records it may be a day ahead of the billing time zone), or
   * today.
   */
  receivedOn(written: string | null | undefined): string {
    const day = written ?? this.today();
    if (day > latestDateAnywhere())
      throw new LocalizedException(400, 'invoices.payment.date.future');
    return day;
  }

  /** The invoice, its row locked until the transaction ends; 404 when there is none. */
  async lock(em: EntityManager, id: number): Promise<Invoice> {
    const invoice = await em.findOne(Invoice, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!invoice) throw new LocalizedException(404, 'invoices.notFound');
    return invoice;
  }

  /** Records the creation of an invoice (flushed with it). */
  created(em: EntityManager, invoice: Invoice, actor: User | null): void {
    em.create(InvoiceEvent, {
      invoice,
      fromStatus: null,
      toStatus: invoice.status,
      reason: 'created',
      actor,
    });
  }

  /** Moves the invoice to `to`, or refuses with a 409 when that change is not allowed. */
  transition(em: EntityManager, invoice: Invoice, to: InvoiceStatus, change: Change): void {
    assertTransition(invoice.status, to);
    this.record(em, invoice, to, change);
  }

  /**
   * Issues a draft: it takes the next number (see InvoiceNumberCounter), becomes pending (or
   * overdue at once when its due date has passed) and owes its client the invoice mail.
   */
  async issue(em: EntityManager, invoice: Invoice, actor: User | null): Promise<void> {
    assertTransition(invoice.status, 'pending');
    const [{ last_number: next }] = await em.execute<{ last_number: number }[]>(
      'update "invoice_number_counter" set "last_number" = "last_number" + 1 where "id" = 1 returning "last_number"',
    );
    invoice.number = formatInvoiceNumber(next);
    invoice.issuedAt = new Date();
    this.record(em, invoice, 'pending', { reason: 'issued', actor });
    if (statusForBalance(invoice, 0, this.today()) === 'overdue')
      this.record(em, invoice, 'overdue', { reason: 'overdue' });
    this.owe(em, invoice, 'issued');
  }

  /**
   * Brings an issued invoice's state in line with its completed payments (after a payment or a
   * refund): paid, partial, overdue or pending. The payment is recorded as an event even when the
   * state stays (a second partial payment), so the history shows every one.
   */
  async settle(em: EntityManager, invoice: Invoice, change: Change): Promise<void> {
    const payments = (await completedPayments(em, [invoice.id])).get(invoice.id)!;
    const to = statusForBalance(invoice, paidCents(payments), this.today());
    if (to !== invoice.status) assertTransition(invoice.status, to);
    this.record(em, invoice, to, change);
  }

  /**
   * A completed payment (flushed) of this invoice: its state follows the balance, the settling
   * method and date are kept on it, and the client is owed a receipt. Provider payments and
   * manual ones both arrive here.
   */
  async paymentReceived(
    em: EntityManager,
    invoice: Invoice,
    payment: PaymentRecord,
    actor: User | null,
  ): Promise<void> {
    await this.settle(em, invoice, {
      reason: 'payment',
      actor,
      detail: {
        paymentId: payment.id,
        amountCents: payment.amountCents,
        method: payment.paymentMethod,
      },
    });
    invoice.paymentMethod = payment.paymentMethod;
    if (invoice.status === 'paid') invoice.paymentDate = payment.paymentDate;
    this.owe(em, invoice, receiptKey(payment.id));
  }

  /** The invoice owes its client the mail `key`, sent once its PDF is current. */
  owe(em: EntityManager, invoice: Invoice, key: string): void {
    em.create(InvoiceNotice, { invoice, key });
  }

  /** Queues the render of the invoices' current PDFs (which then sends the mails they owe). */
  async afterCommit(invoices: readonly Invoice[]): Promise<void> {
    for (const invoice of invoices) await this.requestPdf(invoice.id, `r${invoice.revision}`);
    for (const invoice of invoices) {
      const events = this.pendingEvents.get(invoice) ?? [];
      this.pendingEvents.delete(invoice);
      for (const event of events)
        await this.webhooks.emit(event.type, { ...event.detail, invoice: invoiceSummary(invoice) });
    }
  }

  /**
   * Asks for an invoice's current PDF and the mails it owes. `occasion` names why (a revision, a
   * reminder, a sweep): asking twice for the same occasion queues one job.
   */
  async requestPdf(invoiceId: number, occasion: string): Promise<void> {
    try {
      await withTimeout(
        this.jobIds.of(`invoice-${invoiceId}-${occasion.replace(/[^\w-]/g, '_')}`).then((jobId) =>
          // BullMQ job ids may not hold ':'.
          this.pdfs.add('invoice.render', { invoiceId }, { jobId }),
        ),
        ENQUEUE_TIMEOUT_MS,
      );
    } catch (error) {
      // The change is saved; the invoice sweeper asks again for PDFs that fell behind.
      this.logger.warn(`PDF of invoice #${invoiceId} not queued now: ${String(error)}`);
    }
  }

  private record(em: EntityManager, invoice: Invoice, to: InvoiceStatus, change: Change): void {
    em.create(InvoiceEvent, {
      invoice,
      fromStatus: invoice.status,
      toStatus: to,
      reason: change.reason,
      actor: change.actor ?? null,
      detail: change.detail ?? null,
    });
    const events = webhookEventsOf(invoice.status, to, change);
    if (events.length > 0)
      this.pendingEvents.set(invoice, [...(this.pendingEvents.get(invoice) ?? []), ...events]);
    invoice.status = to;
    invoice.revision++;
  }
}

interface InvoiceWebhook {
  type: WebhookEvent;
  detail: Record<string, unknown>;
}

/** What integrations are told of a change of an invoice (see docs/api.md#webhooks). */
export function webhookEventsOf(
  from: InvoiceStatus,
  to: InvoiceStatus,
  change: Pick<Change, 'reason' | 'detail'>,
): InvoiceWebhook[] {
  const events: InvoiceWebhook[] = [];
  const detail = change.detail ?? {};
  if (change.reason === 'issued') events.push({ type: 'invoice.issued', detail: {} });
  if (change.reason === 'payment')
    events.push({ type: 'payment.succeeded', detail: { payment: detail } });
  if (change.reason === 'refund')
    events.push({ type: 'payment.refunded', detail: { payment: detail } });
  if (to === 'overdue' && from !== 'overdue') events.push({ type: 'invoice.overdue', detail: {} });
  if (to === 'paid' && from !== 'paid') events.push({ type: 'invoice.paid', detail: {} });
  return events;
}

/** The invoice as webhooks carry it. */
function invoiceSummary(invoice: Invoice): Record<string, unknown> {
  return {
    id: invoice.id,
    number: invoice.number ?? null,
    status: invoice.status,
    clientId: invoice.user.id,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    totalCents: invoice.totalCents,
  };
}
