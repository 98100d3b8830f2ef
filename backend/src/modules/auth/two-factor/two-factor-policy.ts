import type { User } from '../entities/user.entity';

export type AdminTwoFactorPolicy = 'required' | 'optional';

/**
 * Whether an account must set up two-factor sign-in before anything else: admins do, when
 * ADMIN_TWO_FACTOR is `required` (the production default), until they have.
 */
export function needsTwoFactorEnrolment(
  user: Pick<User, 'role' | 'twoFactorEnabledAt'>,
  policy: AdminTwoFactorPolicy,
): boolean {
  return policy === 'required' && user.role === 'admin' && !user.twoFactorEnabledAt;
}
