import request from 'supertest';

import { newIp } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

/** The contact form takes five messages per client address; incomplete ones count as well. */
const CONTACT_LIMIT = 5;

function contactFrom(t: TestApp, forwardedFor?: string) {
  const req = request(t.app.getHttpServer()).post('/api/contact');
  if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
  return req.send({ name: 'Ana' });
}

describe('client addresses by default (no trusted proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '' });
  });
  afterAll(() => t.close());

  it('ignores a forged X-Forwarded-For: the per-address limit still applies', async () => {
    for (let i = 0; i < CONTACT_LIMIT; i++) await contactFrom(t, newIp()).expect(400);
    await contactFrom(t, newIp()).expect(429);
    await contactFrom(t).expect(429);
  });
});

describe('client addresses behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The test client connects from loopback: here it plays the proxy, named by its address.
    t = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('counts each forwarded client address on its own', async () => {
    const first = newIp();
    const second = newIp();
    for (let i = 0; i < CONTACT_LIMIT; i++) await contactFrom(t, first).expect(400);
    await contactFrom(t, first).expect(429);
    await contactFrom(t, second).expect(400);
  });

  it('believes only the address the proxy added, not what the visitor sent before it', async () => {
    const visitor = newIp();
    // The proxy appends the address it saw to whatever the visitor claimed.
    for (let i = 0; i < CONTACT_LIMIT; i++) {
      await contactFrom(t, `${newIp()}, ${visitor}`).expect(400);
    }
    await contactFrom(t, `${newIp()}, ${visitor}`).expect(429);
  });
});

describe('client addresses behind a number of proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('takes the address the nearest proxy saw', async () => {
    const visitor = newIp();
    for (let i = 0; i < CONTACT_LIMIT; i++) {
      await contactFrom(t, `${newIp()}, ${visitor}`).expect(400);
    }
    await contactFrom(t, visitor).expect(429);
    await contactFrom(t, newIp()).expect(400);
  });
});
