import { blogExcerpt, blogPlainText, parseBlogBody } from './blog-body';

describe('parseBlogBody', () => {
  it('splits paragraphs on blank lines and joins the lines of a paragraph', () => {
    expect(parseBlogBody('First line\nsame paragraph.\n\nSecond.\n \t\nThird.')).toEqual([
      { type: 'paragraph', text: 'First line same paragraph.' },
      { type: 'paragraph', text: 'Second.' },
      { type: 'paragraph', text: 'Third.' },
    ]);
  });

  it('reads Windows and old Mac line endings', () => {
    expect(parseBlogBody('One\r\n\r\nTwo\r\rThree')).toEqual([
      { type: 'paragraph', text: 'One' },
      { type: 'paragraph', text: 'Two' },
      { type: 'paragraph', text: 'Three' },
    ]);
  });

  it('turns # lines into headings by level, deeper than 3 becoming level 4', () => {
    expect(parseBlogBody('# One\n\n## Two\n\n### Three\n\n#### Four\n\n###### Six')).toEqual([
      { type: 'heading', level: 1, text: 'One' },
      { type: 'heading', level: 2, text: 'Two' },
      { type: 'heading', level: 3, text: 'Three' },
      { type: 'heading', level: 4, text: 'Four' },
      { type: 'heading', level: 4, text: 'Six' },
    ]);
  });

  it('keeps a heading whose text starts with a number a heading', () => {
    expect(parseBlogBody('# 1. It is hard to use on a phone')).toEqual([
      { type: 'heading', level: 1, text: '1. It is hard to use on a phone' },
    ]);
  });

  it('ends a block at a heading line, so text may follow it directly', () => {
    expect(parseBlogBody('Intro text\n# Title\nBody under it\n- not a list here')).toEqual([
      { type: 'paragraph', text: 'Intro text' },
      { type: 'heading', level: 1, text: 'Title' },
      { type: 'paragraph', text: 'Body under it - not a list here' },
    ]);
  });

  it('needs a space after the hashes and drops empty or closing hashes', () => {
    expect(parseBlogBody('#hashtag stays text\n\n#\n\n# Closed ##')).toEqual([
      { type: 'paragraph', text: '#hashtag stays text' },
      { type: 'heading', level: 1, text: 'Closed' },
    ]);
  });

  it("turns a block starting with '- ' into a bullet list", () => {
    expect(parseBlogBody('- One\n- Two\n  wraps here\n-   Three')).toEqual([
      { type: 'bullets', items: ['One', 'Two wraps here', 'Three'] },
    ]);
  });

  it('turns a block starting with a number and a dot into a numbered list', () => {
    expect(parseBlogBody('1. First\n2. Second\ncontinued\n10. Tenth')).toEqual([
      { type: 'numbered', start: 1, items: ['First', 'Second continued', 'Tenth'] },
    ]);
    expect(parseBlogBody('3. Third\n4. Fourth')).toEqual([
      { type: 'numbered', start: 3, items: ['Third', 'Fourth'] },
    ]);
  });

  it('does not take a dash or number inside a paragraph for a list', () => {
    expect(parseBlogBody('In 2025. we grew\n\nA list-like - text')).toEqual([
      { type: 'paragraph', text: 'In 2025. we grew' },
      { type: 'paragraph', text: 'A list-like - text' },
    ]);
    expect(parseBlogBody('-no space\n\n1.no space')).toEqual([
      { type: 'paragraph', text: '-no space' },
      { type: 'paragraph', text: '1.no space' },
    ]);
  });

  it('keeps markup as text: nothing is interpreted as HTML', () => {
    expect(parseBlogBody('<script>alert(1)</script>\n\n- <b>bold</b>')).toEqual([
      { type: 'paragraph', text: '<script>alert(1)</script>' },
      { type: 'bullets', items: ['<b>bold</b>'] },
    ]);
  });

  it('numbers headings by their depth in the outline, so no level is skipped', () => {
    const levels = (body: string) =>
      parseBlogBody(body).map((block) => (block.type === 'heading' ? block.level : 0));
    // A post whose headings start at '##' (the bookkeeping post) starts at the top level.
    expect(levels('Intro\n\n## Why monthly\n\n### Detail\n\n## Next')).toEqual([0, 1, 2, 1]);
    // A jump from '#' to '###' is one level down; a later '##' is its sibling.
    expect(levels('# A\n\n### B\n\n## C\n\n# D')).toEqual([1, 2, 2, 1]);
  });

  it('parses a whole article in order', () => {
    const body = [
      'Intro paragraph.',
      '# The five signs',
      '## 1. Phones',
      'Open it on a phone.',
      '### How to check',
      '- Use mobile data.\n- Count the seconds.',
      '1. A clear message.\n2. Fast pages.',
      '#### A final tip',
      'Write down the questions.',
    ].join('\n\n');
    expect(parseBlogBody(body).map((block) => block.type)).toEqual([
      'paragraph',
      'heading',
      'heading',
      'paragraph',
      'heading',
      'bullets',
      'numbered',
      'heading',
      'paragraph',
    ]);
  });

  it('is empty for an empty or missing body', () => {
    expect(parseBlogBody('')).toEqual([]);
    expect(parseBlogBody('\n\n  \n')).toEqual([]);
    expect(parseBlogBody(null)).toEqual([]);
  });
});

describe('blogExcerpt', () => {
  it('keeps a text of 150 characters or fewer as it is', () => {
    const text = 'a'.repeat(150);
    expect(blogExcerpt(text)).toBe(text);
    expect(blogExcerpt('Short post.')).toBe('Short post.');
  });

  it('cuts a longer text at 150 characters and adds an ellipsis', () => {
    const text = `${'word '.repeat(40)}end`;
    const excerpt = blogExcerpt(text);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(151);
    expect(excerpt.slice(0, -1)).toBe(text.slice(0, 150).trimEnd());
    expect(blogExcerpt('b'.repeat(151))).toBe(`${'b'.repeat(150)}…`);
  });

  it('reads the text without the markup', () => {
    expect(blogPlainText('# Title\n\nFirst  paragraph\nwrapped.\n\n- one\n- two')).toBe(
      'Title First paragraph wrapped. one two',
    );
    expect(blogExcerpt('')).toBe('');
  });
});
