import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  asDecimal,
  computeInvoiceTotals,
  hundredths,
  type InvoiceTotals,
  type LineInput,
} from '@terrabridge/rules/money';

import type { Page } from '../../platform/http/page.dto';
import {
  ACCOUNT_TEXT,
  clientText,
  loadPage,
  pageOrder,
  textSearch,
} from '../../platform/http/pagination';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { User } from '../auth/entities/user.entity';
import { displayName } from '../auth/team-addresses';
import { PaymentRecord } from '../payments/entities/payment-record.entity';
import { newPaymentReference } from '../payments/payment-reference';
import { Project } from '../projects/entities/project.entity';
import type { BillableClientDto, BillableClientsQuery } from './dto/billable-client.dto';
import type { AdminInvoiceDetailDto, AdminInvoiceDto } from './dto/invoice.dto';
import {
  ADMIN_INVOICE_SORTS,
  type AdminInvoicesQuery,
  type CreateInvoiceRequest,
  type RecordPaymentRequest,
} from './dto/invoice-requests.dto';
import { InvoiceEvent } from './entities/invoice-event.entity';
import { Invoice, PAYABLE_INVOICE_STATUSES } from './entities/invoice.entity';
import { invoicesCsv } from './invoice-csv';
import { InvoiceLedger } from './invoice-ledger.service';
import { parseLineItems } from './invoice-lines';
import { completedPayments, paidCents } from './invoice-payments';
import { dateOnlyMoment } from './billing-calendar';
import { adminInvoiceDetailView, adminInvoiceView } from './invoice-views';

/** The export is for a period's books; a larger one is split by date range. */
export const CSV_MAX_ROWS = 10_000;

/** The filters of the admin list (and its CSV export) as SQL on the `invoices` row `t`. */
export function adminInvoiceFilter(query: AdminInvoicesQuery): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.status) {
    where.push('t."status" = ?');
    params.push(query.status);
  }
  if (query.clientId) {
    where.push('t."user_id" = ?');
    params.push(query.clientId);
  }
  if (query.from) {
    where.push('t."issue_date" >= ?');
    params.push(query.from);
  }
  if (query.to) {
    where.push('t."issue_date" <= ?');
    params.push(query.to);
  }
  const search = textSearch(query.q, [
    't."number"',
    // The client's name, username and email, so "maria" or "@acme" finds their invoices.
    clientText('t."user_id"'),
  ]);
  if (search.extra) {
    where.push(search.extra);
    params.push(...search.extraParams!);
  }
  return { sql: where.length > 0 ? where.join(' and ') : 'true', params };
}

/** Admins issue invoices, record payments made outside the providers, void, and list them all. */
@Injectable()
export class AdminInvoicesService {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: InvoiceLedger,
  ) {}

  async create(body: CreateInvoiceRequest, admin: User): Promise<AdminInvoiceDetailDto> {
    const invoice = await this.em.fork().transactional(async (tx) => {
      const client = await tx.findOne(User, body.userId);
      if (!client) throw new LocalizedException(404, 'invoices.client.notFound');
      // The team's own accounts owe nothing: an invoice for one could only be a mistake.
      if (client.role === 'admin') throw new LocalizedException(400, 'invoices.client.admin');
      let project: Project | null = null;
      if (body.projectId) {
        project = await tx.findOne(Project, { id: body.projectId, client });
        if (!project) throw new LocalizedException(400, 'invoices.project.notFound');
      }
      const totals = this.totals(body);
      const issueDate = body.issueDate ?? this.ledger.today();
      if (body.dueDate < issueDate)
        throw new LocalizedException(400, 'invoices.dueDate.beforeIssue');
      const created = tx.create(Invoice, {
        user: client,
        project,
        status: 'draft',
        issueDate,
        dueDate: body.dueDate,
        amountCents: totals.subtotalCents,
        taxRate: totals.taxRate,
        taxCents: totals.taxCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
        items: totals.lines,
        description: body.description ?? null,
        notes: body.notes ?? null,
        billTo: body.billTo ?? null,
      });
      this.ledger.created(tx, created, admin);
      if ((body.status ?? 'pending') === 'pending') await this.ledger.issue(tx, created, admin);
      return created;
    });
    await this.ledger.afterCommit([invoice]);
    return this.detail(invoice.id);
  }

  /**
   * The amounts of a new invoice from its lines (or its one amount), checked against what the
   * form sent: `amount` must be the subtotal and `total` the total, to the cent.
   */
  private totals(body: CreateInvoiceRequest): InvoiceTotals {
    const lines: LineInput[] = body.items
      ? parseLineItems(body.items)
      : [
          {
            description: body.description?.split('\n')[0].slice(0, 500) || 'Professional services',
            descriptionEs: body.description ? null : 'Servicios profesionales',
            quantity: 1,
            unitPriceCents: Number(hundredths(body.amount!)),
          },
        ];
    let totals: InvoiceTotals;
    try {
      totals = computeInvoiceTotals(lines, body.taxRate ?? 0, body.discountCents ?? 0);
    } catch {
      throw new LocalizedException(400, 'invoices.discount.invalid');
    }
    if (totals.totalCents <= 0) throw new LocalizedException(400, 'invoices.amount.positive');
    if (body.amount !== undefined && Number(hundredths(body.amount)) !== totals.subtotalCents)
      throw new LocalizedException(400, 'invoices.amount.mismatch', {
        expected: asDecimal(totals.subtotalCents),
      });
    if (body.total !== undefined && Number(hundredths(body.total)) !== totals.totalCents)
      throw new LocalizedException(400, 'invoices.total.mismatch', {
        expected: asDecimal(totals.totalCents),
      });
    return totals;
  }

  async issue(id: number, admin: User): Promise<AdminInvoiceDetailDto> {
    const invoice = await this.em.fork().transactional(async (tx) => {
      const locked = await this.ledger.lock(tx, id);
      // A draft made out before its account joined the team is not sent to it.
      const client = await tx.findOneOrFail(User, locked.user.id);
      if (client.role === 'admin') throw new LocalizedException(409, 'invoices.client.admin');
      await this.ledger.issue(tx, locked, admin);
      return locked;
    });
    await this.ledger.afterCommit([invoice]);
    return this.detail(id);
  }

  /** Cancels an invoice for good; one that has received payments cannot be (refund them first). */
  async void(id: number, admin: User, reason: string | null): Promise<AdminInvoiceDetailDto> {
    const invoice = await this.em.fork().transactional(async (tx) => {
      const locked = await this.ledger.lock(tx, id);
      const payments = (await completedPayments(tx, [id])).get(id)!;
      if (payments.length > 0) throw new LocalizedException(409, 'invoices.void.hasPayments');
      this.ledger.transition(tx, locked, 'void', {
        reason: 'voided',
        actor: admin,
        detail: reason ? { reason } : null,
      });
      return locked;
    });
    await this.ledger.afterCommit([invoice]);
    return this.detail(id);
  }

  /**
   * Money received outside the providers (a bank transfer, cash, a check), up to the balance.
   * The invoice becomes partial or paid, and its client is sent a receipt with the updated PDF.
   */
  async recordPayment(
    id: number,
    admin: User,
    body: RecordPaymentRequest,
  ): Promise<AdminInvoiceDetailDto> {
    const paidOn = this.ledger.receivedOn(body.paidOn);
    const invoice = await this.em.fork().transactional(async (tx) => {
      const locked = await this.ledger.lock(tx, id);
      if (!PAYABLE_INVOICE_STATUSES.includes(locked.status))
        throw new LocalizedException(409, 'invoices.payment.notPayable');
      const balance = locked.totalCents - paidCents((await completedPayments(tx, [id])).get(id)!);
      if (body.amountCents > balance)
        throw new LocalizedException(409, 'invoices.payment.exceedsBalance', {
          balance: asDecimal(balance),
        });
      const record = tx.create(PaymentRecord, {
        invoice: locked,
        user: locked.user,
        amountCents: body.amountCents,
        paymentMethod: body.method,
        paymentDate: dateOnlyMoment(paidOn),
        status: 'completed',
        reference: newPaymentReference(),
        payerReference: body.reference?.trim() || null,
        metadata: { recordedBy: admin.id },
      });
      await tx.flush();
      await this.ledger.paymentReceived(tx, locked, record, admin);
      return locked;
    });
    await this.ledger.afterCommit([invoice]);
    return this.detail(id);
  }

  async detail(id: number): Promise<AdminInvoiceDetailDto> {
    const em = this.em.fork();
    const invoice = await em.findOne(Invoice, id, { populate: ['user', 'project'] });
    if (!invoice) throw new LocalizedException(404, 'invoices.notFound');
    const [payments, events] = await Promise.all([
      completedPayments(em, [id]),
      em.find(InvoiceEvent, { invoice: id }, { populate: ['actor'], orderBy: { id: 'asc' } }),
    ]);
    return adminInvoiceDetailView(invoice, payments.get(id)!, events);
  }

  /** Every invoice the filters select (at most CSV_MAX_ROWS) as CSV, in the list's order. */
  async exportCsv(query: AdminInvoicesQuery): Promise<string> {
    const em = this.em.fork();
    const filter = adminInvoiceFilter(query);
    const { expression, direction } = pageOrder(query.sort, ADMIN_INVOICE_SORTS);
    const rows = await em.execute<{ id: number }[]>(
      `select t."id" from "invoices" t where ${filter.sql} order by ${expression} ${direction}, t."id" ${direction} limit ?`,
      [...filter.params, CSV_MAX_ROWS],
    );
    const ids = rows.map((row) => row.id);
    const found = await em.find(Invoice, { id: { $in: ids } }, { populate: ['user', 'project'] });
    const byId = new Map(found.map((invoice) => [invoice.id, invoice]));
    const invoices = ids.flatMap((id) => byId.get(id) ?? []);
    return invoicesCsv(invoices, await completedPayments(em, ids));
  }

  /**
   * Clients (accounts with the user role) matching `q`, for the invoice form's client picker.
   * The text search scans the accounts (no index serves a leading-wildcard match); there are few.
   */
  async billableClients(query: BillableClientsQuery): Promise<Page<BillableClientDto>> {
    const em = this.em.fork();
    const search = textSearch(query.q, ACCOUNT_TEXT);
    const page = await loadPage(em, 'users', { equal: { role: 'user' }, ...search }, query, (ids) =>
      em.find(User, { id: { $in: ids } }),
    );
    const projects = await em.find(
      Project,
      { client: { $in: page.items.map((user) => user.id) } },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return {
      items: page.items.map((user) => ({
        id: user.id,
        name: displayName(user),
        email: user.email,
        projects: projects
          .filter((project) => project.client?.id === user.id)
          .map((project) => ({ id: project.id, title: project.title })),
      })),
      nextCursor: page.nextCursor,
    };
  }

  async list(query: AdminInvoicesQuery): Promise<Page<AdminInvoiceDto>> {
    const em = this.em.fork();
    const filter = adminInvoiceFilter(query);
    const page = await loadPage(
      em,
      'invoices',
      {
        extra: filter.sql,
        extraParams: filter.params,
        order: pageOrder(query.sort, ADMIN_INVOICE_SORTS),
      },
      query,
      (ids) => em.find(Invoice, { id: { $in: ids } }, { populate: ['user', 'project'] }),
    );
    const payments = await completedPayments(
      em,
      page.items.map((invoice) => invoice.id),
    );
    return {
      items: page.items.map((invoice) => adminInvoiceView(invoice, payments.get(invoice.id)!)),
      nextCursor: page.nextCursor,
    };
  }
}
