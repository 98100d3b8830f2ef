import type { ValidationKey } from './validation';

/**
 * A field's error: a rule the form checks (translated when shown, so it follows a language
 * switch) or a message the server worded.
 */
export type FieldError = { key: ValidationKey } | { text: string };
