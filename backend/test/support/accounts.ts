import { randomBytes } from 'node:crypto';

import type { App } from 'supertest/types';
import request from 'supertest';

let sequence = 0;

/** A different client address per call, sent as X-Forwarded-For (test apps trust loopback). */
export function newIp(): string {
  sequence++;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

export const STRONG_PASSWORD = 'Sunrise#Montevideo7';

export function newAccount(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString('hex');
  return {
    username: `member_${tag}`,
    email: `member.${tag}@example.com`,
    password: STRONG_PASSWORD,
    firstName: 'María',
    lastName: 'Rodríguez',
    phone: '+598 99 123 456',
    language: 'en',
    ...overrides,
  };
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const session = cookies.find((c) => c.startsWith('tb_session=') && !c.startsWith('tb_session=;'));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return session.split(';')[0];
}

/** Registers a new account from its own address and returns it with its session cookie. */
export async function register(server: App, overrides: Record<string, unknown> = {}) {
  const account = newAccount(overrides);
  const res = await request(server)
    .post('/api/register')
    .set('X-Forwarded-For', newIp())
    .send(account)
    .expect(201);
  return {
    account,
    user: res.body as { id: number; username: string },
    cookie: sessionCookie(res),
  };
}

export async function login(server: App, username: string, password = STRONG_PASSWORD) {
  const res = await request(server)
    .post('/api/login')
    .set('X-Forwarded-For', newIp())
    .send({ username, password })
    .expect(200);
  return { user: res.body as { id: number }, cookie: sessionCookie(res) };
}

/**
 * The headers a browser sends with its session cookie from the site's own pages: the cookie and
 * `Sec-Fetch-Site: same-origin`, without which a signed-in state change is refused as cross-site.
 */
export function withSession(cookie: string): Record<string, string> {
  return { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' };
}
