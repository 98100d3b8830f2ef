import { errorMessages } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button, describeError } from '@terrabridge/ui';
import { Alert, Field } from '@terrabridge/ui/parts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAccountActions } from '../hooks/use-account-actions';

/**
 * The second sign-in step of an account with two-factor sign-in: a code from the app (offered
 * by the browser or phone as a one-time code), or one of the recovery codes.
 */
export function TwoFactorStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('portal');
  const { completeSignIn } = useAccountActions();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // The field is where the person types next, whether it just appeared or changed kind.
  useEffect(() => input.current?.focus(), [recovery]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const typed = value.trim();
    if (!typed || (!recovery && !/^\d{6}$/.test(typed.replace(/\s/g, '')))) {
      setError(t(recovery ? 'twoFactor.step.recoveryRequired' : 'twoFactor.step.codeRequired'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    const outcome = await completeSignIn(
      recovery ? { recoveryCode: typed } : { code: typed.replace(/\s/g, '') },
    );
    // On success the page moves on.
    if (!outcome.ok) {
      setBusy(false);
      const messages = errorMessages(outcome.error);
      setFailure(messages.length > 0 ? messages.join('\n') : describeError(outcome.error));
      input.current?.select();
    }
  };

  const switchKind = () => {
    setRecovery((current) => !current);
    setValue('');
    setError(null);
    setFailure(null);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-busy={busy}>
      <div>
        <h3 className="text-lg font-semibold text-fg">{t('twoFactor.step.title')}</h3>
        <p className="mt-1 text-sm text-fg-muted">
          {t(recovery ? 'twoFactor.step.recoveryIntro' : 'twoFactor.step.intro')}
        </p>
      </div>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Field
        ref={input}
        key={recovery ? 'recovery' : 'code'}
        name={recovery ? 'recoveryCode' : 'code'}
        label={t(recovery ? 'twoFactor.step.recoveryCode' : 'twoFactor.step.code')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        error={error}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={recovery ? 64 : 7}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t('twoFactor.step.submitBusy') : t('twoFactor.step.submit')}
      </Button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button
          type="button"
          onClick={switchKind}
          className="cursor-pointer rounded font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t(recovery ? 'twoFactor.step.useApp' : 'twoFactor.step.useRecovery')}
        </button>
        <button
          type="button"
          onClick={onBack}
          className="cursor-pointer rounded font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t('twoFactor.step.back')}
        </button>
      </div>
    </form>
  );
}
