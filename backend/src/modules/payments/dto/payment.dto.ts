import { ApiProperty } from '@nestjs/swagger';

export const PAYMENT_STATES = ['processing', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_PURPOSES = ['invoices', 'order', 'test'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export class PaymentIntentDto {
  @ApiProperty({ description: 'For Stripe.js to confirm the payment in the browser' })
  clientSecret!: string;

  @ApiProperty({ example: 'pi_3PmitchellEcom0042', description: "Stripe's id of the payment" })
  paymentIntentId!: string;

  @ApiProperty({ example: 158070, description: 'What will be charged, in US cents' })
  amountCents!: number;
}

export class CardProviderDto {
  @ApiProperty({ description: 'False without Stripe keys: the checkout offers the wallet only' })
  available!: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'For Stripe.js' })
  publishableKey!: string | null;

  @ApiProperty({ description: 'Test keys: no real money moves' })
  testMode!: boolean;
}

export class WalletProviderDto {
  @ApiProperty()
  available!: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'For the PayPal JS SDK' })
  clientId!: string | null;

  @ApiProperty({ enum: ['sandbox', 'live'] })
  environment!: 'sandbox' | 'live';
}

/** What the checkout needs to load the providers' browser libraries; never a secret. */
export class PaymentsConfigDto {
  @ApiProperty({ type: CardProviderDto })
  card!: CardProviderDto;

  @ApiProperty({ type: WalletProviderDto })
  wallet!: WalletProviderDto;

  @ApiProperty({ example: 8, description: 'Tax added to a service price at checkout, percent' })
  serviceTaxRate!: number;
}

/** The spec's wallet server status. */
export class PaypalStatusDto {
  @ApiProperty({ description: 'Credentials present and accepted by PayPal' })
  initialized!: boolean;

  @ApiProperty()
  clientIdConfigured!: boolean;

  @ApiProperty()
  clientSecretConfigured!: boolean;

  @ApiProperty({ enum: ['sandbox', 'live'] })
  environment!: 'sandbox' | 'live';

  @ApiProperty({ example: 'https://api-m.sandbox.paypal.com' })
  apiEndpoint!: string;

  @ApiProperty()
  message!: string;
}

export class PaypalOrderDto {
  @ApiProperty({ example: '5O190127TN364715T', description: "PayPal's order id" })
  id!: string;
}

/** A payment as the payment-success page reads it: 'processing' until the ledger confirms it. */
export class PaymentStatusDto {
  @ApiProperty({ enum: PAYMENT_STATES })
  state!: PaymentState;

  @ApiProperty({ enum: ['stripe', 'paypal'] })
  provider!: 'stripe' | 'paypal';

  @ApiProperty({ enum: PAYMENT_PURPOSES })
  purpose!: PaymentPurpose;

  @ApiProperty({ example: 158070 })
  amountCents!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'TB-7K2M9Q4XA',
    description: "The agency's reference, issued once the payment succeeded",
  })
  reference!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The provider's transaction id" })
  transactionId!: string | null;

  @ApiProperty({ type: [String], example: ['INV-0002', 'INV-0004'] })
  invoiceNumbers!: string[];

  @ApiProperty({ type: Number, nullable: true })
  orderId!: number | null;
}
