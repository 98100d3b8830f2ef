import { useTranslation } from '@terrabridge/i18n';
import { cn } from '@terrabridge/ui';
import { Card, CardBody, ServiceIcon, ShieldIcon } from '@terrabridge/ui/parts';
import type { ReactNode } from 'react';
import { type Totals, formatMoney } from '@terrabridge/rules/money';
import { type Language, localized } from '../../../projects/project-format';
import type { Service } from '../../payments-api';

function Row({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4',
        strong && 'border-t border-line pt-3 text-base font-bold',
      )}
    >
      <dt className={strong ? 'text-fg' : 'text-sm text-fg-muted'}>{term}</dt>
      <dd className={cn('tabular-nums text-fg', strong ? 'text-lg' : 'text-sm font-medium')}>
        {children}
      </dd>
    </div>
  );
}

/** The card that says what is bought and for how much; `children` lists what it is. */
export function SummaryCard({ children, total }: { children: ReactNode; total: ReactNode }) {
  const { t } = useTranslation('payments');
  return (
    <Card>
      <CardBody className="grid gap-5 sm:p-7">
        <h2 className="text-lg font-bold tracking-tight text-fg">{t('summary.title')}</h2>
        {children}
        <dl className="grid gap-2.5">{total}</dl>
      </CardBody>
    </Card>
  );
}

/** A service bought at checkout: its icon, name and description, the price, tax and total. */
export function ServiceSummary({
  service,
  totals,
  taxRate,
  language,
}: {
  service: Service;
  totals: Pick<Totals, 'subtotalCents' | 'taxCents' | 'totalCents'>;
  taxRate: number;
  language: Language;
}) {
  const { t } = useTranslation('payments');
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <SummaryCard
      total={
        <>
          <Row term={t('summary.subtotal')}>{money(totals.subtotalCents)}</Row>
          <Row term={t('summary.tax', { rate: taxRate.toLocaleString(language) })}>
            {money(totals.taxCents)}
          </Row>
          <Row term={t('summary.total')} strong>
            {money(totals.totalCents)}
          </Row>
        </>
      }
    >
      <div className="flex gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg ring-1 ring-primary/15">
          <ServiceIcon name={service.icon} size={24} />
        </span>
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-fg">
            {localized(language, service.name, service.nameEs)}
          </h3>
          <p className="mt-1 text-sm leading-6 text-fg-muted">
            {localized(language, service.description, service.descriptionEs)}
          </p>
        </div>
      </div>
      <MoneyBackGuarantee />
    </SummaryCard>
  );
}

export function MoneyBackGuarantee() {
  const { t } = useTranslation('payments');
  return (
    <div className="flex gap-3 rounded-xl border border-success/40 bg-success-soft p-4">
      <ShieldIcon size={20} className="mt-0.5 shrink-0 text-success" />
      <div className="text-sm">
        <p className="font-semibold text-fg">{t('summary.guaranteeTitle')}</p>
        <p className="mt-0.5 text-fg-muted">{t('summary.guarantee')}</p>
      </div>
    </div>
  );
}

/** The invoices paid at checkout: how many, which ones once known, and the total. */
export function InvoiceSummary({
  count,
  totalCents,
  invoices,
  language,
}: {
  count: number;
  totalCents: number;
  /** The numbers and balances of the invoices, once the open invoices are in. */
  invoices: Array<{ id: number; number: string; balanceCents: number }>;
  language: Language;
}) {
  const { t } = useTranslation('payments');
  return (
    <SummaryCard
      total={
        <>
          <Row term={t('summary.invoicesTitle')}>{t('summary.invoiceCount', { count })}</Row>
          <Row term={t('summary.total')} strong>
            {formatMoney(totalCents, language)}
          </Row>
        </>
      }
    >
      {invoices.length > 0 ? (
        <ul aria-label={t('summary.invoiceList')} className="grid gap-2">
          {invoices.map((invoice) => (
            <li
              key={invoice.id}
              className="flex items-baseline justify-between gap-3 rounded-lg bg-surface-muted px-3 py-2 text-sm"
            >
              <span className="font-mono font-semibold text-fg">{invoice.number}</span>
              <span className="tabular-nums text-fg-muted">
                {t('summary.balance', { amount: formatMoney(invoice.balanceCents, language) })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </SummaryCard>
  );
}
