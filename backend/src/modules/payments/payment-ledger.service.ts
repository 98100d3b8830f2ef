import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { withTimeout } from '../../platform/async/with-timeout';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { MailOutbox } from '../../platform/mail/mail-outbox.entity';
import { MailService } from '../../platform/mail/mail.service';
import type { TypedQueue } from '../../platform/queue/typed-queue';
import { User } from '../auth/entities/user.entity';
import { addressOf } from '../auth/team-addresses';
import { Invoice } from '../billing/entities/invoice.entity';
import { OrderItem } from '../billing/entities/order-item.entity';
import { Order } from '../billing/entities/order.entity';
import { InvoiceLedger } from '../billing/invoice-ledger.service';
import { completedPayments, paidCents } from '../billing/invoice-payments';
import { PaymentEvent } from './entities/payment-event.entity';
import { PaymentRecord } from './entities/payment-record.entity';
import { Payment } from './entities/payment.entity';
import { orderReceiptMail } from './order-receipt-mail';
import type { ProviderFact, ProviderName, VerifiedEvent } from './providers/payment-provider';
import { JobIds } from '../../platform/queue/job-ids';

export type FactOutcome = 'applied' | 'ignored';

/** A fact that cannot be applied, for good (not retried): the event is kept `failed`. */
export class UnappliableFactError extends Error {
  override readonly name = 'UnrecoverableError';
}

/**
 * The one way money changes: provider events are stored once (provider + event id) and applied
 * in a transaction that holds the payment's row, so a replay, a duplicate, an out-of-order event
 * or the browser's capture racing the webhook all have one effect. A succeeded charge becomes
 * payment records (one per invoice, up to its balance) and moves the invoices through
 * InvoiceLedger (partial or paid, with a receipt), or completes its order.
 */
@Injectable()
export class PaymentLedger {
  private readonly logger = new Logger(PaymentLedger.name);

  constructor(
    private readonly em: EntityManager,
    private readonly invoices: InvoiceLedger,
    private readonly mail: MailService,
    @InjectQueue('payments') private readonly queue: TypedQueue<'payments'>,
    private readonly jobIds: JobIds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores a verified event unless it is stored already, and queues its application. Returns the
   * stored row's id, or null for an event seen before (answered 200 all the same).
   */
  async receive(provider: ProviderName, event: VerifiedEvent): Promise<number | null> {
    const rows = await this.em.fork().execute<{ id: number }[]>(
      `insert into "payment_events" ("provider", "event_id", "type", "payload", "fact")
       values (?, ?, ?, ?, ?) on conflict ("provider", "event_id") do nothing returning "id"`,
      [
        provider,
        event.eventId,
        event.type,
        JSON.stringify(event.payload),
        event.fact ? JSON.stringify(event.fact) : null,
      ],
    );
    if (rows.length === 0) return null;
    await this.enqueue(rows[0].id);
    return rows[0].id;
  }

  /** Queues an event's application; the sweeper queues it again should this not reach Redis. */
  async enqueue(eventId: number, round?: string): Promise<void> {
    try {
      await withTimeout(
        this.jobIds
          .of(`event-${eventId}${round ? `-${round}` : ''}`)
          .then((jobId) => this.queue.add('event.apply', { eventId }, { jobId })),
        1_000,
      );
    } catch (error) {
      this.logger.warn(`payment event #${eventId} stored, not queued now: ${String(error)}`);
    }
  }

  /** The `event.apply` job: the event's fact and its `applied` mark, in one transaction. */
  async applyEvent(eventId: number): Promise<FactOutcome | 'done'> {
    const changed: Invoice[] = [];
    const mails: MailOutbox[] = [];
    const outcome = await this.em.fork().transactional(async (em) => {
      const event = await em.findOne(PaymentEvent, eventId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      if (!event || event.state === 'applied' || event.state === 'ignored') return 'done';
      event.attempts++;
      const applied = event.fact
        ? await this.apply(em, event.provider, event.fact, changed, mails)
        : 'ignored';
      event.state = applied;
      event.appliedAt = new Date();
      event.lastError = null;
      return applied;
    });
    await this.afterCommit(changed, mails);
    return outcome;
  }

  /** Applies a fact the provider answered us directly (a capture, a status check) on its own. */
  async applyNow(provider: ProviderName, fact: ProviderFact): Promise<FactOutcome> {
    const changed: Invoice[] = [];
    const mails: MailOutbox[] = [];
    const outcome = await this.em
      .fork()
      .transactional((em) => this.apply(em, provider, fact, changed, mails));
    await this.afterCommit(changed, mails);
    return outcome;
  }

  /** Work that waits for the commit: the invoices' PDFs and mails, and the receipts staged. */
  private async afterCommit(changed: Invoice[], mails: MailOutbox[]): Promise<void> {
    await this.invoices.afterCommit(changed);
    await this.mail.dispatch(mails);
  }

  /** Marks an event that could not be applied, after its last try, for admins to see. */
  async failEvent(eventId: number, reason: string): Promise<void> {
    await this.em
      .fork()
      .nativeUpdate(
        PaymentEvent,
        { id: eventId, state: { $in: ['received', 'failed'] } },
        { state: 'failed', lastError: reason.slice(0, 2000) },
      );
  }

  /**
   * Applies what a provider says about one of our charges, inside `em`'s transaction. The
   * payment's row is locked first, so two applications of the same fact queue, and the second
   * finds it done. Invoices it changed are added to `changed`, for `afterCommit`.
   */
  async apply(
    em: EntityManager,
    provider: ProviderName,
    fact: ProviderFact,
    changed: Invoice[],
    mails: MailOutbox[] = [],
  ): Promise<FactOutcome> {
    // A fact about no object in particular must not find a payment that has no provider id yet.
    if (typeof fact.providerId !== 'string' || fact.providerId === '')
      throw new UnappliableFactError(`a ${fact.kind} fact from ${provider} names no object`);
    const found = await em.findOne(
      Payment,
      { provider, providerId: fact.providerId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const payment =
      found ??
      (fact.kind === 'succeeded' && fact.reference
        ? await em.findOne(
            Payment,
            { provider, reference: fact.reference },
            { lockMode: LockMode.PESSIMISTIC_WRITE },
          )
        : null);
    // Not a charge of ours (another integration on the same account): nothing to do.
    if (!payment) return 'ignored';
    switch (fact.kind) {
      case 'succeeded':
        return this.succeeded(em, payment, fact, changed, mails);
      case 'failed':
        if (payment.state !== 'creating' && payment.state !== 'processing') return 'ignored';
        payment.state = 'failed';
        payment.failureMessage = fact.message;
        return 'applied';
      case 'refunded':
        return this.refunded(em, payment, fact.refundedCents, changed);
    }
  }

  private async succeeded(
    em: EntityManager,
    payment: Payment,
    fact: Extract<ProviderFact, { kind: 'succeeded' }>,
    changed: Invoice[],
    mails: MailOutbox[],
  ): Promise<FactOutcome> {
    if (payment.state === 'succeeded' || payment.state === 'refunded') return 'ignored';
    if (fact.amountCents !== payment.amountCents || fact.currency.toLowerCase() !== 'usd')
      throw new UnappliableFactError(
        `payment ${payment.reference}: the provider reports ${fact.amountCents} ${fact.currency}, we asked for ${payment.amountCents} usd`,
      );
    payment.state = 'succeeded';
    payment.providerId ??= fact.providerId;
    payment.transactionId = fact.transactionId;
    payment.failureMessage = null;
    if (payment.purpose === 'invoices') await this.payInvoices(em, payment, changed);
    else if (payment.purpose === 'order') await this.completeOrder(em, payment, mails);
    return 'applied';
  }

  /**
   * The charge spread over its invoices, due soonest first, each up to its balance now (an admin
   * may have recorded a transfer meanwhile); anything left over is kept as a record of its own.
   */
  private async payInvoices(
    em: EntityManager,
    payment: Payment,
    changed: Invoice[],
  ): Promise<void> {
    let left = payment.amountCents;
    let first = true;
    for (const { id } of payment.invoices) {
      const invoice = await em.findOne(Invoice, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!invoice || left === 0) continue;
      const balance = invoice.totalCents - paidCents((await completedPayments(em, [id])).get(id)!);
      const amount = Math.min(balance, left);
      if (amount <= 0 || !['pending', 'partial', 'overdue'].includes(invoice.status)) continue;
      left -= amount;
      const record = this.record(em, payment, amount, { invoice, first });
      first = false;
      await em.flush();
      await this.invoices.paymentReceived(em, invoice, record, null);
      changed.push(invoice);
    }
    if (left > 0) {
      this.logger.warn(
        `payment ${payment.reference}: ${left} cents over the balances, kept unallocated`,
      );
      this.record(em, payment, left, { first, unallocated: true });
    }
    await em.flush();
  }

  private async completeOrder(
    em: EntityManager,
    payment: Payment,
    mails: MailOutbox[],
  ): Promise<void> {
    const order = await em.findOneOrFail(Order, payment.order!.id, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    order.status = 'completed';
    order.paymentMethod = payment.provider;
    if (payment.provider === 'stripe') order.stripePaymentId = payment.providerId;
    else order.paypalOrderId = payment.providerId;
    this.record(em, payment, payment.amountCents, { order, first: true });
    const buyer = await em.findOneOrFail(User, order.user.id);
    const items = await em.find(OrderItem, { order }, { populate: ['service'] });
    mails.push(
      this.mail.stage(
        em,
        orderReceiptMail(
          order,
          items,
          payment,
          addressOf(buyer),
          `${this.config.http.publicUrl}/dashboard`,
        ),
      ),
    );
    await em.flush();
  }

  private record(
    em: EntityManager,
    payment: Payment,
    amountCents: number,
    to: { invoice?: Invoice; order?: Order; first: boolean; unallocated?: boolean },
  ): PaymentRecord {
    return em.create(PaymentRecord, {
      invoice: to.invoice ?? null,
      order: to.order ?? null,
      user: payment.user!,
      payment,
      amountCents,
      paymentMethod: payment.provider,
      status: 'completed',
      // The charge's reference and id go on its first record; the rest point at the charge.
      reference: to.first ? payment.reference : null,
      transactionId: to.first ? payment.transactionId : null,
      metadata: to.unallocated ? { unallocated: true } : null,
    });
  }

  /**
   * A refund of `refundedCents` in all (the provider reports the running total): the records of
   * the charge are marked refunded from the last one back, one split when the refund ends inside
   * it, and their invoices settle again (pending, partial or overdue).
   */
  private async refunded(
    em: EntityManager,
    payment: Payment,
    refundedCents: number,
    changed: Invoice[],
  ): Promise<FactOutcome> {
    if (
      refundedCents <= payment.refundedCents ||
      (payment.state !== 'succeeded' && payment.state !== 'refunded')
    )
      return 'ignored';
    let toRefund = refundedCents - payment.refundedCents;
    payment.refundedCents = refundedCents;
    if (refundedCents >= payment.amountCents) payment.state = 'refunded';
    const records = await em.find(
      PaymentRecord,
      { payment, status: 'completed' },
      { orderBy: { id: 'desc' }, populate: ['invoice', 'order'] },
    );
    const invoices = new Map<number, Invoice>();
    for (const record of records) {
      if (toRefund === 0) break;
      const part = Math.min(record.amountCents, toRefund);
      toRefund -= part;
      if (part === record.amountCents) record.status = 'refunded';
      else {
        record.amountCents -= part;
        em.create(PaymentRecord, {
          invoice: record.invoice ?? null,
          order: record.order ?? null,
          user: record.user,
          payment: null,
          amountCents: part,
          paymentMethod: record.paymentMethod,
          status: 'refunded',
          metadata: { refundOf: record.id, payment: payment.reference },
        });
      }
      if (record.invoice) invoices.set(record.invoice.id, record.invoice);
      if (record.order && payment.state === 'refunded') record.order.status = 'refunded';
    }
    await em.flush();
    for (const invoice of invoices.values()) {
      const locked = await em.findOneOrFail(Invoice, invoice.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      await this.invoices.settle(em, locked, {
        reason: 'refund',
        detail: { payment: payment.reference },
      });
      changed.push(locked);
    }
    return 'applied';
  }
}
