import { apiJson, queryClient, type components } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Badge, type BadgeTone, SelectField } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { AdminList, type ListColumn } from '../../components/admin-list';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { useAdminList, useListControls } from '../../components/use-admin-list';

type OutboxMessage = components['schemas']['OutboxMessageDto'];

export const OUTBOX_PATH = '/api/admin/mail/outbox';

const FILTERS = ['', 'held', 'queued', 'sent', 'failed'] as const;

const STATE_TONES: Record<OutboxMessage['state'], BadgeTone> = {
  pending: 'primary',
  sending: 'primary',
  retrying: 'warning',
  sent: 'success',
  failed: 'danger',
  held: 'neutral',
};

/** The outbox: search, a status filter, sortable columns, and resend for failed messages. */
export function OutboxList() {
  const { t, i18n } = useTranslation('admin-mail');
  const language = i18n.language === 'es' ? 'es' : 'en';
  const controls = useListControls('', { status: '', lang: language });
  const query = useAdminList<OutboxMessage>(OUTBOX_PATH, controls);
  const [resending, setResending] = useState<number | null>(null);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  const resend = async (message: OutboxMessage) => {
    setResending(message.id);
    try {
      await apiJson('POST', `/api/admin/mail-outbox/${message.id}/resend?lang=${language}`);
      toastDone(t('outbox.resent'));
      await queryClient.invalidateQueries({ queryKey: [OUTBOX_PATH] });
    } catch (error) {
      toastActionError(error, t('outbox.resendFailed'));
    } finally {
      setResending(null);
    }
  };

  const columns: ListColumn<OutboxMessage>[] = [
    {
      id: 'to',
      header: t('outbox.columns.to'),
      sort: 'to',
      cell: (message) => <span className="break-all">{message.to}</span>,
    },
    {
      id: 'subject',
      header: t('outbox.columns.subject'),
      className: 'min-w-64',
      cell: (message) => (
        <details>
          <summary className="cursor-pointer" title={t('outbox.showText')}>
            {message.subject}
          </summary>
          <pre className="mt-2 max-h-60 overflow-auto rounded-lg bg-surface-muted p-3 text-xs whitespace-pre-wrap text-fg">
            {message.text}
          </pre>
        </details>
      ),
    },
    {
      id: 'state',
      header: t('outbox.columns.state'),
      cell: (message) => (
        <div>
          <Badge tone={STATE_TONES[message.state]}>{t(`outbox.states.${message.state}`)}</Badge>
          {message.lastError && message.state !== 'sent' ? (
            <p className="mt-1 max-w-72 text-xs break-words text-fg-muted">
              {t('outbox.lastError', { error: message.lastError })}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      id: 'attempts',
      header: t('outbox.columns.attempts'),
      sort: 'attempts',
      cell: (message) => message.attempts,
    },
    {
      id: 'createdAt',
      header: t('outbox.columns.createdAt'),
      sort: 'createdAt',
      className: 'whitespace-nowrap',
      cell: (message) => date.format(new Date(message.createdAt)),
    },
  ];

  return (
    <section aria-labelledby="mail-outbox-title" className="mt-10">
      <h3 id="mail-outbox-title" className="text-base font-semibold text-fg">
        {t('outbox.title')}
      </h3>
      <AdminList
        label={t('outbox.label')}
        columns={columns}
        query={query}
        controls={controls}
        searchLabel={t('outbox.search')}
        empty={t('outbox.empty')}
        toolbar={
          <div className="w-44">
            <SelectField
              label={t('outbox.status')}
              {...controls.bind('status')}
              options={FILTERS.map((filter) => ({
                value: filter,
                label: t(`outbox.statuses.${filter || 'all'}`),
              }))}
            />
          </div>
        }
        actions={(message) =>
          message.state === 'failed' || message.state === 'retrying' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={resending === message.id}
              aria-label={t('outbox.resendLabel', { to: message.to })}
              onClick={() => void resend(message)}
            >
              {t('outbox.resend')}
            </Button>
          ) : null
        }
      />
    </section>
  );
}
