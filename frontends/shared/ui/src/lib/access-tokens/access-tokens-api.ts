import { useQuery } from '@tanstack/react-query';
import { type components, apiJson, apiRequest } from '@terrabridge/api-client';

type Schemas = components['schemas'];
export type AccessToken = Schemas['TokenDto'];
export type CreatedAccessToken = Schemas['CreatedTokenDto'];
export type TokenScope = AccessToken['scopes'][number];
type Language = 'en' | 'es';

// The query key is the API path (see @terrabridge/api-client's queryKeyToUrl).
export const TOKENS_URL = '/api/user/tokens';

export const CLIENT_SCOPES: TokenScope[] = [
  'projects:read',
  'social:read',
  'social:write',
  'invoices:read',
  'payments:read',
];
export const ADMIN_SCOPES: TokenScope[] = ['admin:read', 'admin:write'];

export function useAccessTokens() {
  return useQuery<AccessToken[]>({ queryKey: [TOKENS_URL], staleTime: 0 });
}

export function createAccessToken(
  body: { name: string; scopes: TokenScope[]; expiresAt: string | null },
  language: Language,
) {
  return apiJson<CreatedAccessToken>('POST', `${TOKENS_URL}?lang=${language}`, body);
}

export async function revokeAccessToken(id: number, language: Language) {
  await apiRequest('DELETE', `${TOKENS_URL}/${id}?lang=${language}`);
}

/** The expiry a choice of the form means, counted from `now`; null: never. */
export function expiryFrom(days: number | null, now = new Date()): string | null {
  return days === null ? null : new Date(now.getTime() + days * 86_400_000).toISOString();
}
