import request from 'supertest';

import { register, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

interface SavedSet {
  id: number;
  audience: string;
  industry: string;
  topics: string[];
  contentTypes: string[];
  platforms: string[];
  createdAt: string;
}
interface Page {
  items: SavedSet[];
  nextCursor: string | null;
}

const SET = {
  audience: 'Owners of small restaurants in Montevideo',
  industry: 'Hospitality',
  topics: ['Detrás de escena de un viernes', 'El plato del día'],
  contentTypes: ['Videos cortos', 'Carruseles'],
  platforms: ['instagram', 'facebook'],
};

describe('saved content recommendations API', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  let owner: { cookie: string };
  let other: { cookie: string };

  const save = (body: object, cookie = owner.cookie, lang = 'en') =>
    http()
      .post(`/api/content-recommendations/saved?lang=${lang}`)
      .set(withSession(cookie))
      .send(body);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await register(t.app.getHttpServer());
    other = await register(t.app.getHttpServer());
  });
  afterAll(() => t.close());

  it('answers 401 when signed out', async () => {
    await http().get('/api/content-recommendations/saved').expect(401);
    await http().post('/api/content-recommendations/saved').send(SET).expect(401);
  });

  it('saves a set, opens it and deletes it', async () => {
    const res = await save({
      ...SET,
      audience: `  ${SET.audience} `,
      topics: [' El plato del día ', 'El plato del día', ''],
    }).expect(201);
    const saved = res.body as SavedSet;
    expect(saved).toEqual({
      id: expect.any(Number),
      audience: SET.audience,
      industry: 'Hospitality',
      topics: ['El plato del día'],
      contentTypes: SET.contentTypes,
      platforms: ['instagram', 'facebook'],
      createdAt: expect.any(String),
    });
    const opened = await http()
      .get(`/api/content-recommendations/saved/${saved.id}`)
      .set(withSession(owner.cookie))
      .expect(200);
    expect(opened.body).toEqual(saved);

    await http()
      .delete(`/api/content-recommendations/saved/${saved.id}`)
      .set(withSession(owner.cookie))
      .expect(204);
    const gone = await http()
      .get(`/api/content-recommendations/saved/${saved.id}?lang=es`)
      .set(withSession(owner.cookie))
      .expect(404);
    expect(gone.body.message).toBe('Recomendaciones guardadas no encontradas');
  });

  it("answers another client's set exactly like a missing one", async () => {
    const theirs = (await save(SET, other.cookie).expect(201)).body as SavedSet;
    for (const call of [
      http().get(`/api/content-recommendations/saved/${theirs.id}`),
      http().delete(`/api/content-recommendations/saved/${theirs.id}`),
    ]) {
      const res = await call.set(withSession(owner.cookie)).expect(404);
      expect(res.body.message).toBe('Saved recommendations not found');
    }
    const mine = (
      await http()
        .get('/api/content-recommendations/saved')
        .set(withSession(owner.cookie))
        .expect(200)
    ).body as Page;
    expect(mine.items.map((set) => set.id)).not.toContain(theirs.id);
    // Still there for its owner.
    await http()
      .get(`/api/content-recommendations/saved/${theirs.id}`)
      .set(withSession(other.cookie))
      .expect(200);
  });

  it('pages with limit and cursor, newest first, visiting every set once', async () => {
    const reader = await register(t.app.getHttpServer());
    const ids: number[] = [];
    for (let index = 1; index <= 5; index += 1)
      ids.push(
        (
          (await save({ ...SET, industry: `Industry ${index}` }, reader.cookie).expect(201))
            .body as SavedSet
        ).id,
      );
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string | number> = { limit: 2 };
      if (cursor) query.cursor = cursor;
      const res = await http()
        .get('/api/content-recommendations/saved')
        .query(query)
        .set(withSession(reader.cookie))
        .expect(200);
      const body = res.body as Page;
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((set) => set.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());

    const bad = await http()
      .get('/api/content-recommendations/saved?limit=0&lang=es')
      .set(withSession(reader.cookie))
      .expect(400);
    expect(String(bad.body.message)).toMatch(/limit/);
  });

  it('refuses a set that breaks a rule, in the reader’s language', async () => {
    const cases: Array<[object, string]> = [
      [{ ...SET, audience: 'abc' }, 'Please describe your audience in more detail'],
      [{ ...SET, industry: 'x' }, 'Industry is required'],
      [{ ...SET, topics: [] }, 'topics must be a list of 1 to 20 texts of at most 300 characters'],
      [
        { ...SET, topics: ['x'.repeat(301)] },
        'topics must be a list of 1 to 20 texts of at most 300 characters',
      ],
      [
        { ...SET, platforms: ['myspace'] },
        'platforms must list twitter, facebook, instagram or linkedin',
      ],
      [
        { ...SET, contentTypes: 'videos' },
        'contentTypes must be a list of at most 20 texts of at most 300 characters',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await save(body).expect(400);
      expect(res.body.message).toContain(message);
    }
    const es = await save({ ...SET, topics: [], language: 'es' }).expect(400);
    expect(es.body.message).toContain(
      'topics debe ser una lista de 1 a 20 textos de hasta 300 caracteres',
    );
  });
});
