import { bankTransferOrderState } from './bank-transfer-order-state';

describe('bankTransferOrderState', () => {
  it.each([
    ['pending', null, 'awaiting'],
    ['pending', new Date('2026-11-30T15:00:00Z'), 'sent'],
    ['completed', new Date('2026-11-30T15:00:00Z'), 'paid'],
    ['completed', null, 'paid'],
    ['cancelled', null, 'cancelled'],
    ['refunded', new Date('2026-11-30T15:00:00Z'), 'cancelled'],
  ] as const)('an order %s, sent %s, is %s', (status, transferSentAt, state) => {
    expect(bankTransferOrderState({ status, transferSentAt })).toBe(state);
  });
});
