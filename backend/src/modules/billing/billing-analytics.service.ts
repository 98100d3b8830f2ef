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
 * Paid and outstanding money of the user's invoices, by the month each was issued. An invoice is
 * paid or still to pay as a whole: the invoices table keeps no part-payments, so a partly paid
 * invoice counts as outstanding until it is settled. Void invoices never count.
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
        `select to_char("issue_date", 'YYYY-MM') as "month",
         coalesce(sum("total_cents") filter (where "status" = 'paid'), 0) as "paid",
         coalesce(sum("total_cents") filter (where "status" in (${payable})), 0) as "outstanding",
         count(*)::int as "invoices"
       from "invoices"
       where "user_id" = ? and "status" <> 'void' and "issue_date" >= ? and "issue_date" < ?
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
