import { centsAsDollars, invoiceCheckoutPath, parseCheckoutQuery } from './checkout-query';

const parse = (query: string) => parseCheckoutQuery(new URLSearchParams(query));

describe('the checkout query', () => {
  it('is service mode by default, with serviceId as an integer', () => {
    expect(parse('serviceId=3')).toEqual({ mode: 'service', serviceId: 3 });
    expect(parse('serviceId=%203%20')).toEqual({ mode: 'service', serviceId: 3 });
    expect(parse('type=service&serviceId=12')).toEqual({ mode: 'service', serviceId: 12 });
  });

  it.each([
    '',
    'serviceId=',
    'serviceId=abc',
    'serviceId=3a',
    'serviceId=1.5',
    'serviceId=0',
    'serviceId=-2',
  ])('has no service for %p', (query) => {
    expect(parse(query)).toEqual({ mode: 'service', serviceId: null });
  });

  it('is invoice mode with type=invoice: comma-separated ids and a decimal amount in cents', () => {
    expect(parse('type=invoice&invoiceIds=2,4&amount=1580.70')).toEqual({
      mode: 'invoice',
      invoices: { ids: [2, 4], amountCents: 158070 },
    });
    expect(parse('type=invoice&invoiceIds=7&amount=650')).toEqual({
      mode: 'invoice',
      invoices: { ids: [7], amountCents: 65000 },
    });
    // Spaces around ids, a repeated id, and an id that is not a number.
    expect(parse('type=invoice&invoiceIds=%202,%204,2,x&amount=0.1')).toEqual({
      mode: 'invoice',
      invoices: { ids: [2, 4], amountCents: 10 },
    });
  });

  it('rounds the amount to two decimals', () => {
    expect(parse('type=invoice&invoiceIds=2&amount=19.999')).toEqual({
      mode: 'invoice',
      invoices: { ids: [2], amountCents: 2000 },
    });
  });

  it.each([
    'type=invoice',
    'type=invoice&invoiceIds=2,4',
    'type=invoice&amount=1580.70',
    'type=invoice&invoiceIds=2,4&amount=0',
    'type=invoice&invoiceIds=2,4&amount=0.00',
    'type=invoice&invoiceIds=2,4&amount=-5',
    'type=invoice&invoiceIds=2,4&amount=abc',
    'type=invoice&invoiceIds=,&amount=10',
    'type=invoice&invoiceIds=a,b&amount=10',
    // Invoice mode never falls back to a service.
    'type=invoice&serviceId=3',
  ])('has no invoices for %p', (query) => {
    expect(parse(query)).toEqual({ mode: 'invoice', invoices: null });
  });

  it('writes the Billing tab’s choice as the query it reads back', () => {
    const path = invoiceCheckoutPath([2, 4], 158070);
    expect(path).toBe('/checkout?type=invoice&invoiceIds=2,4&amount=1580.70');
    expect(parse(path.split('?')[1])).toEqual({
      mode: 'invoice',
      invoices: { ids: [2, 4], amountCents: 158070 },
    });
    // Chosen in the list's order (due soonest first), written in the ids' order.
    expect(invoiceCheckoutPath([4, 2], 158070)).toBe(path);
    expect(invoiceCheckoutPath([3], 185000)).toBe(
      '/checkout?type=invoice&invoiceIds=3&amount=1850.00',
    );
  });

  it('gives the API its amount in dollars', () => {
    expect(centsAsDollars(158070)).toBe(1580.7);
    expect(centsAsDollars(270000)).toBe(2700);
    expect(centsAsDollars(1)).toBe(0.01);
  });
});
