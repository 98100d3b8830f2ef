import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { Testimonial } from '../../src/modules/content/entities/testimonial.entity';
import { login, register, withSession } from '../support/accounts';
import { seedDemoData } from '../support/public-reads';
import { startTestApp, type TestApp } from '../support/test-app';

interface AdminTestimonial {
  id: number;
  name: string;
  position: string | null;
  company: string | null;
  content: string;
  contentEs: string | null;
  rating: number;
  image: string | null;
  approved: boolean;
  createdAt: string;
}
interface Page {
  items: AdminTestimonial[];
  nextCursor: string | null;
}

describe('admin testimonials', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  const get = (query = '') =>
    http().get(`/api/admin/testimonials${query}`).set(withSession(admin)).expect(200);
  const names = (res: request.Response) => (res.body as Page).items.map((row) => row.name);
  const patch = (id: number | string, body: unknown, query = '') =>
    http()
      .patch(`/api/admin/testimonials/${id}${query}`)
      .set(withSession(admin))
      .send(body as object);
  const create = (body: unknown, query = '') =>
    http()
      .post(`/api/admin/testimonials${query}`)
      .set(withSession(admin))
      .send(body as object);
  const publicNames = async () =>
    ((await http().get('/api/testimonials').expect(200)).body as AdminTestimonial[]).map(
      (row) => row.name,
    );
  const idOf = async (name: string) => (await em().findOneOrFail(Testimonial, { name })).id;

  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoData(t);
    const server = t.app.getHttpServer();
    await ensureAdmin(em(), {
      username: 'reviews_admin',
      email: 'reviews@agency.example',
      password: 'Admin#Password2026',
    });
    admin = (await login(server, 'reviews_admin', 'Admin#Password2026')).cookie;
    client = (await register(server)).cookie;
  });

  afterAll(() => t?.close());

  it('lists pending and approved testimonials with their review state, filtered and sorted', async () => {
    const all = (await get()).body as Page;
    expect(all.items).toHaveLength(await em().count(Testimonial));
    expect(all.items[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      position: expect.any(String),
      company: expect.any(String),
      content: expect.any(String),
      contentEs: expect.any(String),
      rating: expect.any(Number),
      image: all.items[0].image,
      approved: expect.any(Boolean),
      createdAt: expect.any(String),
    });
    expect(names(await get('?status=pending&sort=name'))).toEqual([
      'Ethan Brooks',
      'Valeria Costa',
    ]);
    const approved = (await get('?status=approved')).body as Page;
    expect(approved.items.every((row) => row.approved)).toBe(true);
    expect(approved.items).toHaveLength(4);
    expect(names(await get('?q=abogados'))).toEqual(['Valeria Costa']);
    expect(names(await get('?q=reserva%20l%C3%ADnea'))).toEqual(['Dr. James Holloway']);
    expect(names(await get('?status=approved&sort=rating&limit=2'))).toEqual([
      'Marcus Reed',
      'Dr. James Holloway',
    ]);
    expect(names(await get('?sort=-company&limit=1'))).toEqual(['Marcus Reed']);
  });

  it('refuses unknown filters, in English and Spanish', async () => {
    const bad = await http()
      .get('/api/admin/testimonials?status=rejected')
      .set(withSession(admin))
      .expect(400);
    expect(bad.body.message).toEqual(["status must be 'pending' or 'approved'"]);
    const es = await http()
      .get('/api/admin/testimonials?status=rejected&lang=es')
      .set(withSession(admin))
      .expect(400);
    expect(es.body.message).toEqual(["status debe ser 'pending' o 'approved'"]);
    await http().get('/api/admin/testimonials?sort=content').set(withSession(admin)).expect(400);
  });

  it('shows an approval on the public list at once, and a withdrawal too', async () => {
    expect(await publicNames()).not.toContain('Valeria Costa');
    const id = await idOf('Valeria Costa');
    const approved = await patch(id, { approved: true }).expect(200);
    expect(approved.body).toMatchObject({ id, name: 'Valeria Costa', approved: true });
    expect(await publicNames()).toContain('Valeria Costa');

    await patch(id, { approved: false }).expect(200);
    expect(await publicNames()).not.toContain('Valeria Costa');
  });

  it('edits the texts in both languages, changing only what is sent', async () => {
    const id = await idOf('Marcus Reed');
    const before = await em().findOneOrFail(Testimonial, id);
    const res = await patch(id, {
      content: '  They rebuilt our dispatch board in six weeks.  ',
      contentEs: 'Rehicieron nuestro tablero de despacho en seis semanas.',
      rating: 4.5,
    }).expect(200);
    expect(res.body).toMatchObject({
      id,
      name: 'Marcus Reed',
      company: before.company,
      content: 'They rebuilt our dispatch board in six weeks.',
      contentEs: 'Rehicieron nuestro tablero de despacho en seis semanas.',
      rating: 4.5,
      approved: true,
    });
    const shown = (
      (await http().get('/api/testimonials').expect(200)).body as AdminTestimonial[]
    ).find((row) => row.id === id);
    expect(shown).toMatchObject({
      content: 'They rebuilt our dispatch board in six weeks.',
      contentEs: 'Rehicieron nuestro tablero de despacho en seis semanas.',
    });
    // A blank Spanish text is none: the site falls back to English.
    expect((await patch(id, { contentEs: ' ', company: null }).expect(200)).body).toMatchObject({
      contentEs: null,
      company: null,
    });
  });

  it('creates a testimonial, pending review unless approved', async () => {
    const pending = await create({
      name: 'Rosa Díaz',
      position: 'Owner',
      company: 'Panadería Sol',
      content: 'Our orders doubled.',
      contentEs: 'Nuestros pedidos se duplicaron.',
      rating: 4.5,
    }).expect(201);
    expect(pending.body).toEqual({
      id: expect.any(Number),
      name: 'Rosa Díaz',
      position: 'Owner',
      company: 'Panadería Sol',
      content: 'Our orders doubled.',
      contentEs: 'Nuestros pedidos se duplicaron.',
      rating: 4.5,
      image: null,
      approved: false,
      createdAt: expect.any(String),
    });
    expect(await publicNames()).not.toContain('Rosa Díaz');

    const shown = await create({
      name: 'Tomás Vidal',
      content: 'Great team.',
      approved: true,
      image: '/images/testimonials/tomas.jpg',
    }).expect(201);
    expect(shown.body).toMatchObject({ rating: 5, position: null, approved: true });
    expect(await publicNames()).toContain('Tomás Vidal');
  });

  it('refuses bad fields with a message in English and Spanish', async () => {
    const id = await idOf('Ethan Brooks');
    const cases: Array<[unknown, string, string]> = [
      [{ content: 'x' }, 'Name is required', 'El nombre es obligatorio'],
      [{ name: ' ', content: 'x' }, 'Name is required', 'El nombre es obligatorio'],
      [
        { name: 'n'.repeat(101), content: 'x' },
        'Name must be at most 100 characters',
        'El nombre debe tener como máximo 100 caracteres',
      ],
      [
        { name: 'Ana' },
        'The testimonial text is required',
        'El texto del testimonio es obligatorio',
      ],
      [
        { name: 'Ana', content: 'x', rating: 4.3 },
        'Rating must be from 1 to 5 in half steps',
        'La calificación debe ser de 1 a 5, en pasos de medio punto',
      ],
      [
        { name: 'Ana', content: 'x', rating: 6 },
        'Rating must be from 1 to 5 in half steps',
        'La calificación debe ser de 1 a 5, en pasos de medio punto',
      ],
      [
        { name: 'Ana', content: 'x', image: 'javascript:alert(1)' },
        'The portrait must be a path on this site or an https address of at most 500 characters',
        'El retrato debe ser una ruta de este sitio o una dirección https de como máximo 500 caracteres',
      ],
      [
        { name: 'Ana', content: 'x', approved: 'yes' },
        'approved must be true or false',
        'approved debe ser true o false',
      ],
    ];
    const count = await em().count(Testimonial);
    for (const [body, en, es] of cases) {
      expect((await create(body).expect(400)).body.message).toEqual([en]);
      expect((await create(body, '?lang=es').expect(400)).body.message).toEqual([es]);
    }
    expect(await em().count(Testimonial)).toBe(count);

    // An update may leave fields out, but not empty a required one.
    expect((await patch(id, { name: null }).expect(400)).body.message).toEqual([
      'Name is required',
    ]);
    expect((await patch(id, { content: '' }, '?lang=es').expect(400)).body.message).toEqual([
      'El texto del testimonio es obligatorio',
    ]);
    expect((await patch(id, { rating: null }).expect(400)).body.message).toEqual([
      'Rating must be from 1 to 5 in half steps',
    ]);
    expect((await patch(id, { approved: null }).expect(400)).body.message).toEqual([
      'approved must be true or false',
    ]);
    const missing = await patch(999999, { approved: true }).expect(404);
    expect(missing.body.message).toBe('Testimonial not found');
    const missingEs = await patch(999999, { approved: true }, '?lang=es').expect(404);
    expect(missingEs.body.message).toBe('Testimonio no encontrado');
    await patch('abc', { approved: true }).expect(400);
    expect((await em().findOneOrFail(Testimonial, id)).approved).toBe(false);
  });

  it('is for admins only: 401 for a guest, 403 for a client, on every route', async () => {
    const id = await idOf('Ethan Brooks');
    const routes = [
      () => http().get('/api/admin/testimonials'),
      () => http().patch(`/api/admin/testimonials/${id}`).send({ approved: true }),
      () => http().post('/api/admin/testimonials').send({ name: 'X', content: 'Y' }),
    ];
    for (const route of routes) {
      await route().expect(401);
      await route().set(withSession(client)).expect(403);
    }
    expect((await em().findOneOrFail(Testimonial, id)).approved).toBe(false);
  });
});
