import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { addDays } from './billing-calendar';
import { Invoice } from './entities/invoice.entity';
import { reminderKey } from './invoice-mails';
import { InvoiceLedger } from './invoice-ledger.service';

/** A reminder step that fell while no daily run happened is still sent within this many days. */
const CATCH_UP_DAYS = 7;

/**
 * The daily invoice job: issued invoices past their due date become overdue, and each open
 * invoice gets the reminder of the step it has reached (INVOICE_REMINDER_DAYS, by default 3 days
 * before, on, and 7 days after the due date). A step is mailed once per invoice: its notice row
 * is unique, so a second run, or a second worker running at the same moment, adds nothing.
 */
@Injectable()
export class InvoiceRemindersService {
  private readonly logger = new Logger(InvoiceRemindersService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly ledger: InvoiceLedger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async runDaily(today = this.ledger.today()): Promise<{ overdue: number; reminders: number }> {
    const overdue = await this.markOverdue(today);
    const reminders = await this.remind(today);
    if (overdue + reminders > 0)
      this.logger.log(`${today}: ${overdue} invoice(s) now overdue, ${reminders} reminder(s)`);
    return { overdue, reminders };
  }

  private async markOverdue(today: string): Promise<number> {
    const due = await this.em
      .fork()
      .find(
        Invoice,
        { status: { $in: ['pending', 'partial'] }, dueDate: { $lt: today } },
        { fields: ['id'] },
      );
    let marked = 0;
    for (const { id } of due) {
      const em = this.em.fork();
      const changed = await em.transactional(async (tx) => {
        const invoice = await this.ledger.lock(tx, id);
        // Paid or moved on since it was listed (another worker's run, a payment).
        if (!['pending', 'partial'].includes(invoice.status) || invoice.dueDate >= today)
          return null;
        this.ledger.transition(tx, invoice, 'overdue', { reason: 'overdue' });
        return invoice;
      });
      if (changed) {
        marked++;
        await this.ledger.afterCommit([changed]);
      }
    }
    return marked;
  }

  /**
   * For each open invoice, the latest step it has reached, if that step fell after the invoice
   * was issued and at most CATCH_UP_DAYS ago: owed once, then sent with the current PDF.
   */
  private async remind(today: string): Promise<number> {
    const steps = this.config.billing.reminderDays;
    if (steps.length === 0) return 0;
    const em = this.em.fork();
    const open = await em.find(
      Invoice,
      {
        status: { $in: ['pending', 'partial', 'overdue'] },
        dueDate: {
          $lte: addDays(today, -steps[0]),
          $gte: addDays(today, -steps[steps.length - 1] - CATCH_UP_DAYS),
        },
      },
      { fields: ['id', 'dueDate', 'issuedAt', 'revision'] },
    );
    let sent = 0;
    for (const invoice of open) {
      const reached = steps.filter((days) => addDays(invoice.dueDate, days) <= today);
      const step = reached[reached.length - 1];
      const stepDay = addDays(invoice.dueDate, step);
      const issuedOn = invoice.issuedAt?.toISOString().slice(0, 10) ?? invoice.dueDate;
      if (stepDay < addDays(today, -CATCH_UP_DAYS) || stepDay <= issuedOn) continue;
      const inserted = await em.execute<{ id: number }[]>(
        `insert into "invoice_notices" ("invoice_id", "key", "on_day") values (?, ?, ?)
         on conflict ("invoice_id", "key") do nothing returning "id"`,
        [invoice.id, reminderKey(step), today],
      );
      if (inserted.length === 0) continue;
      sent++;
      await this.ledger.requestPdf(invoice.id, `r${invoice.revision}-${reminderKey(step)}`);
    }
    return sent;
  }
}
