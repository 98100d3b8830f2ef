import { useTranslation } from '@terrabridge/i18n';
import { useLanguageStore } from '@terrabridge/session';
import { PasswordField } from '@terrabridge/ui/parts';
import { type FormEvent, useState } from 'react';
import { PasswordStrength } from '../../auth/components/password-strength';
import { useErrorText } from '../../auth/hooks/use-error-text';
import { useForm } from '../../auth/hooks/use-form';
import {
  validateLoginPassword,
  validateNewPassword,
  validatePasswordConfirmation,
} from '../../auth/utils/validation';
import { changePassword, useSessions } from '../settings-api';
import { type Outcome, SettingsForm, SettingsSection, useFailureText } from './settings-section';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

function PasswordForm({
  changed,
  onSubmitting,
  onChanged,
}: {
  /** The confirmation of the change before this form, until the next submit. */
  changed: Outcome;
  onSubmitting: () => void;
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation('portal');
  const errorText = useErrorText();
  const failureText = useFailureText();
  const language = useLanguageStore((state) => state.language);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Outcome>(null);
  const form = useForm({
    fields: FIELDS,
    initial: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => ({
      currentPassword: validateLoginPassword(values.currentPassword),
      newPassword: validateNewPassword(values.newPassword),
      confirmPassword: validatePasswordConfirmation(values.newPassword, values.confirmPassword),
    }),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.validateForSubmit()) return;
    setBusy(true);
    setFailure(null);
    onSubmitting();
    try {
      const answer = await changePassword(
        form.values.currentPassword,
        form.values.newPassword,
        language,
      );
      onChanged(answer.message);
    } catch (error) {
      setFailure({ tone: 'danger', text: failureText(error) });
      setBusy(false);
    }
  };

  return (
    <SettingsForm
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t('dashboard.settings.password.submit')}
      outcome={failure ?? changed}
      className="space-y-5"
    >
      <PasswordField
        {...form.field('currentPassword')}
        label={t('dashboard.settings.password.current')}
        autoComplete="current-password"
        error={errorText(form.errorOf('currentPassword'))}
      />
      <PasswordField
        {...form.field('newPassword')}
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        error={errorText(form.errorOf('newPassword'))}
      />
      <PasswordStrength password={form.values.newPassword} />
      <PasswordField
        {...form.field('confirmPassword')}
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        error={errorText(form.errorOf('confirmPassword'))}
      />
    </SettingsForm>
  );
}

/** Change the password: the current one is required, and every other session ends. */
export function PasswordSection() {
  const { t } = useTranslation('portal');
  // The same cached list the Sessions section shows: the other sessions end with the change.
  const sessions = useSessions();
  // A new form after each change, so no password stays typed in it.
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<Outcome>(null);

  return (
    <SettingsSection
      title={t('dashboard.settings.password.title')}
      description={t('dashboard.settings.password.description')}
    >
      <PasswordForm
        key={round}
        changed={done}
        onSubmitting={() => setDone(null)}
        onChanged={(message) => {
          setRound((value) => value + 1);
          setDone({ tone: 'success', text: message });
          void sessions.refetch();
        }}
      />
    </SettingsSection>
  );
}
