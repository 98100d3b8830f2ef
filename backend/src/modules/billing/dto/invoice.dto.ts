import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { PageOf } from '../../../platform/http/page.dto';
import { INVOICE_EVENT_REASONS, type InvoiceEventReason } from '../entities/invoice-event.entity';
import { INVOICE_STATUSES, type InvoiceStatus } from '../entities/invoice.entity';

export class InvoiceLineDto {
  @ApiProperty({
    description: "In the invoice's base language (English unless written for Spanish)",
  })
  description!: string;

  @ApiPropertyOptional({ description: 'The Spanish text, when the line has one' })
  descriptionEs?: string;

  @ApiProperty({ example: 1.5, description: 'Up to 2 decimals' })
  quantity!: number;

  @ApiProperty({ example: 12_000, description: 'US cents' })
  unitPriceCents!: number;

  @ApiProperty({ example: 18_000, description: 'quantity x unit price, rounded half up (cents)' })
  amountCents!: number;
}

export class InvoicePaymentDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ description: 'US cents' })
  amountCents!: number;

  @ApiProperty({
    example: 'bank_transfer',
    description: 'stripe, paypal, bank_transfer, cash, check or other',
  })
  method!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'When it was recorded; for a payment recorded by hand only paidOn is meaningful',
  })
  paidAt!: Date;

  @ApiProperty({
    type: String,
    format: 'date',
    example: '2026-11-27',
    description: 'The day it was received: show this, a date without a time',
  })
  paidOn!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'TB-7K2M9Q4XA',
    description: "The agency's reference of the payment",
  })
  reference!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'BROU 00012345',
    description: "What the payer wrote: the bank's reference of a transfer, a check number",
  })
  payerReference!: string | null;
}

export class InvoiceProjectDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  titleEs!: string | null;
}

/** An invoice as its client sees it; every amount in US cents, computed on the server. */
export class InvoiceDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'INV-0042',
    description: 'The number as shown; none only for a draft (never shown to clients)',
  })
  number!: string | null;

  @ApiProperty({ enum: INVOICE_STATUSES })
  status!: InvoiceStatus;

  @ApiProperty({ type: String, format: 'date', example: '2026-11-25' })
  issueDate!: string;

  @ApiProperty({ type: String, format: 'date', example: '2026-12-25' })
  dueDate!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: InvoiceProjectDto, nullable: true })
  project!: InvoiceProjectDto | null;

  @ApiProperty({ type: [InvoiceLineDto] })
  items!: InvoiceLineDto[];

  @ApiProperty({ description: 'Sum of the lines' })
  subtotalCents!: number;

  @ApiProperty()
  discountCents!: number;

  @ApiProperty({ example: 8, description: 'Percent' })
  taxRate!: number;

  @ApiProperty({ description: 'The rate applied once to the discounted subtotal, half up' })
  taxCents!: number;

  @ApiProperty({ description: 'Subtotal - discount + tax' })
  totalCents!: number;

  @ApiProperty({ description: 'Sum of the completed payments' })
  paidCents!: number;

  @ApiProperty({ description: 'What is still owed: total - paid' })
  balanceCents!: number;

  @ApiProperty({ type: [InvoicePaymentDto], description: 'Completed payments, oldest first' })
  payments!: InvoicePaymentDto[];

  @ApiProperty({ example: '/api/invoices/42/pdf', description: 'Opens the PDF (inline)' })
  pdfUrl!: string;
}

export class InvoicesPageDto extends PageOf(InvoiceDto, 'older invoices') {}

export class InvoiceClientDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: ['en', 'es'], description: 'The language of its PDF and mails' })
  language!: 'en' | 'es';
}

/** An invoice as admins see it: the client's view plus who it is for and the admin's notes. */
export class AdminInvoiceDto extends InvoiceDto {
  @ApiProperty({ type: InvoiceClientDto })
  client!: InvoiceClientDto;

  @ApiProperty({ type: String, nullable: true, description: 'Company and address billed' })
  billTo!: string | null;

  @ApiProperty({ type: String, nullable: true })
  notes!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  issuedAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;
}

export class AdminInvoicesPageDto extends PageOf(AdminInvoiceDto, 'older invoices') {}

export class InvoiceEventDto {
  @ApiProperty({ enum: INVOICE_STATUSES, nullable: true })
  fromStatus!: InvoiceStatus | null;

  @ApiProperty({ enum: INVOICE_STATUSES })
  toStatus!: InvoiceStatus;

  @ApiProperty({ enum: INVOICE_EVENT_REASONS })
  reason!: InvoiceEventReason;

  @ApiProperty({ type: String, nullable: true, description: 'Username; none for the system' })
  actor!: string | null;

  @ApiProperty({ type: Object, nullable: true })
  detail!: Record<string, unknown> | null;

  @ApiProperty({ type: String, format: 'date-time' })
  at!: Date;
}

export class AdminInvoiceDetailDto extends AdminInvoiceDto {
  @ApiProperty({ type: [InvoiceEventDto], description: 'Every change of state, oldest first' })
  events!: InvoiceEventDto[];
}
