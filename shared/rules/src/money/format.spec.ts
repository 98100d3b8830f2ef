import { MONEY_LOCALES } from './currency';
import { asDecimal, formatMoney, parseAmount } from './format';

const AMOUNTS = [
  0, 1, 5, 10, 99, 100, 101, 950, 999, 1_000, 9_999, 10_000, 99_999, 100_000, 149_950, 250_000,
  999_999, 1_000_000, 2_500_000, 123_456_789, 100_000_000_000,
];

describe('formatMoney writes what Intl writes', () => {
  it.each(Object.entries(MONEY_LOCALES))('in %s (%s), with cents', (language, locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    for (const cents of [...AMOUNTS, ...AMOUNTS.slice(1).map((amount) => -amount)]) {
      expect(formatMoney(cents, language)).toBe(intl.format(cents / 100));
      expect(formatMoney(cents, language, { currency: 'USD' })).toBe(intl.format(cents / 100));
    }
  });

  it.each(Object.entries(MONEY_LOCALES))(
    'in %s (%s), whole dollars without cents',
    (language, locale) => {
      const intl = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        trailingZeroDisplay: 'stripIfInteger',
      });
      for (const cents of AMOUNTS) {
        expect(formatMoney(cents, language, { dropZeroCents: true })).toBe(
          intl.format(cents / 100),
        );
      }
    },
  );
});

describe('formatMoney', () => {
  it('writes US dollars with an unambiguous symbol in Spanish', () => {
    expect(formatMoney(250_000, 'es')).toBe('US$\u00a02.500,00');
    expect(formatMoney(149_950, 'es')).toBe('US$\u00a01.499,50');
    expect(formatMoney(250_000, 'es', { dropZeroCents: true })).toBe('US$\u00a02.500');
    expect(formatMoney(123_456_789, 'es')).toBe('US$\u00a01.234.567,89');
    expect(formatMoney(5, 'es')).toBe('US$\u00a00,05');
    expect(formatMoney(-48_000, 'es')).toBe('-US$\u00a0480,00');
    // A page's language tag reads as its language.
    expect(formatMoney(149_950, 'es-UY')).toBe('US$\u00a01.499,50');
  });

  it('writes US dollars as a dollar sign in English', () => {
    expect(formatMoney(250_000, 'en')).toBe('$2,500.00');
    expect(formatMoney(149_950, 'en')).toBe('$1,499.50');
    expect(formatMoney(250_000, 'en', { dropZeroCents: true })).toBe('$2,500');
    expect(formatMoney(149_950, 'en', { dropZeroCents: true })).toBe('$1,499.50');
    expect(formatMoney(123_456_789, 'en')).toBe('$1,234,567.89');
    expect(formatMoney(-48_000, 'en')).toBe('-$480.00');
  });

  it('refuses amounts that are not integers of the minor unit, and unknown currencies', () => {
    expect(() => formatMoney(19.99, 'en')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'es')).toThrow(RangeError);
    expect(() => formatMoney(100, 'en', { currency: 'XYZ' as 'USD' })).toThrow(RangeError);
  });
});

describe('asDecimal', () => {
  it('writes the amount in the major unit with its digits, for providers and CSV cells', () => {
    expect(asDecimal(185_000)).toBe('1850.00');
    expect(asDecimal(7)).toBe('0.07');
    expect(asDecimal(158_070, 'USD')).toBe('1580.70');
    expect(asDecimal(0)).toBe('0.00');
  });
});

describe('parseAmount', () => {
  it.each([
    ['1850', 185_000],
    ['1,850.5', 185_050],
    [' 0.07 ', 7],
    ['12.30', 1_230],
  ])('reads %s as %d cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
    expect(parseAmount(text, 'USD')).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '-5', '1e3'])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('reads back what asDecimal writes', () => {
    for (const cents of [0, 1, 99, 100, 185_050, 999_999_999]) {
      expect(parseAmount(asDecimal(cents))).toBe(cents);
    }
  });
});
