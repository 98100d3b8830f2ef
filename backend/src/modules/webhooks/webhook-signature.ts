import { createHmac, randomBytes, randomUUID } from 'node:crypto';

/**
 * Signing as the Standard Webhooks specification says (https://www.standardwebhooks.com): the
 * secret is `whsec_` and base64 key bytes; each message carries `webhook-id`, `webhook-timestamp`
 * (Unix seconds) and `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, so any
 * of the specification's libraries (the `standardwebhooks` npm package among them) verifies it.
 */
export const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: 24 random bytes, as Svix and the specification's examples use. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

/** A message id, the same on every attempt of one event to one endpoint (`webhook-id`). */
export function newMessageId(): string {
  return `msg_${randomUUID().replace(/-/g, '')}`;
}

export function signWebhook(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const digest = createHmac('sha256', key)
    .update(`${messageId}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${digest}`;
}

/** The three headers of one attempt, signed at `now`. */
export function webhookHeaders(
  secret: string,
  messageId: string,
  body: string,
  now = new Date(),
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, messageId, timestamp, body),
  };
}
