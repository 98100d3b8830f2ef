import { Module } from '@nestjs/common';

import { BillingModule } from '../billing/billing.module';
import { AdminBankTransferOrdersController } from './admin-bank-transfer-orders.controller';
import { BankTransferOrdersController } from './bank-transfer-orders.controller';
import { BankTransferOrdersService } from './bank-transfer-orders.service';
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
 * Card and wallet payments, and services bought by bank transfer: providers behind one interface, amounts computed from the database,
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
    BankTransferOrdersController,
    AdminBankTransferOrdersController,
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
    BankTransferOrdersService,
  ],
  exports: [PaymentsService, PaymentLedger, PaymentProviders, PaypalCheckoutService],
})
export class PaymentsModule {}
