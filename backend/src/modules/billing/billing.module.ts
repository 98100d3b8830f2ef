import { Module } from '@nestjs/common';

import { BillingAnalyticsController } from './billing-analytics.controller';
import { BillingAnalyticsService } from './billing-analytics.service';
import { InvoicesService } from './invoices.service';

/** Invoices issued to clients: the next one to pay, and the figures for the Analytics tab. */
@Module({
  controllers: [BillingAnalyticsController],
  providers: [InvoicesService, BillingAnalyticsService],
  exports: [InvoicesService],
})
export class BillingModule {}
