import { MONEY_LOCALES, formatMoney } from './money';

const AMOUNTS = [
  0, 1, 5, 10, 99, 100, 101, 950, 999, 1_000, 9_999, 10_000, 99_999, 100_000, 149_950, 250_000,
  999_999, 1_000_000, 2_500_000, 123_456_789, 100_000_000_000,
];

describe('formatMoney writes what Intl writes', () => {
  it.each(Object.entries(MONEY_LOCALES))('in %s (%s), with cents', (language, locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    for (const cents of [...AMOUNTS, ...AMOUNTS.slice(1).map((amount) => -amount)]) {
      expect(formatMoney(cents, language)).toBe(intl.format(cents / 100));
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

  it('names the currency unambiguously in Spanish and as a dollar sign in English', () => {
    expect(formatMoney(250_000, 'es', { dropZeroCents: true })).toBe('US$\u00a02.500');
    expect(formatMoney(149_950, 'es')).toBe('US$\u00a01.499,50');
    expect(formatMoney(250_000, 'en', { dropZeroCents: true })).toBe('$2,500');
    expect(formatMoney(149_950, 'en')).toBe('$1,499.50');
  });
});
