import {
  initialStatus,
  ownerActions,
  type PostState,
  SOCIAL_POST_STATUSES,
  type SocialPostStatus,
  teamActions,
  type Transition,
  transition,
} from './social-post-states';

const own = (status: SocialPostStatus): PostState => ({ status, draftedByTeam: false });
const team = (status: SocialPostStatus): PostState => ({ status, draftedByTeam: true });

/** Every state the action is allowed from, for a team draft and for the client's own post. */
function allowedFrom(action: Transition, draftedByTeam: boolean): SocialPostStatus[] {
  return SOCIAL_POST_STATUSES.filter(
    (status) => transition({ status, draftedByTeam }, action).allowed,
  );
}

describe('social post states', () => {
  it('starts the client’s own post as a draft and a team draft awaiting approval', () => {
    expect(initialStatus(false)).toBe('draft');
    expect(initialStatus(true)).toBe('awaiting_approval');
  });

  it('lets the owner edit in every state but posted without moving the post', () => {
    for (const status of SOCIAL_POST_STATUSES.filter((state) => state !== 'posted')) {
      expect(transition(own(status), 'edit')).toEqual({ allowed: true, status });
      expect(transition(team(status), 'edit')).toEqual({ allowed: true, status });
    }
    expect(transition(own('posted'), 'edit')).toEqual({
      allowed: false,
      reason: 'social.transition.edit',
    });
  });

  it('marks a scheduled or due post posted, and nothing else', () => {
    expect(allowedFrom('markPosted', false)).toEqual(['scheduled', 'due']);
    expect(allowedFrom('markPosted', true)).toEqual(['scheduled', 'due']);
    expect(transition(own('due'), 'markPosted')).toEqual({ allowed: true, status: 'posted' });
    expect(transition(own('draft'), 'markPosted')).toEqual({
      allowed: false,
      reason: 'social.transition.markPosted',
    });
  });

  it('never schedules, unschedules or reminds a posted post again', () => {
    for (const action of ['schedule', 'unschedule', 'remind', 'revise'] as const)
      expect(transition(team('posted'), action).allowed).toBe(false);
  });

  it('approves a team draft awaiting approval, or one sent back for changes', () => {
    expect(allowedFrom('approve', true)).toEqual(['awaiting_approval', 'changes_requested']);
    expect(transition(team('awaiting_approval'), 'approve')).toEqual({
      allowed: true,
      status: 'approved',
    });
    expect(transition(team('approved'), 'approve')).toEqual({
      allowed: false,
      reason: 'social.transition.approve',
    });
  });

  it('asks for changes on a team draft until it is scheduled', () => {
    expect(allowedFrom('requestChanges', true)).toEqual(['awaiting_approval', 'approved']);
    expect(transition(team('approved'), 'requestChanges')).toEqual({
      allowed: true,
      status: 'changes_requested',
    });
    expect(transition(team('scheduled'), 'requestChanges')).toEqual({
      allowed: false,
      reason: 'social.transition.requestChanges',
    });
  });

  it('never asks the client to approve their own post', () => {
    expect(allowedFrom('approve', false)).toEqual([]);
    expect(allowedFrom('requestChanges', false)).toEqual([]);
    expect(allowedFrom('revise', false)).toEqual([]);
  });

  it('schedules a draft or an approved post, and reschedules a scheduled or due one', () => {
    expect(allowedFrom('schedule', false)).toEqual(['draft', 'approved', 'scheduled', 'due']);
    expect(transition(own('draft'), 'schedule')).toEqual({ allowed: true, status: 'scheduled' });
    expect(transition(team('approved'), 'schedule')).toEqual({
      allowed: true,
      status: 'scheduled',
    });
    for (const status of ['awaiting_approval', 'changes_requested'] as const)
      expect(transition(team(status), 'schedule')).toEqual({
        allowed: false,
        reason: 'social.transition.schedule',
      });
  });

  it('unschedules back to where the post was before: draft, or approved for a team draft', () => {
    expect(transition(own('scheduled'), 'unschedule')).toEqual({ allowed: true, status: 'draft' });
    expect(transition(team('scheduled'), 'unschedule')).toEqual({
      allowed: true,
      status: 'approved',
    });
    expect(allowedFrom('unschedule', true)).toEqual(['scheduled']);
    expect(transition(own('due'), 'unschedule')).toEqual({
      allowed: false,
      reason: 'social.transition.unschedule',
    });
  });

  it('marks only a scheduled post due', () => {
    expect(allowedFrom('remind', false)).toEqual(['scheduled']);
    expect(transition(team('scheduled'), 'remind')).toEqual({ allowed: true, status: 'due' });
  });

  it('sends every team revision back for approval, never after the client scheduled it', () => {
    expect(allowedFrom('revise', true)).toEqual([
      'awaiting_approval',
      'approved',
      'changes_requested',
    ]);
    for (const status of ['awaiting_approval', 'approved', 'changes_requested'] as const)
      expect(transition(team(status), 'revise')).toEqual({
        allowed: true,
        status: 'awaiting_approval',
      });
    expect(transition(team('scheduled'), 'revise')).toEqual({
      allowed: false,
      reason: 'social.transition.revise',
    });
  });

  it('offers the owner exactly the actions the rules allow', () => {
    expect(ownerActions(own('draft'))).toEqual(['edit', 'schedule', 'duplicate', 'delete']);
    expect(ownerActions(team('awaiting_approval'))).toEqual([
      'edit',
      'approve',
      'requestChanges',
      'duplicate',
      'delete',
    ]);
    expect(ownerActions(team('approved'))).toEqual([
      'edit',
      'requestChanges',
      'schedule',
      'duplicate',
      'delete',
    ]);
    expect(ownerActions(own('scheduled'))).toEqual([
      'edit',
      'schedule',
      'unschedule',
      'markPosted',
      'duplicate',
      'delete',
    ]);
    expect(ownerActions(own('due'))).toEqual([
      'edit',
      'schedule',
      'markPosted',
      'duplicate',
      'delete',
    ]);
    expect(ownerActions(own('posted'))).toEqual(['duplicate', 'delete']);
    expect(teamActions(team('changes_requested'))).toEqual(['revise']);
    expect(teamActions(team('due'))).toEqual([]);
    expect(teamActions(own('draft'))).toEqual([]);
  });

  it('offers no Schedule for a post over its network’s limit, whatever its state', () => {
    const over = (post: PostState): PostState => ({ ...post, fitsNetwork: false });
    expect(ownerActions(over(own('draft')))).toEqual(['edit', 'duplicate', 'delete']);
    expect(ownerActions(over(team('approved')))).toEqual([
      'edit',
      'requestChanges',
      'duplicate',
      'delete',
    ]);
    // A scheduled post that grew too long can still be unscheduled or marked posted.
    expect(ownerActions(over(own('scheduled')))).toEqual([
      'edit',
      'unschedule',
      'markPosted',
      'duplicate',
      'delete',
    ]);
    expect(ownerActions({ ...own('draft'), fitsNetwork: true })).toContain('schedule');
  });
});
