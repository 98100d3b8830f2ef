import { expect, test } from '@playwright/test';

import { adminApi } from './support/auth';

interface Service {
  id: number;
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  price: number;
}

test.describe('API and static entry points', () => {
  test('/api/health shows visitors the status and admins the embedded database and the inline queue', async ({
    request,
  }) => {
    const anonymous = await request.get('/api/health');
    expect(anonymous.status()).toBe(200);
    expect(anonymous.headers()['content-type']).toContain('application/json');
    expect(await anonymous.json()).toEqual({ status: 'ok' });

    const admin = await adminApi();
    const res = await admin.get('/api/health');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: 'embedded' },
      queue: { driver: 'inline' },
    });
    await admin.dispose();
  });

  test('/api/services serves the seeded bilingual services', async ({ request }) => {
    const res = await request.get('/api/services');
    expect(res.status()).toBe(200);
    const services = (await res.json()) as Service[];
    expect(Array.isArray(services)).toBe(true);
    expect(services.length).toBeGreaterThanOrEqual(6);

    for (const service of services) {
      expect(service, `service ${service.id}`).toMatchObject({
        id: expect.any(Number),
        name: expect.stringMatching(/\S/),
        nameEs: expect.stringMatching(/\S/),
        description: expect.stringMatching(/\S/),
        descriptionEs: expect.stringMatching(/\S/),
        price: expect.any(Number),
      });
      expect(service.price, `price of ${service.name}`).toBeGreaterThan(0);
    }
    expect(new Set(services.map((service) => service.id)).size).toBe(services.length);
    // The Spanish names are translations, not copies of the English ones.
    const translated = services.filter((service) => service.nameEs !== service.name);
    expect(translated.length).toBeGreaterThanOrEqual(services.length / 2);
    expect(services.map((service) => service.nameEs)).toContain('Diseño y Desarrollo Web');
  });

  test('/api/docs serves the Swagger UI page', async ({ request }) => {
    const res = await request.get('/api/docs');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    expect(await res.text()).toMatch(/swagger/i);
  });

  test('an unknown /api path is a JSON 404, never the site page', async ({ request }) => {
    for (const [method, path] of [
      ['GET', '/api/no-such-endpoint'],
      ['GET', '/api/services/extra/segments'],
      ['POST', '/api/no-such-endpoint'],
    ] as const) {
      const res = await request.fetch(path, { method, data: method === 'POST' ? {} : undefined });
      expect(res.status(), `${method} ${path}`).toBe(404);
      expect(res.headers()['content-type'], `${method} ${path}`).toContain('application/json');
      expect(await res.json()).toEqual({
        statusCode: 404,
        message: expect.any(String),
        error: 'Not Found',
      });
    }
  });

  test('/remotes.json lists the three remotes and each entry is served', async ({ request }) => {
    const res = await request.get('/remotes.json');
    expect(res.status()).toBe(200);
    const remotes = (await res.json()) as Record<string, string | { entry: string }>;
    expect(Object.keys(remotes).sort()).toEqual(['admin', 'marketing', 'portal']);
    // The admin remote is released on its own: the build publishes it as a release.
    expect(remotes.admin).toMatchObject({ release: expect.stringMatching(/^\d+\.\d+\.\d+-/) });

    for (const [name, listing] of Object.entries(remotes)) {
      const entry = typeof listing === 'string' ? listing : listing.entry;
      expect(entry, name).toMatch(
        new RegExp(`^/remotes/${name}/(releases/[^/]+/)?remoteEntry\\.js$`),
      );
      const script = await request.get(entry);
      expect(script.status(), entry).toBe(200);
      expect(script.headers()['content-type'], entry).toContain('javascript');
    }
  });

  test('the site page is served for every client route, with 404 for unknown ones', async ({
    request,
  }) => {
    for (const [path, status] of [
      ['/', 200],
      ['/auth', 200],
      ['/admin', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(status);
      expect(res.headers()['content-type'], path).toContain('text/html');
      // The app's root element, whatever attributes server rendering gives it.
      expect(await res.text(), path).toMatch(/<div id="root"[\s>]/);
    }
  });
});
