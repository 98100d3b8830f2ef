import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@terrabridge/i18n';
import { type SessionUser, useLanguageStore } from '@terrabridge/session';
import { Button, RefreshIcon, describeError } from '@terrabridge/ui';
import { Alert, PasswordField, Skeleton, TextareaField } from '@terrabridge/ui/parts';
import { type FormEvent, useState } from 'react';
import '../privacy-i18n';
import {
  DELETION_URL,
  type DeletionStatus,
  cancelDeletion,
  downloadMyData,
  requestDeletion,
  useDeletionStatus,
} from '../privacy-api';
import { type Outcome, OutcomeMessage, SettingsSection, useFailureText } from './settings-section';

const REASON_MAX = 1000;

function useDay() {
  const language = useLanguageStore((state) => state.language);
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
  return (iso: string) => format.format(new Date(iso));
}

/** "Download my data": the zip of everything the account has, fetched and saved. */
function ExportBlock() {
  const { t } = useTranslation('privacy');
  const language = useLanguageStore((state) => state.language);
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onDownload = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const name = await downloadMyData(language);
      setOutcome({ tone: 'success', text: t('export.done', { name }) });
    } catch (error) {
      setOutcome({ tone: 'danger', text: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <h4 className="font-semibold text-fg">{t('export.title')}</h4>
      <p className="text-sm text-fg-muted">{t('export.description')}</p>
      <Button variant="outline" onClick={() => void onDownload()} disabled={busy} aria-busy={busy}>
        {busy ? t('export.busy') : t('export.submit')}
      </Button>
      <OutcomeMessage outcome={outcome} />
    </div>
  );
}

/** The request waiting for the team, with the way to take it back. */
function PendingRequest({ request }: { request: NonNullable<DeletionStatus['request']> }) {
  const { t } = useTranslation('privacy');
  const language = useLanguageStore((state) => state.language);
  const day = useDay();
  const failureText = useFailureText();
  const queries = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Outcome>(null);

  const onCancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await cancelDeletion(language);
      // The section shows the form again once the status is read anew.
      await queries.invalidateQueries({ queryKey: [DELETION_URL] });
    } catch (error) {
      setFailure({ tone: 'danger', text: failureText(error) });
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <Alert tone="info" title={t('deletion.pendingTitle')}>
        <p>{t('deletion.pending', { date: day(request.createdAt) })}</p>
        {request.reason ? (
          <p className="mt-1">{t('deletion.pendingReason', { reason: request.reason })}</p>
        ) : null}
      </Alert>
      <Button variant="outline" onClick={() => void onCancel()} disabled={busy} aria-busy={busy}>
        {busy ? t('deletion.cancelling') : t('deletion.cancel')}
      </Button>
      <OutcomeMessage outcome={failure} />
    </div>
  );
}

/** The request itself: the password confirms it is the owner asking, the reason is optional. */
function DeletionForm() {
  const { t } = useTranslation('privacy');
  const { t: tPortal } = useTranslation('portal');
  const language = useLanguageStore((state) => state.language);
  const failureText = useFailureText();
  const queries = useQueryClient();
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Outcome>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const status = await requestDeletion(password, reason, language);
      queries.setQueryData<DeletionStatus>([DELETION_URL], { request: status.request });
    } catch (error) {
      setFailure({ tone: 'danger', text: failureText(error) });
      setBusy(false);
    }
  };

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
        <PasswordField
          name="deletionPassword"
          label={t('deletion.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing(false);
          }}
          error={missing ? tPortal('validation.passwordRequired') : undefined}
        />
        <TextareaField
          name="deletionReason"
          label={t('deletion.reason')}
          hint={t('deletion.reasonHint')}
          optional
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? t('deletion.sending') : t('deletion.submit')}
        </Button>
      </form>
      <OutcomeMessage outcome={failure} />
    </>
  );
}

function DeletionBlock({ user }: { user: SessionUser }) {
  const { t } = useTranslation('privacy');
  const day = useDay();
  const status = useDeletionStatus();

  let body;
  if (user.role === 'admin') {
    body = <p className="text-sm text-fg-muted">{t('deletion.team')}</p>;
  } else if (status.isError) {
    body = (
      <div className="grid gap-3">
        <Alert tone="danger" title={t('deletion.loadFailed')}>
          {describeError(status.error)}
        </Alert>
        <div>
          <Button variant="outline" onClick={() => void status.refetch()}>
            <RefreshIcon size={16} />
            {t('deletion.retry')}
          </Button>
        </div>
      </div>
    );
  } else if (!status.data) {
    body = <Skeleton className="h-24" />;
  } else if (status.data.request?.state === 'pending') {
    body = <PendingRequest request={status.data.request} />;
  } else {
    const declined = status.data.request?.state === 'declined' ? status.data.request : null;
    body = (
      <div className="space-y-4">
        {declined ? (
          <Alert tone="info" title={t('deletion.declinedTitle')}>
            {t('deletion.declined', {
              date: day(declined.decidedAt ?? declined.createdAt),
              note: declined.decisionNote ?? '',
            })}
          </Alert>
        ) : null}
        <DeletionForm />
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <h4 className="font-semibold text-fg">{t('deletion.title')}</h4>
      <p className="text-sm text-fg-muted">{t('deletion.description')}</p>
      {body}
    </div>
  );
}

/** "Your data": take a copy of it, or ask for the account to be deleted. */
export function DataSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('privacy');
  return (
    <SettingsSection title={t('title')} description={t('description')}>
      <div className="space-y-8">
        <ExportBlock />
        <DeletionBlock user={user} />
      </div>
    </SettingsSection>
  );
}
