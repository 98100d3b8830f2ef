import { insertionOrder } from './table-order';

describe('insertionOrder', () => {
  it('puts every table after the tables it refers to', () => {
    const order = insertionOrder([
      { name: 'payments', references: ['invoices', 'users'] },
      { name: 'invoices', references: ['users'] },
      { name: 'users', references: [] },
      { name: 'app_state', references: [] },
    ]);
    expect(order).toEqual(['app_state', 'users', 'invoices', 'payments']);
  });

  it('ignores a table that refers to itself', () => {
    expect(
      insertionOrder([
        { name: 'comments', references: ['comments', 'projects'] },
        { name: 'projects', references: [] },
      ]),
    ).toEqual(['projects', 'comments']);
  });

  it('ignores references to tables outside the backup', () => {
    expect(insertionOrder([{ name: 'a', references: ['elsewhere'] }])).toEqual(['a']);
  });

  it('refuses a cycle between tables, naming them', () => {
    expect(() =>
      insertionOrder([
        { name: 'a', references: ['b'] },
        { name: 'b', references: ['a'] },
        { name: 'c', references: [] },
      ]),
    ).toThrow('Foreign keys form a cycle between: a, b');
  });
});
