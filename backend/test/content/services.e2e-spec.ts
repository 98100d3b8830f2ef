import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { ServiceType } from '../../src/modules/content/entities/service-type.entity';
import { expectRevalidates } from '../support/public-reads';
import { startTestApp, type TestApp } from '../support/test-app';

describe('GET /api/services', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    http = request(t.app.getHttpServer());
    const em = t.app.get(EntityManager).fork();
    const make = (slug: string, sortOrder: number, extra: Partial<ServiceType> = {}) =>
      em.create(ServiceType, {
        slug,
        name: `Service ${slug}`,
        nameEs: `Servicio ${slug}`,
        description: 'What it does',
        descriptionEs: 'Lo que hace',
        priceCents: 149950,
        icon: 'robot',
        sortOrder,
        features: ['One', 'Two'],
        featuresEs: ['Uno', 'Dos'],
        ...extra,
      });
    const second = make('second', 2);
    const first = make('first', 1, { features: 'not a list' as unknown as string[] });
    await em.flush();
    ids.first = first.id;
    ids.second = second.id;
  });
  afterAll(() => t.close());

  it('lists services in display order with prices in dollars and cents', async () => {
    const res = await http.get('/api/services').expect(200);
    expect(res.body.map((s: { slug: string }) => s.slug)).toEqual(['first', 'second']);
    expect(res.body[1]).toEqual({
      id: ids.second,
      slug: 'second',
      name: 'Service second',
      nameEs: 'Servicio second',
      description: 'What it does',
      descriptionEs: 'Lo que hace',
      price: 1499.5,
      priceCents: 149950,
      fixedPrice: false,
      features: ['One', 'Two'],
      featuresEs: ['Uno', 'Dos'],
      icon: 'robot',
      sortOrder: 2,
    });
  });

  it('shows a feature list that is not a list of strings as empty', async () => {
    const res = await http.get(`/api/services/${ids.first}`).expect(200);
    expect(res.body.features).toEqual([]);
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    const missing = await http.get('/api/services/999999').expect(404);
    expect(missing.body).toEqual({
      statusCode: 404,
      message: 'Service not found',
      error: 'Not Found',
    });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await http.get(`/api/services/${bad}`).expect(400);
      expect(res.body.error).toBe('Bad Request');
    }
    const spanish = await http.get('/api/services/999999').set('Accept-Language', 'es');
    expect(spanish.body.message).toBe('Servicio no encontrado');
  });

  it('is cacheable and revalidates with an ETag', async () => {
    await expectRevalidates(http, '/api/services');
    await expectRevalidates(http, `/api/services/${ids.second}`);
  });

  it('shows a price change at once', async () => {
    const before = await http.get(`/api/services/${ids.second}`).expect(200);
    const e = t.app.get(EntityManager).fork();
    const service = await e.findOneOrFail(ServiceType, ids.second);
    service.priceCents = 99900;
    await e.flush();
    const after = await http
      .get(`/api/services/${ids.second}`)
      .set('If-None-Match', before.headers.etag)
      .expect(200);
    expect(after.body.price).toBe(999);
    const list = await http.get('/api/services').expect(200);
    expect(list.body[1].priceCents).toBe(99900);
  });
});
