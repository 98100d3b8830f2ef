/**
 * Key names whose values never reach the audit log: passwords, tokens, secrets, keys, card data.
 * A key matches when its letters (case and separators ignored) contain one of these.
 */
const SECRET_KEY_PARTS = [
  'password',
  'passwd',
  'passphrase',
  'token',
  'secret',
  'apikey',
  'privatekey',
  'authorization',
  'cookie',
  'signature',
  'otp',
  'card',
  'cvc',
  'cvv',
  'iban',
  'accountnumber',
];

export const REDACTED = '[redacted]';

const MAX_DEPTH = 6;
const MAX_STRING = 2000;
const MAX_ITEMS = 50;
const MAX_KEYS = 100;

export function isSecretKey(key: string): boolean {
  const letters = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_KEY_PARTS.some((part) => letters.includes(part));
}

/**
 * A copy of a request body (or any JSON-like value) fit for the audit log: secret keys' values
 * replaced by `[redacted]`, and long strings, lists and deep nesting cut so one entry stays small.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') {
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  }
  if (typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  // A stored file's bytes, say: its size is what the log needs.
  if (value instanceof Uint8Array) return `[${value.byteLength} bytes]`;
  if (depth >= MAX_DEPTH) return '[nested]';
  if (Array.isArray(value)) {
    return value.slice(0, MAX_ITEMS).map((item) => redact(item, depth + 1));
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, MAX_KEYS)) {
    copy[key] = isSecretKey(key) ? REDACTED : redact(item, depth + 1);
  }
  return copy;
}
