import type { AppConfig } from '../config/app-config';

/**
 * How long a message may wait in a queue (queued, or between two tries of one job) before the
 * outbox sweeper takes it for lost and queues it again. Duplicate jobs are harmless: delivery
 * claims the row first.
 */
export const queuedGraceMs = (config: AppConfig): number => 4 * config.mail.sweepIntervalMs;

/**
 * How long one delivery attempt may last before its row counts as stuck (the process died
 * mid-send); longer than the SMTP client's own timeouts.
 */
export const SENDING_GRACE_MS = 15 * 60_000;

/** Mail due longer ago than this has been missed by the sweeper: /api/health reports it. */
export const overdueAfterMs = (config: AppConfig): number => 2 * config.mail.sweepIntervalMs;
