import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

import { MaxDecimals } from '../../billing/dto/invoice-requests.dto';

const MAX_INT = 2_147_483_647;

const InvoiceIds = () => (target: object, key: string) => {
  for (const decorator of [
    IsArray({ message: 'payments.invoices.required' }),
    ArrayMinSize(1, { message: 'payments.invoices.required' }),
    ArrayMaxSize(50, { message: 'payments.invoices.required' }),
    ArrayUnique({ message: 'payments.invoices.required' }),
    IsInt({ each: true, message: 'payments.invoices.required' }),
    Min(1, { each: true, message: 'payments.invoices.required' }),
    Max(MAX_INT, { each: true, message: 'payments.invoices.required' }),
  ])
    decorator(target, key);
};

/** Dollars the browser showed: checked to the cent against what the server computes. */
export const AmountShown = () => (target: object, key: string) => {
  for (const decorator of [
    IsNumber({}, { message: 'payments.amount.invalid' }),
    Min(0.01, { message: 'payments.amount.invalid' }),
    Max(10_000_000, { message: 'payments.amount.invalid' }),
    MaxDecimals(2, 'payments.amount.invalid'),
  ])
    decorator(target, key);
};

/** The spec's invoice payment: which invoices, and the sum the client was shown (checked). */
export class InvoicePaymentRequest {
  @ApiProperty({
    type: [Number],
    example: [2, 4],
    description: "The client's own payable invoices",
  })
  @InvoiceIds()
  invoiceIds!: number[];

  @ApiProperty({ example: 1580.7, description: 'US dollars: must equal the sum of their balances' })
  @AmountShown()
  amount!: number;
}

/**
 * `/api/create-payment-intent`: a service bought at checkout (`serviceId`, with the `amount`
 * shown: price + 8% tax) or, from the dashboard, invoices (`invoiceIds` and `amount`).
 */
export class CreatePaymentIntentRequest {
  @ApiPropertyOptional({ description: 'The service bought (checkout)' })
  @IsOptional()
  @IsInt({ message: 'payments.service.required' })
  @Min(1, { message: 'payments.service.required' })
  @Max(MAX_INT, { message: 'payments.service.required' })
  serviceId?: number;

  @ApiPropertyOptional({ type: [Number], description: 'Invoices paid (dashboard)' })
  @IsOptional()
  @InvoiceIds()
  invoiceIds?: number[];

  @ApiPropertyOptional({ description: 'US dollars shown to the client; checked when sent' })
  @IsOptional()
  @AmountShown()
  amount?: number;
}

export class TestPaymentRequest {
  @ApiPropertyOptional({ default: true, description: 'Always a 1.00 USD test' })
  @IsOptional()
  @IsBoolean({ message: 'payments.test.invalid' })
  isTestPayment?: boolean;
}

/** A wallet order: a test, invoices or a service; the amount shown is checked like a card's. */
export class CreatePaypalOrderRequest extends CreatePaymentIntentRequest {
  @ApiPropertyOptional({ default: false, description: 'The 1.00 USD test order' })
  @IsOptional()
  @IsBoolean({ message: 'payments.test.invalid' })
  isTestPayment?: boolean;
}

export class CapturePaypalOrderRequest {
  @ApiProperty({ example: '5O190127TN364715T' })
  @IsString({ message: 'payments.order.invalid' })
  @Matches(/^[A-Z0-9-]{5,64}$/, { message: 'payments.order.invalid' })
  orderId!: string;
}

export const PAYMENT_STATUS_PROVIDERS = ['stripe', 'paypal'] as const;

/** One payment, by the provider's id (the return from the provider) or by its TB- reference. */
export class PaymentStatusQuery {
  @ApiPropertyOptional({ enum: PAYMENT_STATUS_PROVIDERS })
  @IsOptional()
  @IsIn(PAYMENT_STATUS_PROVIDERS, { message: 'payments.lookup.invalid' })
  provider?: 'stripe' | 'paypal';

  @ApiPropertyOptional({ example: 'pi_3PmitchellEcom0042', description: "The provider's id" })
  @IsOptional()
  @IsString({ message: 'payments.lookup.invalid' })
  @MaxLength(255, { message: 'payments.lookup.invalid' })
  @Matches(/^[\w-]+$/, { message: 'payments.lookup.invalid' })
  id?: string;

  @ApiPropertyOptional({ example: 'TB-7K2M9Q4XA' })
  @IsOptional()
  @Matches(/^TB-[A-Z0-9]{9}$/, { message: 'payments.lookup.invalid' })
  reference?: string;
}
