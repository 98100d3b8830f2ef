import { countHashtags, measurePost, postText } from './platform-limits';

// How each network counts is tested with the rule (shared/rules/src/social-posts.spec.ts); here,
// how the library uses it.
describe('platform limits', () => {
  it('counts a post as its network does: a link 23 on Twitter, UTF-16 units elsewhere', () => {
    const link = 'https://terrabridge.example/blog/bookkeeping-habits-for-growing-teams?lang=es';
    expect(measurePost('twitter', `Read it: ${link}`).characters).toBe(9 + 23);
    expect(measurePost('linkedin', `Read it: ${link}`).characters).toBe(9 + link.length);
    expect(measurePost('twitter', 'Hola 👋').characters).toBe(7);
    expect(measurePost('instagram', 'Hola 👋').characters).toBe('Hola 👋'.length);
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
