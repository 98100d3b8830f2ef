import { useTranslation } from '@terrabridge/i18n';
import { Button, RefreshIcon, describeError } from '@terrabridge/ui';
import { Alert, Skeleton } from '@terrabridge/ui/parts';
import { type FormEvent, useId, useState } from 'react';
import { NOTIFICATION_KINDS, type NotificationKind } from '@terrabridge/rules/notification-kinds';
import { saveNotificationPreferences, useNotificationPreferences } from '../notifications-api';
import '../notices-i18n';
import { type Outcome, SettingsForm, SettingsSection, useFailureText } from './settings-section';

type Choices = Record<NotificationKind, boolean>;

/** One mail kind as a switch with its explanation below the label. */
function Choice({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange?.(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-primary disabled:opacity-70"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {hint}
        </p>
      </div>
    </li>
  );
}

/** The switches, starting from the saved choices. */
function NotificationsForm({ saved }: { saved: Choices }) {
  const { t } = useTranslation('notices');
  const failureText = useFailureText();
  const [choices, setChoices] = useState<Choices>(saved);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await saveNotificationPreferences(choices);
      setOutcome({ tone: 'success', text: t('saved') });
    } catch (error) {
      setOutcome({ tone: 'danger', text: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsForm
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t('submit')}
      outcome={outcome}
      className="space-y-5"
    >
      <ul className="grid gap-4">
        {NOTIFICATION_KINDS.map((kind) => (
          <Choice
            key={kind}
            label={t(`kinds.${kind}.label`)}
            hint={t(`kinds.${kind}.hint`)}
            checked={choices[kind]}
            onChange={(checked) => setChoices({ ...choices, [kind]: checked })}
          />
        ))}
        <Choice label={t('security.label')} hint={t('security.hint')} checked disabled />
      </ul>
    </SettingsForm>
  );
}

/** Which emails the account gets: each kind on or off; security alerts always on. */
export function NotificationsSection() {
  const { t } = useTranslation('notices');
  const preferences = useNotificationPreferences();

  let body;
  if (preferences.isError) {
    body = (
      <div className="grid gap-3">
        <Alert tone="danger" title={t('loadFailed')}>
          {describeError(preferences.error)}
        </Alert>
        <div>
          <Button variant="outline" onClick={() => void preferences.refetch()}>
            <RefreshIcon size={16} />
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (!preferences.data) {
    body = (
      <div role="status" aria-busy="true" className="grid gap-3">
        {NOTIFICATION_KINDS.map((kind) => (
          <Skeleton key={kind} className="h-10" />
        ))}
      </div>
    );
  } else {
    const { projectCreated, projectUpdates, milestoneDates, testimonialRequests } =
      preferences.data;
    body = (
      // Mounted once the choices arrive; after a save it keeps what the person set, as saved.
      <NotificationsForm
        saved={{ projectCreated, projectUpdates, milestoneDates, testimonialRequests }}
      />
    );
  }

  return (
    <SettingsSection title={t('title')} description={t('description')}>
      {body}
    </SettingsSection>
  );
}
