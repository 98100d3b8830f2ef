import { formatMoney } from '@terrabridge/rules/money';
import { useTranslation } from '@terrabridge/i18n';
import { buttonClasses, cn } from '@terrabridge/ui';
import { FolderIcon, MegaphoneIcon, ReceiptIcon } from '@terrabridge/ui/parts';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { asLanguage, formatDate } from '../../projects/project-format';
import type { DashboardTab } from '../dashboard-tabs';
import { invoiceCheckoutPath } from '../../payments/checkout/checkout-query';
import { type InvoiceCard, dueDays, invoiceCard, invoiceDetailKey, localDay } from '../invoice-due';
import type { Overview } from '../overview-api';
import { useTabLink } from './tab-link';

const DUE_TONE: Record<InvoiceCard['kind'], string> = {
  none: 'text-fg',
  noInvoices: 'text-fg',
  allPaid: 'text-fg',
  in: 'text-fg',
  today: 'text-warning',
  overdue: 'text-danger',
};

/**
 * One figure as a card that opens the tab it sums up (the whole card is the link's area); an
 * `action` of its own sits above that area.
 */
function Figure({
  tab,
  icon: Icon,
  value,
  label,
  detail,
  action,
  valueClassName,
  className,
}: {
  action?: ReactNode;
  tab: DashboardTab;
  icon: ComponentType<{ size?: number; className?: string }>;
  value: ReactNode;
  label: string;
  detail?: ReactNode;
  valueClassName?: string;
  className?: string;
}) {
  const tabLink = useTabLink();
  return (
    <li
      className={cn(
        'relative flex min-w-0 flex-col gap-1 rounded-xl border border-line bg-surface-raised p-5 shadow-soft transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
        className,
      )}
    >
      <Icon size={20} className="text-primary" />
      <Link
        to={tabLink(tab)}
        className="mt-2 flex flex-col-reverse gap-1 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
      >
        <span className="text-sm font-medium text-fg-muted">{label}</span>
        <span
          className={cn('text-2xl font-bold tracking-tight text-fg tabular-nums', valueClassName)}
        >
          {value}
        </span>
      </Link>
      {detail ? <p className="text-sm break-words text-fg-muted">{detail}</p> : null}
      {action ? <div className="relative z-10 mt-2">{action}</div> : null}
    </li>
  );
}

/** The Overview's three figures: projects, posts, and when the next open invoice is due. */
export function OverviewFigures({ overview }: { overview: Overview }) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const invoice = overview.nextInvoice;
  const card = invoiceCard(overview.invoiceCount, invoice?.dueDate, localDay(new Date()));
  const dueText = t(`dashboard.overview.due.${card.kind}`, { count: dueDays(card) });
  return (
    <ul
      aria-label={t('dashboard.overview.figures')}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3"
    >
      <Figure
        tab="projects"
        icon={FolderIcon}
        value={overview.projectCount}
        label={t('dashboard.overview.projectCount', { count: overview.projectCount })}
      />
      <Figure
        tab="social-media"
        icon={MegaphoneIcon}
        value={overview.socialPostCount}
        label={t('dashboard.overview.postCount', { count: overview.socialPostCount })}
      />
      <Figure
        tab="billing"
        icon={ReceiptIcon}
        // On a phone the two counts share a row and the due date takes the next one whole.
        className="col-span-2 sm:col-span-1"
        value={dueText}
        valueClassName={DUE_TONE[card.kind]}
        label={t('dashboard.overview.nextInvoice')}
        detail={
          invoice
            ? t(`dashboard.overview.${invoiceDetailKey(card)}`, {
                number: invoice.number,
                amount: formatMoney(invoice.amountDueCents, language),
                date: formatDate(invoice.dueDate, language),
              })
            : t(`dashboard.overview.${card.kind === 'noInvoices' ? 'noInvoices' : 'noInvoice'}`)
        }
        action={
          invoice ? (
            <Link
              to={invoiceCheckoutPath([invoice.id], invoice.amountDueCents)}
              aria-label={t('dashboard.overview.payLabel', { number: invoice.number })}
              className={buttonClasses({ size: 'sm' })}
            >
              {t('dashboard.overview.pay')}
            </Link>
          ) : null
        }
      />
    </ul>
  );
}
