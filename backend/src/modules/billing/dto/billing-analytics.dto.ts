import { ApiProperty } from '@nestjs/swagger';

export class BillingMonthDto {
  @ApiProperty({ example: '2026-11', description: 'Month of the issue date (YYYY-MM)' })
  month!: string;

  @ApiProperty({
    minimum: 0,
    description: 'US cents received: completed payments of the invoices issued in the month',
  })
  paidCents!: number;

  @ApiProperty({
    minimum: 0,
    description:
      'US cents still owed: open balances of the invoices still to pay (pending, partial, overdue)',
  })
  outstandingCents!: number;

  @ApiProperty({
    minimum: 0,
    description: 'Invoices issued in the month, drafts and void ones excluded',
  })
  invoices!: number;
}

/**
 * The signed-in user's invoices of the last 12 months by the month they were issued, void ones
 * left out, for the portal's Analytics tab.
 */
export class BillingAnalyticsDto {
  @ApiProperty({
    type: [BillingMonthDto],
    description: 'The last 12 months, oldest first, empty months included',
  })
  months!: BillingMonthDto[];

  @ApiProperty({ minimum: 0, description: 'US cents paid over those months' })
  paidCents!: number;

  @ApiProperty({ minimum: 0, description: 'US cents outstanding over those months' })
  outstandingCents!: number;

  @ApiProperty({ minimum: 0, description: 'Invoices over those months' })
  invoices!: number;
}
