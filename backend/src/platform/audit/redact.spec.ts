import { REDACTED, isSecretKey, redact } from './redact';

describe('audit redaction', () => {
  it('hides passwords, tokens, secrets and card data by key name, at any depth', () => {
    expect(
      redact({
        username: 'ana',
        password: 'Hunter#2',
        newPassword: 'x',
        card: { number: '4242424242424242', cvc: '123' },
        payment: { cardNumber: '4242', card_cvv: '999', amountCents: 500 },
        items: [{ apiKey: 'k', name: 'n' }],
        webhook_secret: 's',
        resetToken: 't',
      }),
    ).toEqual({
      username: 'ana',
      password: REDACTED,
      newPassword: REDACTED,
      card: REDACTED,
      payment: { cardNumber: REDACTED, card_cvv: REDACTED, amountCents: 500 },
      items: [{ apiKey: REDACTED, name: 'n' }],
      webhook_secret: REDACTED,
      resetToken: REDACTED,
    });
  });

  it('keeps ordinary fields, and cuts long text', () => {
    expect(isSecretKey('status')).toBe(false);
    expect(isSecretKey('Authorization')).toBe(true);
    const long = 'a'.repeat(3000);
    expect((redact({ note: long }) as { note: string }).note).toHaveLength(2001);
  });
});
