import { useTranslation } from '@terrabridge/i18n';
import { OlderPagesButton } from '../../projects/components/older-pages-button';
import type { Language } from '../../projects/project-format';
import { type InvoicesPage, useInvoiceHistory } from '../billing-api';
import { useHistoryPages } from '../use-history-pages';
import { InvoiceCard } from './invoice-card';
import { InvoicesEmpty, InvoicesError, InvoicesLoading } from './invoice-list-states';

function HistoryList({ newest, language }: { newest: InvoicesPage; language: Language }) {
  const { t } = useTranslation('billing');
  const pages = useHistoryPages(newest);
  if (pages.items.length === 0) {
    return <InvoicesEmpty title={t('empty.history')} hint={t('empty.historyHint')} />;
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4">
        {pages.items.map((invoice) => (
          <InvoiceCard key={invoice.id} invoice={invoice} language={language} showPayments />
        ))}
      </ul>
      <OlderPagesButton pages={pages} label={t('olderInvoices')} />
    </div>
  );
}

/** Paid and void invoices with their payments, newest first; older ones a page at a time. */
export function InvoiceHistory({ language }: { language: Language }) {
  const history = useInvoiceHistory();
  if (history.isPending) return <InvoicesLoading />;
  if (history.isError) {
    return (
      <InvoicesError
        error={history.error}
        retrying={history.isFetching}
        onRetry={() => void history.refetch()}
      />
    );
  }
  return <HistoryList newest={history.data} language={language} />;
}
