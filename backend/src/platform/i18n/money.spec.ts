import { formatMoney } from './money';

describe('formatMoney', () => {
  it('writes US dollars with an unambiguous symbol in Spanish', () => {
    expect(formatMoney(250_000, 'es')).toBe('US$\u00a02.500,00');
    expect(formatMoney(149_950, 'es')).toBe('US$\u00a01.499,50');
    expect(formatMoney(250_000, 'es', { dropZeroCents: true })).toBe('US$\u00a02.500');
    expect(formatMoney(123_456_789, 'es')).toBe('US$\u00a01.234.567,89');
    expect(formatMoney(5, 'es')).toBe('US$\u00a00,05');
    expect(formatMoney(-48_000, 'es')).toBe('-US$\u00a0480,00');
  });

  it('writes US dollars as a dollar sign in English', () => {
    expect(formatMoney(250_000, 'en')).toBe('$2,500.00');
    expect(formatMoney(149_950, 'en')).toBe('$1,499.50');
    expect(formatMoney(250_000, 'en', { dropZeroCents: true })).toBe('$2,500');
    expect(formatMoney(149_950, 'en', { dropZeroCents: true })).toBe('$1,499.50');
    expect(formatMoney(123_456_789, 'en')).toBe('$1,234,567.89');
    expect(formatMoney(-48_000, 'en')).toBe('-$480.00');
  });

  it('refuses amounts that are not integer cents', () => {
    expect(() => formatMoney(19.99, 'en')).toThrow(RangeError);
  });
});
