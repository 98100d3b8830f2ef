import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

import { PageOf } from '../../../platform/http/page.dto';
import { SearchPageQuery } from '../../../platform/http/pagination';
import {
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_STATES,
  type PaymentRowState,
} from '../entities/payment.entity';

/** A provider charge as admins see it. */
export class AdminPaymentDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'TB-7K2M9Q4XA' })
  reference!: string;

  @ApiProperty({ enum: ['stripe', 'paypal'] })
  provider!: 'stripe' | 'paypal';

  @ApiProperty({ type: String, nullable: true })
  providerId!: string | null;

  @ApiProperty({ enum: ['invoices', 'order', 'test'] })
  purpose!: 'invoices' | 'order' | 'test';

  @ApiProperty({ enum: PAYMENT_STATES })
  state!: PaymentRowState;

  @ApiProperty()
  amountCents!: number;

  @ApiProperty()
  refundedCents!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'The payer; none for a guest test' })
  userId!: number | null;

  @ApiProperty({ type: String, nullable: true })
  transactionId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  failureMessage!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;
}

export class AdminPaymentsPageDto extends PageOf(AdminPaymentDto, 'older payments') {}

export class AdminPaymentsQuery extends SearchPageQuery {
  @ApiPropertyOptional({ enum: PAYMENT_PROVIDER_NAMES })
  @IsOptional()
  @IsIn(PAYMENT_PROVIDER_NAMES, { message: 'payments.provider.invalid' })
  provider?: (typeof PAYMENT_PROVIDER_NAMES)[number];

  @ApiPropertyOptional({ enum: PAYMENT_STATES })
  @IsOptional()
  @IsIn(PAYMENT_STATES, { message: 'payments.state.invalid' })
  state?: PaymentRowState;
}

export class RefundRequest {
  @ApiPropertyOptional({ description: 'Whole US cents; default: all that is left' })
  @IsOptional()
  @IsInt({ message: 'payments.refund.amount.invalid' })
  @Min(1, { message: 'payments.refund.amount.invalid' })
  @Max(2_147_483_647, { message: 'payments.refund.amount.invalid' })
  amountCents?: number;
}
