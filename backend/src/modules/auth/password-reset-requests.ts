import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';

import { PASSWORD_RESET_REQUEST_LIMIT } from '../../platform/rate-limit/rate-limit.policies';
import { type Limiter, RateLimiters } from '../../platform/rate-limit/rate-limiters';
import { AuthService } from './auth.service';

/**
 * Requests for a reset link, answered before they are handled: whether the account exists, has a
 * valid link already or the address asked too often, the answer is the same and takes the same
 * time, because looking the account up and queueing the mail happen after it.
 */
@Injectable()
export class PasswordResetRequests implements OnModuleDestroy {
  private readonly logger = new Logger(PasswordResetRequests.name);
  private readonly perAddress: Limiter;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly auth: AuthService,
    limiters: RateLimiters,
  ) {
    this.perAddress = limiters.create('forgot-password', PASSWORD_RESET_REQUEST_LIMIT);
  }

  /** Takes a request from `address` and returns at once; the work starts after the answer. */
  accept(email: string, address: string): void {
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.handle(email, address))
      .catch((error: unknown) => this.logger.error(`reset request not handled: ${String(error)}`))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Resolves when every request taken so far has been handled. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  /** Requests taken before a shutdown are finished, not dropped. */
  async onModuleDestroy(): Promise<void> {
    await this.idle();
  }

  private async handle(email: string, address: string): Promise<void> {
    const count = await this.perAddress.hit(address);
    if (count.limited) {
      this.logger.warn(`reset requests from ${address} over the limit: nothing sent`);
      return;
    }
    await this.auth.forgotPassword(email);
  }
}
