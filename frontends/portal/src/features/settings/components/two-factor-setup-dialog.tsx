import { useTranslation } from '@terrabridge/i18n';
import { useLanguageStore } from '@terrabridge/session';
import { Button } from '@terrabridge/ui';
import { Alert, Dialog, Field } from '@terrabridge/ui/parts';
import { type FormEvent, useEffect, useState } from 'react';
import { enableTwoFactor, startTwoFactorSetup } from '../two-factor-api';
import { useFailureText } from './settings-section';

type Setup = { secret: string; otpauthUrl: string };

/**
 * The set-up: a new secret as a QR code (drawn in the browser by `qrcode`, loaded only here so
 * the portal's bundle does not carry it) and as a key to type, then a code to confirm it.
 */
export function TwoFactorSetupDialog({
  onClose,
  onEnabled,
}: {
  onClose: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const { t } = useTranslation('portal');
  const failureText = useFailureText();
  const language = useLanguageStore((state) => state.language);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    startTwoFactorSetup(language).then(
      async (answer) => {
        if (!live) return;
        setSetup(answer);
        try {
          const { toDataURL } = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
          const image = await toDataURL(answer.otpauthUrl, { margin: 1, width: 192 });
          if (live) setQr(image);
        } catch {
          // No QR code (its chunk did not load): the key below sets the app up as well.
        }
      },
      (problem: unknown) => live && setFailure(failureText(problem)),
    );
    return () => {
      live = false;
    };
    // One secret per opening of the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setError(t('twoFactor.step.codeRequired'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await enableTwoFactor(typed, language);
      onEnabled(answer.recoveryCodes);
    } catch (problem) {
      setFailure(failureText(problem));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={t('twoFactor.settings.setupTitle')}
      description={t('twoFactor.settings.setupIntro')}
      closeLabel={t('twoFactor.settings.close')}
      busy={busy}
      onClose={onClose}
    >
      {setup ? (
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
          <div className="flex justify-center">
            {qr ? (
              <img
                src={qr}
                alt={t('twoFactor.settings.qrAlt')}
                width={192}
                height={192}
                className="rounded-lg bg-white p-2"
              />
            ) : (
              <p className="flex size-48 items-center justify-center text-sm text-fg-muted">
                {t('twoFactor.settings.qrLoading')}
              </p>
            )}
          </div>
          <div>
            <p className="text-sm font-medium text-fg">{t('twoFactor.settings.manualKey')}</p>
            <code
              data-testid="two-factor-secret"
              className="mt-1 block rounded-md bg-surface-muted px-3 py-2 font-mono text-sm break-all text-fg"
            >
              {setup.secret}
            </code>
          </div>
          <Field
            name="code"
            label={t('twoFactor.step.code')}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
            error={error}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
          />
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <Button type="submit" disabled={busy}>
            {busy ? t('dashboard.settings.saving') : t('twoFactor.settings.confirm')}
          </Button>
        </form>
      ) : failure ? (
        <Alert tone="danger">{failure}</Alert>
      ) : (
        <p className="text-sm text-fg-muted">{t('twoFactor.settings.qrLoading')}</p>
      )}
    </Dialog>
  );
}
