import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox('a-session-secret-of-at-least-32-characters', 'test');

  it('opens what it sealed, for the same context only', () => {
    const sealed = box.seal('https://example.com/reset?token=abc', 'to:ana@example.com');
    expect(sealed).not.toContain('abc');
    expect(box.open(sealed, 'to:ana@example.com')).toBe('https://example.com/reset?token=abc');
    expect(() => box.open(sealed, 'to:eve@example.com')).toThrow();
  });

  it('seals the same value differently each time', () => {
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('does not open values sealed with another secret or for another purpose', () => {
    const sealed = box.seal('secret', 'c');
    expect(() =>
      new SecretBox('another-secret-of-at-least-32-characters', 'test').open(sealed, 'c'),
    ).toThrow();
    expect(() =>
      new SecretBox('a-session-secret-of-at-least-32-characters', 'other').open(sealed, 'c'),
    ).toThrow();
  });

  it('refuses a tampered value', () => {
    const [version, iv, tag, data] = box.seal('secret', 'c').split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(() =>
      box.open([version, iv, tag, flipped.toString('base64url')].join('.'), 'c'),
    ).toThrow();
    expect(() => box.open('garbage', 'c')).toThrow(/not a sealed value/);
  });
});
