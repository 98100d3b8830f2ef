import { Module } from '@nestjs/common';

import { BillingAnalyticsController } from './billing-analytics.controller';
import { BillingAnalyticsService } from './billing-analytics.service';

/** Invoices and orders; for now the figures of a client's invoices for the Analytics tab. */
@Module({
  controllers: [BillingAnalyticsController],
  providers: [BillingAnalyticsService],
})
export class BillingModule {}
