import type { Logger } from '@nestjs/common';

/**
 * Runs a sweep of due work every `intervalMs`: never two passes at once, never after `stop`.
 * Services whose due times live in the database (comment digests, post reminders) start one in
 * the processes that run workers, so a restart loses nothing: the next pass finds what is due.
 */
export class PeriodicSweep {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly sweep: () => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  /** `immediately`: a first pass now, for work that fell due while no process was running. */
  start(intervalMs: number, { immediately = false } = {}): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
    if (immediately) setImmediate(() => void this.tick());
  }

  /** Stops the timer and waits for a pass under way, before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = this.sweep()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error(`${this.name} failed: ${String(error)}`))
      .finally(() => (this.running = undefined));
    await this.running;
  }
}
