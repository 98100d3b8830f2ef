import request from 'supertest';

import { seedDemoData } from '../support/public-reads';
import { startTestApp, type TestApp } from '../support/test-app';
import { contentAccounts, expectAdminOnly } from './admin-content-support';
import { withSession } from '../support/accounts';

interface Service {
  id: number;
  slug: string;
  name: string;
  nameEs: string | null;
  price: number;
  priceCents: number;
  fixedPrice: boolean;
  features: string[];
  featuresEs: string[];
  icon: string | null;
  sortOrder: number;
}

describe('admin services', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  const http = () => request(t.app.getHttpServer());
  const publicServices = async () =>
    (await http().get('/api/services').expect(200)).body as Service[];
  const adminList = async (query = '') =>
    (
      (await http().get(`/api/admin/services?${query}`).set(withSession(admin)).expect(200))
        .body as {
        items: Service[];
      }
    ).items;

  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoData(t);
    ({ admin, client } = await contentAccounts(t));
  });
  afterAll(() => t.close());

  it('is for admins only: 401 signed out, 403 for a client, on every route', async () => {
    await expectAdminOnly(t, client, [
      ['get', '/api/admin/services'],
      ['post', '/api/admin/services'],
      ['patch', '/api/admin/services/1'],
      ['put', '/api/admin/services/order'],
    ]);
  });

  it('lists the services in display order, searched and sorted by price', async () => {
    const services = await adminList();
    expect(services.map((s) => s.id)).toEqual((await publicServices()).map((s) => s.id));
    const byPrice = await adminList('sort=-price');
    const prices = byPrice.map((s) => s.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const found = await adminList(`q=${encodeURIComponent(services[0].name.split(' ')[0])}`);
    expect(found.map((s) => s.id)).toContain(services[0].id);
    await http().get('/api/admin/services?sort=icon').set(withSession(admin)).expect(400);
  });

  it('checks each field and answers in English or Spanish', async () => {
    const valid = { name: 'SEO', description: 'Search', priceCents: 50000, icon: 'robot' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, name: '' }, 'Write the service name', 'Escribe el nombre del servicio'],
      [
        { ...valid, priceCents: 10.5 },
        'The price must be a whole number of cents from 0 to 100,000,000',
        'El precio debe ser un número entero de centavos entre 0 y 100.000.000',
      ],
      [
        { ...valid, priceCents: -1 },
        'The price must be a whole number of cents from 0 to 100,000,000',
        'El precio debe ser un número entero de centavos entre 0 y 100.000.000',
      ],
      [
        { ...valid, icon: 'rocket' },
        'The icon must be laptop-code, robot or paint-brush',
        'El icono debe ser laptop-code, robot o paint-brush',
      ],
      [
        { ...valid, features: ['ok', 7] },
        'Features must be a list of at most 20 texts of up to 200 characters',
        'Las características deben ser una lista de hasta 20 textos de hasta 200 caracteres',
      ],
    ];
    for (const [body, english, spanish] of cases) {
      const en = await http()
        .post('/api/admin/services')
        .set(withSession(admin))
        .send(body)
        .expect(400);
      expect([body, [en.body.message].flat()]).toEqual([body, [english]]);
      const es = await http()
        .post('/api/admin/services?lang=es')
        .set(withSession(admin))
        .send(body)
        .expect(400);
      expect([body, [es.body.message].flat()]).toEqual([body, [spanish]]);
    }
  });

  it('shows a price change on the public services at once', async () => {
    const [first] = await publicServices(); // now held by the public cache
    const changed = await http()
      .patch(`/api/admin/services/${first.id}`)
      .set(withSession(admin))
      .send({ priceCents: 123456, nameEs: 'Nombre nuevo', featuresEs: [' Uno ', '', 'Dos'] })
      .expect(200);
    expect(changed.body).toMatchObject({ priceCents: 123456, price: 1234.56 });
    const [after] = await publicServices();
    expect(after).toMatchObject({
      id: first.id,
      priceCents: 123456,
      nameEs: 'Nombre nuevo',
      featuresEs: ['Uno', 'Dos'],
    });
    expect((await http().get(`/api/services/${first.id}`).expect(200)).body.priceCents).toBe(
      123456,
    );
    await http()
      .patch('/api/admin/services/999999')
      .set(withSession(admin))
      .send({ priceCents: 1 })
      .expect(404);
    await http()
      .patch(`/api/admin/services/${first.id}`)
      .set(withSession(admin))
      .send({ name: null })
      .expect(400);
  });

  it('marks a price as fixed, which the public services then say, and checks the flag', async () => {
    const [, second] = await publicServices();
    expect(second.fixedPrice).toBe(false);
    await http()
      .patch(`/api/admin/services/${second.id}`)
      .set(withSession(admin))
      .send({ fixedPrice: true })
      .expect(200);
    expect((await publicServices())[1]).toMatchObject({ id: second.id, fixedPrice: true });
    const refused = await http()
      .patch(`/api/admin/services/${second.id}`)
      .set(withSession(admin))
      .set('Accept-Language', 'es')
      .send({ fixedPrice: 'yes' })
      .expect(400);
    expect(refused.body.message).toEqual(['Precio fijo debe ser verdadero o falso']);
    await http()
      .patch(`/api/admin/services/${second.id}`)
      .set(withSession(admin))
      .send({ fixedPrice: null })
      .expect(400);
    // The demo catalogue sells its monthly packages at a fixed price.
    const fixed = (await publicServices()).filter((service) => service.fixedPrice);
    expect(fixed.map((service) => service.slug).sort()).toEqual(
      ['accounting', 'social-media-marketing', second.slug].sort(),
    );
  });

  it('adds a service at the end, with a slug made from its name', async () => {
    const made = await http()
      .post('/api/admin/services')
      .set(withSession(admin))
      .send({
        name: 'Search Engine Optimización',
        description: 'Be found.',
        priceCents: 90000,
        icon: 'robot',
        features: ['Audit'],
      })
      .expect(201);
    expect(made.body.slug).toBe('search-engine-optimizacion');
    const services = await publicServices();
    expect(services[services.length - 1].id).toBe(made.body.id);
    const taken = await http()
      .patch(`/api/admin/services/${made.body.id}?lang=es`)
      .set(withSession(admin))
      .send({ slug: services[0].slug })
      .expect(409);
    expect(taken.body.message).toBe(`Otro servicio ya usa el slug ${services[0].slug}`);
  });

  it('reorders every service at once, and refuses a partial order', async () => {
    const ids = (await publicServices()).map((s) => s.id);
    const reversed = [...ids].reverse();
    await http()
      .put('/api/admin/services/order')
      .set(withSession(admin))
      .send({ ids: reversed })
      .expect(200);
    expect((await publicServices()).map((s) => s.id)).toEqual(reversed);
    const partial = await http()
      .put('/api/admin/services/order?lang=es')
      .set(withSession(admin))
      .send({ ids: reversed.slice(1) })
      .expect(400);
    expect(partial.body.message).toBe(
      'Envía el id de cada servicio exactamente una vez, en el nuevo orden',
    );
  });
});
