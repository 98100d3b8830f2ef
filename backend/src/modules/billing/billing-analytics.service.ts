import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { User } from '../auth/entities/user.entity';
import { monthWindow } from '../../platform/time/month-window';
import type { BillingAnalyticsDto, BillingMonthDto } from './dto/billing-analytics.dto';
import { PAYABLE_INVOICE_STATUSES } from './entities/invoice.entity';

/** Months the Analytics tab shows. */
const MONTHS = 12;

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Paid and outstanding money of the user's invoices, by the month each was issued: paid is what
 * completed payments brought in, outstanding the balance still open (so a partly paid invoice
 * counts on both sides). Drafts and void invoices never count.
 */
@Injectable()
export class BillingAnalyticsService {
  constructor(private readonly em: EntityManager) {}

  async paidAndOutstandingPerMonth(user: User): Promise<BillingAnalyticsDto> {
    const window = monthWindow(MONTHS);
    const payable = PAYABLE_INVOICE_STATUSES.map(() => '?').join(', ');
    const rows = await this.em
      .fork()
      .execute<{ month: string; paid: string; outstanding: string; invoices: number }[]>(
        `select to_char(i."issue_date", 'YYYY-MM') as "month",
         coalesce(sum(p."paid"), 0) as "paid",
         coalesce(sum(i."total_cents" - coalesce(p."paid", 0)) filter (where i."status" in (${payable})), 0) as "outstanding",
         count(*)::int as "invoices"
       from "invoices" i
       left join lateral (
         select sum(r."amount_cents") as "paid" from "payment_records" r
         where r."invoice_id" = i."id" and r."status" = 'completed'
       ) p on true
       where i."user_id" = ? and i."status" not in ('void', 'draft')
         and i."issue_date" >= ? and i."issue_date" < ?
       group by 1`,
        [...PAYABLE_INVOICE_STATUSES, user.id, dateOnly(window.start), dateOnly(window.end)],
      );
    const byMonth = new Map(rows.map((row) => [row.month, row]));
    const months: BillingMonthDto[] = window.months.map((month) => {
      const row = byMonth.get(month);
      return {
        month,
        // Sums of integer columns arrive as bigint text.
        paidCents: Number(row?.paid ?? 0),
        outstandingCents: Number(row?.outstanding ?? 0),
        invoices: row?.invoices ?? 0,
      };
    });
    const total = (pick: (month: BillingMonthDto) => number) =>
      months.reduce((sum, month) => sum + pick(month), 0);
    return {
      months,
      paidCents: total((month) => month.paidCents),
      outstandingCents: total((month) => month.outstandingCents),
      invoices: total((month) => month.invoices),
    };
  }
}
