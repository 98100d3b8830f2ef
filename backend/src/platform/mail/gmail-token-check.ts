import { withTimeout } from '../async/with-timeout';
import type { GmailCredentials } from '../config/app-config';

/** How long the token endpoint may take to answer. */
const TOKEN_TIMEOUT_MS = 10_000;

/** What the token endpoint said to the refresh token; never the access token itself. */
export type GmailTokenOutcome =
  | { ok: true; tokenType: string | null; expiresIn: number | null; scope: string | null }
  | {
      ok: false;
      /** OAuth's error code (invalid_grant, invalid_client…), or `unreachable`. */
      error: string;
      description: string | null;
      status: number | null;
    };

/**
 * Trades the refresh token for an access token at Google's token endpoint, as nodemailer does
 * before sending: `invalid_grant` means the refresh token was revoked or expired and must be
 * renewed (a new consent); other errors name the client's configuration.
 */
export async function checkGmailToken(gmail: GmailCredentials): Promise<GmailTokenOutcome> {
  let response: Response;
  try {
    response = await withTimeout(
      fetch(gmail.tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: gmail.clientId,
          client_secret: gmail.clientSecret,
          refresh_token: gmail.refreshToken,
        }),
      }),
      TOKEN_TIMEOUT_MS,
    );
  } catch (error) {
    return {
      ok: false,
      error: 'unreachable',
      description: error instanceof Error ? error.message : String(error),
      status: null,
    };
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const text = (key: string) => (typeof body[key] === 'string' ? body[key] : null);
  if (response.ok && text('access_token'))
    return {
      ok: true,
      tokenType: text('token_type'),
      expiresIn: typeof body.expires_in === 'number' ? body.expires_in : null,
      scope: text('scope'),
    };
  return {
    ok: false,
    error: text('error') ?? `http_${response.status}`,
    description: text('error_description'),
    status: response.status,
  };
}
