import { useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import { Button, RefreshIcon, Spinner, describeError } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import type { ReactNode } from 'react';
import { useBankTransfer } from '../../billing/billing-api';
import type { Language } from '../../projects/project-format';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-fg-muted">{term}</dt>
      <dd className="text-sm font-medium break-words text-fg">{children}</dd>
    </div>
  );
}

/**
 * Paying by bank transfer, which works without any payment provider: how much, to which
 * account, and the reference that matches the transfer to what it pays (the invoice numbers, or
 * an order's `TB-` reference). `children` is what comes after, such as the order's actions.
 */
export function BankTransferDetails({
  amountCents,
  reference,
  language,
  intro,
  referenceHint,
  children,
}: {
  amountCents: number;
  /** The reference to write on the transfer, once known. */
  reference: string | null;
  language: Language;
  intro?: string;
  referenceHint?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('payments');
  const bank = useBankTransfer(true);
  return (
    <div className="grid gap-5">
      <p className="text-sm text-fg-muted">{intro ?? t('bank.intro')}</p>
      <dl className="grid gap-3 rounded-xl border border-line bg-surface-muted p-4">
        <Detail term={t('bank.amount')}>
          <span className="text-base font-bold tabular-nums">
            {formatMoney(amountCents, language)}
          </span>
        </Detail>
        {bank.isSuccess ? (
          <>
            <Detail term={t('bank.bankName')}>{bank.data.bankName}</Detail>
            <Detail term={t('bank.accountName')}>{bank.data.accountName}</Detail>
            <Detail term={t('bank.accountNumber')}>
              <span className="font-mono">{bank.data.accountNumber}</span>
            </Detail>
            <Detail term={t('bank.routingNumber')}>
              <span className="font-mono">{bank.data.routingNumber}</span>
            </Detail>
            <Detail term={t('bank.swift')}>
              <span className="font-mono">{bank.data.swift}</span>
            </Detail>
          </>
        ) : null}
        {reference ? (
          <Detail term={t('bank.reference')}>
            <span className="font-mono text-base font-bold">{reference}</span>
          </Detail>
        ) : null}
      </dl>
      {bank.isPending ? (
        <p className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner size="sm" label={t('bank.loading')} />
          <span aria-hidden="true">{t('bank.loading')}</span>
        </p>
      ) : bank.isError ? (
        <div className="grid gap-3">
          <Alert tone="danger" title={t('bank.loadFailed')}>
            {describeError(bank.error)}
          </Alert>
          <div>
            <Button
              variant="outline"
              disabled={bank.isFetching}
              onClick={() => void bank.refetch()}
            >
              <RefreshIcon size={16} />
              {t('checkout.retry')}
            </Button>
          </div>
        </div>
      ) : null}
      {reference ? (
        <p className="text-sm text-fg-muted">{referenceHint ?? t('bank.referenceHint')}</p>
      ) : null}
      {children}
    </div>
  );
}
