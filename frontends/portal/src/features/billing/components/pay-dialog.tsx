import { useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/i18n/money';
import { Button, Spinner } from '@terrabridge/ui';
import { Dialog } from '@terrabridge/ui/parts';
import type { ReactNode } from 'react';
import type { Language } from '../../projects/project-format';
import { useBankTransfer } from '../billing-api';
import type { SelectionSummary } from '../invoice-selection';
import { InvoicesError } from './invoice-list-states';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-fg-muted">{term}</dt>
      <dd className="text-sm font-medium break-words text-fg">{children}</dd>
    </div>
  );
}

/**
 * Paying the selected invoices. Card and PayPal come in a later release; until then the dialog
 * says how to pay them by bank transfer: how much, to which account, with which reference.
 */
export function PayDialog({
  open,
  summary,
  language,
  onClose,
}: {
  open: boolean;
  summary: SelectionSummary;
  language: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const bank = useBankTransfer(open);
  return (
    <Dialog
      open={open}
      title={t('payDialog.title')}
      description={t('payDialog.description')}
      closeLabel={t('payDialog.close')}
      onClose={onClose}
    >
      <div className="grid gap-5">
        <dl className="grid gap-3 rounded-xl border border-line bg-surface-muted p-4">
          <Detail term={t('payDialog.amount')}>
            <span className="text-base font-bold tabular-nums">
              {formatMoney(summary.totalCents, language)}
            </span>
          </Detail>
          {bank.isSuccess ? (
            <>
              <Detail term={t('payDialog.bankName')}>{bank.data.bankName}</Detail>
              <Detail term={t('payDialog.accountName')}>{bank.data.accountName}</Detail>
              <Detail term={t('payDialog.accountNumber')}>
                <span className="font-mono">{bank.data.accountNumber}</span>
              </Detail>
              <Detail term={t('payDialog.routingNumber')}>
                <span className="font-mono">{bank.data.routingNumber}</span>
              </Detail>
              <Detail term={t('payDialog.swift')}>
                <span className="font-mono">{bank.data.swift}</span>
              </Detail>
            </>
          ) : null}
          <Detail term={t('payDialog.reference')}>
            <span className="font-mono">{summary.numbers.join(', ')}</span>
          </Detail>
        </dl>
        {bank.isPending ? (
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <Spinner size="sm" label={t('payDialog.loading')} />
            <span aria-hidden="true">{t('payDialog.loading')}</span>
          </p>
        ) : bank.isError ? (
          <InvoicesError
            title={t('payDialog.loadFailed')}
            error={bank.error}
            retrying={bank.isFetching}
            onRetry={() => void bank.refetch()}
          />
        ) : null}
        <p className="text-sm text-fg-muted">{t('payDialog.referenceHint')}</p>
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('payDialog.done')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
