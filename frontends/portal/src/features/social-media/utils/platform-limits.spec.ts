import {
  countCharacters,
  countHashtags,
  measurePost,
  PLATFORM_LIMITS,
  postText,
  TWITTER_LINK_LENGTH,
} from './platform-limits';

describe('platform limits', () => {
  it('knows each network’s limits', () => {
    expect(PLATFORM_LIMITS).toEqual({
      twitter: { characters: 280, hashtags: null },
      facebook: { characters: 63206, hashtags: null },
      instagram: { characters: 2200, hashtags: 30 },
      linkedin: { characters: 3000, hashtags: null },
    });
  });

  it('counts a link as 23 characters on Twitter, whatever its length', () => {
    const link = 'https://terrabridge.example/blog/bookkeeping-habits-for-growing-teams?lang=es';
    expect(countCharacters('twitter', `Read it: ${link}`)).toBe(9 + TWITTER_LINK_LENGTH);
    expect(countCharacters('twitter', 'Two: https://a.io and www.example.com/x')).toBe(
      5 + 23 + 5 + 23,
    );
    expect(countCharacters('linkedin', `Read it: ${link}`)).toBe(9 + link.length);
  });

  it('counts accents as one, and emoji and Chinese as two on Twitter', () => {
    expect(countCharacters('twitter', '¡Llegó la temporada!')).toBe(20);
    expect(countCharacters('twitter', 'Hola 👋')).toBe(7);
    expect(countCharacters('twitter', '👩‍💻')).toBe(2);
    expect(countCharacters('twitter', '你好')).toBe(4);
    expect(countCharacters('instagram', 'Hola 👋')).toBe(6);
  });

  it('counts hashtags, not numbers or anchors', () => {
    expect(countHashtags('#hiking and #Montevideo, #2026 is not one, a#b neither #año')).toBe(3);
    expect(countHashtags('Room #1 and #tag_2')).toBe(1);
  });

  it('appends the hashtags to the text as they are posted', () => {
    expect(postText('Trail season', ['#hiking', '#outdoors'])).toBe(
      'Trail season\n\n#hiking #outdoors',
    );
    expect(postText('Trail season', [])).toBe('Trail season');
  });

  it('says how far a post is over the limit', () => {
    expect(measurePost('twitter', 'x'.repeat(280))).toEqual({
      characters: 280,
      limit: 280,
      over: 0,
      hashtags: 0,
      hashtagLimit: null,
      fits: true,
    });
    expect(measurePost('twitter', 'x'.repeat(290))).toMatchObject({ over: 10, fits: false });
    expect(measurePost('facebook', 'x'.repeat(63207))).toMatchObject({ over: 1, fits: false });
  });

  it('allows at most 30 hashtags on Instagram', () => {
    const tags = (count: number) =>
      Array.from({ length: count }, (_, index) => `#tag${index}`).join(' ');
    expect(measurePost('instagram', tags(30))).toMatchObject({ hashtags: 30, fits: true });
    expect(measurePost('instagram', tags(31))).toMatchObject({
      hashtags: 31,
      hashtagLimit: 30,
      over: 0,
      fits: false,
    });
    expect(measurePost('linkedin', tags(31))).toMatchObject({ fits: true });
  });
});
