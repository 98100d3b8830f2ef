import { centsOf } from './service-form';

describe('centsOf', () => {
  it('reads dollars with a decimal point or comma, and group separators', () => {
    expect(centsOf('1499')).toBe(149900);
    expect(centsOf('1,499.5')).toBe(149950);
    expect(centsOf('1499,50')).toBe(149950);
    expect(centsOf('$ 2.500,99')).toBe(250099);
    expect(centsOf('0')).toBe(0);
  });

  it('refuses what is not a price', () => {
    for (const text of ['', 'abc', '-5', '1.999', '12345678']) expect(centsOf(text)).toBeNull();
  });
});
