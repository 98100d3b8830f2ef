import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { User } from './entities/user.entity';

/** Usernames and emails are unique regardless of letter case (see the lower() unique indexes). */
export function findByUsername(em: EntityManager, username: string): Promise<User | null> {
  return em.findOne(User, { [raw((alias) => `lower(${alias}.username)`)]: username.toLowerCase() });
}

export function findByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(User, { [raw((alias) => `lower(${alias}.email)`)]: email.toLowerCase() });
}

/** Login accepts either: an identifier with an @ is an email address. */
export function findByLogin(em: EntityManager, identifier: string): Promise<User | null> {
  return identifier.includes('@') ? findByEmail(em, identifier) : findByUsername(em, identifier);
}
