import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { Project } from '../../src/modules/projects/entities/project.entity';
import { expectRevalidates, PUBLIC_CACHE_CONTROL, seedDemoData } from '../support/public-reads';
import { startTestApp, type TestApp } from '../support/test-app';

const PUBLIC_FIELDS = [
  'id',
  'title',
  'titleEs',
  'description',
  'descriptionEs',
  'status',
  'startDate',
  'endDate',
  'image',
  'gallery',
  'featured',
  'category',
  'categoryEs',
  'features',
  'featuresEs',
  'results',
  'createdAt',
].sort();

interface PublicProject {
  id: number;
  status: string;
  featured: boolean;
  createdAt: string;
  title: string;
}

describe('public projects', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  const em = () => t.app.get(EntityManager).fork();

  /** Every admin note of the database, so answers can be searched for any of them. */
  async function adminNotes(): Promise<string[]> {
    const rows = await em().execute<{ admin_notes: string }[]>(
      'select admin_notes from projects where admin_notes is not null',
    );
    return rows.map((row) => row.admin_notes);
  }

  beforeAll(async () => {
    t = await startTestApp();
    http = request(t.app.getHttpServer());
    await seedDemoData(t);
  });
  afterAll(() => t.close());

  describe('GET /api/projects', () => {
    it('lists every project but the archived ones, newest first', async () => {
      const res = await http.get('/api/projects').expect(200);
      const projects = res.body as PublicProject[];
      const all = await em().find(Project, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
      expect(projects.map((p) => p.id)).toEqual(
        all.filter((p) => p.status !== 'archived').map((p) => p.id),
      );
      expect(projects.length).toBeGreaterThanOrEqual(5);
      expect(projects.some((p) => p.status === 'archived')).toBe(false);
      expect(projects.map((p) => p.id)).not.toContain(8);
      const times = projects.map((p) => Date.parse(p.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      // No project of the demo data was recorded in the future.
      expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    });

    it('answers only the public fields: no admin notes, no client', async () => {
      const res = await http.get('/api/projects').expect(200);
      for (const project of res.body as Record<string, unknown>[]) {
        expect(Object.keys(project).sort()).toEqual(PUBLIC_FIELDS);
      }
      const notes = await adminNotes();
      expect(notes.length).toBeGreaterThanOrEqual(3);
      for (const note of notes) expect(res.text).not.toContain(note);
      expect(res.text).not.toMatch(/adminNotes|admin_notes|democlient|client@|passwordHash/i);
    });

    it('lists only featured public projects with featured=true', async () => {
      const featured = (await http.get('/api/projects?featured=true').expect(200))
        .body as PublicProject[];
      expect(featured.length).toBeGreaterThanOrEqual(3);
      expect(featured.every((p) => p.featured && p.status !== 'archived')).toBe(true);
      const all = (await http.get('/api/projects').expect(200)).body as PublicProject[];
      expect(featured.map((p) => p.id)).toEqual(all.filter((p) => p.featured).map((p) => p.id));
      const notFeatured = await http.get('/api/projects?featured=false').expect(200);
      expect(notFeatured.body).toEqual(all);
    });

    it('refuses any other featured value, in the request language', async () => {
      for (const value of ['yes', 'TRUE', '1', '', 'true ']) {
        const res = await http.get('/api/projects').query({ featured: value }).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          message: ["featured must be 'true' or 'false'"],
          error: 'Bad Request',
        });
      }
      const twice = await http.get('/api/projects?featured=true&featured=true').expect(400);
      expect(twice.body.message).toEqual(["featured must be 'true' or 'false'"]);
      const spanish = await http
        .get('/api/projects?featured=si')
        .set('Accept-Language', 'es-UY,es;q=0.9')
        .expect(400);
      expect(spanish.body.message).toEqual(["featured debe ser 'true' o 'false'"]);
      const byQuery = await http.get('/api/projects?featured=si&lang=es').expect(400);
      expect(byQuery.body.message).toEqual(["featured debe ser 'true' o 'false'"]);
    });

    it('refuses unknown query parameters', async () => {
      const res = await http.get('/api/projects?status=archived').expect(400);
      expect(res.body.message).toEqual(['property status should not exist']);
    });

    it('breaks ties in creation time by the newer id', async () => {
      const at = new Date('2020-01-01T00:00:00Z');
      const e = em();
      const older = e.create(Project, { title: 'Tie A', description: 'Tie', createdAt: at });
      const newer = e.create(Project, { title: 'Tie B', description: 'Tie', createdAt: at });
      await e.flush();
      const ids = ((await http.get('/api/projects').expect(200)).body as PublicProject[]).map(
        (p) => p.id,
      );
      expect(ids.indexOf(newer.id)).toBe(ids.indexOf(older.id) - 1);
      expect(ids.slice(-2)).toEqual([newer.id, older.id]);
      await e.remove([older, newer]).flush();
    });
  });

  describe('GET /api/projects/{id}', () => {
    it('answers project 5 with the decided case-study content', async () => {
      const res = await http.get('/api/projects/5').expect(200);
      expect(res.body).toMatchObject({
        id: 5,
        title: 'Mitchell Outdoor Supply: Bilingual E-commerce Platform',
        status: 'completed',
        featured: true,
        startDate: '2025-05-05',
        endDate: '2025-06-14',
        category: 'Web Platform Development',
        categoryEs: 'Desarrollo de Plataforma Web',
        image: '/images/projects/mitchell-ecommerce-home.jpg',
      });
      expect(Object.keys(res.body).sort()).toEqual(PUBLIC_FIELDS);
      expect(res.body.results.map((r: { percent: number }) => r.percent)).toEqual([87, 92, 73, 64]);
      expect(res.body.results[0]).toEqual({
        label: 'Faster page load time',
        labelEs: 'Tiempo de carga más rápido',
        percent: 87,
      });
      expect(res.body.gallery.length).toBeGreaterThan(1);
      expect(res.body.gallery[0]).toBe(res.body.image);
      expect(res.body.features.length).toBeGreaterThanOrEqual(4);
      expect(res.body.featuresEs).toHaveLength(res.body.features.length);
      expect(res.body.titleEs).toBeTruthy();
      expect(res.body.descriptionEs).toBeTruthy();
      expect(res.body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      for (const note of await adminNotes()) expect(res.text).not.toContain(note);
    });

    it('answers dates as null when a project has none, and empty lists as empty', async () => {
      const res = await http.get('/api/projects/7').expect(200);
      expect(res.body).toMatchObject({
        startDate: null,
        endDate: null,
        gallery: [],
        features: [],
        featuresEs: [],
        results: [],
      });
    });

    it('shows JSON columns of an unexpected shape as empty', async () => {
      const e = em();
      const odd = e.create(Project, { title: 'Odd', description: 'Odd data' });
      await e.flush();
      await e.execute(
        `update projects set gallery = '{"a":1}', features = '[1, "kept"]', results = '[{"label":"x"}, 5]' where id = ?`,
        [odd.id],
      );
      const res = await http.get(`/api/projects/${odd.id}`).expect(200);
      expect(res.body).toMatchObject({ gallery: [], features: ['kept'], results: [] });
      await e.remove(odd).flush();
    });

    it('answers archived and unknown projects alike: 404 Project not found', async () => {
      for (const id of [8, 999999]) {
        const res = await http.get(`/api/projects/${id}`).expect(404);
        expect(res.body).toEqual({
          statusCode: 404,
          message: 'Project not found',
          error: 'Not Found',
        });
        expect(res.headers['cache-control']).toBeUndefined();
      }
      const spanish = await http.get('/api/projects/8').set('Accept-Language', 'es').expect(404);
      expect(spanish.body.message).toBe('Proyecto no encontrado');
    });

    it('answers a malformed id with 400, never a 500', async () => {
      for (const bad of ['abc', '0', '-1', '1.5', '5abc', '99999999999', '2147483648', '%20']) {
        const res = await http.get(`/api/projects/${bad}`).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          message: 'The id must be a positive whole number',
          error: 'Bad Request',
        });
      }
      const spanish = await http.get('/api/projects/abc?lang=es').expect(400);
      expect(spanish.body.message).toBe('El id debe ser un número entero positivo');
    });
  });

  describe('caching', () => {
    it('tags list and detail with an ETag and answers 304 while it is current', async () => {
      const all = await expectRevalidates(http, '/api/projects');
      const featured = await expectRevalidates(http, '/api/projects?featured=true');
      expect(featured).not.toBe(all);
      await expectRevalidates(http, '/api/projects/5');
    });

    it('serves from memory: a write that bypasses the ORM is not seen yet', async () => {
      const before = await http.get('/api/projects/1').expect(200);
      await em().execute(`update projects set title = 'Changed behind the cache' where id = 1`);
      const after = await http.get('/api/projects/1').expect(200);
      expect(after.body.title).toBe(before.body.title);
      expect(after.headers.etag).toBe(before.headers.etag);
      // The next write through the ORM clears what was read from projects.
      const e = em();
      const project = await e.findOneOrFail(Project, 2);
      project.featured = !project.featured;
      await e.flush();
      const fresh = await http.get('/api/projects/1').expect(200);
      expect(fresh.body.title).toBe('Changed behind the cache');
      project.featured = !project.featured;
      await e.flush();
    });

    it('shows a write through the ORM at once, with a new ETag', async () => {
      const list = await http.get('/api/projects').expect(200);
      const featured = await http.get('/api/projects?featured=true').expect(200);
      const detail = await http.get('/api/projects/3').expect(200);

      const e = em();
      const added = e.create(Project, {
        title: 'Fresh case study',
        description: 'Just published',
        featured: true,
        status: 'completed',
        adminNotes: 'Internal: never public',
      });
      const renamed = await e.findOneOrFail(Project, 3);
      renamed.title = 'Renamed through the ORM';
      await e.flush();

      const newList = await http.get('/api/projects').set('If-None-Match', list.headers.etag);
      expect(newList.status).toBe(200);
      expect(newList.body[0]).toMatchObject({ id: added.id, title: 'Fresh case study' });
      expect(newList.text).not.toContain('Internal: never public');
      const newFeatured = await http.get('/api/projects?featured=true').expect(200);
      expect(newFeatured.headers.etag).not.toBe(featured.headers.etag);
      expect(newFeatured.body[0].id).toBe(added.id);
      const newDetail = await http
        .get('/api/projects/3')
        .set('If-None-Match', detail.headers.etag)
        .expect(200);
      expect(newDetail.body.title).toBe('Renamed through the ORM');
      expect(newDetail.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

      // Archiving takes a project out of the public portfolio at once.
      added.status = 'archived';
      await e.flush();
      await http.get(`/api/projects/${added.id}`).expect(404);
      const afterArchive = (await http.get('/api/projects').expect(200)).body as PublicProject[];
      expect(afterArchive.map((p) => p.id)).not.toContain(added.id);
    });

    it('sees writes made inside a transaction once it commits', async () => {
      await http.get('/api/projects/2').expect(200);
      await t.app
        .get(EntityManager)
        .fork()
        .transactional(async (tx) => {
          const project = await tx.findOneOrFail(Project, 2);
          project.titleEs = 'Cambiado en una transacción';
        });
      const res = await http.get('/api/projects/2').expect(200);
      expect(res.body.titleEs).toBe('Cambiado en una transacción');
    });

    it('is not cleared by writes to unrelated entities', async () => {
      await http.get('/api/projects/1').expect(200);
      await em().execute(
        `update projects set title = 'Second change behind the cache' where id = 1`,
      );
      const e = em();
      const user = await e.findOneOrFail(User, { username: 'democlient' });
      user.phone = '+1 704 555 0100';
      await e.flush();
      const res = await http.get('/api/projects/1').expect(200);
      expect(res.body.title).not.toBe('Second change behind the cache');
    });
  });
});
