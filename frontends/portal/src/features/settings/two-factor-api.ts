import { type components, apiJson } from '@terrabridge/api-client';

type Schemas = components['schemas'];
type Language = 'en' | 'es';

/** A new secret and its otpauth:// address; shown only in the set-up dialog. */
export function startTwoFactorSetup(language: Language) {
  return apiJson<Schemas['TwoFactorSetupDto']>(
    'POST',
    `/api/user/two-factor/setup?lang=${language}`,
  );
}

/** Turns it on with a code of the new secret; answers the recovery codes, once. */
export function enableTwoFactor(code: string, language: Language) {
  return apiJson<Schemas['RecoveryCodesDto']>('POST', '/api/user/two-factor/enable', {
    code,
    language,
  });
}

export function regenerateRecoveryCodes(code: string, language: Language) {
  return apiJson<Schemas['RecoveryCodesDto']>('POST', '/api/user/two-factor/recovery-codes', {
    code,
    language,
  });
}

/** Turns it off; `proof` is a 6-digit code, or else taken as a recovery code. */
export function disableTwoFactor(currentPassword: string, proof: string, language: Language) {
  const code = proof.replace(/\s/g, '');
  return apiJson<Schemas['MessageDto']>('POST', '/api/user/two-factor/disable', {
    currentPassword,
    ...(/^\d{6}$/.test(code) ? { code } : { recoveryCode: proof.trim() }),
    language,
  });
}
