import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { insertAuditEntry } from '../../platform/audit/audit.service';
import { translate } from '../../platform/i18n/messages';
import { User } from './entities/user.entity';
import { passwordProblem } from './password-policy';
import { hashPassword } from './passwords';
import { findByEmail, findByUsername } from './users.repository';

export interface AdminAccount {
  username: string;
  email: string;
  password: string;
}

/**
 * Creates an admin account unless one with that username or email exists. The same rules as
 * registration apply, so a weak first-admin password is refused with the reason.
 */
export async function ensureAdmin(
  em: EntityManager,
  admin: AdminAccount,
): Promise<'created' | 'exists'> {
  const username = admin.username.trim();
  const email = admin.email.trim().toLowerCase();
  if (!/^[A-Za-z0-9._-]{7,50}$/.test(username)) {
    throw new Error(
      'The admin username must be 7 to 50 letters, digits, dots, hyphens or underscores',
    );
  }
  const problem = passwordProblem(admin.password);
  if (problem) throw new Error(`The admin password is not acceptable: ${translate(problem, 'en')}`);
  if ((await findByUsername(em, username)) || (await findByEmail(em, email))) return 'exists';
  const passwordHash = await hashPassword(admin.password);
  try {
    await createAdmin(em, { username, email, passwordHash });
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (error instanceof UniqueConstraintViolationException) return 'exists';
    throw error;
  }
  return 'created';
}

/** The account and the audit entry of its admin role commit together, or neither does. */
async function createAdmin(
  em: EntityManager,
  { username, email, passwordHash }: { username: string; email: string; passwordHash: string },
): Promise<void> {
  await em.transactional(async (tx) => {
    const user = tx.create(User, {
      username,
      email,
      passwordHash,
      role: 'admin',
      emailVerified: true,
    });
    await tx.flush();
    await insertAuditEntry(tx, {
      action: 'user.role_change',
      target: { type: 'user', id: user.id },
      changes: { username, before: null, after: { role: 'admin' }, via: 'first admin setup' },
    });
  });
}
