import { errorMessages } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Alert, Badge, ConfirmDialog, Dialog, Field, Skeleton } from '@terrabridge/ui/parts';
import { type FormEvent, useId, useState } from 'react';
import './i18n';
import {
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
  createWebhook,
  redeliver,
  removeWebhook,
  rotateSecret,
  setEnabled,
  useDeliveries,
  useWebhooks,
} from './webhooks-api';

type Language = 'en' | 'es';
type Outcome = { tone: 'success' | 'danger'; text: string } | null;

function useTexts() {
  const { t, i18n } = useTranslation('admin-webhooks');
  const language: Language = i18n.language === 'es' ? 'es' : 'en';
  const failureText = (error: unknown) => {
    const messages = errorMessages(error);
    return messages.length > 0 ? messages.join('\n') : t('failed');
  };
  return { t, language, failureText };
}

const formatTime = (value: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-UY' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(new Date(value));

/**
 * The back-office's outgoing webhooks: endpoints with their events, a form to add one (its signing
 * secret shown once), enable or disable, rotate the secret, delete, and each endpoint's
 * deliveries with a way to send one again.
 */
export default function WebhooksTab() {
  const { t, language, failureText } = useTexts();
  const webhooks = useWebhooks();
  const [secret, setSecret] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await work();
    } catch (error) {
      setOutcome({ tone: 'danger', text: failureText(error) });
    } finally {
      await webhooks.refetch();
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    setFailure(null);
    try {
      await removeWebhook(removing.id, language);
      setRemoving(null);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      await webhooks.refetch();
      setBusy(false);
    }
  };

  return (
    <div className="mt-6 space-y-6">
      {webhooks.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : webhooks.isError ? (
        <Alert tone="danger">{t('loadFailed')}</Alert>
      ) : webhooks.data.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('empty')}</p>
      ) : (
        <ul aria-label={t('listLabel')} className="space-y-4">
          {webhooks.data.map((endpoint) => (
            <EndpointRow
              key={endpoint.id}
              endpoint={endpoint}
              busy={busy}
              onToggle={() =>
                void run(async () => {
                  await setEnabled(endpoint.id, !endpoint.enabled, language);
                })
              }
              onRotate={() =>
                void run(async () => {
                  setSecret((await rotateSecret(endpoint.id, language)).secret);
                })
              }
              onRemove={() => {
                setFailure(null);
                setRemoving(endpoint);
              }}
            />
          ))}
        </ul>
      )}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <NewEndpointForm
        onCreated={async (made) => {
          setSecret(made);
          await webhooks.refetch();
        }}
      />
      {secret ? <SecretDialog secret={secret} onClose={() => setSecret(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('confirmRemove.title')}
        description={t('confirmRemove.description', { url: removing?.url ?? '' })}
        confirmLabel={t('confirmRemove.confirm')}
        cancelLabel={t('confirmRemove.cancel')}
        busy={busy}
        error={failure}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

function EndpointRow({
  endpoint,
  busy,
  onToggle,
  onRotate,
  onRemove,
}: {
  endpoint: WebhookEndpoint;
  busy: boolean;
  onToggle: () => void;
  onRotate: () => void;
  onRemove: () => void;
}) {
  const { t } = useTexts();
  const [open, setOpen] = useState(false);
  const state = endpoint.enabled
    ? t('enabled')
    : endpoint.disabledReason === 'failures'
      ? t('disabledFailures')
      : t('disabled');
  return (
    <li className="rounded-xl border border-line bg-surface-muted p-4 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-semibold break-all text-fg">{endpoint.url}</span>
        <Badge tone={endpoint.enabled ? 'success' : 'danger'}>{state}</Badge>
      </p>
      {endpoint.description ? <p className="mt-1 text-fg-muted">{endpoint.description}</p> : null}
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {endpoint.events.map((event) => (
          <li key={event}>
            <Badge tone="primary">{event}</Badge>
          </li>
        ))}
      </ul>
      {endpoint.consecutiveFailures > 0 ? (
        <p className="mt-2 text-fg-muted">
          {t('failures', { count: endpoint.consecutiveFailures })}
        </p>
      ) : null}
      <div
        role="group"
        aria-label={t('actionsLabel', { url: endpoint.url })}
        className="mt-3 flex flex-wrap gap-2"
      >
        <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={onToggle}>
          {endpoint.enabled ? t('disable') : t('enable')}
        </Button>
        <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={onRotate}>
          {t('rotate')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('hideDeliveries') : t('showDeliveries')}
        </Button>
        <Button type="button" size="sm" variant="danger" disabled={busy} onClick={onRemove}>
          {t('remove')}
        </Button>
      </div>
      {open ? <Deliveries endpoint={endpoint} /> : null}
    </li>
  );
}

function Deliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, language, failureText } = useTexts();
  const deliveries = useDeliveries(endpoint.id);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const again = async (delivery: WebhookDelivery) => {
    setOutcome(null);
    try {
      await redeliver(endpoint.id, delivery.id, language);
      setOutcome({ tone: 'success', text: t('deliveries.queued') });
    } catch (error) {
      setOutcome({ tone: 'danger', text: failureText(error) });
    }
    await deliveries.refetch();
  };
  if (deliveries.isPending) return <Skeleton className="mt-3 h-16 w-full" />;
  if (deliveries.isError) return <Alert tone="danger">{t('loadFailed')}</Alert>;
  const rows = deliveries.data.items;
  return (
    <div className="mt-3">
      {rows.length === 0 ? (
        <p className="text-fg-muted">{t('deliveries.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{t('deliveries.caption', { url: endpoint.url })}</caption>
            <thead className="text-fg-muted">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('deliveries.time')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('deliveries.event')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('deliveries.state')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('deliveries.code')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('deliveries.duration')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  <span className="sr-only">{t('deliveries.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const time = formatTime(row.lastAttemptAt ?? row.createdAt, language);
                return (
                  <tr key={row.id} className="border-t border-line">
                    <td className="py-1.5 pr-3 whitespace-nowrap">{time}</td>
                    <td className="py-1.5 pr-3 font-mono">{row.eventType}</td>
                    <td className="py-1.5 pr-3">
                      {t(`deliveries.states.${row.state as 'pending' | 'succeeded' | 'failed'}`)}
                    </td>
                    <td className="py-1.5 pr-3">
                      {row.lastStatusCode ?? (row.attempts > 0 ? t('deliveries.noAnswer') : '—')}
                    </td>
                    <td className="py-1.5 pr-3">
                      {row.lastDurationMs === null ? '—' : `${row.lastDurationMs} ms`}
                    </td>
                    <td className="py-1.5">
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={!endpoint.enabled}
                        aria-label={t('deliveries.redeliverLabel', { event: row.eventType, time })}
                        onClick={() => void again(row)}
                      >
                        {t('deliveries.redeliver')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {outcome ? (
        <Alert tone={outcome.tone} className="mt-3">
          {outcome.text}
        </Alert>
      ) : null}
    </div>
  );
}

function NewEndpointForm({ onCreated }: { onCreated: (secret: string) => Promise<void> }) {
  const { t, language, failureText } = useTexts();
  const eventsErrorId = useId();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      url: url.trim() ? undefined : t('form.urlRequired'),
      events: events.length > 0 ? undefined : t('form.eventsRequired'),
    };
    setErrors(found);
    setFailure(null);
    if (found.url || found.events) return;
    setBusy(true);
    try {
      const made = await createWebhook(
        { url: url.trim(), events, description: description.trim() || null },
        language,
      );
      setUrl('');
      setDescription('');
      setEvents([]);
      await onCreated(made.secret);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <fieldset className="space-y-4 rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-fg">{t('form.legend')}</legend>
        <Field
          label={t('form.url')}
          hint={t('form.urlHint')}
          error={errors.url}
          type="url"
          value={url}
          maxLength={2000}
          onChange={(change) => setUrl(change.target.value)}
        />
        <Field
          label={t('form.description')}
          optional
          value={description}
          maxLength={500}
          onChange={(change) => setDescription(change.target.value)}
        />
        <fieldset aria-describedby={errors.events ? eventsErrorId : undefined}>
          <legend className="text-sm font-medium text-fg">{t('form.events')}</legend>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((name) => (
              <li key={name}>
                <label className="flex items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-primary"
                    checked={events.includes(name)}
                    onChange={(change) =>
                      setEvents((current) =>
                        change.target.checked
                          ? [...current, name]
                          : current.filter((existing) => existing !== name),
                      )
                    }
                  />
                  <code className="font-mono text-fg">{name}</code>
                </label>
              </li>
            ))}
          </ul>
          {errors.events ? (
            <p id={eventsErrorId} className="mt-2 text-sm text-danger" role="alert">
              {errors.events}
            </p>
          ) : null}
        </fieldset>
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Button type="submit" disabled={busy}>
          {busy ? t('form.adding') : t('form.submit')}
        </Button>
      </fieldset>
    </form>
  );
}

function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTexts();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog
      open
      title={t('secret.title')}
      description={t('secret.description')}
      closeLabel={t('secret.close')}
      onClose={onClose}
    >
      <code
        data-testid="webhook-secret"
        className="block rounded-lg bg-surface-muted p-3 font-mono text-sm break-all text-fg"
      >
        {secret}
      </code>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}
        >
          {copied ? t('secret.copied') : t('secret.copy')}
        </Button>
        <Button type="button" onClick={onClose}>
          {t('secret.done')}
        </Button>
      </div>
    </Dialog>
  );
}
