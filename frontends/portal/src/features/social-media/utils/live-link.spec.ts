import { isLiveLink } from './live-link';

describe('isLiveLink', () => {
  it('takes blank as no link', () => {
    expect(isLiveLink('')).toBe(true);
    expect(isLiveLink('   ')).toBe(true);
  });

  it('takes http and https addresses of a named host', () => {
    expect(isLiveLink('https://www.instagram.com/p/C0ffee/')).toBe(true);
    expect(isLiveLink(' http://facebook.com/terrabridge/posts/1 ')).toBe(true);
  });

  it('refuses other schemes, missing schemes and bare hosts', () => {
    for (const value of [
      'javascript:alert(1)',
      'ftp://example.com/post',
      'mailto:me@example.com',
      'instagram.com/p/abc',
      'https://localhost/post',
      'https://instagram.',
      'not a link',
      'https://example.com/a post',
    ])
      expect({ value, ok: isLiveLink(value) }).toEqual({ value, ok: false });
  });

  it('refuses a link longer than the API keeps', () => {
    expect(isLiveLink(`https://example.com/${'a'.repeat(2000)}`)).toBe(false);
  });
});
