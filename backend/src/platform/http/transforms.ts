/*
 * `@Transform` functions the request DTOs share. Each leaves a value of another type as it is, so
 * the validators after it report it (a number where text belongs is "must be text", not a crash).
 */

type Input = { value: unknown };

export const trim = ({ value }: Input) => (typeof value === 'string' ? value.trim() : value);

export const trimLower = ({ value }: Input) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** Text trimmed, with blank text (or null) read as "none": null. */
export const trimOrNull = ({ value }: Input) => {
  if (value === null) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};
