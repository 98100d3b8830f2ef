/**
 * The provider failed to answer. `retryable` failures (rate limits, server errors, lost
 * connections, timeouts) may succeed later; the others (a wrong key, an unknown model, a request
 * the provider refuses) will not.
 */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}
