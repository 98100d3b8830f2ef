import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';

import { holdConnection, within } from '../support/stalls';
import { startTestApp } from '../support/test-app';

const DEADLINE_MS = 3000;

describe('health when a dependency does not answer', () => {
  it('answers degraded at once while every database connection is held', async () => {
    const t = await startTestApp({ DATABASE_POOL_MAX: '1' });
    const connection = await holdConnection(t.app.get(MikroORM));
    try {
      const answer = await within(DEADLINE_MS, request(t.app.getHttpServer()).get('/api/health'));
      expect(answer).not.toBe('no answer');
      expect((answer as request.Response).status).toBe(503);
      expect((answer as request.Response).body).toEqual({ status: 'degraded' });
    } finally {
      await connection.release();
      await t.close();
    }
  });
});
