import { randomBytes } from 'node:crypto';

import request from 'supertest';

import { contentAccounts } from '../content/admin-content-support';
import { fakeFrontends } from '../support/fake-frontends';
import { seedDemoData } from '../support/public-reads';
import { runIds } from '../support/test-environment';
import { startTestApp, type TestApp } from '../support/test-app';
import { withSession } from '../support/accounts';

interface Service {
  id: number;
  name: string;
  priceCents: number;
}

/**
 * Long enough that only an invalidation, never the cache lifetime, can explain a fresh answer; the
 * frontends' stand-in renders /services with the services' names.
 */
const LONG_CACHE = {
  PUBLIC_CACHE_TTL_MS: String(60 * 60 * 1000),
  FRONTENDS_DIR: fakeFrontends({ ssr: true }),
};

describe('public and page cache invalidation shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  /** On the same database, but another Redis prefix: it never hears A's invalidations. */
  let apart: TestApp;
  let admin: string;

  const priceOn = async (t: TestApp, id: number) => {
    const services = (await request(t.app.getHttpServer()).get('/api/services').expect(200))
      .body as Service[];
    return services.find((s) => s.id === id)?.priceCents;
  };
  /** The price `t` answers once it matches `expected`, or its last answer after ~2 s. */
  const settledPrice = async (t: TestApp, id: number, expected: number) => {
    let price: number | undefined;
    for (let attempt = 0; attempt < 20; attempt++) {
      price = await priceOn(t, id);
      if (price === expected) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return price;
  };

  beforeAll(async () => {
    const shared = {
      ...LONG_CACHE,
      QUEUE_PREFIX: `${runIds.prefix}-${randomBytes(3).toString('hex')}`,
    };
    a = await startTestApp(shared);
    b = await startTestApp(shared, { database: a.databaseUrl });
    apart = await startTestApp(LONG_CACHE, { database: a.databaseUrl });
    await seedDemoData(a);
    ({ admin } = await contentAccounts(a));
  });
  afterAll(async () => {
    await apart?.stop();
    await b?.stop();
    await a?.close();
  });

  it("shows a write on one instance in another instance's cached reads at once", async () => {
    const [first] = (await request(b.app.getHttpServer()).get('/api/services').expect(200))
      .body as Service[];
    const before = first.priceCents;
    // Both B and the instance apart now hold the list in their caches.
    expect(await priceOn(b, first.id)).toBe(before);
    expect(await priceOn(apart, first.id)).toBe(before);

    const newPrice = before + 4321;
    await request(a.app.getHttpServer())
      .patch(`/api/admin/services/${first.id}`)
      .set(withSession(admin))
      .send({ priceCents: newPrice })
      .expect(200);

    expect(await settledPrice(b, first.id, newPrice)).toBe(newPrice);
    // Without the shared channel the cached value stays until its (hour-long) lifetime ends.
    expect(await settledPrice(apart, first.id, newPrice)).toBe(before);
  });

  it('shows a write on one instance in the pages another instance keeps, at once', async () => {
    const servicesPage = async (t: TestApp) =>
      (await request(t.app.getHttpServer()).get('/services').expect(200)).text;
    const [first] = (await request(b.app.getHttpServer()).get('/api/services').expect(200))
      .body as Service[];
    // Both B and the instance apart now keep the page.
    expect(await servicesPage(b)).toContain(`<li>${first.name}</li>`);
    expect(await servicesPage(apart)).toContain(`<li>${first.name}</li>`);

    const newName = `${first.name} Plus`;
    await request(a.app.getHttpServer())
      .patch(`/api/admin/services/${first.id}`)
      .set(withSession(admin))
      .send({ name: newName })
      .expect(200);

    let page = '';
    for (let attempt = 0; attempt < 20 && !page.includes(newName); attempt++) {
      page = await servicesPage(b);
      if (!page.includes(newName)) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(page).toContain(`<li>${newName}</li>`);
    expect(await servicesPage(apart)).not.toContain(newName);
  });
});
