import { useTranslation } from '@terrabridge/i18n';
import { type SessionUser, useLanguageStore, useUserStore } from '@terrabridge/session';
import { Button } from '@terrabridge/ui';
import { Alert, Badge, Field, PasswordField } from '@terrabridge/ui/parts';
import { type FormEvent, useState } from 'react';
import { disableTwoFactor, regenerateRecoveryCodes } from '../two-factor-api';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { type Outcome, SettingsForm, SettingsSection, useFailureText } from './settings-section';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

/** A form's submit: busy while `action` runs, and the server's messages when it fails. */
function useSubmit(action: () => Promise<void>) {
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await action();
    } catch (error) {
      setOutcome({ tone: 'danger', text: failureText(error) });
    }
    setBusy(false);
  };
  return { busy, outcome, onSubmit };
}

/** New recovery codes for a current code from the app. */
function RegenerateForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('portal');
  const language = useLanguageStore((state) => state.language);
  const [code, setCode] = useState('');
  const { busy, outcome, onSubmit } = useSubmit(async () => {
    const answer = await regenerateRecoveryCodes(code.replace(/\s/g, ''), language);
    setCode('');
    onCodes(answer.recoveryCodes);
  });

  return (
    <SettingsForm
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t('twoFactor.settings.regenerateSubmit')}
      outcome={outcome}
      className="space-y-4"
    >
      <h4 className="font-semibold text-fg">{t('twoFactor.settings.regenerate')}</h4>
      <Field
        name="regenerateCode"
        label={t('twoFactor.step.code')}
        hint={t('twoFactor.settings.regenerateHint')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
      />
    </SettingsForm>
  );
}

/** Turns it off with the password and a code (or a recovery code). */
function DisableForm({ onDisabled }: { onDisabled: (message: string) => void }) {
  const { t } = useTranslation('portal');
  const language = useLanguageStore((state) => state.language);
  const [password, setPassword] = useState('');
  const [proof, setProof] = useState('');
  const { busy, outcome, onSubmit } = useSubmit(async () =>
    onDisabled((await disableTwoFactor(password, proof, language)).message),
  );

  return (
    <SettingsForm
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t('twoFactor.settings.disableSubmit')}
      outcome={outcome}
      className="space-y-4"
    >
      <h4 className="font-semibold text-fg">{t('twoFactor.settings.disable')}</h4>
      <p className="text-sm text-fg-muted">{t('twoFactor.settings.disableHint')}</p>
      <PasswordField
        name="disablePassword"
        label={t('dashboard.settings.password.current')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
      />
      <Field
        name="disableCode"
        label={t('twoFactor.settings.codeOrRecovery')}
        value={proof}
        onChange={(event) => setProof(event.target.value)}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
      />
    </SettingsForm>
  );
}

/**
 * Two-factor sign-in: its status, the set-up (QR code, key, confirming code), the recovery codes
 * shown once, new recovery codes, and turning it off.
 */
export function TwoFactorSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('portal');
  const fetchCurrentUser = useUserStore((state) => state.fetchCurrentUser);
  const [settingUp, setSettingUp] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [done, setDone] = useState<Outcome>(null);
  const enabled = user.twoFactorEnabled;

  return (
    <SettingsSection
      title={t('twoFactor.settings.title')}
      description={t('twoFactor.settings.description')}
    >
      <div id="two-factor" className="space-y-6">
        <p className="flex items-center gap-2 text-sm text-fg">
          {t('twoFactor.settings.statusLabel')}:
          <Badge tone={enabled ? 'success' : 'neutral'}>
            {enabled ? t('twoFactor.settings.statusOn') : t('twoFactor.settings.statusOff')}
          </Badge>
        </p>
        {user.twoFactorEnrolmentRequired ? (
          <Alert tone="info">{t('twoFactor.settings.enrolRequired')}</Alert>
        ) : null}
        {done ? <Alert tone={done.tone}>{done.text}</Alert> : null}
        {enabled ? (
          <>
            <RegenerateForm onCodes={setCodes} />
            <DisableForm
              onDisabled={(message) => {
                setDone({ tone: 'success', text: message });
                void fetchCurrentUser();
              }}
            />
          </>
        ) : (
          <Button
            type="button"
            onClick={() => {
              setDone(null);
              setSettingUp(true);
            }}
          >
            {t('twoFactor.settings.setUp')}
          </Button>
        )}
      </div>
      {settingUp ? (
        <TwoFactorSetupDialog
          onClose={() => setSettingUp(false)}
          onEnabled={(recoveryCodes) => {
            setSettingUp(false);
            setCodes(recoveryCodes);
            setDone({ tone: 'success', text: t('twoFactor.settings.enabled') });
            void fetchCurrentUser();
          }}
        />
      ) : null}
      {codes ? <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} /> : null}
    </SettingsSection>
  );
}
