import { Module } from '@nestjs/common';

import { InvoicesService } from './invoices.service';

/** Invoices issued to clients. */
@Module({
  providers: [InvoicesService],
  exports: [InvoicesService],
})
export class BillingModule {}
