import request from 'supertest';
import type { App } from 'supertest/types';

import { newIp, withSession } from './accounts';

export interface CreatedToken {
  id: number;
  token: string;
  scopes: string[];
}

/** Makes a personal access token for the account signed in with `cookie`. */
export async function createToken(
  server: App,
  cookie: string,
  scopes: string[],
  extra: Record<string, unknown> = {},
): Promise<CreatedToken> {
  const res = await request(server)
    .post('/api/user/tokens')
    .set(withSession(cookie))
    .set('X-Forwarded-For', newIp())
    .send({ name: `token ${scopes.join(' ')}`, scopes, ...extra })
    .expect(201);
  return res.body as CreatedToken;
}
