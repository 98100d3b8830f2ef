/**
 * The mails a person can turn off in Settings, in the order Settings lists them: the API keeps
 * the choices by these names and the portal offers one switch each. Security mails (a password
 * change) are not among them: they always go out, since they are how someone learns their
 * account was taken.
 */
export const NOTIFICATION_KINDS = [
  'projectCreated',
  'projectUpdates',
  'milestoneDates',
  'testimonialRequests',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Security mails: listed in Settings as always on. */
export const SECURITY_KINDS = ['passwordChanged'] as const;
export type SecurityKind = (typeof SECURITY_KINDS)[number];

const isNotificationKind = (value: unknown): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly unknown[]).includes(value);

/** Whether a person who turned off `muted` gets a mail of this kind. */
export function wantsMail(
  muted: readonly string[],
  kind: NotificationKind | SecurityKind,
): boolean {
  if (!isNotificationKind(kind)) return true;
  return !muted.includes(kind);
}

/** The muted list after a change: only known kinds, each once, in the listed order. */
export function mutedAfter(
  muted: readonly string[],
  changes: Partial<Record<NotificationKind, boolean>>,
): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => {
    const enabled = changes[kind];
    return enabled === undefined ? muted.includes(kind) : !enabled;
  });
}
