import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { ServiceType } from '../../src/modules/content/entities/service-type.entity';
import { PublicCache } from '../../src/platform/cache/public-cache';
import { PublicReadRoutes } from '../../src/platform/cache/public-read-fast-path';
import { PUBLIC_CACHE_CONTROL, seedDemoData } from '../support/public-reads';
import { startTestApp, type TestApp } from '../support/test-app';

/** Headers a repeated public read must answer exactly like the first one. */
const SAME_HEADERS = [
  'cache-control',
  'etag',
  'content-type',
  'vary',
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
];

describe('repeated public reads (answered from the public cache)', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  let reads: jest.SpyInstance;

  beforeAll(async () => {
    t = await startTestApp();
    http = request(t.app.getHttpServer());
    await seedDemoData(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    reads = jest.spyOn(t.app.get(PublicCache), 'read');
  });
  afterEach(() => reads.mockRestore());

  it('answers the second read without the handler, with the same body and headers', async () => {
    for (const path of ['/api/services', '/api/projects', '/api/projects?featured=true']) {
      reads.mockClear();
      // supertest asks for gzip by default; this compares the bytes as sent.
      const first = await http.get(path).set('Accept-Encoding', 'identity').expect(200);
      expect(reads).toHaveBeenCalledTimes(1);
      const again = await http.get(path).set('Accept-Encoding', 'identity').expect(200);
      expect(reads).toHaveBeenCalledTimes(1);
      expect(again.text).toBe(first.text);
      expect(again.body.length).toBeGreaterThan(0);
      for (const name of SAME_HEADERS)
        expect([name, again.headers[name]]).toEqual([name, first.headers[name]]);
      expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      expect(Number(again.headers['content-length'])).toBe(Buffer.byteLength(first.text));
    }
  });

  it('echoes the request id, revalidates, and answers HEAD without a body', async () => {
    const first = await http.get('/api/services').expect(200);
    const etag = first.headers.etag as string;
    const traced = await http.get('/api/services').set('x-request-id', 'trace-42').expect(200);
    expect(traced.headers['x-request-id']).toBe('trace-42');
    const notModified = await http.get('/api/services').set('If-None-Match', etag).expect(304);
    expect(notModified.text ?? '').toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['content-security-policy']).toContain("default-src 'self'");
    // A reload that bypasses caches gets the body even with a current tag.
    await http
      .get('/api/services')
      .set('If-None-Match', etag)
      .set('Cache-Control', 'no-cache')
      .expect(200);
    const head = await http.head('/api/services').expect(200);
    expect(head.text ?? '').toBe('');
    expect(head.headers.etag).toBe(etag);
    expect(reads).not.toHaveBeenCalled();
  });

  it('sends compressed bodies prepared once, decoding to the same JSON', async () => {
    const plain = await http.get('/api/projects').set('Accept-Encoding', 'identity').expect(200);
    const gzip = await http.get('/api/projects').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(plain.text);
    const br = await http
      .get('/api/projects')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    // supertest decodes both encodings.
    expect(br.text).toBe(plain.text);
    expect(Number(br.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text) / 2);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(reads).not.toHaveBeenCalled();
  });

  it('shows a write on the next read', async () => {
    const before = (await http.get('/api/services').expect(200)).body as Array<{
      id: number;
      name: string;
    }>;
    const em = t.app.get(EntityManager).fork();
    const service = await em.findOneOrFail(ServiceType, before[0]!.id);
    service.name = 'Renamed for the fast path test';
    await em.flush();
    const after = await http.get('/api/services').expect(200);
    expect(after.body[0].name).toBe('Renamed for the fast path test');
    expect(reads).toHaveBeenCalledTimes(1);
    // And that new answer is the one repeated from then on.
    const again = await http.get('/api/services').expect(200);
    expect(again.body[0].name).toBe('Renamed for the fast path test');
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('still validates every URL it has not answered itself', async () => {
    await http.get('/api/projects').expect(200);
    const bad = await http.get('/api/projects?featured=maybe').expect(400);
    expect(bad.body.error).toBe('Bad Request');
    await http.get('/api/projects?unknown=1').expect(400);
    await http.get('/api/services/999999').expect(404);
    await http.get('/api/services/999999').expect(404);
    const routes = t.app.get(PublicReadRoutes);
    expect(routes.lookup('/api/projects?featured=maybe', t.app.get(PublicCache))).toBeUndefined();
    expect(routes.lookup('/api/services/999999', t.app.get(PublicCache))).toBeUndefined();
  });
});
