import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { login, register, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');

interface Row {
  id: number;
  title: string;
  status: string;
  progress: number | null;
  featured: boolean;
  client: { id: number; name: string } | null;
  startDate: string | null;
}
interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

describe('admin projects API', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  let admin: string;
  let adminId: number;
  let client: { cookie: string; id: number };
  let otherClient: { cookie: string; id: number };

  const create = (body: Record<string, unknown>, lang = 'en') =>
    http().post('/api/projects').set(withSession(admin)).set('Accept-Language', lang).send(body);
  const patch = (id: number, body: Record<string, unknown>, lang = 'en') =>
    http()
      .patch(`/api/projects/${id}`)
      .set(withSession(admin))
      .set('Accept-Language', lang)
      .send(body);
  const list = async (query: Record<string, string>): Promise<Row[]> => {
    const res = await http()
      .get('/api/admin/projects')
      .query(query)
      .set(withSession(admin))
      .expect(200);
    return (res.body as Page<Row>).items;
  };

  beforeAll(async () => {
    t = await startTestApp();
    await ensureAdmin(t.app.get(EntityManager).fork(), {
      username: 'projects_admin',
      email: 'projects-team@agency.example',
      password: 'Admin#Password2026',
    });
    const signedIn = await login(t.app.getHttpServer(), 'projects_admin', 'Admin#Password2026');
    admin = signedIn.cookie;
    adminId = signedIn.user.id;
    const a = await register(t.app.getHttpServer(), { firstName: 'Valentina', lastName: 'Suárez' });
    client = { cookie: a.cookie, id: a.user.id };
    const b = await register(t.app.getHttpServer(), { firstName: 'Tomás', lastName: 'Pereira' });
    otherClient = { cookie: b.cookie, id: b.user.id };
  });
  afterAll(() => t.close());

  describe('access', () => {
    const routes: [string, string][] = [
      ['get', '/api/admin/projects'],
      ['get', '/api/admin/projects/clients'],
      ['get', '/api/admin/projects/1'],
      ['post', '/api/admin/projects/1/images'],
      ['post', '/api/projects'],
      ['patch', '/api/projects/1'],
    ];
    it.each(routes)('%s %s answers 401 signed out and 403 for a client', async (method, path) => {
      const call = (agent: request.Agent | ReturnType<typeof http>) =>
        (agent as unknown as Record<string, (path: string) => request.Test>)[method](path);
      await call(http()).send({}).expect(401);
      await call(http()).set(withSession(client.cookie)).send({}).expect(403);
    });
  });

  describe('creating', () => {
    it("requires a title and a client with the spec's messages in English and Spanish", async () => {
      const en = await create({ title: '  ' }).expect(400);
      expect(JSON.stringify(en.body)).toContain('Project title is required');
      expect(JSON.stringify(en.body)).toContain('Client is required');
      const es = await create({}, 'es').expect(400);
      expect(JSON.stringify(es.body)).toContain('El título del proyecto es obligatorio');
      expect(JSON.stringify(es.body)).toContain('El cliente es obligatorio');
    });

    it('refuses an unknown client, an admin as client, and an end before the start', async () => {
      const ghost = await create({ title: 'Ghost', clientId: 999999 }).expect(400);
      expect(JSON.stringify(ghost.body)).toContain('That client does not exist');
      await create({ title: 'Team', clientId: adminId }).expect(400);
      const es = await create(
        { title: 'Backwards', clientId: client.id, startDate: '2026-05-10', endDate: '2026-05-01' },
        'es',
      ).expect(400);
      expect(JSON.stringify(es.body)).toContain('La fecha de fin no puede ser anterior');
      const status = await create({ title: 'Odd', clientId: client.id, status: 'done' }).expect(
        400,
      );
      expect(JSON.stringify(status.body)).toContain('The status must be one of');
      const bad = await create({
        title: 'Odd',
        clientId: client.id,
        results: [{ label: 'Speed', labelEs: 'Velocidad', percent: 101 }],
      }).expect(400);
      expect(JSON.stringify(bad.body)).toContain('percent from 0 to 100');
    });

    it('creates a project with every field, shown whole to the admin and not to the public', async () => {
      const res = await create({
        title: 'Harbour booking site',
        titleEs: 'Sitio de reservas del puerto',
        description: 'Online bookings for the harbour',
        descriptionEs: 'Reservas en línea del puerto',
        clientId: client.id,
        status: 'planning',
        startDate: '2026-03-01',
        endDate: '2026-06-30',
        featured: true,
        category: 'Web Design',
        categoryEs: 'Diseño web',
        results: [{ label: 'Faster bookings', labelEs: 'Reservas más rápidas', percent: 64 }],
        features: ['Online payments'],
        featuresEs: ['Pagos en línea'],
        adminNotes: 'Budget approved by the board',
      }).expect(201);
      expect(res.body).toMatchObject({
        title: 'Harbour booking site',
        status: 'planning',
        progress: 20,
        client: { id: client.id, name: 'Valentina Suárez' },
        adminNotes: 'Budget approved by the board',
        results: [{ label: 'Faster bookings', labelEs: 'Reservas más rápidas', percent: 64 }],
        milestones: [],
        updates: { items: [], nextCursor: null },
      });
      const id = res.body.id as number;
      const detail = await http()
        .get(`/api/admin/projects/${id}`)
        .set(withSession(admin))
        .expect(200);
      expect(detail.body.featuresEs).toEqual(['Pagos en línea']);
      const pub = await http().get(`/api/projects/${id}`).expect(200);
      expect(pub.body.title).toBe('Harbour booking site');
      expect(pub.body).not.toHaveProperty('adminNotes');
    });
  });

  describe('the list', () => {
    let ids: Record<string, number>;
    beforeAll(async () => {
      ids = {};
      for (const [title, clientId, status, startDate] of [
        ['Zeta rebrand', otherClient.id, 'review', '2026-01-10'],
        ['alpha automation', client.id, 'in_progress', '2026-02-10'],
        ['Mid campaign', client.id, 'pending', null],
      ] as const) {
        const res = await create({ title, clientId, status, startDate }).expect(201);
        ids[title] = res.body.id as number;
      }
      await patch(ids['Mid campaign'], { status: 'archived' }).expect(200);
    });

    it('holds archived projects, filters by status and client and searches title and client', async () => {
      const all = await list({ limit: '100' });
      expect(all.map((row) => row.id)).toEqual(expect.arrayContaining(Object.values(ids)));
      const archived = await list({ status: 'archived' });
      expect(archived.map((row) => row.id)).toEqual([ids['Mid campaign']]);
      expect(archived[0].progress).toBeNull();
      const others = await list({ clientId: String(otherClient.id) });
      expect(others.map((row) => row.title)).toEqual(['Zeta rebrand']);
      const byClient = await list({ q: 'tomás pereira' });
      expect(byClient.map((row) => row.title)).toEqual(['Zeta rebrand']);
      const byTitle = await list({ q: 'AUTOMATION' });
      expect(byTitle.map((row) => row.title)).toEqual(['alpha automation']);
    });

    it('sorts by title, status and start date', async () => {
      const byTitle = (await list({ sort: 'title', limit: '100' })).map((row) => row.title);
      expect(byTitle.indexOf('alpha automation')).toBeLessThan(byTitle.indexOf('Zeta rebrand'));
      const byStatus = (await list({ sort: '-status', limit: '100' })).map((row) => row.status);
      expect(byStatus[0]).toBe('archived');
      const byStart = (await list({ sort: 'startDate', limit: '100' }))
        .map((row) => row.startDate)
        .filter(Boolean);
      expect(byStart).toEqual([...byStart].sort());
    });

    it('refuses unknown filters and sorts in the language asked', async () => {
      const res = await http()
        .get('/api/admin/projects?status=done&sort=budget&clientId=x')
        .set(withSession(admin))
        .set('Accept-Language', 'es')
        .expect(400);
      expect(JSON.stringify(res.body)).toContain('Filtro de estado desconocido');
    });

    it('finds clients to pick by name, never admins', async () => {
      const res = await http()
        .get('/api/admin/projects/clients?q=valentina')
        .set(withSession(admin))
        .expect(200);
      expect(res.body.items).toEqual([
        expect.objectContaining({ id: client.id, name: 'Valentina Suárez' }),
      ]);
      const admins = await http()
        .get('/api/admin/projects/clients?q=projects_admin')
        .set(withSession(admin))
        .expect(200);
      expect(admins.body.items).toEqual([]);
    });
  });

  describe('archive', () => {
    it('is read-only until restored, and leaves the public portfolio at once', async () => {
      const created = await create({ title: 'Old microsite', clientId: client.id }).expect(201);
      const id = created.body.id as number;
      // Read once so the public cache holds it.
      await http().get(`/api/projects/${id}`).expect(200);
      expect(
        ((await http().get('/api/projects').expect(200)).body as Row[]).map((p) => p.id),
      ).toContain(id);

      await patch(id, { status: 'archived' }).expect(200);
      await http().get(`/api/projects/${id}`).expect(404);
      expect(
        ((await http().get('/api/projects').expect(200)).body as Row[]).map((p) => p.id),
      ).not.toContain(id);

      const en = await patch(id, { title: 'Renamed' }).expect(409);
      expect(JSON.stringify(en.body)).toContain('This project is archived');
      const es = await patch(id, { status: 'pending', title: 'Renamed' }, 'es').expect(409);
      expect(JSON.stringify(es.body)).toContain('restáuralo antes de editarlo');
      await http()
        .post(`/api/admin/projects/${id}/milestones`)
        .set(withSession(admin))
        .send({ title: 'Too late' })
        .expect(409);
      await http()
        .post(`/api/admin/projects/${id}/updates`)
        .set(withSession(admin))
        .send({ content: 'Too late' })
        .expect(409);

      const restored = await patch(id, { status: 'pending' }).expect(200);
      expect(restored.body.status).toBe('pending');
      await patch(id, { title: 'Renamed' }).expect(200);
      expect((await http().get(`/api/projects/${id}`).expect(200)).body.title).toBe('Renamed');
    });
  });

  describe('editing', () => {
    it('changes reach the public API at once', async () => {
      const created = await create({ title: 'Café site', clientId: client.id }).expect(201);
      const id = created.body.id as number;
      await http().get(`/api/projects/${id}`).expect(200);
      await http().get('/api/projects?featured=true').expect(200);
      await patch(id, {
        title: 'Café online shop',
        featured: true,
        features: ['Shop'],
        featuresEs: ['Tienda'],
      }).expect(200);
      const pub = await http().get(`/api/projects/${id}`).expect(200);
      expect(pub.body).toMatchObject({ title: 'Café online shop', features: ['Shop'] });
      const featured = await http().get('/api/projects?featured=true').expect(200);
      expect((featured.body as Row[]).map((p) => p.id)).toContain(id);
    });

    it('checks the end date against the stored start date', async () => {
      const created = await create({
        title: 'Dated',
        clientId: client.id,
        startDate: '2026-04-01',
      }).expect(201);
      await patch(created.body.id as number, { endDate: '2026-03-01' }).expect(400);
      await patch(created.body.id as number, { endDate: '2026-04-02' }).expect(200);
    });

    it('uploads gallery images checked by content and serves them publicly once in the gallery', async () => {
      const created = await create({ title: 'Gallery', clientId: client.id }).expect(201);
      const id = created.body.id as number;
      const upload = await http()
        .post(`/api/admin/projects/${id}/images`)
        .set(withSession(admin))
        .attach('file', PNG, 'shot.png')
        .expect(201);
      const url = upload.body.url as string;
      expect(url).toBe(`/api/projects/${id}/images/${upload.body.fileId}`);
      // Not public before it is in the gallery.
      await http().get(url).expect(404);

      const pdf = await http()
        .post(`/api/admin/projects/${id}/images`)
        .set(withSession(admin))
        .set('Accept-Language', 'es')
        .attach('file', PDF, 'shot.png')
        .expect(415);
      expect(JSON.stringify(pdf.body)).toContain('solo puedes poner imágenes');
      await http()
        .post(`/api/admin/projects/${id}/images`)
        .set(withSession(admin))
        .attach('file', Buffer.alloc(10 * 1024 * 1024 + 1, 0x89), 'big.png')
        .expect(413);

      await patch(id, { gallery: ['https://evil.example/x.png'] }).expect(400);
      await patch(id, { gallery: [`/api/projects/${id}/images/999999`] }).expect(400);
      const saved = await patch(id, { gallery: [url] }).expect(200);
      expect(saved.body).toMatchObject({ gallery: [url], image: url });

      const image = await http().get(url).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
      const pub = await http().get(`/api/projects/${id}`).expect(200);
      expect(pub.body.gallery).toEqual([url]);

      await patch(id, { status: 'archived' }).expect(200);
      await http().get(url).expect(404);
    });
  });
});
