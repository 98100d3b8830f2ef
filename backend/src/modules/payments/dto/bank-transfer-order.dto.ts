import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsOptional, Max, Min } from 'class-validator';

import { OptionalText } from '../../../platform/http/text-fields';
import { BankTransferDto } from '../../billing/dto/bank-transfer.dto';
import { CalendarDate } from '../../billing/dto/invoice-requests.dto';
import { AmountShown } from './payment-requests.dto';

const MAX_INT = 2_147_483_647;

/** A service ordered to be paid by bank transfer; the amount shown is checked like a card's. */
export class BankTransferOrderRequest {
  @ApiProperty({ example: 3, description: 'The service bought' })
  @IsInt({ message: 'payments.service.required' })
  @Min(1, { message: 'payments.service.required' })
  @Max(MAX_INT, { message: 'payments.service.required' })
  @IsNotEmpty({ message: 'payments.service.required' })
  serviceId!: number;

  @ApiPropertyOptional({ example: 2700, description: 'US dollars shown to the client; checked' })
  @IsOptional()
  @AmountShown()
  amount?: number;
}

/** An admin confirming the transfer of an order arrived, as a manual payment is recorded. */
export class ConfirmTransferRequest {
  @ApiPropertyOptional({ type: String, format: 'date', description: 'Default: today' })
  @IsOptional()
  @CalendarDate('invoices.date.invalid')
  paidOn?: string;

  @ApiPropertyOptional({ type: String, maxLength: 100, nullable: true, example: 'BROU 00012345' })
  @OptionalText(100, 'invoices.payment.reference.max')
  reference?: string | null;
}

export const BANK_TRANSFER_ORDER_STATES = ['awaiting', 'sent', 'paid', 'cancelled'] as const;

/** A service order paid by bank transfer, as its client and the admins see it. */
export class BankTransferOrderDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'TB-7K2M9Q4XA', description: 'To write on the transfer' })
  reference!: string;

  @ApiProperty({
    enum: BANK_TRANSFER_ORDER_STATES,
    description:
      'awaiting the transfer; sent (the client said so, the team was told); paid (an admin confirmed it); cancelled',
  })
  state!: (typeof BANK_TRANSFER_ORDER_STATES)[number];

  @ApiProperty({ example: 'Web Design & Development' })
  serviceName!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Diseño y Desarrollo Web' })
  serviceNameEs!: string | null;

  @ApiProperty({ description: 'US cents' })
  subtotalCents!: number;

  @ApiProperty({ description: 'US cents' })
  taxCents!: number;

  @ApiProperty({ description: 'US cents: what to transfer' })
  totalCents!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  transferSentAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: BankTransferDto, description: 'Where to send it' })
  bankTransfer!: BankTransferDto;
}

/** The client's own bank-transfer orders. */
export class BankTransferOrdersDto {
  @ApiProperty({
    type: [BankTransferOrderDto],
    description: 'Open orders (awaiting or sent) first, oldest first; then the 25 latest paid',
  })
  items!: BankTransferOrderDto[];
}

export class AdminBankTransferOrderClientDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
}

/** The same with its client and, once confirmed, the payment recorded for it. */
export class AdminBankTransferOrderDto extends BankTransferOrderDto {
  @ApiProperty({ type: AdminBankTransferOrderClientDto })
  client!: AdminBankTransferOrderClientDto;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The day received' })
  paidOn!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'What the payer wrote' })
  payerReference!: string | null;
}

export class AdminBankTransferOrdersDto {
  @ApiProperty({
    type: [AdminBankTransferOrderDto],
    description: 'Open orders (awaiting or sent) first, oldest first; then the latest others',
  })
  items!: AdminBankTransferOrderDto[];
}
