import type { ValidationKey } from './validation';

/**
 * The API answers a 400 or 409 with one message per broken field, worded in the language the
 * form sent, without naming the field. Each form lists the messages a field can get; a message
 * is placed on the field whose message it is, and the rest are shown in the toast.
 */
export function placeServerMessages<F extends string>(
  messages: readonly string[],
  fieldMessages: Readonly<Record<F, readonly ValidationKey[]>>,
  translate: (key: `validation.${ValidationKey}`) => string,
): { fields: Partial<Record<F, string>>; unplaced: string[] } {
  const owner = new Map<string, F>();
  for (const field of Object.keys(fieldMessages) as F[]) {
    for (const key of fieldMessages[field]) owner.set(translate(`validation.${key}`), field);
  }
  const fields: Partial<Record<F, string>> = {};
  const unplaced: string[] = [];
  for (const message of messages) {
    const field = owner.get(message);
    if (field && !fields[field]) fields[field] = message;
    else if (!field) unplaced.push(message);
  }
  return { fields, unplaced };
}
