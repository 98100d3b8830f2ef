import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { QUEUE_DASHBOARD_PATH } from '../../platform/queue/queue-dashboard';
import { QueueInspector } from '../../platform/queue/queue-inspector';
import { addDays, dateIn } from '../billing/billing-calendar';
import type {
  AdminHomeDto,
  HomeApprovalDto,
  HomeContactDto,
  HomeConversationDto,
  HomeInvoiceDto,
  HomeInvoiceGroupDto,
} from './dto/admin-home.dto';

/** An invoice is "due soon" from today to this many days ahead. */
export const DUE_SOON_DAYS = 7;

/** Each card lists this many items; its count and total cover them all. */
export const HOME_ITEMS = 5;

/** How many characters of a post the approvals card shows. */
const EXCERPT = 80;

/** A user's name as the team reads it: first and last name, or the username. */
const nameOf = (alias: string) =>
  `coalesce(nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), ''), ${alias}.username)`;
const NAME = nameOf('u');

interface InvoiceRow {
  id: number;
  number: string | null;
  client: string;
  due_date: string | Date;
  status: string;
  balance: number | string;
}

const isoDate = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

function group(rows: HomeInvoiceDto[]): HomeInvoiceGroupDto {
  return {
    count: rows.length,
    balanceCents: rows.reduce((sum, row) => sum + row.balanceCents, 0),
    items: rows.slice(0, HOME_ITEMS),
  };
}

/**
 * What needs the team today, read straight from the tables in a few aggregate queries: the
 * back-office home. Everything here is a count or a short list linking into its section.
 */
@Injectable()
export class AdminHomeService {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: QueueInspector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async home(): Promise<AdminHomeDto> {
    const em = this.em.fork();
    const today = dateIn(this.config.billing.timeZone);
    const [invoices, approvals, messages, contacts, failedMails, queues] = await Promise.all([
      this.invoices(em, today),
      this.approvals(em),
      this.messages(em),
      this.contacts(em),
      em.execute<{ count: string | number }[]>(
        `select count(*) as count from "mail_outbox" where "state" = 'failed'`,
      ),
      this.queues.state(),
    ]);
    const failedJobs = Object.values(queues.queues).reduce(
      (sum, counts) => sum + (counts?.failed ?? 0),
      0,
    );
    return {
      today,
      invoices,
      approvals,
      messages,
      contacts,
      failures: {
        failedMails: Number(failedMails[0]?.count ?? 0),
        failedJobs,
        queues: queues.status,
      },
      queueDashboardPath: this.config.queue.dashboard ? QUEUE_DASHBOARD_PATH : null,
    };
  }

  /**
   * Payable invoices due up to DUE_SOON_DAYS ahead, with what is still owed on each (total less
   * completed payments). Overdue is past its due date whether or not the daily sweep has marked
   * it yet, so the home never lags behind the calendar.
   */
  private async invoices(em: EntityManager, today: string): Promise<AdminHomeDto['invoices']> {
    const until = addDays(today, DUE_SOON_DAYS);
    const rows = await em.execute<InvoiceRow[]>(
      `select i.id, i.number, ${NAME} as client, i.due_date, i.status,
         i.total_cents - coalesce((select sum(r.amount_cents) from payment_records r
           where r.invoice_id = i.id and r.status = 'completed'), 0) as balance
       from invoices i join users u on u.id = i.user_id
       where i.status in ('pending', 'partial', 'overdue') and i.due_date <= ?
       order by i.due_date, i.id`,
      [until],
    );
    const overdue: HomeInvoiceDto[] = [];
    const dueSoon: HomeInvoiceDto[] = [];
    for (const row of rows) {
      const dueDate = isoDate(row.due_date);
      const item: HomeInvoiceDto = {
        id: row.id,
        number: row.number ?? `INV-${String(row.id).padStart(4, '0')}`,
        client: row.client,
        dueDate,
        balanceCents: Number(row.balance),
      };
      if (item.balanceCents <= 0) continue;
      (row.status === 'overdue' || dueDate < today ? overdue : dueSoon).push(item);
    }
    return { overdue: group(overdue), dueSoon: group(dueSoon), dueSoonDays: DUE_SOON_DAYS };
  }

  /** Team drafts waiting for their client's decision, the longest waiting first. */
  private async approvals(em: EntityManager): Promise<AdminHomeDto['approvals']> {
    const rows = await em.execute<
      {
        id: number;
        platform: string;
        client: string;
        content: string;
        since: Date;
        total: string;
      }[]
    >(
      `select s.id, s.platform, ${NAME} as client, s.content, s.updated_at as since,
         count(*) over () as total
       from social_media_content s join users u on u.id = s.user_id
       where s.status = 'awaiting_approval'
       order by s.updated_at, s.id limit ?`,
      [HOME_ITEMS],
    );
    const items: HomeApprovalDto[] = rows.map((row) => ({
      id: row.id,
      platform: row.platform,
      client: row.client,
      excerpt:
        row.content.length > EXCERPT ? `${row.content.slice(0, EXCERPT).trimEnd()}…` : row.content,
      since: new Date(row.since),
    }));
    return { count: Number(rows[0]?.total ?? 0), items };
  }

  /**
   * Client messages the team has not read in the sense that counts: written after the team's
   * last message in that project (a team reply answers everything before it).
   */
  private async messages(em: EntityManager): Promise<AdminHomeDto['messages']> {
    const rows = await em.execute<
      { project_id: number; project: string; client: string; unread: string; latest: Date }[]
    >(
      `select p.id as project_id, p.title as project,
         coalesce(${nameOf('o')}, '') as client,
         count(c.id) as unread, max(c.created_at) as latest
       from project_comments c
         join users a on a.id = c.user_id and a.role <> 'admin'
         join projects p on p.id = c.project_id
         left join users o on o.id = p.client_id
       where c.id > coalesce((select max(t.id) from project_comments t
         join users tu on tu.id = t.user_id
         where t.project_id = c.project_id and tu.role = 'admin'), 0)
       group by p.id, p.title, o.first_name, o.last_name, o.username
       order by latest desc`,
    );
    const items: HomeConversationDto[] = rows.map((row) => ({
      projectId: row.project_id,
      project: row.project,
      client: row.client,
      unread: Number(row.unread),
      latestAt: new Date(row.latest),
    }));
    return {
      count: items.reduce((sum, item) => sum + item.unread, 0),
      items: items.slice(0, HOME_ITEMS),
    };
  }

  /** Contact requests nobody has resolved yet, newest first. */
  private async contacts(em: EntityManager): Promise<AdminHomeDto['contacts']> {
    const rows = await em.execute<
      { id: number; name: string; email: string; created_at: Date; total: string }[]
    >(
      `select id, name, email, created_at, count(*) over () as total
       from contact_submissions where not resolved
       order by created_at desc, id desc limit ?`,
      [HOME_ITEMS],
    );
    const items: HomeContactDto[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      createdAt: new Date(row.created_at),
    }));
    return { count: Number(rows[0]?.total ?? 0), items };
  }
}
