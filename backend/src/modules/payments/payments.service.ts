import { createHash } from 'node:crypto';

import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';

import { LocalizedException } from '../../platform/i18n/localized.exception';
import { SESSION_REQUIRED } from '../auth/auth-error-codes';
import type { User } from '../auth/entities/user.entity';
import { OrderItem } from '../billing/entities/order-item.entity';
import { Order } from '../billing/entities/order.entity';
import { Payment } from './entities/payment.entity';
import { newPaymentReference } from './payment-reference';
import { type Quote, quoteInvoices, quoteService, quoteTest } from './payment-quotes';
import {
  type CreatedCharge,
  type PaymentProvider,
  providerIdempotencyKey,
} from './providers/payment-provider';
import { PaymentProviders } from './providers/payment-providers';

/** What a client asks to pay: a test, invoices, or a service; `amount` is what they were shown. */
export interface PaymentAsk {
  isTestPayment?: boolean;
  invoiceIds?: number[];
  serviceId?: number;
  amount?: number;
}

const ACTIVE_STATES = ['creating', 'processing'] as const;

/**
 * Starts payments: computes what is owed from the database, records our payment (with its `TB-`
 * reference) before asking the provider, and asks with a key derived from what is paid, so a
 * double click, a retry or two tabs make one charge at the provider.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly providers: PaymentProviders,
  ) {}

  async quote(em: EntityManager, user: User | null, ask: PaymentAsk): Promise<Quote> {
    if (ask.isTestPayment) return quoteTest();
    if (!user) throw new LocalizedException(401, 'auth.session.required', {}, SESSION_REQUIRED);
    if (ask.invoiceIds?.length) return quoteInvoices(em, user, ask.invoiceIds, ask.amount);
    if (ask.serviceId) return quoteService(em, ask.serviceId, ask.amount);
    throw new LocalizedException(400, 'payments.nothing');
  }

  /** Our payment and the provider's charge for it, the same ones for a repeated ask. */
  async start(
    providerName: Payment['provider'],
    user: User | null,
    ask: PaymentAsk,
  ): Promise<{ payment: Payment; charge: CreatedCharge; provider: PaymentProvider }> {
    // Who asks and what for are judged first: a visitor without a session, or an ask that is not
    // payable, gets the same answer whether or not this provider is set up here.
    const em = this.em.fork();
    const quote = await this.quote(em, user, ask);
    const provider = this.providers.configured(providerName);
    const payment = await this.recordPayment(em, providerName, user, quote);
    let charge: CreatedCharge;
    try {
      charge = await provider.create({
        amountCents: payment.amountCents,
        description: payment.purpose === 'test' ? 'Test payment' : `Payment ${payment.reference}`,
        idempotencyKey: providerIdempotencyKey(payment),
        reference: payment.reference,
      });
    } catch (error) {
      throw this.providers.failure(providerName, error);
    }
    if (payment.providerId !== charge.providerId || payment.state === 'creating')
      await this.em
        .fork()
        .nativeUpdate(
          Payment,
          { id: payment.id, state: { $in: [...ACTIVE_STATES] } },
          { providerId: charge.providerId, state: 'processing' },
        );
    payment.providerId = charge.providerId;
    return { payment, charge, provider };
  }

  /**
   * The payment row for this ask: the active one with the same key when there is one (a repeated
   * click), else a new one. The key names the payer, what is paid and the amount, and a round
   * number that moves on once a payment for the same thing ended (failed, refunded).
   */
  private async recordPayment(
    em: EntityManager,
    providerName: Payment['provider'],
    user: User | null,
    quote: Quote,
  ): Promise<Payment> {
    const subject =
      quote.purpose === 'invoices'
        ? `invoices:${quote.invoices.map((invoice) => invoice.id).join(',')}`
        : quote.purpose === 'order'
          ? `service:${quote.service.id}`
          : // A test from the same payer within the same minute is the same test.
            `test:${Math.floor(Date.now() / 60_000)}`;
    const base = `${providerName}|${user?.id ?? 'guest'}|${subject}|${quote.amountCents}`;
    for (let round = 0; round < 20; round++) {
      const key = createHash('sha256').update(`${base}|${round}`).digest('hex');
      const existing = await em.findOne(Payment, { idempotencyKey: key });
      if (existing) {
        if ((ACTIVE_STATES as readonly string[]).includes(existing.state)) return existing;
        // Test payments are made again and again; a finished charge for the same thing too.
        continue;
      }
      try {
        return await em.transactional(async (tx) => {
          const order =
            quote.purpose === 'order' ? this.newOrder(tx, user!, quote, providerName) : null;
          return tx.create(Payment, {
            reference: newPaymentReference(),
            user,
            provider: providerName,
            idempotencyKey: key,
            purpose: quote.purpose,
            invoices:
              quote.purpose === 'invoices'
                ? quote.invoices.map(({ id, balanceCents }) => ({ id, balanceCents }))
                : [],
            order,
            amountCents: quote.amountCents,
          });
        });
      } catch (error) {
        // The same ask arrived twice at once: the other one recorded it; use that.
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        const raced = await em.fork().findOne(Payment, { idempotencyKey: key });
        if (raced) return raced;
        throw error;
      }
    }
    throw new Error(`too many payments for ${base}`);
  }

  private newOrder(
    em: EntityManager,
    user: User,
    quote: Extract<Quote, { purpose: 'order' }>,
    providerName: Payment['provider'],
  ): Order {
    const order = em.create(Order, {
      user,
      subtotalCents: quote.subtotalCents,
      taxCents: quote.taxCents,
      totalCents: quote.amountCents,
      paymentMethod: providerName,
    });
    em.create(OrderItem, {
      order,
      service: quote.service,
      priceCents: quote.service.priceCents,
      name: quote.service.name,
      description: quote.service.description,
    });
    return order;
  }
}
