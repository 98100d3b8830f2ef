import { useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import { Button, buttonClasses } from '@terrabridge/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { invoiceCheckoutPath } from '../../payments/checkout/checkout-query';
import type { Language } from '../../projects/project-format';
import type { Invoice } from '../billing-api';
import {
  NO_SELECTION,
  type Selection,
  invoiceNumber,
  isPayable,
  summarize,
  toggleAll,
  toggleInvoice,
} from '../invoice-selection';
import { InvoiceCard } from './invoice-card';
import { InvoicesEmpty } from './invoice-list-states';

const CHECKBOX = 'size-5 shrink-0 cursor-pointer accent-primary';

/**
 * The invoices still to pay, each with a checkbox, and the selected ones' total to pay: Pay opens
 * the checkout for them (card, PayPal or bank transfer).
 */
export function PendingInvoices({
  invoices,
  language,
}: {
  invoices: Invoice[];
  language: Language;
}) {
  const { t } = useTranslation('billing');
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const summary = summarize(invoices, selection);

  if (invoices.length === 0) {
    return <InvoicesEmpty title={t('empty.pending')} hint={t('empty.pendingHint')} />;
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 rounded-xl border border-line bg-surface-muted px-4 py-3">
        <label className="flex cursor-pointer items-center gap-3 text-sm font-semibold text-fg">
          <input
            type="checkbox"
            className={CHECKBOX}
            checked={summary.state === 'all'}
            // 'Mixed' while some, not all, are selected.
            ref={(node) => {
              if (node) node.indeterminate = summary.state === 'some';
            }}
            onChange={() => setSelection((current) => toggleAll(current, invoices))}
          />
          {t('select.all')}
        </label>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p role="status" className="text-sm text-fg tabular-nums">
            {summary.state === 'none'
              ? t('select.none')
              : t('select.summary', {
                  count: summary.invoices.length,
                  total: formatMoney(summary.totalCents, language),
                })}
          </p>
          {summary.state === 'none' ? (
            <Button disabled>{t('pay')}</Button>
          ) : (
            <Link
              to={invoiceCheckoutPath(
                summary.invoices.map((invoice) => invoice.id),
                summary.totalCents,
              )}
              className={buttonClasses()}
            >
              {t('pay')}
            </Link>
          )}
        </div>
      </div>
      <ul className="grid gap-4">
        {invoices.map((invoice) => (
          <InvoiceCard
            key={invoice.id}
            invoice={invoice}
            language={language}
            selector={
              isPayable(invoice) ? (
                <label className="-my-1 -ml-1.5 flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-surface-muted">
                  <input
                    type="checkbox"
                    className={CHECKBOX}
                    checked={selection.has(invoice.id)}
                    onChange={() => setSelection((current) => toggleInvoice(current, invoice.id))}
                  />
                  <span className="sr-only">
                    {t('select.invoice', {
                      number: invoiceNumber(invoice),
                      amount: formatMoney(invoice.balanceCents, language),
                    })}
                  </span>
                </label>
              ) : null
            }
          />
        ))}
      </ul>
    </div>
  );
}
