import { useTranslation } from '@terrabridge/i18n';
import { type SessionUser, useLanguageStore, useUserStore } from '@terrabridge/session';
import { Button } from '@terrabridge/ui';
import { Badge, Field, PasswordField } from '@terrabridge/ui/parts';
import { type FormEvent, useState } from 'react';
import { useErrorText } from '../../auth/hooks/use-error-text';
import { useForm } from '../../auth/hooks/use-form';
import { normalizeEmail, validateEmail, validateLoginPassword } from '../../auth/utils/validation';
import { changeEmail, resendVerification } from '../settings-api';
import {
  type Outcome,
  OutcomeMessage,
  SettingsForm,
  SettingsSection,
  useFailureText,
} from './settings-section';

const FIELDS = ['newEmail', 'currentPassword'] as const;

/** The address, whether it is confirmed, and a change that waits for the new address's link. */
export function EmailSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('portal');
  const errorText = useErrorText();
  const failureText = useFailureText();
  const language = useLanguageStore((state) => state.language);
  const fetchCurrentUser = useUserStore((state) => state.fetchCurrentUser);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [resent, setResent] = useState<Outcome>(null);
  const form = useForm({
    fields: FIELDS,
    initial: { newEmail: '', currentPassword: '' },
    validate: (values) => ({
      newEmail: validateEmail(values.newEmail),
      currentPassword: validateLoginPassword(values.currentPassword),
    }),
  });

  const onResend = async () => {
    setResent(null);
    try {
      const answer = await resendVerification(language);
      setResent({ tone: 'success', text: answer.message });
    } catch (error) {
      setResent({ tone: 'danger', text: failureText(error) });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.validateForSubmit()) return;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await changeEmail(
        normalizeEmail(form.values.newEmail),
        form.values.currentPassword,
        language,
      );
      setOutcome({ tone: 'success', text: answer.message });
      // The pending address comes with the account.
      await fetchCurrentUser();
    } catch (error) {
      setOutcome({ tone: 'danger', text: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection
      title={t('dashboard.settings.email.title')}
      description={t('dashboard.settings.email.description')}
    >
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-fg-muted">{t('dashboard.settings.email.current')}</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-2 font-medium break-all text-fg">
            {user.email}
            <Badge tone={user.emailVerified ? 'success' : 'warning'}>
              {user.emailVerified
                ? t('dashboard.overview.verified')
                : t('dashboard.overview.notVerified')}
            </Badge>
          </dd>
        </div>
        {user.pendingEmail ? (
          <div>
            <dt className="text-fg-muted">{t('dashboard.settings.email.pending')}</dt>
            <dd className="mt-1 font-medium break-all text-fg">
              {user.pendingEmail}
              <p className="mt-1 text-xs font-normal text-fg-muted">
                {t('dashboard.settings.email.pendingHint')}
              </p>
            </dd>
          </div>
        ) : null}
      </dl>
      {!user.emailVerified ? (
        <div className="mt-4">
          <Button type="button" variant="secondary" onClick={() => void onResend()}>
            {t('dashboard.settings.email.resend')}
          </Button>
          <OutcomeMessage outcome={resent} />
        </div>
      ) : null}
      <SettingsForm
        onSubmit={onSubmit}
        busy={busy}
        submitLabel={t('dashboard.settings.email.submit')}
        outcome={outcome}
        className="mt-6 space-y-5"
      >
        <Field
          {...form.field('newEmail')}
          type="email"
          label={t('dashboard.settings.email.newEmail')}
          autoComplete="email"
          spellCheck={false}
          error={errorText(form.errorOf('newEmail'))}
        />
        <PasswordField
          {...form.field('currentPassword')}
          label={t('dashboard.settings.password.current')}
          autoComplete="current-password"
          error={errorText(form.errorOf('currentPassword'))}
        />
      </SettingsForm>
    </SettingsSection>
  );
}
