import type { UserDto } from '@terrabridge/api-client';

/** The signed-in account, exactly as GET /api/user answers it. */
export type SessionUser = UserDto;

type Named = Pick<SessionUser, 'username' | 'firstName'>;

/** First name, or the username when there is no first name. */
export function userDisplayName(user: Named): string {
  return user.firstName?.trim() || user.username;
}

/** Full name, or the username when there is no full name. */
export function userFullName(
  user: Named & Partial<Pick<SessionUser, 'lastName' | 'fullName'>>,
): string {
  const full =
    user.fullName?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}

export function userInitial(user: Named): string {
  return userDisplayName(user).charAt(0).toUpperCase();
}

export function isAdmin(user: Pick<SessionUser, 'role'> | null): boolean {
  return user?.role === 'admin';
}
