import { localized, summarize } from './summary';

describe('summarize', () => {
  it('drops the body markup and joins the lines', () => {
    expect(summarize('# Why it matters\n\n- Faster pages\n- More leads\n\n1. Plan\n2. Build')).toBe(
      'Why it matters Faster pages More leads Plan Build',
    );
  });

  it('cuts a long text at a word and marks the cut', () => {
    const text = 'word '.repeat(100);
    const summary = summarize(text, 30);
    expect(summary.length).toBeLessThanOrEqual(30);
    expect(summary).toMatch(/^word( word)+…$/);
  });
});

describe('localized', () => {
  it('prefers the Spanish text in Spanish only when there is one', () => {
    expect(localized('es', 'Hello', 'Hola')).toBe('Hola');
    expect(localized('es', 'Hello', null)).toBe('Hello');
    expect(localized('en', 'Hello', 'Hola')).toBe('Hello');
  });
});
