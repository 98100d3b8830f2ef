import {
  ELLIPSIS,
  fitPost,
  fits,
  measureText,
  normalizeHashtags,
  PLATFORM_RULES,
  SOCIAL_PLATFORMS,
  isSocialPlatform,
  postedText,
  postLength,
  twitterLength,
} from './social-posts';

const words = (count: number, word = 'growth') =>
  Array.from({ length: count }, () => word).join(' ');

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

  it('counts the ellipsis of a cut post as two on X', () => {
    expect(twitterLength(`${'x'.repeat(278)}…`)).toBe(280);
  });
});

describe('the networks', () => {
  it('are four, each with its limits', () => {
    expect(SOCIAL_PLATFORMS).toEqual(['twitter', 'facebook', 'instagram', 'linkedin']);
    expect(
      Object.fromEntries(
        SOCIAL_PLATFORMS.map((platform) => [
          platform,
          [PLATFORM_RULES[platform].maxLength, PLATFORM_RULES[platform].maxHashtags],
        ]),
      ),
    ).toEqual({
      twitter: [280, null],
      instagram: [2200, 30],
      linkedin: [3000, null],
      facebook: [63206, null],
    });
  });

  it('are told apart from other values', () => {
    expect(isSocialPlatform('linkedin')).toBe(true);
    expect(isSocialPlatform('myspace')).toBe(false);
    expect(isSocialPlatform(undefined)).toBe(false);
  });

  it('hold every post to its length, hashtags included as posted', () => {
    for (const platform of SOCIAL_PLATFORMS) {
      const limit = PLATFORM_RULES[platform].maxLength;
      const text = 'x'.repeat(limit - '\n\n#agency'.length);
      expect(fits(platform, text, ['#agency'])).toBe(true);
      expect(fits(platform, `${text}y`, ['#agency'])).toBe(false);
    }
  });
});

describe('hashtags', () => {
  it('keeps letters, digits and underscores, adds the #, drops repeats and empty tags', () => {
    expect(
      normalizeHashtags([
        'marketing',
        '#Marketing',
        '##digital marketing',
        '#PyMEs_Uruguay',
        '#diseño',
        '#',
        '#2026',
        '#it’s',
        'x'.repeat(101),
      ]),
    ).toEqual(['#marketing', '#digitalmarketing', '#PyMEs_Uruguay', '#diseño', '#its']);
  });
});

describe('fitting posts to each network', () => {
  it('leaves a post that fits as it is', () => {
    const fitted = fitPost('twitter', '  Short and sweet.  ', ['#one']);
    expect(fitted).toEqual({ content: 'Short and sweet.', hashtags: ['#one'], shortened: false });
  });

  it('keeps at most 30 hashtags on Instagram', () => {
    const tags = Array.from(
      { length: 40 },
      (_, i) => `#tag${String.fromCharCode(97 + (i % 26))}${i}`,
    );
    const fitted = fitPost('instagram', 'A photo.', tags);
    expect(fitted.hashtags).toEqual(tags.slice(0, 30));
    expect(fitted.shortened).toBe(true);
    expect(fits('instagram', fitted.content, fitted.hashtags)).toBe(true);
    expect(fits('instagram', 'A photo.', tags)).toBe(false);
  });

  it('cuts after the last whole sentence that fits, hashtags included as posted', () => {
    const first = `${words(20)}.`; // 139 characters
    const second = `Then ${words(20)}!`;
    const third = `And ${words(10)}?`;
    const fitted = fitPost('twitter', `${first} ${second} ${third}`, ['#growth', '#uy']);
    expect(fitted.content).toBe(first);
    expect(fitted.hashtags).toEqual(['#growth', '#uy']);
    expect(fitted.shortened).toBe(true);
    expect(postLength('twitter', fitted.content, fitted.hashtags)).toBeLessThanOrEqual(280);
  });

  it('treats a line break as the end of a sentence', () => {
    const fitted = fitPost('twitter', `Big news today\n${words(60)}`, []);
    expect(fitted.content).toBe('Big news today');
  });

  it('cuts after the last whole word, with an ellipsis, when no sentence fits', () => {
    const text = `${words(50)}, and more words until the very end.`;
    const fitted = fitPost('twitter', text, ['#growth']);
    expect(fitted.content.endsWith(ELLIPSIS)).toBe(true);
    const kept = fitted.content.slice(0, -1);
    // Every kept word is whole: the kept text is the start of the original, up to a space.
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toMatch(/[\s,]/);
    expect(postLength('twitter', fitted.content, fitted.hashtags)).toBeLessThanOrEqual(280);
    // Nothing longer would have fitted.
    const nextWord = text.indexOf(' ', kept.length + 2);
    expect(
      postLength('twitter', `${text.slice(0, nextWord)}${ELLIPSIS}`, fitted.hashtags),
    ).toBeGreaterThan(280);
  });

  it('drops a trailing comma before the ellipsis', () => {
    const fitted = fitPost('twitter', `${'word '.repeat(54)}then, ${words(10)}`, []);
    expect(fitted.content).toMatch(/then…$/);
  });

  it('never lets hashtags take more than half of the post', () => {
    const tags = Array.from({ length: 20 }, (_, i) => `#longhashtagnumber${i}`);
    const fitted = fitPost('twitter', `${words(40)}.`, tags);
    expect(fitted.hashtags.length).toBeLessThan(20);
    expect(twitterLength(`\n\n${fitted.hashtags.join(' ')}`)).toBeLessThanOrEqual(140);
    expect(fits('twitter', fitted.content, fitted.hashtags)).toBe(true);
  });

  it('counts links as 23 when deciding what fits on X', () => {
    const link = `https://terrabridge.example/${'x'.repeat(300)}`;
    const fitted = fitPost('twitter', `Our new site is live. Visit ${link} today.`, []);
    expect(fitted).toMatchObject({ shortened: false });
  });

  it('holds every network to its limit', () => {
    for (const platform of ['twitter', 'instagram', 'linkedin', 'facebook'] as const) {
      const limit = PLATFORM_RULES[platform].maxLength;
      const sentence = 'Clients in Montevideo and Charlotte trust our team with their growth. ';
      const text = sentence.repeat(Math.ceil((limit * 1.5) / sentence.length));
      const fitted = fitPost(platform, text, ['#agency', '#growth']);
      expect(fitted.shortened).toBe(true);
      expect(postLength(platform, fitted.content, fitted.hashtags)).toBeLessThanOrEqual(limit);
      expect(fitted.content.endsWith('growth.')).toBe(true);
      // As much as fits: one more sentence would not.
      expect(
        postLength(platform, `${fitted.content} ${sentence.trim()}`, fitted.hashtags),
      ).toBeGreaterThan(limit);
    }
  });

  it('cuts inside a word only when a single word is longer than the whole limit', () => {
    const fitted = fitPost('twitter', 'x'.repeat(400), []);
    // X counts the ellipsis (U+2026) as two characters.
    expect(fitted.content).toBe(`${'x'.repeat(278)}${ELLIPSIS}`);
    expect(twitterLength(fitted.content)).toBe(280);
  });
});
