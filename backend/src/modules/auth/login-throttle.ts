import { Injectable, Logger } from '@nestjs/common';

import { LOGIN_LIMITS } from '../../platform/rate-limit/rate-limit.policies';
import { RateLimitedException } from '../../platform/rate-limit/rate-limited.exception';
import { type Limiter, RateLimiters } from '../../platform/rate-limit/rate-limiters';

/** A sign-in attempt that was let through, to be told how it ended. */
export interface LoginAttempt {
  /** The password was right: the attempt is given back and this address's failures forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Slows password guessing without letting anyone lock an owner out (see LOGIN_LIMITS): only
 * failures count, per address and per account from that address, and an account under attack
 * from many addresses gives each of them fewer tries rather than refusing everyone.
 */
@Injectable()
export class LoginThrottle {
  private readonly logger = new Logger(LoginThrottle.name);
  private readonly byAddress: Limiter;
  private readonly byAccountFromAddress: Limiter;
  private readonly byAccount: Limiter;
  private readonly perAddressUnderAttack: number;

  constructor(limiters: RateLimiters) {
    this.byAddress = limiters.create('login-address', LOGIN_LIMITS.address);
    this.byAccountFromAddress = limiters.create(
      'login-account-address',
      LOGIN_LIMITS.accountFromAddress,
    );
    this.byAccount = limiters.create('login-account', LOGIN_LIMITS.account);
    this.perAddressUnderAttack = limiters.scale(LOGIN_LIMITS.account.perAddressUnderAttack);
  }

  /**
   * Counts an attempt on `account` (a stable key of the account named) from `address` before its
   * password is checked, so parallel guesses count as well, and refuses it (429) when over a
   * limit. The caller reports a correct password with `succeeded()`.
   */
  async begin(account: string, address: string): Promise<LoginAttempt> {
    const pair = `${account}|${address}`;
    const [byAddress, byPair, byAccount] = await Promise.all([
      this.byAddress.hit(address),
      this.byAccountFromAddress.hit(pair),
      this.byAccount.hit(account),
    ]);
    const refusal =
      (byAddress.limited && byAddress) ||
      (byPair.limited && byPair) ||
      (byAccount.limited && byPair.consumed > this.perAddressUnderAttack && byPair);
    if (refusal) {
      this.logger.warn(`sign-in refused: too many failures from ${address}`);
      throw RateLimitedException.after(refusal.msBeforeNext);
    }
    return {
      succeeded: async () => {
        await Promise.all([
          this.byAddress.refund(address),
          this.byAccountFromAddress.clear(pair),
          this.byAccount.refund(account),
        ]);
      },
    };
  }
}
