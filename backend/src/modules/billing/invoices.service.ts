import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { Page } from '../../platform/http/page.dto';
import { loadPage } from '../../platform/http/pagination';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import type { User } from '../auth/entities/user.entity';
import type { InvoiceDto } from './dto/invoice.dto';
import type { ClientInvoicesQuery } from './dto/invoice-requests.dto';
import type { NextInvoiceDto } from './dto/next-invoice.dto';
import { Invoice, PAYABLE_INVOICE_STATUSES } from './entities/invoice.entity';
import { invoiceDisplayNumber } from './invoice-number';
import { completedPayments, paidCents } from './invoice-payments';
import { type InvoicePdf, InvoicePdfService } from './invoice-pdf.service';
import { invoiceView } from './invoice-views';

/** A client has no more open invoices than this on the Billing tab's one page. */
const MAX_OPEN = 200;

const SETTLED_STATUSES = ['paid', 'void'] as const;

/** A client's invoices: what is open, what was settled, each with its balance and PDF. */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly em: EntityManager,
    private readonly pdfs: InvoicePdfService,
  ) {}

  /**
   * `open`: every invoice still to pay, due soonest first, on one page; `history`: paid and void
   * ones, newest first; `all`: every issued invoice, newest first. Drafts are never listed.
   */
  async list(user: User, query: ClientInvoicesQuery): Promise<Page<InvoiceDto>> {
    const em = this.em.fork();
    const view = query.view ?? 'all';
    let page: Page<Invoice>;
    if (view === 'open') {
      const items = await em.find(
        Invoice,
        { user, status: { $in: [...PAYABLE_INVOICE_STATUSES] } },
        { populate: ['project'], orderBy: { dueDate: 'asc', id: 'asc' }, limit: MAX_OPEN },
      );
      page = { items, nextCursor: null };
    } else {
      const statuses =
        view === 'history'
          ? SETTLED_STATUSES
          : ['pending', 'partial', 'overdue', ...SETTLED_STATUSES];
      page = await loadPage(
        em,
        'invoices',
        {
          column: 'user_id',
          value: user.id,
          extra: `t."status" in (${statuses.map(() => '?').join(', ')})`,
          extraParams: [...statuses],
        },
        query,
        (ids) => em.find(Invoice, { id: { $in: ids } }, { populate: ['project'] }),
      );
    }
    const payments = await completedPayments(
      em,
      page.items.map((invoice) => invoice.id),
    );
    return {
      items: page.items.map((invoice) => invoiceView(invoice, payments.get(invoice.id)!)),
      nextCursor: page.nextCursor,
    };
  }

  async detail(user: User, id: number): Promise<InvoiceDto> {
    const em = this.em.fork();
    const invoice = await this.visible(em, user, id);
    const payments = await completedPayments(em, [id]);
    return invoiceView(invoice, payments.get(id)!);
  }

  /** The PDF for its client or an admin (who may also preview a draft); anyone else: 404. */
  async pdf(user: User, id: number): Promise<InvoicePdf> {
    const invoice = await this.visible(this.em.fork(), user, id, { populate: ['user'] });
    return this.pdfs.current(invoice);
  }

  private async visible(
    em: EntityManager,
    user: User,
    id: number,
    { populate = [] as 'user'[] } = {},
  ): Promise<Invoice> {
    const invoice = await em.findOne(Invoice, id, { populate: ['project', ...populate] });
    const mayRead =
      invoice &&
      (user.role === 'admin' || (invoice.user.id === user.id && invoice.status !== 'draft'));
    if (!mayRead) throw new LocalizedException(404, 'invoices.notFound');
    return invoice;
  }

  /** How many invoices the client has been issued, paid or not (drafts are not issued). */
  async issuedCount(userId: number): Promise<number> {
    return this.em.fork().count(Invoice, { user: userId, status: { $ne: 'draft' } });
  }

  /** The payable invoice due soonest (overdue ones first), or null when nothing is owed. */
  async nextPayable(userId: number): Promise<NextInvoiceDto | null> {
    const em = this.em.fork();
    const invoice = await em.findOne(
      Invoice,
      { user: userId, status: { $in: [...PAYABLE_INVOICE_STATUSES] } },
      { orderBy: { dueDate: 'asc', id: 'asc' } },
    );
    if (!invoice) return null;
    const payments = (await completedPayments(em, [invoice.id])).get(invoice.id)!;
    return {
      id: invoice.id,
      number: invoiceDisplayNumber(invoice),
      status: invoice.status,
      dueDate: invoice.dueDate,
      amountDueCents: Math.max(0, invoice.totalCents - paidCents(payments)),
    };
  }
}
