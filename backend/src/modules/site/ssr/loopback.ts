import type { Request } from 'express';

/** How long the server waits for one API read while rendering a page. */
const READ_TIMEOUT_MS = 5000;

/** This process's own address, as the request reached it (the API answers there too). */
export function loopbackOrigin(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.startsWith('::ffff:')
    ? address.slice('::ffff:'.length)
    : address.includes(':')
      ? `[${address}]`
      : address;
  return `http://${host}:${req.socket.localPort}`;
}

/** The visitor's headers that an API read made on their behalf needs. */
function forwardedHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  if (req.headers['accept-language']) headers['accept-language'] = req.headers['accept-language'];
  return headers;
}

/** A non-OK answer to an API read; the page renders a 404's "not found" from its status. */
class ApiReadError extends Error {
  constructor(
    path: string,
    readonly status: number,
  ) {
    super(`GET ${path}: ${status}`);
    this.name = 'ApiReadError';
  }
}

/** GETs a site-relative API path from this process as the visitor; rejects on any non-OK answer. */
export function loopbackFetchJson(req: Request): (path: string) => Promise<unknown> {
  const origin = loopbackOrigin(req);
  const headers = forwardedHeaders(req);
  return async (path) => {
    if (!path.startsWith('/api/')) throw new Error(`Not an API path: ${path}`);
    const res = await fetch(`${origin}${path}`, {
      headers,
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    if (!res.ok) throw new ApiReadError(path, res.status);
    return res.json();
  };
}

/**
 * The signed-in user as GET /api/user answers it: the account, null when signed out (401), undefined
 * when the answer is unknown (then the browser asks itself). Callers skip it for requests without
 * a session cookie: most visitors carry only their language and theme.
 */
export async function loopbackCurrentUser(req: Request): Promise<unknown> {
  try {
    const res = await fetch(`${loopbackOrigin(req)}/api/user`, {
      headers: forwardedHeaders(req),
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    if (res.status === 401) return null;
    return res.ok ? await res.json() : undefined;
  } catch {
    return undefined;
  }
}
