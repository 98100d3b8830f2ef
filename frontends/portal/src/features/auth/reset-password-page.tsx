import { ApiError, errorMessages } from '@terrabridge/api-client';
import { useUserStore } from '@terrabridge/session';
import { Button, Spinner, buttonClasses, describeError, useDocumentTitle } from '@terrabridge/ui';
import { Alert, KeyIcon, PasswordField } from '@terrabridge/ui/parts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { checkResetLink, resetPassword } from './api/auth-api';
import { AuthCard } from './components/auth-card';
import { PasswordStrength } from './components/password-strength';
import { useErrorText } from './hooks/use-error-text';
import { useForm } from './hooks/use-form';
import { placeServerMessages } from './utils/server-errors';
import { validateNewPassword, validatePasswordConfirmation } from './utils/validation';

const FIELDS = ['password', 'confirmation'] as const;

function InvalidLink() {
  const { t } = useTranslation('portal');
  return (
    <AuthCard icon={<KeyIcon size={24} />} title={t('reset.invalidTitle')}>
      <Alert tone="danger" className="mt-6">
        {t('reset.invalid')}
      </Alert>
      <Link
        to="/forgot-password"
        className={buttonClasses({ size: 'lg', className: 'mt-8 w-full' })}
      >
        {t('reset.requestNew')}
      </Link>
    </AuthCard>
  );
}

function ResetForm({ token, onInvalidLink }: { token: string; onInvalidLink: () => void }) {
  const { t } = useTranslation('portal');
  const errorText = useErrorText();
  const clearUser = useUserStore((state) => state.clearUser);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    fields: FIELDS,
    initial: { password: '', confirmation: '' },
    validate: (values) => ({
      password: validateNewPassword(values.password),
      confirmation: validatePasswordConfirmation(values.password, values.confirmation),
    }),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.validateForSubmit()) return;
    setBusy(true);
    setFailure(null);
    try {
      await resetPassword(token, form.values.password);
      // The server ended every session of the account, this browser's included.
      clearUser();
      setDone(true);
    } catch (error) {
      const { fields, unplaced } = placeServerMessages(
        errorMessages(error),
        {
          password: [
            'passwordRequired',
            'passwordMin',
            'passwordMax',
            'passwordClasses',
            'passwordCommon',
          ],
        },
        t,
      );
      if (error instanceof ApiError && error.status === 400 && unplaced.length > 0) {
        onInvalidLink();
        return;
      }
      form.showServerErrors(fields);
      if (!fields.password) setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthCard icon={<KeyIcon size={24} />} title={t('reset.doneTitle')}>
        <Alert tone="success" className="mt-6">
          {t('reset.done')}
        </Alert>
        <Link to="/auth" className={buttonClasses({ size: 'lg', className: 'mt-8 w-full' })}>
          {t('reset.signIn')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={<KeyIcon size={24} />} title={t('reset.title')} intro={t('reset.intro')}>
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-busy={busy}>
        {failure ? (
          <Alert tone="danger" title={t('reset.failed')}>
            {failure}
          </Alert>
        ) : null}
        <PasswordField
          {...form.field('password')}
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          status={<PasswordStrength password={form.values.password} />}
          error={errorText(form.errorOf('password'))}
        />
        <PasswordField
          {...form.field('confirmation')}
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          error={errorText(form.errorOf('confirmation'))}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? t('reset.submitBusy') : t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

function CheckingLink() {
  const { t } = useTranslation('portal');
  return (
    <AuthCard icon={<KeyIcon size={24} />} title={t('reset.title')}>
      <div className="mt-8 flex items-center gap-3 text-fg-muted">
        <Spinner size="md" label={t('reset.checking')} />
        <span aria-hidden="true">{t('reset.checking')}</span>
      </div>
    </AuthCard>
  );
}

/**
 * Whether the server still takes the link, asked before the form shows: a used or expired link
 * says so before the visitor has typed a new password. Asking does not use the link up.
 */
function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['reset-password-check', token],
    queryFn: () => checkResetLink(token),
    enabled: token !== '',
    // Opened again later, the link is asked about again.
    gcTime: 0,
  });
}

/** /reset-password?token=…: the link from the reset email. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('portal');
  useDocumentTitle(t('reset.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [invalidToken, setInvalidToken] = useState<string | null>(null);
  const check = useResetLinkCheck(token);

  if (!token || invalidToken === token) return <InvalidLink />;
  if (check.isPending) return <CheckingLink />;
  // Only the server's "no" counts: when the check cannot answer (no connection, too many
  // tries), the form shows and sending it tells.
  if (check.error instanceof ApiError && check.error.status === 400) return <InvalidLink />;
  return <ResetForm key={token} token={token} onInvalidLink={() => setInvalidToken(token)} />;
}
