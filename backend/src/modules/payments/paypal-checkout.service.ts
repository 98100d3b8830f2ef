import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { type Language, type MessageKey, translate } from '../../platform/i18n/messages';
import type { User } from '../auth/entities/user.entity';
import type { PaymentStatusDto, PaypalOrderDto, PaypalStatusDto } from './dto/payment.dto';
import type { CreatePaypalOrderRequest } from './dto/payment-requests.dto';
import { Payment } from './entities/payment.entity';
import { PaymentLedger } from './payment-ledger.service';
import { PaymentStatusService } from './payment-status.service';
import { PaymentsService } from './payments.service';
import { type ProviderFact, providerIdempotencyKey } from './providers/payment-provider';
import { missingSettings } from './providers/missing-settings';
import { PaymentProviders } from './providers/payment-providers';
import {
  type PaypalCredentialsCheck,
  PaypalProvider,
  paypalIssue,
} from './providers/paypal.provider';

const STATUS_MESSAGES: Record<PaypalCredentialsCheck | 'missing', MessageKey> = {
  accepted: 'payments.wallet.status.ready',
  refused: 'payments.wallet.status.refused',
  unreachable: 'payments.wallet.status.unreachable',
  missing: 'payments.wallet.status.missing',
};

/**
 * The wallet's three calls: its server status, an order for what is owed (computed from the
 * database, like a card payment), and the capture of an order the buyer approved, applied through
 * the ledger as PayPal's webhook would be, so the two together have one effect.
 */
@Injectable()
export class PaypalCheckoutService {
  private readonly logger = new Logger(PaypalCheckoutService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly payments: PaymentsService,
    private readonly providers: PaymentProviders,
    private readonly paypal: PaypalProvider,
    private readonly ledger: PaymentLedger,
    private readonly statuses: PaymentStatusService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether the wallet can take payments; names what is configured, never its value. */
  async status(language: Language): Promise<PaypalStatusDto> {
    const { clientId, clientSecret, environment } = this.config.payments.paypal;
    const check = this.paypal.configured ? await this.paypal.checkCredentials() : 'missing';
    return {
      initialized: check === 'accepted',
      clientIdConfigured: Boolean(clientId),
      clientSecretConfigured: Boolean(clientSecret),
      environment,
      apiEndpoint: this.paypal.apiEndpoint,
      message: translate(STATUS_MESSAGES[check], language, {
        environment,
        missing: this.missingSettings().join(', '),
      }),
    };
  }

  /** The PayPal environment variables not set, by name. */
  missingSettings(): string[] {
    return missingSettings(this.config.payments, 'paypal');
  }

  /** The 1.00 USD test (public in the sandbox, admins' with live credentials), invoices or a service. */
  async createOrder(user: User | null, body: CreatePaypalOrderRequest): Promise<PaypalOrderDto> {
    if (body.isTestPayment && !this.paypal.testMode && user?.role !== 'admin')
      throw new LocalizedException(403, 'payments.test.adminsOnly');
    const { charge } = await this.payments.start(
      'paypal',
      user,
      body.isTestPayment
        ? { isTestPayment: true }
        : { invoiceIds: body.invoiceIds, serviceId: body.serviceId, amount: body.amount },
    );
    return { id: charge.providerId };
  }

  /**
   * Captures the buyer's approved order: only one of ours, by its payer (or anyone's, for a
   * guest's test). The capture counts only when it is the money we asked for; a captured order
   * is answered from the database without asking PayPal again.
   */
  async capture(user: User | null, orderId: string): Promise<PaymentStatusDto> {
    const provider = this.providers.configured('paypal');
    const payment = await this.em
      .fork()
      .findOne(Payment, { provider: 'paypal', providerId: orderId });
    if (!payment || (payment.user && payment.user.id !== user?.id))
      throw new LocalizedException(404, 'payments.notFound');
    if (payment.state !== 'succeeded' && payment.state !== 'refunded') {
      let fact: ProviderFact | null;
      try {
        fact = await provider.confirm(orderId, providerIdempotencyKey(payment));
      } catch (error) {
        if (paypalIssue(error) === 'INSTRUMENT_DECLINED')
          throw new LocalizedException(402, 'payments.wallet.declined', {}, 'INSTRUMENT_DECLINED');
        throw this.providers.failure('paypal', error);
      }
      if (fact?.kind === 'succeeded' && !isTheChargeOf(payment, fact)) {
        this.logger.error(
          `PayPal order ${orderId} captured ${fact.amountCents} ${fact.currency} for ${fact.reference}; payment ${payment.reference} is ${payment.amountCents} USD: not credited`,
        );
        throw new LocalizedException(409, 'payments.capture.mismatch');
      }
      if (fact) await this.ledger.applyNow('paypal', fact);
    }
    return this.statuses.view(await this.em.fork().findOneOrFail(Payment, payment.id));
  }
}

/** The capture is the money we asked for: the amount, in US dollars, under our reference. */
function isTheChargeOf(
  payment: Payment,
  fact: Extract<ProviderFact, { kind: 'succeeded' }>,
): boolean {
  return (
    fact.amountCents === payment.amountCents &&
    fact.currency.toUpperCase() === 'USD' &&
    fact.reference === payment.reference
  );
}
