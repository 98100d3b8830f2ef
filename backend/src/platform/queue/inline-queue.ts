import { Logger } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import { CronExpressionParser } from 'cron-parser';

import { backoffDelay } from './queue.constants';
import type { QueueJob } from './queue-job';

export interface InlineProcessor {
  process(job: QueueJob): Promise<unknown>;
}

export type InlineQueueCounts = Record<'waiting' | 'active' | 'completed' | 'failed', number>;

/** A job that failed for good, as BullMQ's failed jobs describe themselves. */
export interface InlineFailedJob {
  id: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  finishedOn: number;
}

/** Failed jobs kept in memory for the admins' view; older ones are forgotten (the count stays). */
const KEPT_FAILURES = 20;

/**
 * Runs a queue's jobs in this process when no Redis is configured, with BullMQ's semantics for
 * job ids, attempts and exponential backoff, so processors behave the same under both drivers.
 */
export class InlineQueue {
  private readonly logger: Logger;
  private processor?: InlineProcessor;
  private readonly known = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly schedulers = new Map<string, NodeJS.Timeout>();
  private readonly counts: InlineQueueCounts = {
    waiting: 0,
    active: 0,
    completed: 0,
    failed: 0,
  };
  private readonly failures: InlineFailedJob[] = [];
  private closed = false;
  private sequence = 0;
  private readonly idleWaiters: Array<() => void> = [];

  constructor(
    readonly name: string,
    private readonly defaults: JobsOptions,
  ) {
    this.logger = new Logger(`InlineQueue:${name}`);
  }

  /** Jobs added before a processor is attached wait until it is. */
  attach(processor: InlineProcessor): void {
    this.processor = processor;
    for (const start of this.pendingStarts.splice(0)) start();
  }

  async add(name: string, data: unknown, opts: JobsOptions = {}): Promise<QueueJob> {
    const options = { ...this.defaults, ...opts };
    const id = options.jobId ?? String(++this.sequence);
    const job: QueueJob = { id, name, data, queueName: this.name, attemptsMade: 0, opts: options };
    // Like BullMQ, a job id that is already queued or running is not added twice.
    if (this.known.has(id)) return job;
    this.known.add(id);
    this.counts.waiting++;
    this.schedule(job, options.delay ?? 0);
    return job;
  }

  getJobCounts(..._types: string[]): Record<string, number> {
    return { ...this.counts };
  }

  /** The latest jobs that failed for good, newest first, like BullMQ's `getFailed(start, end)`. */
  async getFailed(start = 0, end = -1): Promise<InlineFailedJob[]> {
    return this.failures.slice(start, end < 0 ? undefined : end + 1);
  }

  /** Resolves when no job is waiting, running or scheduled for a retry. */
  async drained(): Promise<void> {
    if (this.isIdle()) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * BullMQ's job scheduler under this driver: adds a job from `template` each time the cron
   * `pattern` names (in `tz`), until the queue closes. Upserting an id again replaces its timer.
   * A process that is down at such a time does not catch up; jobs that must not miss a day are
   * written to catch up when they next run.
   */
  async upsertJobScheduler(
    id: string,
    repeat: { pattern: string; tz?: string },
    template: { name: string; data?: unknown },
  ): Promise<void> {
    clearTimeout(this.schedulers.get(id));
    if (this.closed) return;
    const at = CronExpressionParser.parse(repeat.pattern, {
      tz: repeat.tz,
      currentDate: new Date(),
    })
      .next()
      .getTime();
    const timer = setTimeout(
      () => {
        void this.add(template.name, template.data ?? {}, { jobId: `repeat-${id}-${at}` });
        void this.upsertJobScheduler(id, repeat, template);
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
    this.schedulers.set(id, timer);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of [...this.timers, ...this.schedulers.values()]) clearTimeout(timer);
    this.timers.clear();
    this.schedulers.clear();
  }

  private readonly pendingStarts: Array<() => void> = [];

  private schedule(job: QueueJob, delay: number): void {
    if (this.closed) return;
    const start = () => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.run(job);
      }, delay);
      this.timers.add(timer);
    };
    if (this.processor) start();
    else this.pendingStarts.push(start);
  }

  private async run(job: QueueJob): Promise<void> {
    if (this.closed || !this.processor) return;
    this.move('waiting', 'active');
    try {
      await this.processor.process(job);
      this.move('active', 'completed');
      this.known.delete(job.id!);
    } catch (error) {
      job.attemptsMade++;
      const attempts = job.opts.attempts ?? 1;
      // As under BullMQ, an UnrecoverableError ends the job at once: a retry could not help.
      const final = error instanceof Error && error.name === 'UnrecoverableError';
      if (!final && job.attemptsMade < attempts) {
        const delay = backoffDelay(job.opts, job.attemptsMade);
        this.logger.warn(
          `${job.name} #${job.id} failed (attempt ${job.attemptsMade}/${attempts}), retrying in ${delay} ms: ${describe(error)}`,
        );
        this.move('active', 'waiting');
        this.schedule(job, delay);
      } else {
        const message = `${job.name} #${job.id} failed after ${job.attemptsMade} attempt(s): ${describe(error)}`;
        if (final) this.logger.warn(message);
        else this.logger.error(message);
        this.move('active', 'failed');
        this.known.delete(job.id!);
        this.failures.unshift({
          id: job.id!,
          name: job.name,
          failedReason: describe(error),
          attemptsMade: job.attemptsMade,
          finishedOn: Date.now(),
        });
        this.failures.length = Math.min(this.failures.length, KEPT_FAILURES);
      }
    }
    if (this.isIdle()) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private move(from: keyof InlineQueueCounts, to: keyof InlineQueueCounts): void {
    this.counts[from]--;
    this.counts[to]++;
  }

  private isIdle(): boolean {
    return this.counts.waiting === 0 && this.counts.active === 0;
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
