import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { NextInvoiceDto } from './dto/next-invoice.dto';
import { Invoice, PAYABLE_INVOICE_STATUSES } from './entities/invoice.entity';
import { invoiceDisplayNumber } from './invoice-number';

/** A client's invoices. */
@Injectable()
export class InvoicesService {
  constructor(private readonly em: EntityManager) {}

  /** The payable invoice due soonest (overdue ones first), or null when nothing is owed. */
  async nextPayable(userId: number): Promise<NextInvoiceDto | null> {
    const em = this.em.fork();
    const invoice = await em.findOne(
      Invoice,
      { user: userId, status: { $in: [...PAYABLE_INVOICE_STATUSES] } },
      { orderBy: { dueDate: 'asc', id: 'asc' } },
    );
    if (!invoice) return null;
    // Payments are the ledger of what was received; a partly paid invoice owes the rest.
    const [{ paid }] = await em.execute<{ paid: string | number }[]>(
      `select coalesce(sum("amount_cents"), 0) as "paid" from "payment_records"
       where "invoice_id" = ? and "status" = 'completed'`,
      [invoice.id],
    );
    return {
      id: invoice.id,
      number: invoiceDisplayNumber(invoice),
      status: invoice.status,
      dueDate: invoice.dueDate,
      amountDueCents: Math.max(0, invoice.totalCents - Number(paid)),
    };
  }
}
