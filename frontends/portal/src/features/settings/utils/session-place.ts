import type { Language } from '../../projects/project-format';
import type { UserSession } from '../settings-api';

/** A country's name in the reader's language ('UY': 'Uruguay'); the code itself if unknown. */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Where a session signed in from, as a person reads it: 'Montevideo, Uruguay', 'Uruguay', the
 * local network's name, or null when its network told nothing.
 */
export function sessionPlace(
  session: Pick<UserSession, 'countryCode' | 'city' | 'localNetwork'>,
  language: Language,
  localNetwork: string,
): string | null {
  if (session.localNetwork) return localNetwork;
  if (!session.countryCode) return null;
  const country = countryName(session.countryCode, language);
  return session.city ? `${session.city}, ${country}` : country;
}
