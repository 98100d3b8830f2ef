/**
 * The model answered, but nothing usable: `format`, an answer that did not fit the schema (twice);
 * `refused`, the model declined to write it. Asking the same again later would not help.
 */
export class UnusableAnswerError extends Error {
  override name = 'UnusableAnswerError';

  constructor(
    readonly reason: 'format' | 'refused',
    message: string,
  ) {
    super(message);
  }
}
