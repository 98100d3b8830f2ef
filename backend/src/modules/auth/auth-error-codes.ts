/**
 * Stable codes sent beside the worded message (`code` of an error body), for clients that act on
 * them: the frontends send a person whose session has ended to the sign-in page, while a 401 of
 * another kind (a payment provider refusing our credentials) is shown where it happened.
 */
export const SESSION_REQUIRED = 'SESSION_REQUIRED';
/** Signing in to a deactivated account: the message says how to reach the agency. */
export const ACCOUNT_INACTIVE = 'ACCOUNT_INACTIVE';
/** A personal access token that is unknown, revoked or expired. */
export const TOKEN_INVALID = 'TOKEN_INVALID';
/** A personal access token sent to an operation that accepts none (it declares no scope). */
export const TOKEN_NOT_ACCEPTED = 'TOKEN_NOT_ACCEPTED';
