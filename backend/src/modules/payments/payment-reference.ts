import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A new payment reference: `TB-` and 9 random letters or digits (36^9, about 10^14 codes), the
 * code the client sees and support searches by. Stored unique; a clash fails the insert.
 */
export function newPaymentReference(): string {
  let code = '';
  for (let i = 0; i < 9; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `TB-${code}`;
}
