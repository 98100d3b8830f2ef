import { fitsItsNetwork } from './social-post-fit';

describe('a saved post fits its network', () => {
  const words = (content: string, contentEs: string | null = null, hashtags: string[] = []) => ({
    content,
    contentEs,
    hashtags,
  });

  it('fits when every language is within the limit, hashtags included', () => {
    expect(
      fitsItsNetwork({ platform: 'twitter', ...words('a'.repeat(270), 'b'.repeat(200)) }),
    ).toBe(true);
    // 270 + blank line + '#tag' = 276.
    expect(fitsItsNetwork({ platform: 'twitter', ...words('a'.repeat(270), null, ['#tag']) })).toBe(
      true,
    );
    expect(
      fitsItsNetwork({ platform: 'twitter', ...words('a'.repeat(275), null, ['#tagged']) }),
    ).toBe(false);
  });

  it('does not fit when only the Spanish text runs over', () => {
    expect(fitsItsNetwork({ platform: 'twitter', ...words('short', 'c'.repeat(281)) })).toBe(false);
    expect(fitsItsNetwork({ platform: 'facebook', ...words('short', 'c'.repeat(281)) })).toBe(true);
  });

  it('counts hashtags against a network that limits them', () => {
    const tags = Array.from({ length: 31 }, (_, index) => `#t${index}`);
    expect(fitsItsNetwork({ platform: 'instagram', ...words('A photo', null, tags) })).toBe(false);
    expect(
      fitsItsNetwork({ platform: 'instagram', ...words('A photo', null, tags.slice(1)) }),
    ).toBe(true);
  });

  it('does not judge a network the rules do not know', () => {
    expect(fitsItsNetwork({ platform: 'myspace', ...words('x'.repeat(100_000)) })).toBe(true);
  });
});
