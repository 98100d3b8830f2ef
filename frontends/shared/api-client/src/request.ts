export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-ok response. The message is `${status}: ${body text or status text}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /**
   * The messages the server worded for people: every error body is
   * `{statusCode, message: string | string[], error}`; a body of another shape is its own text.
   */
  get messages(): string[] {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      const message = parsed?.message;
      if (typeof message === 'string' && message) return [message];
      if (Array.isArray(message)) {
        const texts = message.filter((m): m is string => typeof m === 'string' && m !== '');
        if (texts.length > 0) return texts;
      }
    } catch {
      // Not JSON: the text itself is the message.
    }
    return this.body ? [this.body] : [];
  }

  /** The stable error code some answers carry beside their message (`PAYPAL_AUTH_FAILED`). */
  get code(): string | undefined {
    try {
      const code = (JSON.parse(this.body) as { code?: unknown })?.code;
      return typeof code === 'string' && code ? code : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * The server's messages of a failed call, or an empty list when the call never got an answer
 * (network failure) or failed in the browser; the caller then shows its own wording.
 */
export function errorMessages(error: unknown): string[] {
  return error instanceof ApiError ? error.messages : [];
}

/**
 * Whether a read failed because what it asks for is not there (404) or cannot be (400, an id the
 * API does not accept): asking again gets the same answer, so it is shown as such, not retried.
 * Reads the status of an ApiError and of one that came through JSON (a server-rendered page's).
 */
export function isNotFound(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
}

/**
 * The code the API sends with a 401 when a request has no live session: signed out elsewhere
 * ("sign out everywhere else"), deactivated, or expired. Other 401s (a payment provider refusing
 * the agency's credentials) carry other codes and are shown where they happened.
 */
export const SESSION_REQUIRED = 'SESSION_REQUIRED';

/** Whether a call failed because the session it was made with has ended (see SESSION_REQUIRED). */
export function isSessionRequired(error: unknown): boolean {
  // The code is sent with 401s alone.
  return error instanceof ApiError && error.code === SESSION_REQUIRED;
}

const sessionRequiredListeners = new Set<() => void>();

/**
 * Hears every answer that says the session has ended, whichever remote made the call: the
 * session library forgets the user, and the shell takes the person to the sign-in page.
 */
export function onSessionRequired(listener: () => void): () => void {
  sessionRequiredListeners.add(listener);
  return () => sessionRequiredListeners.delete(listener);
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    const error = new ApiError(res.status, text, res.statusText);
    if (isSessionRequired(error)) for (const listener of sessionRequiredListeners) listener();
    throw error;
  }
}

/**
 * Sends a request with the session cookie. The JSON content type is sent only with a body.
 * Resolves with the raw Response; rejects with ApiError on any non-ok status.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest for a JSON answer. */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}
