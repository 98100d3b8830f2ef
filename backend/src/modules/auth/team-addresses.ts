import type { EntityManager } from '@mikro-orm/postgresql';

import type { Language } from '../../platform/i18n/messages';
import { User } from './entities/user.entity';

/** Someone a mail goes to, with the language to write it in. */
export interface MailAddress {
  email: string;
  name: string;
  language: Language;
}

/** The full name, or the username when there is none. */
export const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'username'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;

export const addressOf = (user: User): MailAddress => ({
  email: user.email,
  name: displayName(user),
  language: user.language,
});

/**
 * The agency's team as mail recipients: every active admin in their own language, or the sales
 * address (in English) when there is no admin yet.
 */
export async function teamAddresses(
  em: EntityManager,
  salesAddress: string,
): Promise<MailAddress[]> {
  const admins = await em.find(User, { role: 'admin', isActive: true }, { orderBy: { id: 'asc' } });
  if (admins.length === 0)
    return [{ email: salesAddress, name: 'TerraBridge Digital', language: 'en' }];
  return admins.map(addressOf);
}
