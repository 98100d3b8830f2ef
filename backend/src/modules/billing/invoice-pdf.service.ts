import { createHash } from 'node:crypto';

import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { MailOutbox } from '../../platform/mail/mail-outbox.entity';
import { MailService } from '../../platform/mail/mail.service';
import { addressOf, displayName } from '../auth/team-addresses';
import { StoredFile } from '../files/stored-file.entity';
import type { PaymentRecord } from '../payments/entities/payment-record.entity';
import { SITE_PROFILE } from '../site/site-profile';
import { InvoiceNotice } from './entities/invoice-notice.entity';
import { Invoice } from './entities/invoice.entity';
import { invoiceMail } from './invoice-mails';
import { invoiceDisplayNumber } from './invoice-number';
import { completedPayments, paidCents, paymentDay, shownReference } from './invoice-payments';
import { dateIn } from './billing-calendar';
import { type InvoiceDocument, paperFor } from './pdf/invoice-document';
import { renderInvoicePdf } from './pdf/render-invoice-pdf';

/** A rendered PDF and the name it is sent and downloaded under. */
export interface InvoicePdf {
  fileName: string;
  content: Buffer;
}

const billingOffice = SITE_PROFILE.offices.find(
  (office) => office.key === SITE_PROFILE.billing.office,
)!;

/**
 * Invoice PDFs: what goes on them (in the client's language), rendering them in the `pdfs` queue,
 * keeping each revision in `stored_files`, and then sending the mails the invoice owes with the
 * fresh PDF attached.
 */
@Injectable()
export class InvoicePdfService {
  private readonly logger = new Logger(InvoicePdfService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  static fileName(invoice: Invoice): string {
    return `${invoice.status === 'draft' ? `draft-${invoice.id}` : invoiceDisplayNumber(invoice)}.pdf`;
  }

  /** What the PDF of an invoice (its client and project loaded) shows, in the client's language. */
  document(invoice: Invoice, payments: readonly PaymentRecord[]): InvoiceDocument {
    const language = invoice.user.language;
    const es = language === 'es';
    const paid = paidCents(payments);
    const site = new URL(this.config.http.publicUrl);
    return {
      language,
      paper: paperFor(language),
      number: invoice.status === 'draft' ? `DRAFT-${invoice.id}` : invoiceDisplayNumber(invoice),
      status: invoice.status,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      agency: {
        name: SITE_PROFILE.billing.legalName,
        addressLines: [
          billingOffice.streetAddress,
          `${billingOffice.city}, ${billingOffice.regionCode} ${billingOffice.postalCode}`,
          es ? billingOffice.countryEs : billingOffice.country,
        ],
        email: this.config.mail.salesAddress,
        phone: SITE_PROFILE.phone,
        website: site.host,
        taxId: SITE_PROFILE.billing.taxId,
      },
      client: {
        name: displayName(invoice.user),
        email: invoice.user.email,
        phone: invoice.user.phone ?? null,
        billTo: invoice.billTo ?? null,
      },
      project: invoice.project ? (es && invoice.project.titleEs) || invoice.project.title : null,
      description: invoice.description ?? null,
      lines: invoice.items.map((line) => ({
        description: (es && line.descriptionEs) || line.description,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        amountCents: line.amountCents,
      })),
      subtotalCents: invoice.amountCents,
      discountCents: invoice.discountCents,
      taxRate: Number(invoice.taxRate),
      taxCents: invoice.taxCents,
      totalCents: invoice.totalCents,
      paidCents: paid,
      balanceCents: invoice.status === 'void' ? 0 : Math.max(0, invoice.totalCents - paid),
      payments: payments.map((payment) => ({
        date: paymentDay(payment),
        method: payment.paymentMethod,
        reference: shownReference(payment),
        amountCents: payment.amountCents,
      })),
      bankTransfer: { ...SITE_PROFILE.billing.bankTransfer },
      payOnlineUrl: `${this.config.http.publicUrl}/dashboard?tab=billing`,
      notes: invoice.notes ?? null,
    };
  }

  /** The invoice's PDF as it is now: the stored one when current, else rendered for this call. */
  async current(invoice: Invoice): Promise<InvoicePdf> {
    const em = this.em.fork();
    if (invoice.pdfFile && invoice.pdfRevision === invoice.revision) {
      const file = await em.findOne(StoredFile, invoice.pdfFile.id, {
        populate: ['content'] as never,
      });
      if (file) return { fileName: file.name, content: file.content };
    }
    const payments = (await completedPayments(em, [invoice.id])).get(invoice.id)!;
    return {
      fileName: InvoicePdfService.fileName(invoice),
      content: await renderInvoicePdf(this.document(invoice, payments)),
    };
  }

  /**
   * The `invoice.render` job: renders the invoice's current revision (unless it is stored
   * already), stores it, and stages the mails the invoice owes with it attached, all in one
   * transaction. Two runs at once (two workers) store one PDF: the second finds it current.
   */
  async renderAndDeliver(invoiceId: number): Promise<{ state: string }> {
    const em = this.em.fork();
    const invoice = await em.findOne(Invoice, invoiceId, { populate: ['user', 'project'] });
    if (!invoice) return { state: 'missing' };
    if (invoice.status === 'draft') return { state: 'draft' };
    let rendered: { revision: number; content: Buffer } | null = null;
    if (invoice.pdfRevision < invoice.revision || !invoice.pdfFile) {
      const payments = (await completedPayments(em, [invoice.id])).get(invoice.id)!;
      rendered = {
        revision: invoice.revision,
        content: await renderInvoicePdf(this.document(invoice, payments)),
      };
    }
    const staged = await em.transactional(async (tx) => {
      const locked = await tx.findOneOrFail(Invoice, invoiceId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        // The stored PDF's name goes on the mail (its content, lazy, stays in the database).
        populate: ['user', 'project', 'pdfFile'],
      });
      // A change since the render gets its own job; this one keeps what it rendered only when it
      // is still the current revision.
      if (rendered && rendered.revision === locked.revision && locked.pdfRevision < locked.revision)
        await this.store(tx, locked, rendered.content);
      if (locked.pdfRevision !== locked.revision || !locked.pdfFile) return [];
      return this.stageOwedMail(tx, locked);
    });
    await this.mail.dispatch(staged);
    return { state: rendered ? 'rendered' : 'current' };
  }

  private async store(em: EntityManager, invoice: Invoice, content: Buffer): Promise<void> {
    invoice.pdfFile = em.create(StoredFile, {
      name: InvoicePdfService.fileName(invoice),
      contentType: 'application/pdf',
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      owner: invoice.user,
      project: null,
    });
    invoice.pdfRevision = invoice.revision;
    await em.flush();
  }

  /** Each mail the invoice still owes, staged with the current PDF attached. */
  private async stageOwedMail(em: EntityManager, invoice: Invoice): Promise<MailOutbox[]> {
    const owed = await em.find(
      InvoiceNotice,
      { invoice, stagedAt: null },
      { orderBy: { id: 'asc' } },
    );
    if (owed.length === 0) return [];
    const payments = (await completedPayments(em, [invoice.id])).get(invoice.id)!;
    const document = this.document(invoice, payments);
    const staged: MailOutbox[] = [];
    const today = dateIn(this.config.billing.timeZone);
    for (const notice of owed) {
      const message = invoiceMail(
        notice.key,
        document,
        addressOf(invoice.user),
        payments,
        notice.onDay ?? today,
      );
      if (!message) {
        this.logger.warn(`invoice #${invoice.id}: no mail for notice ${notice.key}`);
        notice.stagedAt = new Date();
        continue;
      }
      const outbox = this.mail.stage(em, {
        ...message,
        attachments: [{ fileId: invoice.pdfFile!.id, name: invoice.pdfFile!.name }],
      });
      notice.mail = outbox;
      notice.stagedAt = new Date();
      staged.push(outbox);
    }
    await em.flush();
    return staged;
  }
}
