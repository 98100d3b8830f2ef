import { useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import { ExternalLinkIcon, buttonClasses, cn } from '@terrabridge/ui';
import type { ReactNode } from 'react';
import { type InvoiceDue, dueDays, invoiceDue, localDay } from '../../dashboard/invoice-due';
import { type Language, formatDate, localized } from '../../projects/project-format';
import type { Invoice, InvoicePayment } from '../billing-api';
import { invoiceNumber, isPayable } from '../invoice-selection';
import { InvoiceLines } from './invoice-lines';
import { InvoiceStatusBadge } from './invoice-status-badge';

const DUE_TONE: Record<InvoiceDue['kind'], string> = {
  none: 'text-fg-muted',
  in: 'text-fg-muted',
  today: 'text-warning',
  overdue: 'text-danger',
};

const PAYMENT_METHODS = ['stripe', 'paypal', 'bank_transfer', 'cash', 'check', 'other'];

/** The PDF opens in a new tab; its name says which invoice, and that a tab opens. */
function PdfLink({ invoice, number }: { invoice: Invoice; number: string }) {
  const { t } = useTranslation(['billing', 'common']);
  return (
    <a
      href={invoice.pdfUrl}
      target="_blank"
      rel="noopener"
      className={buttonClasses({ variant: 'outline', size: 'sm', className: 'shrink-0' })}
    >
      {t('pdf')}
      <span className="sr-only">
        {' '}
        {t('pdfOf', { number })} {t('common:nav.opensInNewTab')}
      </span>
      <ExternalLinkIcon size={14} />
    </a>
  );
}

function Amount({
  term,
  cents,
  language,
  strong,
}: {
  term: string;
  cents: number;
  language: Language;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 sm:flex-col sm:justify-start sm:gap-0.5">
      <dt className="text-xs font-medium text-fg-muted">{term}</dt>
      <dd
        className={cn(
          'tabular-nums text-fg',
          strong ? 'text-base font-bold sm:text-lg' : 'text-sm font-medium sm:text-base',
        )}
      >
        {formatMoney(cents, language)}
      </dd>
    </div>
  );
}

function Payments({ payments, language }: { payments: InvoicePayment[]; language: Language }) {
  const { t } = useTranslation('billing');
  const method = (name: string) => t(`methods.${PAYMENT_METHODS.includes(name) ? name : 'other'}`);
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold text-fg">{t('payments.title')}</h4>
      {payments.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('payments.none')}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {payments.map((payment) => (
            <li
              key={payment.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 rounded-lg bg-surface-muted px-3 py-2"
            >
              <span className="min-w-0 text-fg">
                {/* The day it was received: a payment recorded by hand has no time. */}
                <time dateTime={payment.paidOn}>{formatDate(payment.paidOn, language)}</time>
                {' · '}
                {method(payment.method)}
                {payment.payerReference ? (
                  <span className="text-fg-muted">
                    {' · '}
                    <span className="break-all">
                      {t('payments.payerReference', { reference: payment.payerReference })}
                    </span>
                  </span>
                ) : null}
                {payment.reference ? (
                  <span className="text-fg-muted">
                    {' · '}
                    <span className="whitespace-nowrap">
                      {t('payments.reference', { reference: payment.reference })}
                    </span>
                  </span>
                ) : null}
              </span>
              <span className="ml-auto font-medium text-fg tabular-nums">
                {formatMoney(payment.amountCents, language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One invoice: its number and state, dates, what it comes to and what is left, its lines on
 * request, its payments and its PDF. `selector` is the pay flow's checkbox, when it has one.
 */
export function InvoiceCard({
  invoice,
  language,
  selector,
  showPayments = invoice.payments.length > 0,
}: {
  invoice: Invoice;
  language: Language;
  selector?: ReactNode;
  showPayments?: boolean;
}) {
  const { t } = useTranslation(['billing', 'portal']);
  const number = invoiceNumber(invoice);
  const payable = isPayable(invoice);
  const due = invoiceDue(invoice.dueDate, localDay(new Date()));
  return (
    <li className="rounded-xl border border-line bg-surface-raised p-4 shadow-soft sm:p-5">
      <article aria-labelledby={`invoice-${invoice.id}`} className="grid gap-4">
        <div className="flex items-center gap-3">
          {selector}
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2.5 gap-y-1">
            <h3 id={`invoice-${invoice.id}`} className="text-base/6 font-semibold text-fg">
              {number}
            </h3>
            <InvoiceStatusBadge status={invoice.status} />
          </div>
          <PdfLink invoice={invoice} number={number} />
        </div>
        {invoice.project ? (
          <p className="-mt-2 text-sm break-words text-fg-muted">
            {t('project')}:{' '}
            <span className="text-fg">
              {localized(language, invoice.project.title, invoice.project.titleEs)}
            </span>
          </p>
        ) : null}
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-fg-muted">{t('issued')}</dt>
            <dd className="text-fg">
              <time dateTime={invoice.issueDate}>{formatDate(invoice.issueDate, language)}</time>
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-fg-muted">{t('due')}</dt>
            <dd className="text-fg">
              <time dateTime={invoice.dueDate}>{formatDate(invoice.dueDate, language)}</time>
              {payable ? (
                // On a phone on a line of its own, beside the date on wider screens.
                <span className={cn('block font-semibold sm:inline', DUE_TONE[due.kind])}>
                  <span className="hidden sm:inline"> · </span>
                  {t(`portal:dashboard.overview.due.${due.kind}`, { count: dueDays(due) })}
                </span>
              ) : null}
            </dd>
          </div>
        </dl>
        <dl className="grid gap-2 rounded-lg border border-line px-4 py-3 sm:grid-cols-3 sm:gap-4">
          <Amount term={t('total')} cents={invoice.totalCents} language={language} />
          <Amount term={t('paid')} cents={invoice.paidCents} language={language} />
          <Amount term={t('balance')} cents={invoice.balanceCents} language={language} strong />
        </dl>
        <InvoiceLines invoice={invoice} number={number} language={language} />
        {showPayments ? <Payments payments={invoice.payments} language={language} /> : null}
      </article>
    </li>
  );
}
