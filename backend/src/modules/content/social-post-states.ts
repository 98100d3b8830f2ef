import type { MessageKey } from '../../platform/i18n/messages';

/**
 * The life of a social post, in one place: which states exist, where each action leads, and what
 * a refusal says. Pure, so the rules are tested apart from HTTP and the database.
 *
 * - `draft`: the client's own post (saved by hand, from the generator, or a duplicate).
 * - `awaiting_approval`: the team drafted it for the client, who decides.
 * - `approved` / `changes_requested`: the client's decision on a team draft (with a comment when
 *   asking for changes).
 * - `scheduled`: the client picked a time; at that time the ready-to-post text is mailed to them.
 * - `due`: that mail went out. Posting to the networks themselves is the client's step.
 * - `posted`: the client says it is live (with the live post's link when they give one).
 *
 * | action           | who    | from                                          | to                      |
 * | ---------------- | ------ | --------------------------------------------- | ----------------------- |
 * | save / duplicate | client | (new)                                         | draft                   |
 * | draft for client | team   | (new)                                         | awaiting_approval       |
 * | edit             | client | any but posted                                | unchanged               |
 * | revise           | team   | awaiting_approval, changes_requested, approved | awaiting_approval      |
 * | approve          | client | awaiting_approval, changes_requested          | approved                |
 * | request changes  | client | awaiting_approval, approved                   | changes_requested       |
 * | schedule         | client | draft, approved, scheduled, due               | scheduled               |
 * | unschedule       | client | scheduled                                     | approved (team draft) or draft |
 * | remind           | system | scheduled, once its time has come             | due                     |
 * | mark posted      | client | scheduled, due                                | posted                  |
 * | delete           | client | any                                           | (gone)                  |
 *
 * Why these choices:
 * - The client's own edits need nobody's approval, so editing never moves a post: a team draft
 *   still waits for the client's decision, which then covers the edited words; a scheduled post
 *   stays scheduled and its reminder carries the latest text.
 * - The team's revision of its draft always goes back to the client, even after approval: the
 *   client approved other words. Once the client scheduled the post, the team no longer changes
 *   it behind their back.
 * - A team draft is scheduled only once approved. Unscheduling returns the post to where it was
 *   before: a team draft can only have been scheduled after approval, the client's own from draft.
 * - Only the owner decides, edits, schedules and deletes; the team acts only through `revise`.
 * - A posted post is a record of what went live: its words no longer change and it is not
 *   scheduled again (a duplicate is the way to reuse it). Only a post with a time chosen is
 *   marked posted: that is the calendar's and the reminder's end; a draft is scheduled first.
 * - A post longer than its network allows is not offered Schedule (and scheduling it is
 *   refused): it would go out as it is at its time.
 */
export const SOCIAL_POST_STATUSES = [
  'draft',
  'awaiting_approval',
  'approved',
  'changes_requested',
  'scheduled',
  'due',
  'posted',
] as const;
export type SocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number];

/** What the owner of a post may do with it (the portal shows the matching buttons). */
export const OWNER_ACTIONS = [
  'edit',
  'approve',
  'requestChanges',
  'schedule',
  'unschedule',
  'markPosted',
  'duplicate',
  'delete',
] as const;
export type OwnerAction = (typeof OWNER_ACTIONS)[number];

/** Every action that changes the state of an existing post. */
export type Transition =
  | 'edit'
  | 'revise'
  | 'approve'
  | 'requestChanges'
  | 'schedule'
  | 'unschedule'
  | 'remind'
  | 'markPosted';

/** Every action anyone may be offered on a post: the owner's, and the team's `revise`. */
export const POST_ACTIONS = [...OWNER_ACTIONS, 'revise'] as const;
export type PostAction = (typeof POST_ACTIONS)[number];

export interface PostState {
  status: SocialPostStatus;
  /** Drafted by the team for the client (rather than written by the client). */
  draftedByTeam: boolean;
  /** Fits its network's limits in every language it has (unknown: taken as fitting). */
  fitsNetwork?: boolean;
}

export type Outcome =
  { allowed: true; status: SocialPostStatus } | { allowed: false; reason: MessageKey };

/** The state of a new post: the client's own, or a team draft for the client to decide on. */
export const initialStatus = (draftedByTeam: boolean): SocialPostStatus =>
  draftedByTeam ? 'awaiting_approval' : 'draft';

const RULES: Record<
  Transition,
  {
    from: readonly SocialPostStatus[];
    to: (post: PostState) => SocialPostStatus;
    refusal: MessageKey;
  }
> = {
  edit: {
    from: SOCIAL_POST_STATUSES.filter((status) => status !== 'posted'),
    to: (post) => post.status,
    refusal: 'social.transition.edit',
  },
  revise: {
    from: ['awaiting_approval', 'changes_requested', 'approved'],
    to: () => 'awaiting_approval',
    refusal: 'social.transition.revise',
  },
  approve: {
    from: ['awaiting_approval', 'changes_requested'],
    to: () => 'approved',
    refusal: 'social.transition.approve',
  },
  requestChanges: {
    from: ['awaiting_approval', 'approved'],
    to: () => 'changes_requested',
    refusal: 'social.transition.requestChanges',
  },
  schedule: {
    from: ['draft', 'approved', 'scheduled', 'due'],
    to: () => 'scheduled',
    refusal: 'social.transition.schedule',
  },
  unschedule: {
    from: ['scheduled'],
    to: (post) => (post.draftedByTeam ? 'approved' : 'draft'),
    refusal: 'social.transition.unschedule',
  },
  remind: {
    from: ['scheduled'],
    to: () => 'due',
    refusal: 'social.transition.unschedule',
  },
  markPosted: {
    from: ['scheduled', 'due'],
    to: () => 'posted',
    refusal: 'social.transition.markPosted',
  },
};

/** Only team drafts take part in approval; the client's own posts never ask for it. */
const TEAM_DRAFTS_ONLY: ReadonlySet<Transition> = new Set(['revise', 'approve', 'requestChanges']);

/** Where `action` takes `post`, or why it may not. */
export function transition(post: PostState, action: Transition): Outcome {
  const rule = RULES[action];
  const fits =
    rule.from.includes(post.status) && (post.draftedByTeam || !TEAM_DRAFTS_ONLY.has(action));
  return fits ? { allowed: true, status: rule.to(post) } : { allowed: false, reason: rule.refusal };
}

/** What the owner may do with the post now, in the order the portal shows them. */
export function ownerActions(post: PostState): OwnerAction[] {
  return OWNER_ACTIONS.filter((action) => {
    if (action === 'duplicate' || action === 'delete') return true;
    if (action === 'schedule' && post.fitsNetwork === false) return false;
    return transition(post, action).allowed;
  });
}

/** What the team may do with a post: revise its own drafts until the client schedules them. */
export function teamActions(post: PostState): PostAction[] {
  return transition(post, 'revise').allowed ? ['revise'] : [];
}
