import { useQuery } from '@tanstack/react-query';
import { type components, apiJson, apiRequest } from '@terrabridge/api-client';
import type { SessionUser } from '@terrabridge/session';

type Schemas = components['schemas'];
export type UserSession = Schemas['SessionDto'];
export type ProfileChanges = Schemas['UpdateProfileDto'];
type Language = 'en' | 'es';

// Query keys are the API paths (see @terrabridge/api-client's queryKeyToUrl).
export const SESSIONS_URL = '/api/user/sessions';

/** The account's signed-in sessions, this one marked `current`. */
export function useSessions() {
  return useQuery<UserSession[]>({ queryKey: [SESSIONS_URL], staleTime: 0 });
}

export function updateProfile(changes: ProfileChanges) {
  return apiJson<SessionUser>('PATCH', '/api/user', changes);
}

/** Changes the password; the server ends every other session and says so. */
export function changePassword(currentPassword: string, newPassword: string, language: Language) {
  return apiJson<Schemas['EndedSessionsDto']>('POST', '/api/user/password', {
    currentPassword,
    newPassword,
    language,
  });
}

/** Asks to move the account to a new address; it takes effect once its link is opened. */
export function changeEmail(newEmail: string, currentPassword: string, language: Language) {
  return apiJson<Schemas['MessageDto']>('POST', '/api/user/email', {
    newEmail,
    currentPassword,
    language,
  });
}

// Calls without a body name the language of their answer (and of their errors) as ?lang=.

export function resendVerification(language: Language) {
  return apiJson<Schemas['MessageDto']>('POST', `/api/user/verification/resend?lang=${language}`);
}

export async function endSession(id: string, language: Language) {
  await apiRequest('DELETE', `${SESSIONS_URL}/${encodeURIComponent(id)}?lang=${language}`);
}

export function endOtherSessions(language: Language) {
  return apiJson<Schemas['EndedSessionsDto']>(
    'POST',
    `${SESSIONS_URL}/others/end?lang=${language}`,
  );
}
