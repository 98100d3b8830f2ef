/** What an endpoint can subscribe to; the payload's `type`. */
export const WEBHOOK_EVENTS = [
  'contact.created',
  'invoice.issued',
  'invoice.paid',
  'invoice.overdue',
  'payment.succeeded',
  'payment.refunded',
  'project.update_posted',
  'social_post.approved',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The body every delivery sends: `{ type, timestamp, data }` (the Standard Webhooks shape). */
export function webhookPayload(
  type: WebhookEvent,
  data: Record<string, unknown>,
  at: Date,
): { type: WebhookEvent; timestamp: string; data: Record<string, unknown> } {
  return { type, timestamp: at.toISOString(), data };
}
