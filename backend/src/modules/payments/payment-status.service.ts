import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';

import { LocalizedException } from '../../platform/i18n/localized.exception';
import type { User } from '../auth/entities/user.entity';
import { Invoice } from '../billing/entities/invoice.entity';
import { invoiceDisplayNumber } from '../billing/invoice-number';
import type { PaymentStatusDto } from './dto/payment.dto';
import type { PaymentStatusQuery } from './dto/payment-requests.dto';
import { Payment } from './entities/payment.entity';
import { PaymentLedger } from './payment-ledger.service';
import { PaymentProviders } from './providers/payment-providers';

/**
 * A payment's state as the server knows it, for the payment-success page: by our reference or the
 * provider's id, never by what the address says. While it is processing, the provider is asked
 * (its answer goes through the ledger like a webhook), so a late webhook does not keep the client
 * waiting.
 */
@Injectable()
export class PaymentStatusService {
  private readonly logger = new Logger(PaymentStatusService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly ledger: PaymentLedger,
    private readonly providers: PaymentProviders,
  ) {}

  async status(user: User | undefined, query: PaymentStatusQuery): Promise<PaymentStatusDto> {
    let payment = await this.find(query);
    // A guest's test payment is open to whoever holds its id; any other only to its payer and admins.
    const mayRead =
      payment &&
      (payment.user === null ||
        payment.user === undefined ||
        user?.role === 'admin' ||
        payment.user.id === user?.id);
    if (!payment || !mayRead) throw new LocalizedException(404, 'payments.notFound');
    if (payment.state === 'processing' && payment.providerId) {
      await this.askProvider(payment);
      payment = (await this.find(query))!;
    }
    return this.view(payment);
  }

  private find(query: PaymentStatusQuery): Promise<Payment | null> {
    const em = this.em.fork();
    if (query.reference) return em.findOne(Payment, { reference: query.reference });
    if (query.provider && query.id)
      return em.findOne(Payment, { provider: query.provider, providerId: query.id });
    throw new LocalizedException(400, 'payments.lookup.invalid');
  }

  private async askProvider(payment: Payment): Promise<void> {
    const provider = this.providers.get(payment.provider);
    if (!provider?.configured) return;
    try {
      const fact = await provider.lookup(payment.providerId!);
      if (fact) await this.ledger.applyNow(payment.provider, fact);
    } catch (error) {
      // The webhook will tell; until then the page says 'processing'.
      this.logger.warn(`status of ${payment.reference} not read now: ${String(error)}`);
    }
  }

  /** A payment as the success page reads it (for an answer right after a capture, too). */
  async view(payment: Payment): Promise<PaymentStatusDto> {
    const ids = payment.invoices.map((invoice) => invoice.id);
    const invoices = ids.length
      ? await this.em
          .fork()
          .find(Invoice, { id: { $in: ids } }, { orderBy: { dueDate: 'asc', id: 'asc' } })
      : [];
    const state =
      payment.state === 'creating'
        ? 'processing'
        : payment.state === 'refunded'
          ? 'succeeded'
          : payment.state;
    const settled = state === 'succeeded';
    return {
      state,
      provider: payment.provider,
      purpose: payment.purpose,
      amountCents: payment.amountCents,
      reference: settled ? payment.reference : null,
      transactionId: settled ? (payment.transactionId ?? null) : null,
      invoiceNumbers: invoices.map(invoiceDisplayNumber),
      orderId: payment.order?.id ?? null,
    };
  }
}
