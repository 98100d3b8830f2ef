import { useTranslation } from '@terrabridge/i18n';
import { apiJson, queryClient, type components } from '@terrabridge/api-client';
import { AlertIcon, Button } from '@terrabridge/ui';
import { Badge, SelectField } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { AdminList, type ListColumn } from '../../components/admin-list';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { useAdminList, useListControls } from '../../components/use-admin-list';
import { EVENT_STATE_TONES, moment } from './billing-format';
import { PAYMENT_EVENTS_PATH, PAYMENTS_PATH } from './billing-paths';
import { PROVIDERS } from './payments-panel';

type PaymentEvent = components['schemas']['PaymentEventDto'];

const STATES = ['received', 'applied', 'ignored', 'failed'] as const;

/** The payments ledger: every provider event, the failed ones marked, with a retry for them. */
export function PaymentEventsPanel() {
  const { t, i18n } = useTranslation('admin-billing');
  const language = i18n.language;
  const controls = useListControls('', { state: '', provider: '' });
  const query = useAdminList<PaymentEvent>(PAYMENT_EVENTS_PATH, controls);
  const [retrying, setRetrying] = useState<number | null>(null);

  const retry = async (event: PaymentEvent) => {
    setRetrying(event.id);
    try {
      await apiJson('POST', `${PAYMENT_EVENTS_PATH}/${event.id}/retry`, {});
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [PAYMENT_EVENTS_PATH] }),
        queryClient.invalidateQueries({ queryKey: [PAYMENTS_PATH] }),
      ]);
      toastDone(t('events.retried'));
    } catch (error) {
      toastActionError(error, t('events.retryFailed'));
    } finally {
      setRetrying(null);
    }
  };

  const columns: ListColumn<PaymentEvent>[] = [
    {
      id: 'event',
      header: t('events.columns.event'),
      cell: (event) => (
        <>
          <span className="block font-mono text-xs break-all">{event.eventId}</span>
          {event.lastError && (
            <span className="mt-1 flex items-start gap-1 text-xs font-medium text-danger">
              <AlertIcon size={14} className="mt-px shrink-0" />
              {event.lastError}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'provider',
      header: t('events.columns.provider'),
      cell: (event) => t(`payments.providers.${event.provider}`),
    },
    { id: 'type', header: t('events.columns.type'), cell: (event) => event.type },
    {
      id: 'state',
      header: t('events.columns.state'),
      cell: (event) => (
        <Badge tone={EVENT_STATE_TONES[event.state]}>{t(`events.states.${event.state}`)}</Badge>
      ),
    },
    {
      id: 'attempts',
      header: t('events.columns.attempts'),
      className: 'tabular-nums',
      cell: (event) => event.attempts,
    },
    {
      id: 'received',
      header: t('events.columns.received'),
      className: 'whitespace-nowrap',
      cell: (event) => moment(event.createdAt, language),
    },
  ];

  return (
    <AdminList
      label={t('events.label')}
      columns={columns}
      query={query}
      controls={controls}
      searchLabel={t('events.search')}
      empty={t('events.empty')}
      toolbar={
        <>
          <SelectField
            label={t('events.filters.state')}
            className="w-40"
            {...controls.bind('state')}
            placeholder={t('events.filters.allStates')}
            options={STATES.map((state) => ({ value: state, label: t(`events.states.${state}`) }))}
          />
          <SelectField
            label={t('events.filters.provider')}
            className="w-40"
            {...controls.bind('provider')}
            placeholder={t('events.filters.allProviders')}
            options={PROVIDERS.map((provider) => ({
              value: provider,
              label: t(`payments.providers.${provider}`),
            }))}
          />
          <Button
            size="sm"
            variant={controls.filters.state === 'failed' ? 'secondary' : 'outline'}
            aria-pressed={controls.filters.state === 'failed'}
            className="h-11"
            onClick={() =>
              controls.setFilter('state', controls.filters.state === 'failed' ? '' : 'failed')
            }
          >
            {t('events.failedOnly')}
          </Button>
        </>
      }
      actions={(event) =>
        event.state === 'failed' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={retrying === event.id}
            aria-label={t('events.retryEvent', { event: event.eventId })}
            onClick={() => void retry(event)}
          >
            {t('events.retry')}
          </Button>
        ) : null
      }
    />
  );
}
