import { NOTIFICATION_KINDS, mutedAfter, wantsMail } from './notification-kinds';

describe('NOTIFICATION_KINDS', () => {
  it('lists the mails one can turn off, in the order Settings shows them', () => {
    expect(NOTIFICATION_KINDS).toEqual([
      'projectCreated',
      'projectUpdates',
      'milestoneDates',
      'testimonialRequests',
    ]);
  });
});

describe('wantsMail', () => {
  it('sends every kind nobody turned off', () => {
    expect(wantsMail([], 'projectUpdates')).toBe(true);
    expect(wantsMail(['milestoneDates'], 'projectUpdates')).toBe(true);
  });

  it('holds back a kind that is turned off', () => {
    expect(wantsMail(['projectUpdates'], 'projectUpdates')).toBe(false);
    expect(wantsMail(['testimonialRequests'], 'testimonialRequests')).toBe(false);
  });

  it('always sends security mails, even when a stored list names them', () => {
    expect(wantsMail(['passwordChanged'], 'passwordChanged')).toBe(true);
  });
});

describe('mutedAfter', () => {
  it('turns kinds off and on, keeping those not named', () => {
    expect(mutedAfter(['projectCreated'], { projectUpdates: false })).toEqual([
      'projectCreated',
      'projectUpdates',
    ]);
    expect(mutedAfter(['projectCreated', 'projectUpdates'], { projectCreated: true })).toEqual([
      'projectUpdates',
    ]);
  });

  it('drops names that are not kinds one can turn off', () => {
    expect(mutedAfter(['passwordChanged', 'nonsense', 'milestoneDates'], {})).toEqual([
      'milestoneDates',
    ]);
  });
});
