import { useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import { cn } from '@terrabridge/ui';
import { ChevronDownIcon } from '@terrabridge/ui/parts';
import { useId, useState } from 'react';
import { type Language, localized } from '../../projects/project-format';
import type { Invoice } from '../billing-api';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

function Total({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-4', strong && 'font-semibold text-fg')}>
      <dt className={cn(!strong && 'text-fg-muted')}>{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** An invoice's lines and how they add up to its total, shown on request. */
export function InvoiceLines({
  invoice,
  number,
  language,
}: {
  invoice: Invoice;
  number: string;
  language: Language;
}) {
  const { t } = useTranslation('billing');
  const [open, setOpen] = useState(false);
  const id = useId();
  const money = (cents: number) => formatMoney(cents, language);
  const quantity = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 });
  // Every issued invoice has a line at least; the amounts above say all there is otherwise.
  if (invoice.items.length === 0) return null;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
        className="-mx-1 inline-flex cursor-pointer items-center gap-1.5 rounded-md px-1 py-1 text-sm font-semibold text-link hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ChevronDownIcon
          size={16}
          className={cn(
            'shrink-0 transition-transform motion-reduce:transition-none',
            open && 'rotate-180',
          )}
        />
        {open ? t('lines.hide') : t('lines.show', { count: invoice.items.length })}
      </button>
      <div id={id} hidden={!open} className="mt-2">
        <ul aria-label={t('lines.label', { number })} className="divide-y divide-line text-sm">
          {invoice.items.map((line, index) => (
            <li key={index} className="flex items-start justify-between gap-4 py-2.5">
              <div className="min-w-0">
                <p className="break-words text-fg">
                  {localized(language, line.description, line.descriptionEs)}
                </p>
                <p className="mt-0.5 text-xs text-fg-muted tabular-nums">
                  {t('lines.quantity', {
                    quantity: quantity.format(line.quantity),
                    price: money(line.unitPriceCents),
                  })}
                </p>
              </div>
              <p className="shrink-0 font-medium text-fg tabular-nums">{money(line.amountCents)}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-1 grid gap-1.5 border-t border-line pt-3 text-sm">
          <Total term={t('lines.subtotal')} value={money(invoice.subtotalCents)} />
          {invoice.discountCents > 0 ? (
            <Total term={t('lines.discount')} value={money(-invoice.discountCents)} />
          ) : null}
          {invoice.taxRate > 0 || invoice.taxCents > 0 ? (
            <Total
              term={t('lines.tax', { rate: quantity.format(invoice.taxRate) })}
              value={money(invoice.taxCents)}
            />
          ) : null}
          <Total term={t('lines.total')} value={money(invoice.totalCents)} strong />
        </dl>
      </div>
    </div>
  );
}
