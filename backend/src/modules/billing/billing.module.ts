import { Module } from '@nestjs/common';

import { AdminInvoicesController } from './admin-invoices.controller';
import { AdminInvoicesService } from './admin-invoices.service';
import { BillingAnalyticsController } from './billing-analytics.controller';
import { BillingAnalyticsService } from './billing-analytics.service';
import { InvoiceDailyProcessor, InvoicePdfProcessor } from './invoice-jobs.processors';
import { InvoiceLedger } from './invoice-ledger.service';
import { InvoicePdfService } from './invoice-pdf.service';
import { InvoiceRemindersService } from './invoice-reminders.service';
import { InvoiceScheduler } from './invoice-scheduler.service';
import { InvoicesController } from './invoices.controller';
import { InvoicesService } from './invoices.service';

/**
 * Invoices issued to clients: numbering, line items and totals, states and their history, PDFs
 * (the `pdfs` queue), mail with the PDF attached, the daily overdue and reminder job (the
 * `billing` queue), the client's and the admins' API, and the Analytics tab's billing figures.
 * The payments module records provider payments through InvoiceLedger.
 */
@Module({
  controllers: [InvoicesController, AdminInvoicesController, BillingAnalyticsController],
  providers: [
    InvoicesService,
    AdminInvoicesService,
    InvoiceLedger,
    InvoicePdfService,
    InvoiceRemindersService,
    InvoiceScheduler,
    InvoicePdfProcessor,
    InvoiceDailyProcessor,
    BillingAnalyticsService,
  ],
  exports: [InvoicesService, InvoiceLedger, InvoicePdfService],
})
export class BillingModule {}
