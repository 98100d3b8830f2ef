import { slugFromTitle } from './slugs';

describe('slugFromTitle', () => {
  it('joins lowercase words with hyphens and drops accents and punctuation', () => {
    expect(slugFromTitle('¿Qué es la IA? Guía práctica, 2026')).toBe(
      'que-es-la-ia-guia-practica-2026',
    );
    expect(slugFromTitle('  Web  Design -- Trends!  ')).toBe('web-design-trends');
  });

  it('cuts at a word boundary', () => {
    expect(slugFromTitle('alpha beta gamma', 10)).toBe('alpha-beta');
    expect(slugFromTitle('supercalifragilistic', 5)).toBe('super');
  });

  it('is empty when the title has no letters or digits', () => {
    expect(slugFromTitle('¿¡…!?')).toBe('');
  });
});
