import {
  decodeInvalidation,
  encodeInvalidation,
  invalidationChannel,
} from './public-cache-broadcast';

describe('public cache invalidation messages', () => {
  it('round-trip the sender and the entity names', () => {
    const message = { from: 'instance-1', names: ['Service', 'BlogPost'] };
    expect(decodeInvalidation(encodeInvalidation(message))).toEqual(message);
  });

  it.each([
    'not json',
    'null',
    '{}',
    '{"from":1,"names":["Service"]}',
    '{"from":"x","names":"Service"}',
    '{"from":"x","names":[1]}',
  ])('ignore what is not a message: %s', (raw) => {
    expect(decodeInvalidation(raw)).toBeUndefined();
  });

  it('are sent on a channel under the Redis key prefix', () => {
    expect(invalidationChannel('tb')).toBe('tb:public-cache:invalidate');
  });
});
