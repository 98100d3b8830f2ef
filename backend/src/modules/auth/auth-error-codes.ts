/**
 * Stable codes sent beside the worded message (`code` of an error body), for clients that act on
 * them: the frontends send a person whose session has ended to the sign-in page, while a 401 of
 * another kind (a payment provider refusing our credentials) is shown where it happened.
 */
export const SESSION_REQUIRED = 'SESSION_REQUIRED';
/** Signing in to a deactivated account: the message says how to reach the agency. */
export const ACCOUNT_INACTIVE = 'ACCOUNT_INACTIVE';
