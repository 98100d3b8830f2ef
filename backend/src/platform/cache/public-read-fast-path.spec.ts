import { gunzipSync, brotliDecompressSync } from 'node:zlib';

import type { Request } from 'express';

import { COMPRESS_MIN_BYTES, PreparedBody, prepareJson } from './prepared-body';
import { PublicCache } from './public-cache';
import { acceptedEncoding, isFresh, PublicReadRoutes } from './public-read-fast-path';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as Request;

describe('prepareJson', () => {
  it('serializes and tags an object once while it lives', () => {
    const value = [{ id: 1, name: 'Web' }];
    const first = prepareJson(value);
    expect(first.text).toBe(JSON.stringify(value));
    expect(first.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(prepareJson(value)).toBe(first);
    // Equal JSON, equal tag; other JSON, another tag.
    expect(prepareJson([{ id: 1, name: 'Web' }]).etag).toBe(first.etag);
    expect(prepareJson([{ id: 2, name: 'Web' }]).etag).not.toBe(first.etag);
  });

  it('compresses only bodies worth it, once per encoding, to bytes that decode to the JSON', () => {
    expect(new PreparedBody('"small"').compressible).toBe(false);
    const big = new PreparedBody(JSON.stringify({ text: 'x'.repeat(COMPRESS_MIN_BYTES) }));
    expect(big.compressible).toBe(true);
    const gzip = big.encoded('gzip');
    expect(big.encoded('gzip')).toBe(gzip);
    expect(gunzipSync(gzip).toString()).toBe(big.text);
    expect(brotliDecompressSync(big.encoded('br')).toString()).toBe(big.text);
    expect(big.encoded('br').length).toBeLessThan(big.body.length);
  });
});

describe('isFresh', () => {
  const etag = 'W/"abc"';
  it('matches If-None-Match against the tag, weakly, among several, or *', () => {
    expect(isFresh(request({ 'if-none-match': 'W/"abc"' }), etag)).toBe(true);
    expect(isFresh(request({ 'if-none-match': '"abc"' }), etag)).toBe(true);
    expect(isFresh(request({ 'if-none-match': 'W/"old", W/"abc"' }), etag)).toBe(true);
    expect(isFresh(request({ 'if-none-match': '*' }), etag)).toBe(true);
    expect(isFresh(request({ 'if-none-match': 'W/"old"' }), etag)).toBe(false);
    expect(isFresh(request({}), etag)).toBe(false);
  });

  it('is never fresh when the request asks to bypass caches', () => {
    expect(isFresh(request({ 'if-none-match': etag, 'cache-control': 'no-cache' }), etag)).toBe(
      false,
    );
  });
});

describe('acceptedEncoding', () => {
  it.each([
    [undefined, undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['deflate', undefined],
  ])('%s -> %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('PublicReadRoutes', () => {
  let clock: number;
  beforeEach(() => (clock = 1_000_000));
  const cache = () => new PublicCache({ ttlMs: 1000, now: () => clock });
  class Service {}

  it('answers a URL with the value the cache still keeps for it', async () => {
    const c = cache();
    const routes = new PublicReadRoutes();
    const value = await c.read('services', [Service], async () => [{ id: 1 }]);
    expect(c.keyOf(value)).toBe('services');
    routes.remember('/api/services', 'services', value);
    expect(routes.lookup('/api/services', c)).toBe(value);
    expect(routes.lookup('/api/services?x=1', c)).toBeUndefined();
  });

  it('forgets a URL once its value is dropped by a write', async () => {
    const c = cache();
    const routes = new PublicReadRoutes();
    const value = await c.read('services', [Service], async () => [{ id: 1 }]);
    routes.remember('/api/services', 'services', value);
    c.invalidate([Service]);
    expect(routes.lookup('/api/services', c)).toBeUndefined();
    expect(routes.size).toBe(0);
    // A newer value under the same key does not revive the old URL entry either.
    const newer = await c.read('services', [Service], async () => [{ id: 2 }]);
    routes.remember('/api/other', 'services', value);
    expect(routes.lookup('/api/other', c)).toBeUndefined();
    expect(c.current('services')).toBe(newer);
  });

  it('forgets a URL once its value has expired', async () => {
    const c = cache();
    const routes = new PublicReadRoutes();
    const value = await c.read('services', [Service], async () => [{ id: 1 }]);
    routes.remember('/api/services', 'services', value);
    clock += 1000;
    expect(c.current('services')).toBeUndefined();
    expect(routes.lookup('/api/services', c)).toBeUndefined();
  });

  it('keeps at most maxEntries URLs, dropping the oldest', async () => {
    const c = cache();
    const routes = new PublicReadRoutes(2);
    const value = await c.read('services', [Service], async () => [{ id: 1 }]);
    for (const url of ['/a', '/b', '/c']) routes.remember(url, 'services', value);
    expect(routes.size).toBe(2);
    expect(routes.lookup('/a', c)).toBeUndefined();
    expect(routes.lookup('/c', c)).toBe(value);
  });
});
