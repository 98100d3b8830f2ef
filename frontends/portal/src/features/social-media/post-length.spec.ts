import {
  PLATFORM_LIMITS,
  fits,
  measureText,
  postLength,
  postedText,
  twitterLength,
} from './post-length';

// The cases of the server's backend/src/modules/content/social-generation/platform-rules.spec.ts:
// the counters must agree with the server that measures and cuts the generated posts.

describe('measuring posts', () => {
  it('posts hashtags after a blank line, separated by spaces', () => {
    expect(postedText('Hello.', ['#one', '#two'])).toBe('Hello.\n\n#one #two');
    expect(postedText('Hello.', [])).toBe('Hello.');
    expect(postLength('linkedin', 'Hello.', ['#one', '#two'])).toBe(17);
  });

  it('counts every link on X as 23 characters, whatever its length', () => {
    const long = `https://terrabridge.example/${'a'.repeat(100)}`;
    expect(twitterLength(`Read ${long} now`)).toBe(5 + 23 + 4);
    expect(twitterLength('See www.terrabridge.example.')).toBe(4 + 23 + 1);
    expect(twitterLength('(https://x.example/a)')).toBe(1 + 23 + 1);
    // Other networks count the link as written.
    expect(measureText('facebook', `Read ${long} now`)).toBe(5 + long.length + 4);
  });

  it("counts X's weights: accents once, emoji twice however they are built, CJK twice", () => {
    expect(twitterLength('Café mañana')).toBe(11);
    // Decomposed accents are normalized first.
    expect(twitterLength('Cafe\u0301')).toBe(4);
    expect(twitterLength('🎉')).toBe(2);
    expect(twitterLength('👩‍👩‍👧‍👦')).toBe(2);
    expect(twitterLength('🇺🇾')).toBe(2);
    expect(twitterLength('日本')).toBe(4);
    expect(twitterLength('a — b')).toBe(5);
  });

  it('counts UTF-16 code units elsewhere, like a browser does', () => {
    expect(measureText('instagram', '🎉 ok')).toBe(5);
  });

  it('counts the hashtags of a post on X with its text, links at 23', () => {
    const link = `https://terrabridge.example/${'x'.repeat(300)}`;
    expect(postLength('twitter', `Visit ${link} today.`, ['#growth'])).toBe(
      6 + 23 + 7 + 2 + '#growth'.length,
    );
  });
});

describe('the limits of each network', () => {
  it('are those of the server', () => {
    expect(
      Object.fromEntries(
        Object.entries(PLATFORM_LIMITS).map(([platform, limit]) => [
          platform,
          [limit.maxLength, limit.maxHashtags],
        ]),
      ),
    ).toEqual({
      twitter: [280, null],
      instagram: [2200, 30],
      linkedin: [3000, null],
      facebook: [63206, null],
    });
  });

  it('hold every network to its length, hashtags included as posted', () => {
    for (const platform of ['twitter', 'instagram', 'linkedin', 'facebook'] as const) {
      const limit = PLATFORM_LIMITS[platform].maxLength;
      const text = 'x'.repeat(limit - '\n\n#agency'.length);
      expect(fits(platform, text, ['#agency'])).toBe(true);
      expect(fits(platform, `${text}y`, ['#agency'])).toBe(false);
    }
  });

  it('keep at most 30 hashtags on Instagram', () => {
    const tags = Array.from({ length: 31 }, (_, i) => `#tag${i}`);
    expect(fits('instagram', 'A photo.', tags.slice(0, 30))).toBe(true);
    expect(fits('instagram', 'A photo.', tags)).toBe(false);
    expect(fits('linkedin', 'A photo.', tags)).toBe(true);
  });

  it('count the ellipsis of a cut post as two on X, as the server does', () => {
    expect(twitterLength(`${'x'.repeat(278)}…`)).toBe(280);
  });
});
