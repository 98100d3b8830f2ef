import { useQuery } from '@tanstack/react-query';
import { apiJson, queryClient, type components } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import { Button, Spinner } from '@terrabridge/ui';
import { Badge, ConfirmDialog, Dialog, Tabs } from '@terrabridge/ui/parts';
import { type ReactNode, useState } from 'react';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { formatDate, formatDateTime, formatDay } from './client-format';
import { StatusBadge } from './status-badge';
import { LoadError } from '../../components/load-error';

type ClientDetail = components['schemas']['AdminClientDetailDto'];

const CLIENTS_PATH = '/api/admin/clients';

/** A client's profile, their recent records in tabs, and the account actions. */
export function ClientDetailDialog({
  clientId,
  onClose,
}: {
  clientId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-clients');
  const detail = useQuery<ClientDetail>({
    queryKey: [CLIENTS_PATH, 'detail', clientId],
    queryFn: () => apiJson<ClientDetail>('GET', `${CLIENTS_PATH}/${clientId}`),
    enabled: clientId !== null,
    staleTime: 0,
  });
  const client = clientId !== null ? detail.data : undefined;
  return (
    <Dialog
      open={clientId !== null}
      title={client?.name ?? t('detail.profile')}
      closeLabel={t('detail.close')}
      onClose={onClose}
      size="lg"
    >
      {detail.isError ? (
        <LoadError title={t('detail.error')} error={detail.error} className="mt-4" />
      ) : !client ? (
        <div className="mt-6">
          <Spinner size="sm" label={t('detail.loading')} />
        </div>
      ) : (
        <ClientDetailBody client={client} />
      )}
    </Dialog>
  );
}

type Confirming = 'deactivate' | 'reactivate' | 'resetTwoFactor' | null;

/** What each account action asks before it is done, where it is sent, and what it then says. */
const CONFIRMATIONS = {
  deactivate: {
    title: 'confirm.deactivateTitle',
    text: 'confirm.deactivateText',
    action: 'actions.deactivate',
    path: 'deactivate',
    done: 'toast.deactivated',
    failed: 'toast.deactivateFailed',
  },
  reactivate: {
    title: 'confirm.reactivateTitle',
    text: 'confirm.reactivateText',
    action: 'actions.reactivate',
    path: 'reactivate',
    done: 'toast.reactivated',
    failed: 'toast.reactivateFailed',
  },
  resetTwoFactor: {
    title: 'confirm.resetTwoFactorTitle',
    text: 'confirm.resetTwoFactorText',
    action: 'actions.resetTwoFactor',
    path: 'two-factor/reset',
    done: 'toast.twoFactorReset',
    failed: 'toast.resetTwoFactorFailed',
  },
} as const;

function ClientDetailBody({ client }: { client: ClientDetail }) {
  const { t, i18n } = useTranslation('admin-clients');
  const language = i18n.language;
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: [CLIENTS_PATH] });

  /** Does a confirmed account action (a second-factor reset mails the client about it). */
  const confirmed = async (action: Exclude<Confirming, null>) => {
    const { path, done, failed } = CONFIRMATIONS[action];
    setBusy(true);
    try {
      await apiJson('POST', `${CLIENTS_PATH}/${client.id}/${path}`);
      toastDone(t(done, { name: client.name }));
      setConfirming(null);
      await refresh();
    } catch (error) {
      toastActionError(error, t(failed));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    try {
      await apiJson('POST', `${CLIENTS_PATH}/${client.id}/resend-verification`);
      toastDone(t('toast.resent', { email: client.email }));
      await refresh();
    } catch (error) {
      toastActionError(error, t('toast.resendFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4 space-y-5">
      <div className="flex flex-wrap gap-2">
        <StatusBadge client={client} />
        <Badge tone={client.emailVerified ? 'success' : 'warning'}>
          {client.emailVerified ? t('badge.verified') : t('badge.unverified')}
        </Badge>
        {client.twoFactorEnabled && <Badge tone="primary">{t('badge.twoFactor')}</Badge>}
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Term label={t('columns.email')}>
          <span className="break-all">{client.email}</span>
        </Term>
        <Term label={t('detail.username')}>{client.username}</Term>
        <Term label={t('detail.phone')}>{client.phone ?? '—'}</Term>
        <Term label={t('detail.language')}>{t(`detail.languages.${client.language}`)}</Term>
        <Term label={t('detail.created')}>{formatDate(client.createdAt, language)}</Term>
        <Term label={t('detail.lastSignIn')}>
          {client.lastSignInAt ? formatDateTime(client.lastSignInAt, language) : t('never')}
        </Term>
      </dl>
      <div className="flex flex-wrap gap-2">
        {client.isActive ? (
          <Button
            variant="danger"
            size="sm"
            disabled={busy}
            onClick={() => setConfirming('deactivate')}
          >
            {t('actions.deactivate')}
          </Button>
        ) : client.deletedAt ? null : (
          // A deleted account has nobody left to let back in.
          <Button size="sm" disabled={busy} onClick={() => setConfirming('reactivate')}>
            {t('actions.reactivate')}
          </Button>
        )}
        {client.twoFactorEnabled && (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => setConfirming('resetTwoFactor')}
          >
            {t('actions.resetTwoFactor')}
          </Button>
        )}
        {!client.emailVerified && (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void resend()}>
            {t('actions.resend')}
          </Button>
        )}
      </div>
      <div>
        <p className="mb-2 text-xs text-fg-muted">{t('detail.recentNote')}</p>
        <Tabs label={t('detail.sectionsLabel')} items={recordTabs(client, t, language)} />
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t(CONFIRMATIONS[confirming ?? 'deactivate'].title, { name: client.name })}
        description={t(CONFIRMATIONS[confirming ?? 'deactivate'].text)}
        confirmLabel={t(CONFIRMATIONS[confirming ?? 'deactivate'].action)}
        cancelLabel={t('confirm.cancel')}
        tone={confirming === 'reactivate' ? 'primary' : 'danger'}
        busy={busy}
        onConfirm={() => confirming && void confirmed(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="text-fg">{children}</dd>
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** A list of records, or the sentence saying there are none. */
function Records({ rows, none }: { rows: ReactNode[]; none: string }) {
  if (rows.length === 0) return <p className="py-3 text-sm text-fg-muted">{none}</p>;
  return <ul className="divide-y divide-line text-sm">{rows}</ul>;
}

function Row({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-2.5">
      <div className="min-w-0 flex-1">{main}</div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">{side}</div>
    </li>
  );
}

function recordTabs(client: ClientDetail, t: Translate, language: string) {
  const muted = 'text-xs text-fg-muted';
  return [
    {
      id: 'projects',
      label: t('detail.tabs.projects'),
      panel: (
        <Records
          none={t('detail.none.projects')}
          rows={client.projects.map((project) => (
            <Row
              key={project.id}
              main={
                <>
                  <div className="font-medium">{project.title}</div>
                  <div className={muted}>{formatDate(project.createdAt, language)}</div>
                </>
              }
              side={<Badge>{t(`statuses.project.${project.status}`)}</Badge>}
            />
          ))}
        />
      ),
    },
    {
      id: 'invoices',
      label: t('detail.tabs.invoices'),
      panel: (
        <Records
          none={t('detail.none.invoices')}
          rows={client.invoices.map((invoice) => (
            <Row
              key={invoice.id}
              main={
                <>
                  <div className="font-medium">{invoice.number ?? t('detail.invoiceDraft')}</div>
                  <div className={muted}>
                    {t('detail.due', { date: formatDay(invoice.dueDate, language) })}
                  </div>
                </>
              }
              side={
                <>
                  <span className="tabular-nums">{formatMoney(invoice.totalCents, language)}</span>
                  <Badge>{t(`statuses.invoice.${invoice.status}`)}</Badge>
                </>
              }
            />
          ))}
        />
      ),
    },
    {
      id: 'payments',
      label: t('detail.tabs.payments'),
      panel: (
        <Records
          none={t('detail.none.payments')}
          rows={client.payments.map((payment) => (
            <Row
              key={payment.id}
              main={
                <>
                  <div className="font-medium">{payment.reference}</div>
                  <div className={muted}>
                    {payment.provider === 'paypal' ? 'PayPal' : 'Stripe'} ·{' '}
                    {formatDateTime(payment.createdAt, language)}
                  </div>
                </>
              }
              side={
                <>
                  <span className="tabular-nums">{formatMoney(payment.amountCents, language)}</span>
                  <Badge>{t(`statuses.payment.${payment.state}`)}</Badge>
                </>
              }
            />
          ))}
        />
      ),
    },
    {
      id: 'socialPosts',
      label: t('detail.tabs.socialPosts'),
      panel: (
        <Records
          none={t('detail.none.socialPosts')}
          rows={client.socialPosts.map((post) => (
            <Row
              key={post.id}
              main={
                <>
                  <div className="line-clamp-2">{post.content}</div>
                  <div className={muted}>
                    <span className="capitalize">{post.platform}</span> ·{' '}
                    {post.draftedByTeam ? t('badge.team') : t('badge.own')} ·{' '}
                    {formatDate(post.createdAt, language)}
                  </div>
                  {post.reviewComment && (
                    <div className="mt-1 text-xs">
                      {t('detail.changeRequest', { comment: post.reviewComment })}
                    </div>
                  )}
                </>
              }
              side={<Badge>{t(`statuses.post.${post.status}`)}</Badge>}
            />
          ))}
        />
      ),
    },
    {
      id: 'sessions',
      label: t('detail.tabs.sessions'),
      panel: (
        <Records
          none={t('detail.none.sessions')}
          rows={client.sessions.map((session) => (
            <Row
              key={session.id}
              main={
                <>
                  <div className="font-medium">{session.device}</div>
                  <div className={muted}>
                    {placeOf(session, t, language)} ·{' '}
                    {t('detail.lastSeen', { date: formatDateTime(session.lastSeenAt, language) })}
                  </div>
                </>
              }
              side={
                <Badge tone={session.live ? 'success' : 'neutral'}>
                  {session.live ? t('badge.live') : t('badge.ended')}
                </Badge>
              }
            />
          ))}
        />
      ),
    },
  ];
}

/** Where a session signed in from: its city and country, in the reader's language. */
function placeOf(
  session: ClientDetail['sessions'][number],
  t: Translate,
  language: string,
): string {
  if (session.localNetwork) return t('detail.localNetwork');
  const country = session.countryCode
    ? (new Intl.DisplayNames([language], { type: 'region' }).of(session.countryCode) ??
      session.countryCode)
    : null;
  return [session.city, country].filter(Boolean).join(', ') || t('detail.unknownPlace');
}
