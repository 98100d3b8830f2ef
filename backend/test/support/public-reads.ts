import { MikroORM } from '@mikro-orm/postgresql';
import type request from 'supertest';

import { seedDemoDataOnce } from '../../src/platform/database/seeders/seed-demo-data';
import type { TestApp } from './test-app';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** Loads the demo data (services, portfolio, blog, testimonials) into a test app's database. */
export async function seedDemoData(t: TestApp): Promise<void> {
  if (!(await seedDemoDataOnce(t.app.get(MikroORM))))
    throw new Error('the demo data was not loaded');
}

/**
 * Checks that a public read is cacheable and revalidates: a weak ETag, the public Cache-Control,
 * and a 304 without a body when the ETag comes back in If-None-Match.
 */
export async function expectRevalidates(
  http: ReturnType<typeof request>,
  path: string,
): Promise<string> {
  const first = await http.get(path).expect(200);
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  const again = await http.get(path).expect(200);
  expect(again.headers.etag).toBe(etag);
  const notModified = await http.get(path).set('If-None-Match', etag).expect(304);
  expect(notModified.text ?? '').toBe('');
  expect(notModified.headers.etag).toBe(etag);
  expect(notModified.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  // One of several tags, as browsers with several cached copies send them.
  await http.get(path).set('If-None-Match', `W/"stale", ${etag}`).expect(304);
  await http.get(path).set('If-None-Match', 'W/"stale"').expect(200);
  return etag;
}
