import { apiJson, errorMessages, type components } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button, MailIcon } from '@terrabridge/ui';
import { Alert, Field } from '@terrabridge/ui/parts';
import { type FormEvent, useState } from 'react';

type MailTestResult = components['schemas']['MailTestResultDto'];

type Outcome = { kind: 'result'; result: MailTestResult } | { kind: 'refused'; message: string };

/** Sends a test message now and shows the SMTP conversation's outcome. */
export function MailTestForm() {
  const { t, i18n } = useTranslation('admin-mail');
  const language = i18n.language === 'es' ? 'es' : 'en';
  const [to, setTo] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setOutcome(null);
    try {
      const result = await apiJson<MailTestResult>('POST', '/api/admin/mail/test', {
        to: to.trim(),
        language,
      });
      setOutcome({ kind: 'result', result });
    } catch (error) {
      setOutcome({ kind: 'refused', message: errorMessages(error).join(' ') || String(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="mail-test-title" className="mt-6">
      <h3 id="mail-test-title" className="text-base font-semibold text-fg">
        {t('test.title')}
      </h3>
      <p className="mt-1 text-sm text-fg-muted">{t('test.intro')}</p>
      <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={(e) => void send(e)}>
        <div className="min-w-64 flex-1">
          <Field
            label={t('test.to')}
            type="email"
            required
            autoComplete="email"
            value={to}
            maxLength={255}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={sending}>
          <MailIcon size={16} />
          {sending ? t('test.sending') : t('test.send')}
        </Button>
      </form>
      <div aria-live="polite">{outcome && <TestOutcome outcome={outcome} />}</div>
    </section>
  );
}

function TestOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('admin-mail');
  if (outcome.kind === 'refused')
    return (
      <Alert tone="danger" title={t('test.refused')} className="mt-4">
        {outcome.message}
      </Alert>
    );
  const { result } = outcome;
  const none = t('test.none');
  const facts: Array<[string, string]> = [
    [t('test.server'), result.host ? `${result.host}:${result.port ?? ''}` : none],
    [t('test.accepted'), result.accepted.join(', ') || none],
    [t('test.rejected'), result.rejected.join(', ') || none],
    [t('test.response'), result.response ?? none],
    ...(result.error
      ? ([
          [t('test.errorCode'), `${result.error.code ?? none} — ${result.error.message}`],
          [t('test.responseCode'), result.error.responseCode?.toString() ?? none],
          [t('test.command'), result.error.command ?? none],
        ] as Array<[string, string]>)
      : []),
    [t('test.duration'), t('test.durationValue', { ms: result.durationMs })],
  ];
  return (
    <Alert
      tone={result.delivered ? 'success' : 'danger'}
      title={result.delivered ? t('test.delivered') : t('test.notDelivered')}
      className="mt-4"
      data-testid="mail-test-outcome"
    >
      <dl className="grid gap-x-4 gap-y-1 text-fg sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="font-mono text-xs break-all sm:text-sm">{value}</dd>
          </div>
        ))}
      </dl>
    </Alert>
  );
}
