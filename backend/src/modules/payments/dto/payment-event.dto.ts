import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

import { PageOf } from '../../../platform/http/page.dto';
import { SearchPageQuery } from '../../../platform/http/pagination';
import { PAYMENT_PROVIDER_NAMES } from '../entities/payment.entity';
import { PAYMENT_EVENT_STATES, type PaymentEventState } from '../entities/payment-event.entity';

export class PaymentEventDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ enum: ['stripe', 'paypal'] })
  provider!: 'stripe' | 'paypal';

  @ApiProperty({ example: 'evt_1PmitchellEcom0042', description: "The provider's event id" })
  eventId!: string;

  @ApiProperty({ example: 'payment_intent.succeeded' })
  type!: string;

  @ApiProperty({ enum: PAYMENT_EVENT_STATES })
  state!: PaymentEventState;

  @ApiProperty()
  attempts!: number;

  @ApiProperty({ type: String, nullable: true, description: 'Why it could not be applied' })
  lastError!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  appliedAt!: Date | null;
}

export class PaymentEventsPageDto extends PageOf(PaymentEventDto, 'older events') {}

export class PaymentEventsQuery extends SearchPageQuery {
  @ApiPropertyOptional({ enum: PAYMENT_PROVIDER_NAMES })
  @IsOptional()
  @IsIn(PAYMENT_PROVIDER_NAMES, { message: 'payments.provider.invalid' })
  provider?: (typeof PAYMENT_PROVIDER_NAMES)[number];

  @ApiPropertyOptional({ enum: PAYMENT_EVENT_STATES })
  @IsOptional()
  @IsIn(PAYMENT_EVENT_STATES, { message: 'payments.events.state.invalid' })
  state?: PaymentEventState;
}
