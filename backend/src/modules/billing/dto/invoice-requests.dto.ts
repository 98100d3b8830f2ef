import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsPositive,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateBy,
} from 'class-validator';

import type { MessageKey } from '../../../platform/i18n/messages';
import { PageQuery, SortParam } from '../../../platform/http/pagination';
import { trimOrNull } from '../../../platform/http/transforms';
import { INVOICE_STATUSES, type InvoiceStatus } from '../entities/invoice.entity';
import { MANUAL_PAYMENT_METHODS, type ManualPaymentMethod } from '../invoice-payments';
import { OptionalText } from '../../../platform/http/text-fields';

const MAX_INT = 2_147_483_647;

/** A number with at most `places` decimals (money in dollars, quantities, rates). */
export const MaxDecimals = (places: number, message: MessageKey) =>
  ValidateBy(
    {
      name: 'maxDecimals',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' &&
          Number.isFinite(value) &&
          Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6,
      },
    },
    { message },
  );

export const CalendarDate = (message: MessageKey) =>
  applyDecorators(
    Transform(trimOrNull),
    IsString({ message }),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message }),
    IsISO8601({ strict: true }, { message }),
  );

/** A line as typed by an admin; checked field by field by `parseLineItems`. */
export class LineItemRequest {
  @ApiProperty({ maxLength: 500, example: 'Website redesign — milestone 2' })
  description!: string;

  @ApiPropertyOptional({ maxLength: 500, example: 'Rediseño del sitio web — hito 2' })
  descriptionEs?: string;

  @ApiProperty({ example: 1, description: 'Greater than 0, up to 2 decimals' })
  quantity!: number;

  @ApiProperty({ example: 185_000, description: 'Whole US cents' })
  unitPriceCents!: number;
}

/**
 * The spec's invoice form (`amount`, `total` in dollars) plus line items. With items, the amount
 * (when sent) must equal their sum; without, one line is made of the description and amount.
 * `total`, when sent, must equal the total the server computes. Nothing sent is trusted as is.
 */
export class CreateInvoiceRequest {
  @ApiProperty({ description: 'The client billed' })
  @IsInt({ message: 'invoices.client.required' })
  @Min(1, { message: 'invoices.client.required' })
  @Max(MAX_INT, { message: 'invoices.client.required' })
  userId!: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: "One of the client's projects",
  })
  @IsOptional()
  @IsInt({ message: 'invoices.project.notFound' })
  @Min(1, { message: 'invoices.project.notFound' })
  @Max(MAX_INT, { message: 'invoices.project.notFound' })
  projectId?: number | null;

  @ApiPropertyOptional({ example: 1850, description: 'US dollars; required without items' })
  @ValidateIf((body: CreateInvoiceRequest) => body.items === undefined || body.amount !== undefined)
  @IsNumber({}, { message: 'invoices.amount.positive' })
  @IsPositive({ message: 'invoices.amount.positive' })
  @Max(10_000_000, { message: 'invoices.amount.invalid' })
  @MaxDecimals(2, 'invoices.amount.invalid')
  amount?: number;

  @ApiPropertyOptional({ example: 1850, description: 'US dollars; checked against the total' })
  @IsOptional()
  @IsNumber({}, { message: 'invoices.amount.invalid' })
  @Min(0, { message: 'invoices.amount.invalid' })
  @Max(20_000_000, { message: 'invoices.amount.invalid' })
  @MaxDecimals(2, 'invoices.amount.invalid')
  total?: number;

  @ApiPropertyOptional({ type: [LineItemRequest], minItems: 1, maxItems: 100 })
  @IsOptional()
  @IsArray({ message: 'invoices.items.invalid' })
  @ArrayMinSize(1, { message: 'invoices.items.invalid' })
  @ArrayMaxSize(100, { message: 'invoices.items.invalid' })
  @IsObject({ each: true, message: 'invoices.items.invalid' })
  items?: LineItemRequest[];

  @ApiPropertyOptional({ example: 8, description: 'Percent, up to 2 decimals (default 0)' })
  @IsOptional()
  @IsNumber({}, { message: 'invoices.taxRate.invalid' })
  @Min(0, { message: 'invoices.taxRate.invalid' })
  @Max(100, { message: 'invoices.taxRate.invalid' })
  @MaxDecimals(2, 'invoices.taxRate.invalid')
  taxRate?: number;

  @ApiPropertyOptional({ example: 0, description: 'Whole US cents off the subtotal, before tax' })
  @IsOptional()
  @IsInt({ message: 'invoices.discount.invalid' })
  @Min(0, { message: 'invoices.discount.invalid' })
  @Max(1_000_000_000, { message: 'invoices.discount.invalid' })
  discountCents?: number;

  @ApiPropertyOptional({ type: String, maxLength: 2000, nullable: true })
  @OptionalText(2000, 'invoices.text.max')
  description?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 2000, nullable: true })
  @OptionalText(2000, 'invoices.text.max')
  notes?: string | null;

  @ApiPropertyOptional({
    type: String,
    maxLength: 2000,
    nullable: true,
    description: 'Company and address billed, one item per line',
  })
  @OptionalText(2000, 'invoices.text.max')
  billTo?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', description: 'Default: today' })
  @IsOptional()
  @CalendarDate('invoices.date.invalid')
  issueDate?: string;

  @ApiProperty({ type: String, format: 'date', example: '2026-12-25' })
  @CalendarDate('invoices.date.invalid')
  // Checked first (the validator runs a property's rules from the last one up).
  @IsNotEmpty({ message: 'invoices.dueDate.required' })
  dueDate!: string;

  @ApiPropertyOptional({
    enum: ['draft', 'pending'],
    default: 'pending',
    description: 'pending issues it at once (number, PDF, mail); draft keeps it for later',
  })
  @IsOptional()
  @IsIn(['draft', 'pending'], { message: 'invoices.status.invalid' })
  status?: 'draft' | 'pending';
}

export class RecordPaymentRequest {
  @ApiProperty({ example: 50_000, description: 'Whole US cents, at most the balance' })
  @IsInt({ message: 'invoices.payment.amount.invalid' })
  @Min(1, { message: 'invoices.payment.amount.invalid' })
  @Max(MAX_INT, { message: 'invoices.payment.amount.invalid' })
  amountCents!: number;

  @ApiProperty({ enum: MANUAL_PAYMENT_METHODS })
  @IsIn(MANUAL_PAYMENT_METHODS, { message: 'invoices.payment.method.invalid' })
  method!: ManualPaymentMethod;

  @ApiPropertyOptional({ type: String, maxLength: 100, nullable: true, example: 'BROU 00012345' })
  @OptionalText(100, 'invoices.payment.reference.max')
  reference?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', description: 'Default: today' })
  @IsOptional()
  @CalendarDate('invoices.date.invalid')
  paidOn?: string;
}

export class VoidInvoiceRequest {
  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true })
  @OptionalText(500, 'invoices.void.reason.max')
  reason?: string | null;
}

/**
 * The admin list's orders (`sort`), as SQL over the `invoices` row `t`; each has an index. A draft
 * has no number yet: it sorts before every numbered invoice.
 */
export const ADMIN_INVOICE_SORTS = {
  created: 't."created_at"',
  number: `coalesce(t."number", '')`,
  dueDate: 't."due_date"',
  total: 't."total_cents"',
  status: 't."status"',
};

export class AdminInvoicesQuery extends PageQuery {
  @SortParam(ADMIN_INVOICE_SORTS)
  sort?: string;

  @ApiPropertyOptional({ enum: INVOICE_STATUSES })
  @IsOptional()
  @IsIn(INVOICE_STATUSES, { message: 'invoices.filter.status.invalid' })
  status?: InvoiceStatus;

  @ApiPropertyOptional({ description: "The client's user id" })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value,
  )
  @IsInt({ message: 'invoices.client.notFound' })
  @Min(1, { message: 'invoices.client.notFound' })
  @Max(MAX_INT, { message: 'invoices.client.notFound' })
  clientId?: number;

  @ApiPropertyOptional({ type: String, format: 'date', description: 'Issued on or after' })
  @IsOptional()
  @CalendarDate('invoices.date.invalid')
  from?: string;

  @ApiPropertyOptional({ type: String, format: 'date', description: 'Issued on or before' })
  @IsOptional()
  @CalendarDate('invoices.date.invalid')
  to?: string;

  @ApiPropertyOptional({
    maxLength: 50,
    description: "Words of the number (e.g. 0042) or of the client's name, username or email",
  })
  @IsOptional()
  @IsString({ message: 'invoices.filter.search.invalid' })
  @MaxLength(50, { message: 'invoices.filter.search.invalid' })
  q?: string;
}

export const CLIENT_INVOICE_VIEWS = ['all', 'open', 'history'] as const;
export type ClientInvoiceView = (typeof CLIENT_INVOICE_VIEWS)[number];

export class ClientInvoicesQuery extends PageQuery {
  @ApiPropertyOptional({
    enum: CLIENT_INVOICE_VIEWS,
    description:
      'open: every invoice still to pay, due soonest first, on one page; history: paid and void ones, newest first; all (default): every issued invoice, newest first',
  })
  @IsOptional()
  @IsIn(CLIENT_INVOICE_VIEWS, { message: 'invoices.filter.view.invalid' })
  view?: ClientInvoiceView;
}
