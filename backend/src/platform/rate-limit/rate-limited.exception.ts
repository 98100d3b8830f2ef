import { LocalizedException } from '../i18n/localized.exception';

/** A 429 in the user's language, answered with Retry-After (set by the error filter). */
export class RateLimitedException extends LocalizedException {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'http.rateLimited', { seconds: retryAfterSeconds });
  }

  /** For a limit whose window ends in `msBeforeNext`. */
  static after(msBeforeNext: number): RateLimitedException {
    return new RateLimitedException(Math.max(1, Math.ceil(msBeforeNext / 1000)));
  }
}
