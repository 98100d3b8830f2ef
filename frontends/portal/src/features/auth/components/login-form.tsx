import { errorMessages } from '@terrabridge/api-client';
import { Button, describeError } from '@terrabridge/ui';
import { Alert, Field, PasswordField } from '@terrabridge/ui/parts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';
import { useAccountActions } from '../hooks/use-account-actions';
import { useErrorText } from '../hooks/use-error-text';
import { useForm } from '../hooks/use-form';
import { placeServerMessages } from '../utils/server-errors';
import { validateLoginIdentifier, validateLoginPassword } from '../utils/validation';
import { TwoFactorStep } from './two-factor-step';

const FIELDS = ['username', 'password'] as const;

/** Sign in with a username or an email address and the password. */
export function LoginForm() {
  const { t } = useTranslation('portal');
  const errorText = useErrorText();
  const { signIn } = useAccountActions();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The password was right and the account asks for its second factor.
  const [secondStep, setSecondStep] = useState(false);
  const form = useForm({
    fields: FIELDS,
    initial: { username: '', password: '' },
    validate: (values) => ({
      username: validateLoginIdentifier(values.username),
      password: validateLoginPassword(values.password),
    }),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.validateForSubmit()) return;
    setBusy(true);
    setFailure(null);
    const outcome = await signIn({
      username: form.values.username.trim(),
      password: form.values.password,
    });
    if (outcome.ok && outcome.twoFactorRequired) {
      setBusy(false);
      setSecondStep(true);
    }
    // On success this form is gone: the page moves on.
    if (!outcome.ok) {
      setBusy(false);
      const { fields, unplaced } = placeServerMessages(
        errorMessages(outcome.error),
        { username: ['usernameRequired'], password: ['passwordRequired'] },
        t,
      );
      form.showServerErrors(fields);
      // What is about no single field (wrong credentials, too many tries, no connection) shows
      // next to the form as well as in the toast, where the visitor is looking.
      if (unplaced.length > 0) setFailure(unplaced.join('\n'));
      else if (Object.keys(fields).length === 0) setFailure(describeError(outcome.error));
    }
  };

  if (secondStep) return <TwoFactorStep onBack={() => setSecondStep(false)} />;

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-busy={busy}>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Field
        {...form.field('username')}
        label={t('auth.fields.identifier')}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        error={errorText(form.errorOf('username'))}
      />
      <div>
        <PasswordField
          {...form.field('password')}
          label={t('auth.fields.password')}
          autoComplete="current-password"
          error={errorText(form.errorOf('password'))}
        />
        <p className="mt-2 text-right text-sm">
          <Link
            to="/forgot-password"
            className="rounded font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t('auth.forgotLink')}
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t('auth.submit.loginBusy') : t('auth.submit.login')}
      </Button>
    </form>
  );
}
