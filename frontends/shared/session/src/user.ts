/**
 * The part of the signed-in user that the shell and remotes need for navigation and greetings.
 * Full account types come from the generated API schema.
 */
export interface SessionUser {
  id: number;
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  role: string;
}

/** First name, or the username when there is no first name. */
export function userDisplayName(user: SessionUser): string {
  return user.firstName?.trim() || user.username;
}

/** Full name, or the username when there is no full name. */
export function userFullName(user: SessionUser): string {
  const full =
    user.fullName?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}

export function userInitial(user: SessionUser): string {
  return userDisplayName(user).charAt(0).toUpperCase();
}

export function isAdmin(user: SessionUser | null): boolean {
  return user?.role === 'admin';
}
