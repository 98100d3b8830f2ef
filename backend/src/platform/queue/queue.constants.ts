import type { JobsOptions } from 'bullmq';

/** Every queue of the product. Processors live with the module that owns the work. */
export const QUEUE_NAMES = ['emails', 'pdfs', 'ai', 'billing', 'payments', 'webhooks'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/**
 * The jobs each queue accepts and the payload each carries: the one place producers and
 * processors agree on. Payloads carry ids of saved rows, never the work itself, so a retried job
 * always reads the current state.
 */
export interface JobPayloads {
  emails: {
    'mail.send': { outboxId: number };
  };
  pdfs: {
    'invoice.render': { invoiceId: number };
  };
  ai: {
    'content.generate': { requestId: number };
  };
  billing: {
    /** Marks past-due invoices overdue and writes the reminders due; `today` for tests. */
    'invoices.daily': { today?: string };
  };
  payments: {
    /** Applies a stored provider event (payment_events.id) to the ledger. */
    'event.apply': { eventId: number };
  };
  webhooks: {
    /** One attempt of a webhook delivery (webhook_deliveries.id); retries are queued anew. */
    'webhook.deliver': { deliveryId: number };
  };
}

export type JobName<Q extends QueueName> = keyof JobPayloads[Q] & string;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobPayloads[Q][N];

/**
 * Retries with exponential backoff (by default 5 tries: 2 s, 4 s, 8 s, 16 s apart); failed jobs
 * are kept, never dropped.
 */
export function defaultJobOptions(policy: { attempts: number; retryDelayMs: number }): JobsOptions {
  return {
    attempts: policy.attempts,
    backoff: { type: 'exponential', delay: policy.retryDelayMs },
    removeOnComplete: { count: 1000 },
    removeOnFail: false,
  };
}

/** The delay before retry number `attemptsMade` (1-based), as BullMQ computes it. */
export function backoffDelay(options: JobsOptions, attemptsMade: number): number {
  const backoff = options.backoff;
  if (backoff === undefined) return 0;
  if (typeof backoff === 'number') return backoff;
  const delay = backoff.delay ?? 0;
  return backoff.type === 'exponential' ? Math.round(2 ** (attemptsMade - 1) * delay) : delay;
}
