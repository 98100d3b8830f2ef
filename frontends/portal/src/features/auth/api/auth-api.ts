import { type ExistsDto, type MessageDto, apiJson, throwIfResNotOk } from '@terrabridge/api-client';
import { useLanguageStore } from '@terrabridge/session';

/** Every answer is worded in the language the site is shown in. */
const language = () => useLanguageStore.getState().language;

export type AvailabilityKind = 'username' | 'email';

/** GET /api/check-username or /api/check-email: whether an account already uses the value. */
export async function isTaken(
  kind: AvailabilityKind,
  value: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const query = new URLSearchParams({ [kind]: value, lang: language() });
  const res = await fetch(`/api/check-${kind}?${query}`, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return ((await res.json()) as ExistsDto).exists === true;
}

/** Sends a reset link if the account exists; the answer is the same either way. */
export function requestPasswordReset(email: string): Promise<MessageDto> {
  return apiJson<MessageDto>('POST', '/api/forgot-password', { email, language: language() });
}

/** Whether a reset link can still be used (400 when not); asking does not use it up. */
export function checkResetLink(token: string): Promise<MessageDto> {
  return apiJson<MessageDto>('POST', '/api/reset-password/check', { token, language: language() });
}

export function resetPassword(token: string, password: string): Promise<MessageDto> {
  return apiJson<MessageDto>('POST', '/api/reset-password', {
    token,
    password,
    language: language(),
  });
}

export function verifyEmail(token: string): Promise<MessageDto> {
  return apiJson<MessageDto>('POST', '/api/verify-email', { token, language: language() });
}
