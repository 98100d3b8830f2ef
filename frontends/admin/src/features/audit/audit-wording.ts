/**
 * An audit entry in words: who did what to which record. The sentence is chosen here from the
 * action name (`invoice.void`, `project.milestones.complete`), and its record and amount are read
 * from what the entry recorded; the texts live in the `sentence`, `verbs` and `types` keys of the
 * 'admin-audit' namespace. Pure, so the rules are tested apart from the page.
 */

/** Verbs with their own words; any other action reads as its last word, or as its name. */
const ACTION_VERBS: Record<string, string> = {
  'auth.sign_in': 'signIn',
  'auth.sign_in_failed': 'signInFailed',
  'auth.sign_out': 'signOut',
  'auth.password_change': 'passwordChange',
  'auth.password_reset': 'passwordReset',
  'auth.session_revoked': 'sessionRevoked',
  'auth.two_factor_enabled': 'twoFactorEnabled',
  'auth.two_factor_disabled': 'twoFactorDisabled',
  'auth.two_factor_reset': 'twoFactorReset',
  'auth.two_factor_recovery_used': 'twoFactorRecoveryUsed',
  'auth.two_factor_recovery_regenerated': 'twoFactorRecoveryRegenerated',
  'user.role_change': 'roleChange',
  'user.data_exported': 'dataExported',
  'user.deletion_requested': 'deletionRequested',
  'user.deletion_cancelled': 'deletionCancelled',
  'user.deletion_confirmed': 'deletionConfirmed',
  'user.deletion_declined': 'deletionDeclined',
  'invoice.issue': 'issue',
  'invoice.void': 'void',
  'invoice.payments': 'recordPayment',
  'payment.refund': 'refund',
  'payment_event.retry': 'retry',
  'contact.replies': 'reply',
  'client.deactivate': 'deactivate',
  'client.reactivate': 'reactivate',
  'client.resend_verification': 'resendVerification',
  'mail.test': 'sendTest',
  'mail_outbox.resend': 'resend',
  'blog_post.images': 'uploadImage',
  'project.images': 'uploadImage',
  'project.milestones': 'addMilestone',
  'project.milestones.complete': 'completeMilestone',
  'project.milestones.update': 'updateMilestone',
  'project.milestones.delete': 'deleteMilestone',
  'project.milestones.order.replace': 'reorderMilestones',
  'project.updates': 'postUpdate',
  'service.order.replace': 'reorder',
};

/** The generic verbs: the last word of a route's action name. */
const GENERIC_VERBS = new Set(['create', 'update', 'delete', 'replace']);

/** Actions about the person acting, not about a record. */
const SELF_ACTIONS = new Set([
  'signIn',
  'signInFailed',
  'signOut',
  'passwordChange',
  'passwordReset',
  'sessionRevoked',
  'sendTest',
  'twoFactorEnabled',
  'twoFactorDisabled',
  'twoFactorRecoveryUsed',
  'twoFactorRecoveryRegenerated',
  'dataExported',
  'deletionRequested',
  'deletionCancelled',
]);

/** Fields that name a record, in the order they are preferred. */
const NAME_FIELDS = ['number', 'title', 'name', 'username', 'subject', 'email', 'slug'] as const;

/** Fields holding an amount of money, in cents. */
const MONEY_FIELDS = ['amountCents', 'totalCents', 'refundedCents'] as const;

export interface AuditEntryLike {
  action: string;
  outcome: 'success' | 'failure';
  actor: { id: number; username?: string | null } | null;
  target: { type: string; id?: string | null } | null;
  changes: Record<string, unknown> | null;
}

export interface Wording {
  /** `sentence.done`, `sentence.tried`, `sentence.doneAlone`, `sentence.triedAlone`. */
  key: string;
  /** The verb's key (`verbs.void`) or null when the action's own name is shown. */
  verb: string | null;
  actor: string | null;
  /** Whether no one was signed in (a guest) rather than the system acting. */
  guest: boolean;
  /** The record's type key (`types.invoice`) and how it is named (`INV-0007`, `#12`). */
  type: string | null;
  record: string | null;
  /** An amount the action moved, in cents. */
  amountCents: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The places a record's fields were recorded: its rows (after, before), the body, the params. */
function sources(changes: Record<string, unknown> | null): Record<string, unknown>[] {
  if (!changes) return [];
  const found: Record<string, unknown>[] = [];
  for (const key of ['after', 'before'] as const) {
    if (isRecord(changes[key])) found.push(changes[key]);
  }
  if (Array.isArray(changes.rows)) {
    for (const row of changes.rows) {
      if (!isRecord(row)) continue;
      if (isRecord(row.after)) found.push(row.after);
      if (isRecord(row.before)) found.push(row.before);
    }
  }
  if (isRecord(changes.body)) found.push(changes.body);
  found.push(changes);
  return found;
}

function firstField(records: Record<string, unknown>[], fields: readonly string[]) {
  for (const record of records) {
    for (const field of fields) {
      const value = record[field];
      if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') {
        return value;
      }
    }
  }
  return null;
}

/** The verb of an action: its own words, else the route's verb, else none (its name is shown). */
export function verbOf(action: string): string | null {
  if (ACTION_VERBS[action]) return ACTION_VERBS[action];
  const last = action.split('.').pop() ?? '';
  return GENERIC_VERBS.has(last) ? last : null;
}

export function describeEntry(entry: AuditEntryLike): Wording {
  const verb = verbOf(entry.action);
  const records = sources(entry.changes);
  const name = firstField(records, NAME_FIELDS);
  const cents = firstField(records, MONEY_FIELDS);
  const alone = (verb !== null && SELF_ACTIONS.has(verb)) || !entry.target;
  const type = alone ? null : (entry.target?.type ?? null);
  const record = alone
    ? null
    : typeof name === 'string' && name.length <= 80
      ? name
      : entry.target?.id
        ? `#${entry.target.id}`
        : null;
  const tried = entry.outcome === 'failure' && verb !== 'signInFailed';
  return {
    key: `sentence.${tried ? 'tried' : 'done'}${alone ? 'Alone' : ''}`,
    verb,
    actor: entry.actor ? (entry.actor.username ?? `#${entry.actor.id}`) : null,
    guest: !entry.actor && entry.action.startsWith('auth.'),
    type,
    record,
    amountCents: typeof cents === 'number' && Number.isInteger(cents) ? cents : null,
  };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The entry as one sentence in the current language: `Ana voided invoice INV-0007.`,
 * `Ana intentó anular la factura INV-0007.`, with the amount as money when there is one.
 */
export function entrySentence(
  entry: AuditEntryLike,
  t: Translate,
  money: (cents: number) => string,
): string {
  const wording = describeEntry(entry);
  const tried = wording.key.startsWith('sentence.tried');
  const actor = wording.actor ?? (wording.guest ? t('sentence.someone') : t('sentence.theSystem'));
  const verb = wording.verb
    ? t(`verbs.${wording.verb}.${tried ? 'tried' : 'done'}`)
    : t(`sentence.${tried ? 'triedAction' : 'didAction'}`, { action: entry.action });
  const typeLabel = wording.type
    ? t(`types.${wording.type}`, { defaultValue: wording.type.replace(/_/g, ' ') })
    : '';
  const target = [typeLabel, wording.record].filter(Boolean).join(' ');
  const sentence = t(wording.key, { actor, verb, target });
  return wording.amountCents === null
    ? t('sentence.end', { sentence })
    : t('sentence.withAmount', { sentence, amount: money(wording.amountCents) });
}
