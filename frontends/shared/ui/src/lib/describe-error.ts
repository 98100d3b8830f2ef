import { ApiError, errorMessages } from '@terrabridge/api-client';
import { i18n } from '@terrabridge/i18n';

/**
 * What to tell a person about a failed call: the server's own messages (already in the language
 * the request asked for), else a network or generic text in the site's language.
 */
export function describeError(error: unknown): string {
  const messages = errorMessages(error);
  if (messages.length > 0) return messages.join('\n');
  return i18n.t(error instanceof ApiError ? 'errors.unexpected' : 'errors.network', {
    ns: 'common',
  });
}
