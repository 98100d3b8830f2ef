import {
  type PostDraft,
  draftProblems,
  parseHashtags,
  validateAudience,
  validateIndustry,
  validatePlatform,
  validatePlatforms,
  validatePrompt,
} from './generator-validation';

describe('the generator forms, checked as the API checks them', () => {
  it('wants a prompt of 10 to 2000 characters, trimmed', () => {
    expect(validatePrompt('')).toBe('promptMin');
    expect(validatePrompt('   too short   ')).toBe('promptMin');
    expect(validatePrompt('  123456789  ')).toBe('promptMin');
    expect(validatePrompt('1234567890')).toBeNull();
    expect(validatePrompt('x'.repeat(2000))).toBeNull();
    expect(validatePrompt('x'.repeat(2001))).toBe('promptMax');
  });

  it('wants a platform, or at least one', () => {
    expect(validatePlatform(null)).toBe('platformRequired');
    expect(validatePlatform('instagram')).toBeNull();
    expect(validatePlatforms([])).toBe('platformsRequired');
    expect(validatePlatforms(['twitter', 'linkedin'])).toBeNull();
  });

  it('wants an audience of 5 to 500 characters and an industry of 3 to 100', () => {
    expect(validateAudience(' abcd ')).toBe('audienceMin');
    expect(validateAudience('abcde')).toBeNull();
    expect(validateAudience('x'.repeat(501))).toBe('audienceMax');
    expect(validateIndustry('')).toBe('industryRequired');
    expect(validateIndustry(' ab ')).toBe('industryRequired');
    expect(validateIndustry('Tea')).toBeNull();
    expect(validateIndustry('x'.repeat(101))).toBe('industryMax');
  });
});

describe('hashtags as typed', () => {
  it('are split on spaces and commas and get their #', () => {
    expect(parseHashtags('  #one two,#three ,, # ')).toEqual(['#one', '#two', '#three']);
    expect(parseHashtags('')).toEqual([]);
  });
});

describe('a post before it is saved', () => {
  const draft = (changes: Partial<PostDraft> = {}): PostDraft => ({
    platform: 'twitter',
    content: 'Fresh ideas for your audience. Talk to us today!',
    contentEs: 'Ideas nuevas para tu audiencia. ¡Escríbenos hoy!',
    hashtags: '#TerraBridge #marketing',
    ...changes,
  });

  it('is fine as generated', () => {
    expect(draftProblems(draft())).toEqual({ content: null, contentEs: null, hashtags: null });
  });

  it('needs English text of at least 10 characters; Spanish may be left out', () => {
    expect(draftProblems(draft({ content: '   ' })).content).toBe('contentRequired');
    expect(draftProblems(draft({ content: 'Too short' })).content).toBe('contentMin');
    expect(draftProblems(draft({ contentEs: '' })).contentEs).toBeNull();
  });

  it("keeps each language within the network's length, hashtags included", () => {
    // 280 with the blank line and the two hashtags (23 characters) on X.
    const fitting = 'x'.repeat(280 - 2 - '#TerraBridge #marketing'.length);
    expect(draftProblems(draft({ content: fitting })).content).toBeNull();
    expect(draftProblems(draft({ content: `${fitting}x` })).content).toBe('tooLong');
    expect(draftProblems(draft({ contentEs: `${fitting}x` })).contentEs).toBe('tooLong');
    // Fewer hashtags make room.
    expect(draftProblems(draft({ content: `${fitting}x`, hashtags: '#uy' })).content).toBeNull();
  });

  it('takes a post as long as its network allows, up to Facebook’s 63,206', () => {
    const long = 'x'.repeat(5001);
    expect(draftProblems(draft({ platform: 'facebook', content: long })).content).toBeNull();
    expect(draftProblems(draft({ platform: 'linkedin', content: long })).content).toBe('tooLong');
  });

  it('wants hashtags of letters, digits or _, at most 30', () => {
    expect(draftProblems(draft({ hashtags: '#ok #not-ok' })).hashtags).toBe('hashtagsInvalid');
    expect(draftProblems(draft({ hashtags: 'diseño año_2026' })).hashtags).toBeNull();
    const many = Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' ');
    expect(draftProblems(draft({ platform: 'instagram', hashtags: many })).hashtags).toBe(
      'hashtagsTooMany',
    );
  });
});
