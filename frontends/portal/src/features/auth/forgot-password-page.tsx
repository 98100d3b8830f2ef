import { errorMessages } from '@terrabridge/api-client';
import { ArrowLeftIcon, Button, describeError, useDocumentTitle } from '@terrabridge/ui';
import { Alert, Field, KeyIcon } from '@terrabridge/ui/parts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from './api/auth-api';
import { AuthCard, textLinkClasses } from './components/auth-card';
import { useErrorText } from './hooks/use-error-text';
import { useForm } from './hooks/use-form';
import { placeServerMessages } from './utils/server-errors';
import { normalizeEmail, validateEmail } from './utils/validation';

const FIELDS = ['email'] as const;

/** /forgot-password: asks for a reset link; the answer never tells whether the account exists. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('portal');
  const errorText = useErrorText();
  useDocumentTitle(t('forgot.documentTitle'));
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    fields: FIELDS,
    initial: { email: '' },
    validate: (values) => ({ email: validateEmail(values.email) }),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.validateForSubmit()) return;
    setBusy(true);
    setFailure(null);
    try {
      await requestPasswordReset(normalizeEmail(form.values.email));
      setSent(true);
    } catch (error) {
      const { fields, unplaced } = placeServerMessages(
        errorMessages(error),
        { email: ['emailRequired', 'emailMax', 'emailInvalid'] },
        t,
      );
      form.showServerErrors(fields);
      if (!fields.email) setFailure(unplaced.length ? unplaced.join('\n') : describeError(error));
    } finally {
      setBusy(false);
    }
  };

  const backLink = (
    <p className="mt-8 border-t border-line pt-6 text-sm">
      <Link to="/auth" className={`inline-flex items-center gap-1.5 ${textLinkClasses}`}>
        <ArrowLeftIcon size={16} />
        {t('forgot.backToSignIn')}
      </Link>
    </p>
  );

  if (sent) {
    return (
      <AuthCard icon={<KeyIcon size={24} />} title={t('forgot.sentTitle')}>
        <Alert tone="success" className="mt-6" title={t('forgot.sent')}>
          {t('forgot.sentHint')}
        </Alert>
        {backLink}
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={<KeyIcon size={24} />} title={t('forgot.title')} intro={t('forgot.intro')}>
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-busy={busy}>
        {failure ? (
          <Alert tone="danger" title={t('forgot.failed')}>
            {failure}
          </Alert>
        ) : null}
        <Field
          {...form.field('email')}
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          spellCheck={false}
          error={errorText(form.errorOf('email'))}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? t('forgot.submitBusy') : t('forgot.submit')}
        </Button>
      </form>
      {backLink}
    </AuthCard>
  );
}
