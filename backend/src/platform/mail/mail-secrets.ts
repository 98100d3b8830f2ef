/**
 * One-time secrets of a message (a password reset or verification link) travel apart from its
 * text: the text holds a placeholder, the outbox keeps the secret sealed, and only delivery puts
 * the two together. Anyone reading the outbox sees the placeholder redacted.
 */
const PLACEHOLDER = /\{\{secret:([a-z][a-z0-9-]{0,39})\}\}/g;

/** Where the secret `name` goes in a message's text. */
export function secretPlaceholder(name: string): string {
  return `{{secret:${name}}}`;
}

/** The text as delivered: each placeholder replaced by its secret (unknown names stay as they are). */
export function revealSecrets(text: string, secrets: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(secrets, name) ? secrets[name] : placeholder,
  );
}

/**
 * One-time values a link may carry in its query (a token, a code, a key), should a message hold
 * one in its text rather than as a placeholder (mail written before placeholders existed).
 */
const LINK_SECRET = /([?&](?:token|code|key|signature)=)[^\s&"'<>]+/gi;

/**
 * The text as admins see it: each placeholder replaced by a note that the secret is hidden, and
 * any one-time value left in a link's query masked as well.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(PLACEHOLDER, (_placeholder, name: string) => `[one-time ${name} hidden]`)
    .replace(LINK_SECRET, '$1[hidden]');
}
