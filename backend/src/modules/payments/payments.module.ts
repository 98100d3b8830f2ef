import { Module } from '@nestjs/common';

import { BillingModule } from '../billing/billing.module';
import { AdminPaymentEventsController } from './admin-payment-events.controller';
import { AdminPaymentsController } from './admin-payments.controller';
import { PaymentEventsProcessor } from './payment-events.processor';
import { PaymentLedger } from './payment-ledger.service';
import { PaymentStatusService } from './payment-status.service';
import { PaymentSweeper } from './payment-sweeper.service';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PaypalCheckoutService } from './paypal-checkout.service';
import { PaypalController } from './paypal.controller';
import { PaymentProviders } from './providers/payment-providers';
import { PaypalProvider } from './providers/paypal.provider';
import { StripeProvider } from './providers/stripe.provider';
import { WebhooksController } from './webhooks.controller';

/**
 * Card and wallet payments: providers behind one interface, amounts computed from the database,
 * the ledger of provider events (stored once, applied once), and the pages' calls.
 */
@Module({
  imports: [BillingModule],
  controllers: [
    PaymentsController,
    PaypalController,
    WebhooksController,
    AdminPaymentEventsController,
    AdminPaymentsController,
  ],
  providers: [
    StripeProvider,
    PaypalProvider,
    PaymentProviders,
    PaymentsService,
    PaymentLedger,
    PaymentStatusService,
    PaypalCheckoutService,
    PaymentEventsProcessor,
    PaymentSweeper,
  ],
  exports: [PaymentsService, PaymentLedger, PaymentProviders, PaypalCheckoutService],
})
export class PaymentsModule {}
