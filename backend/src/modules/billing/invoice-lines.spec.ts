import { parseLineItems } from './invoice-lines';

const refusal = (items: object[]) => {
  try {
    parseLineItems(items);
  } catch (error) {
    return (error as { key: string }).key;
  }
  return null;
};

describe('parseLineItems', () => {
  it('keeps a description (and its Spanish text), a quantity and a unit price, trimmed', () => {
    expect(
      parseLineItems([
        {
          description: '  Logo  ',
          descriptionEs: ' Logotipo ',
          quantity: 2.5,
          unitPriceCents: 100,
          extra: 1,
        },
        { description: 'Hosting', quantity: 1, unitPriceCents: 0 },
      ]),
    ).toEqual([
      { description: 'Logo', descriptionEs: 'Logotipo', quantity: 2.5, unitPriceCents: 100 },
      { description: 'Hosting', descriptionEs: null, quantity: 1, unitPriceCents: 0 },
    ]);
  });

  it.each([
    [{ quantity: 1, unitPriceCents: 1 }, 'invoices.items.description.required'],
    [{ description: '   ', quantity: 1, unitPriceCents: 1 }, 'invoices.items.description.required'],
    [
      { description: 'x'.repeat(501), quantity: 1, unitPriceCents: 1 },
      'invoices.items.description.required',
    ],
    [
      { description: 'a', descriptionEs: '', quantity: 1, unitPriceCents: 1 },
      'invoices.items.description.required',
    ],
    [{ description: 'a', quantity: 0, unitPriceCents: 1 }, 'invoices.items.quantity.invalid'],
    [{ description: 'a', quantity: 1.005, unitPriceCents: 1 }, 'invoices.items.quantity.invalid'],
    [{ description: 'a', quantity: '1', unitPriceCents: 1 }, 'invoices.items.quantity.invalid'],
    [{ description: 'a', quantity: 100_001, unitPriceCents: 1 }, 'invoices.items.quantity.invalid'],
    [{ description: 'a', quantity: 1, unitPriceCents: 1.5 }, 'invoices.items.unitPrice.invalid'],
    [{ description: 'a', quantity: 1, unitPriceCents: -1 }, 'invoices.items.unitPrice.invalid'],
    [
      { description: 'a', quantity: 1, unitPriceCents: 1_000_000_001 },
      'invoices.items.unitPrice.invalid',
    ],
  ])('refuses %j', (item, key) => {
    expect(refusal([item])).toBe(key);
  });
});
