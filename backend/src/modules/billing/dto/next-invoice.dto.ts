import { ApiProperty } from '@nestjs/swagger';

import { PAYABLE_INVOICE_STATUSES, type InvoiceStatus } from '../entities/invoice.entity';

/** The open invoice the client has to pay first: the one due soonest. */
export class NextInvoiceDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'INV-0042', description: 'The number as shown to the client' })
  number!: string;

  @ApiProperty({ enum: PAYABLE_INVOICE_STATUSES })
  status!: InvoiceStatus;

  @ApiProperty({ type: String, format: 'date', example: '2026-12-31' })
  dueDate!: string;

  @ApiProperty({
    description: 'What is still owed, in US cents: the total less completed payments',
  })
  amountDueCents!: number;
}
