import { firstWords } from './post-preview';

describe('firstWords', () => {
  it('keeps a short text whole', () => {
    expect(firstWords('Spring menu is here')).toBe('Spring menu is here');
  });

  it('cuts after the sixth word, with an ellipsis', () => {
    expect(firstWords('one two three four five six seven eight')).toBe(
      'one two three four five six…',
    );
  });

  it('cuts before a word that would pass the characters allowed', () => {
    expect(firstWords('Launching our extraordinarily comfortable tents today', 6, 25)).toBe(
      'Launching our…',
    );
  });

  it('folds line breaks and spaces', () => {
    expect(firstWords('  Hello\n\nworld   again ')).toBe('Hello world again');
  });

  it('cuts a single very long word inside it', () => {
    expect(firstWords('x'.repeat(60), 6, 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('gives nothing for a blank text', () => {
    expect(firstWords('   ')).toBe('');
  });
});
