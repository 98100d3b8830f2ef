import { useQuery } from '@tanstack/react-query';
import { apiJson, type components } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import { ArrowRightIcon, Button, cn, ExternalLinkIcon, RefreshIcon } from '@terrabridge/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ReadPending } from '../../components/load-error';
import type { AdminTab } from './admin-tabs';
import { useSectionLink } from './section-link';
import './i18n';

type Home = components['schemas']['AdminHomeDto'];
type InvoiceGroup = components['schemas']['HomeInvoiceGroupDto'];

export const HOME_PATH = '/api/admin/home';

/** A card of the home: what it counts, a few items, and the link into its section. */
function Card({
  title,
  tab,
  linkLabel,
  attention,
  children,
}: {
  title: string;
  tab: AdminTab;
  linkLabel: string;
  /** Something here needs the team: the card is marked. */
  attention: boolean;
  children: ReactNode;
}) {
  const to = useSectionLink();
  return (
    <section
      aria-label={title}
      className={cn(
        'flex flex-col rounded-xl border bg-surface p-4',
        attention ? 'border-warning/60' : 'border-line',
      )}
    >
      <h3 className="text-base font-semibold text-fg">{title}</h3>
      <div className="mt-2 flex-1 text-sm text-fg-muted">{children}</div>
      <Link
        to={to(tab)}
        className="mt-3 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-link hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {linkLabel}
        <ArrowRightIcon size={14} />
      </Link>
    </section>
  );
}

const Figure = ({ children }: { children: ReactNode }) => (
  <p className="text-lg font-bold text-fg">{children}</p>
);

const Items = ({ children }: { children: ReactNode }) => (
  <ul className="mt-2 divide-y divide-line">{children}</ul>
);

function Item({ main, detail }: { main: ReactNode; detail: ReactNode }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
      <span className="min-w-0 break-words text-fg">{main}</span>
      <span className="text-xs">{detail}</span>
    </li>
  );
}

function useFormats() {
  const { i18n } = useTranslation('admin-home');
  const language = i18n.language === 'es' ? 'es' : 'en';
  // Times in the viewer's own zone; due dates are calendar days, read as written.
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    money: (cents: number) => formatMoney(cents, language),
    time: (iso: string) => when.format(new Date(iso)),
    date: (ymd: string) => day.format(new Date(`${ymd}T00:00:00Z`)),
  };
}

function InvoiceGroupView({ label, group }: { label: string; group: InvoiceGroup }) {
  const { t } = useTranslation('admin-home');
  const f = useFormats();
  return (
    <div className="mt-2 first:mt-0">
      <p className="font-medium text-fg">{label}</p>
      <Figure>
        {t('invoices.count', { count: group.count })} ·{' '}
        {t('invoices.owed', { amount: f.money(group.balanceCents) })}
      </Figure>
      {group.items.length > 0 && (
        <Items>
          {group.items.map((invoice) => (
            <Item
              key={invoice.id}
              main={
                <>
                  {t('invoices.item', { number: invoice.number, client: invoice.client })}{' '}
                  <strong className="font-semibold">{f.money(invoice.balanceCents)}</strong>
                </>
              }
              detail={t('invoices.due', { date: f.date(invoice.dueDate) })}
            />
          ))}
        </Items>
      )}
    </div>
  );
}

function HomeCards({ home }: { home: Home }) {
  const { t } = useTranslation('admin-home');
  const f = useFormats();
  const { invoices, approvals, messages, contacts, failures } = home;
  const failed = failures.failedMails + failures.failedJobs;
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      <Card
        title={t('invoices.title')}
        tab="billing"
        linkLabel={t('invoices.open')}
        attention={invoices.overdue.count > 0}
      >
        <InvoiceGroupView label={t('invoices.overdue')} group={invoices.overdue} />
        <InvoiceGroupView
          label={t('invoices.dueSoon', { days: invoices.dueSoonDays })}
          group={invoices.dueSoon}
        />
      </Card>
      <Card
        title={t('approvals.title')}
        tab="social"
        linkLabel={t('approvals.open')}
        attention={approvals.count > 0}
      >
        <Figure>{t('approvals.summary', { count: approvals.count })}</Figure>
        <Items>
          {approvals.items.map((post) => (
            <Item
              key={post.id}
              main={
                <>
                  <span className="font-medium">
                    {t('approvals.item', {
                      client: post.client,
                      platform: t(`platforms.${post.platform}`, { defaultValue: post.platform }),
                    })}
                  </span>
                  <span className="block text-fg-muted">{post.excerpt}</span>
                </>
              }
              detail={t('approvals.since', { date: f.time(post.since) })}
            />
          ))}
        </Items>
      </Card>
      <Card
        title={t('messages.title')}
        tab="projects"
        linkLabel={t('messages.open')}
        attention={messages.count > 0}
      >
        <Figure>{t('messages.summary', { count: messages.count })}</Figure>
        <Items>
          {messages.items.map((conversation) => (
            <Item
              key={conversation.projectId}
              main={
                <>
                  {t('messages.item', {
                    project: conversation.project,
                    count: conversation.unread,
                  })}
                  {conversation.client && (
                    <span className="block text-fg-muted">{conversation.client}</span>
                  )}
                </>
              }
              detail={t('messages.latest', { date: f.time(conversation.latestAt) })}
            />
          ))}
        </Items>
      </Card>
      <Card
        title={t('contacts.title')}
        tab="contacts"
        linkLabel={t('contacts.open')}
        attention={contacts.count > 0}
      >
        <Figure>{t('contacts.summary', { count: contacts.count })}</Figure>
        <Items>
          {contacts.items.map((contact) => (
            <Item
              key={contact.id}
              main={
                <>
                  {contact.name}
                  <span className="block break-all text-fg-muted">{contact.email}</span>
                </>
              }
              detail={t('contacts.received', { date: f.time(contact.createdAt) })}
            />
          ))}
        </Items>
      </Card>
      <Card
        title={t('failures.title')}
        tab={failures.failedMails > 0 || failures.failedJobs === 0 ? 'mail' : 'queues'}
        linkLabel={
          failures.failedMails > 0 || failures.failedJobs === 0
            ? t('failures.openMail')
            : t('failures.openQueues')
        }
        attention={failed > 0 || failures.queues === 'down'}
      >
        <Figure>{t('failures.mails', { count: failures.failedMails })}</Figure>
        <Figure>{t('failures.jobs', { count: failures.failedJobs })}</Figure>
        {failures.queues === 'down' && (
          <p className="mt-1 text-danger">{t('failures.queuesDown')}</p>
        )}
        {failures.failedMails > 0 && failures.failedJobs > 0 && (
          <FailedJobsLink label={t('failures.openQueues')} />
        )}
        {home.queueDashboardPath && (
          // Another page of this site, which links back to the queues section.
          <a
            href={home.queueDashboardPath}
            className="mt-2 flex items-center gap-1.5 font-semibold text-link hover:underline"
          >
            <ExternalLinkIcon size={14} />
            {t('failures.queueDashboard')}
          </a>
        )}
      </Card>
    </div>
  );
}

/** When both mail and jobs failed, the card links to the outbox and, here, to the queues. */
function FailedJobsLink({ label }: { label: string }) {
  const to = useSectionLink();
  return (
    <Link to={to('queues')} className="mt-2 inline-block font-semibold text-link hover:underline">
      {label}
    </Link>
  );
}

/** The back-office home: what needs the team today, each card linking into its section. */
export default function AdminHome() {
  const { t, i18n } = useTranslation('admin-home');
  const query = useQuery<Home>({
    queryKey: [HOME_PATH],
    queryFn: () => apiJson<Home>('GET', HOME_PATH),
    staleTime: 0,
  });
  if (query.isError || query.isPending) {
    return (
      <ReadPending
        query={query}
        errorTitle={t('fetchError')}
        retryLabel={t('retry')}
        loadingLabel={t('loading')}
        className="mt-6 grid gap-4 md:grid-cols-2"
        placeholders={4}
        placeholderClassName="h-40 w-full"
      />
    );
  }
  const today = new Intl.DateTimeFormat(i18n.language === 'es' ? 'es' : 'en', {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${query.data.today}T00:00:00Z`));
  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg-muted">{t('today', { date: today })}</p>
        <Button
          size="sm"
          variant="outline"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          <RefreshIcon size={16} />
          {t('refresh')}
        </Button>
      </div>
      <HomeCards home={query.data} />
    </div>
  );
}
