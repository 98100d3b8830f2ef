import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { SocialMediaContent } from '../../src/modules/content/entities/social-media-content.entity';
import { register, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

interface Post {
  id: number;
  platform: string;
  content: string;
  contentEs: string | null;
  hashtags: string[];
  image: string | null;
  status: string;
  draftedByTeam: boolean;
  reviewComment: string | null;
  decidedAt: string | null;
  scheduled: boolean;
  scheduledDate: string | null;
  remindedAt: string | null;
  postedAt: string | null;
  postedUrl: string | null;
  aiGenerated: boolean;
  createdAt: string;
  updatedAt: string;
  actions: string[];
}
interface Page {
  items: Post[];
  nextCursor: string | null;
}

/** Scheduled times within the next two years that stay ahead whenever the tests run. */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

describe('social media library API', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  let owner: { cookie: string; id: number };
  let other: { cookie: string; id: number };
  let ownIds: number[];
  let othersPost: SocialMediaContent;

  /** Posts written a day apart, the last one newest. */
  async function seedPosts(userId: number, count: number, label: string) {
    const fork = em();
    const start = Date.UTC(2026, 2, 1);
    const posts = Array.from({ length: count }, (_, index) =>
      fork.create(SocialMediaContent, {
        user: fork.getReference(User, userId),
        platform: ['twitter', 'facebook', 'instagram', 'linkedin'][index % 4],
        content: `${label} post number ${index + 1}`,
        contentEs: `${label} publicación número ${index + 1}`,
        metadata: { hashtags: ['#one', '#two'] },
        createdAt: new Date(start + index * 86_400_000),
      }),
    );
    await fork.flush();
    return posts.map((post) => post.id);
  }

  beforeAll(async () => {
    t = await startTestApp();
    const a = await register(t.app.getHttpServer());
    owner = { cookie: a.cookie, id: a.user.id };
    const b = await register(t.app.getHttpServer());
    other = { cookie: b.cookie, id: b.user.id };
    ownIds = await seedPosts(owner.id, 5, 'Own');
    const fork = em();
    othersPost = fork.create(SocialMediaContent, {
      user: fork.getReference(User, other.id),
      platform: 'instagram',
      content: 'Somebody else wrote this one',
      createdAt: new Date(),
    });
    await fork.flush();
  });
  afterAll(() => t.close());

  /** Every call on one post, each with a valid body: [method, path suffix, body]. */
  const ONE_POST_CALLS: Array<['get' | 'patch' | 'delete' | 'post' | 'put', string, object?]> = [
    ['get', ''],
    ['patch', '', { content: 'An edit of somebody else’s post' }],
    ['post', '/duplicate', { platform: 'twitter' }],
    ['put', '/schedule', { scheduledDate: new Date(Date.now() + 86_400_000).toISOString() }],
    ['delete', '/schedule'],
    ['post', '/approve'],
    ['post', '/request-changes', { comment: 'Shorter, please' }],
    ['delete', ''],
  ];
  const call = (
    [method, suffix, body]: (typeof ONE_POST_CALLS)[number],
    id: number | string,
    cookie?: string,
  ) => {
    const req = http()[method](`/api/social-media/${id}${suffix}`);
    if (cookie) req.set(withSession(cookie));
    return body ? req.send(body) : req;
  };

  it('answers 401 when signed out', async () => {
    await http().get('/api/social-media').expect(401);
    await http().get('/api/social-media/calendar').expect(401);
    await http()
      .post('/api/social-media/save')
      .send({ platform: 'twitter', content: 'A post from nobody at all' })
      .expect(401);
    for (const endpoint of ONE_POST_CALLS) await call(endpoint, ownIds[0]).expect(401);
  });

  it("lists only the user's own posts, newest first, with every field", async () => {
    const res = await http().get('/api/social-media').set(withSession(owner.cookie)).expect(200);
    const page = res.body as Page;
    expect(page.items.map((post) => post.id)).toEqual([...ownIds].reverse());
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((post) => post.id)).not.toContain(othersPost.id);
    expect(page.items[0]).toEqual({
      id: ownIds[4],
      platform: 'twitter',
      content: 'Own post number 5',
      contentEs: 'Own publicación número 5',
      hashtags: ['#one', '#two'],
      image: null,
      status: 'draft',
      draftedByTeam: false,
      reviewComment: null,
      decidedAt: null,
      scheduled: false,
      scheduledDate: null,
      remindedAt: null,
      postedAt: null,
      postedUrl: null,
      aiGenerated: false,
      createdAt: '2026-03-05T00:00:00.000Z',
      updatedAt: expect.any(String),
      actions: ['edit', 'schedule', 'duplicate', 'delete'],
    });

    const others = await http().get('/api/social-media').set(withSession(other.cookie)).expect(200);
    expect((others.body as Page).items.map((post) => post.id)).toEqual([othersPost.id]);
  });

  it('pages with limit and cursor, visiting every post once', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: request.Response = await http()
        .get('/api/social-media')
        .query(cursor ? { limit: 2, cursor } : { limit: 2 })
        .set(withSession(owner.cookie))
        .expect(200);
      const page = res.body as Page;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((post) => post.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ownIds].reverse());

    // A cursor names a row of this user's list: another user's list does not continue from it.
    const first = await http()
      .get('/api/social-media?limit=1')
      .set(withSession(owner.cookie))
      .expect(200);
    const foreign = await http()
      .get('/api/social-media')
      .query({ cursor: (first.body as Page).nextCursor })
      .set(withSession(other.cookie))
      .expect(200);
    expect((foreign.body as Page).items).toEqual([]);
  });

  it('refuses a bad limit or cursor with a 400 in the reader language', async () => {
    const limit = await http()
      .get('/api/social-media?limit=0')
      .set(withSession(owner.cookie))
      .expect(400);
    expect(limit.body.message).toEqual(['limit must be a whole number from 1 to 100']);
    const cursor = await http()
      .get('/api/social-media?cursor=bm9wZQ&lang=es')
      .set(withSession(owner.cookie))
      .expect(400);
    expect(cursor.body.message).toBe(
      'El cursor no es válido; vuelve a empezar desde la primera página',
    );
  });

  it("answers another client's post exactly like a missing one, on every call", async () => {
    const before = await em().findOneOrFail(SocialMediaContent, othersPost.id);
    for (const endpoint of ONE_POST_CALLS) {
      const theirs = await call(endpoint, othersPost.id, owner.cookie).expect(404);
      const missing = await call(endpoint, 999999, owner.cookie).expect(404);
      expect({ endpoint, body: theirs.body }).toEqual({ endpoint, body: missing.body });
      expect(theirs.body.message).toBe('Post not found');
    }
    const spanish = await http()
      .delete(`/api/social-media/${othersPost.id}?lang=es`)
      .set(withSession(owner.cookie))
      .expect(404);
    expect(spanish.body.message).toBe('Publicación no encontrada');
    const after = await em().findOneOrFail(SocialMediaContent, othersPost.id);
    const state = (post: SocialMediaContent) => ({
      content: post.content,
      status: post.status,
      scheduledDate: post.scheduledDate,
      updatedAt: post.updatedAt,
    });
    expect(state(after)).toEqual(state(before));
    expect(await em().count(SocialMediaContent, { user: owner.id })).toBe(ownIds.length);

    for (const endpoint of ONE_POST_CALLS) {
      await call(endpoint, '0x5', owner.cookie).expect(400);
      await call(endpoint, -1, owner.cookie).expect(400);
    }
  });

  it('deletes an own post for good', async () => {
    const b = await register(t.app.getHttpServer());
    const [keep, drop] = await seedPosts(b.user.id, 2, 'Deletable');
    const one = await http()
      .get(`/api/social-media/${drop}`)
      .set(withSession(b.cookie))
      .expect(200);
    expect((one.body as Post).content).toBe('Deletable post number 2');

    const res = await http()
      .delete(`/api/social-media/${drop}`)
      .set(withSession(b.cookie))
      .expect(204);
    expect(res.text).toBe('');
    await http().get(`/api/social-media/${drop}`).set(withSession(b.cookie)).expect(404);
    await http().delete(`/api/social-media/${drop}`).set(withSession(b.cookie)).expect(404);
    const list = await http().get('/api/social-media').set(withSession(b.cookie)).expect(200);
    expect((list.body as Page).items.map((post) => post.id)).toEqual([keep]);
    expect(await em().count(SocialMediaContent, { id: drop })).toBe(0);
  });

  it('saves a post to the library, its hashtags with their #', async () => {
    const b = await register(t.app.getHttpServer());
    const res = await http()
      .post('/api/social-media/save')
      .set(withSession(b.cookie))
      .send({
        platform: 'linkedin',
        content: '  We opened our second office in Montevideo.  ',
        contentEs: 'Abrimos nuestra segunda oficina en Montevideo.',
        hashtags: ['#growth', 'montevideo', ' latam '],
        aiGenerated: true,
      })
      .expect(201);
    const saved = res.body as Post;
    expect(saved).toMatchObject({
      platform: 'linkedin',
      content: 'We opened our second office in Montevideo.',
      contentEs: 'Abrimos nuestra segunda oficina en Montevideo.',
      hashtags: ['#growth', '#montevideo', '#latam'],
      aiGenerated: true,
      scheduled: false,
      status: 'draft',
    });
    const list = await http().get('/api/social-media').set(withSession(b.cookie)).expect(200);
    expect((list.body as Page).items).toEqual([saved]);
  });

  it('refuses a post that breaks a rule, in the reader language', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { platform: 'myspace', content: 'A long enough text' },
        'La plataforma debe ser twitter, facebook, instagram o linkedin',
      ],
      [{ platform: 'twitter', content: '   ' }, 'El contenido no puede estar vacío'],
      [
        { platform: 'twitter', content: 'Too short' },
        'El contenido debe tener al menos 10 caracteres',
      ],
      [
        { platform: 'twitter', content: 'x'.repeat(63_207) },
        'Una publicación puede tener como máximo 63.206 caracteres',
      ],
      [
        { platform: 'twitter', content: 'A long enough text', hashtags: ['#no spaces'] },
        "Los hashtags deben ser una lista de hasta 30 palabras de letras, dígitos o '_'",
      ],
      [
        { platform: 'twitter', content: 'A long enough text', aiGenerated: 'yes' },
        'aiGenerated debe ser true o false',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await http()
        .post('/api/social-media/save')
        .set(withSession(owner.cookie))
        .set('Accept-Language', 'es')
        .send(body)
        .expect(400);
      expect({ body, message: res.body.message }).toEqual({ body, message: [message] });
    }
    const list = await http().get('/api/social-media').set(withSession(owner.cookie)).expect(200);
    expect((list.body as Page).items).toHaveLength(ownIds.length);
  });

  describe('filters', () => {
    let client: { cookie: string; id: number };
    beforeAll(async () => {
      const c = await register(t.app.getHttpServer());
      client = { cookie: c.cookie, id: c.user.id };
      // 8 posts: platforms twitter, facebook, instagram, linkedin twice; every other one scheduled.
      const ids = await seedPosts(client.id, 8, 'Filtered');
      const fork = em();
      for (const [index, id] of ids.entries())
        if (index % 2 === 1)
          Object.assign(fork.getReference(SocialMediaContent, id), {
            status: 'scheduled',
            scheduled: true,
            scheduledDate: new Date(Date.now() + (index + 1) * 86_400_000),
          });
      await fork.flush();
    });
    const list = async (query: Record<string, string | number>) =>
      (
        await http()
          .get('/api/social-media')
          .query(query)
          .set(withSession(client.cookie))
          .expect(200)
      ).body as Page;

    it('lists one network, one state, or both, newest first', async () => {
      const twitter = await list({ platform: 'twitter' });
      expect(twitter.items.map((post) => post.content)).toEqual([
        'Filtered post number 5',
        'Filtered post number 1',
      ]);
      const scheduled = await list({ status: 'scheduled' });
      expect(scheduled.items.map((post) => post.content)).toEqual([
        'Filtered post number 8',
        'Filtered post number 6',
        'Filtered post number 4',
        'Filtered post number 2',
      ]);
      expect(scheduled.items.every((post) => post.scheduled && post.scheduledDate)).toBe(true);
      const both = await list({ platform: 'facebook', status: 'scheduled' });
      expect(both.items.map((post) => post.content)).toEqual([
        'Filtered post number 6',
        'Filtered post number 2',
      ]);
      expect((await list({ platform: 'facebook', status: 'draft' })).items).toEqual([]);
      expect((await list({ status: 'awaiting_approval' })).items).toEqual([]);
    });

    it('pages through a filtered list', async () => {
      const first = await list({ status: 'draft', limit: 3 });
      expect(first.items.map((post) => post.content)).toEqual([
        'Filtered post number 7',
        'Filtered post number 5',
        'Filtered post number 3',
      ]);
      const second = await list({ status: 'draft', limit: 3, cursor: first.nextCursor! });
      expect(second.items.map((post) => post.content)).toEqual(['Filtered post number 1']);
      expect(second.nextCursor).toBeNull();
    });

    it('refuses an unknown network or state, in the reader language', async () => {
      const platform = await http()
        .get('/api/social-media?platform=myspace&lang=es')
        .set(withSession(client.cookie))
        .expect(400);
      expect(platform.body.message).toEqual([
        'La plataforma debe ser twitter, facebook, instagram o linkedin',
      ]);
      const status = await http()
        .get('/api/social-media?status=published')
        .set(withSession(client.cookie))
        .expect(400);
      expect(status.body.message).toEqual([
        'status must be draft, awaiting_approval, approved, changes_requested, scheduled, due or posted',
      ]);
    });
  });

  describe('editing', () => {
    it('changes only the fields sent, keeps the state, and follows the rules of a post', async () => {
      const c = await register(t.app.getHttpServer());
      const [id] = await seedPosts(c.user.id, 1, 'Editable');
      const edit = (body: object, lang = 'en') =>
        http().patch(`/api/social-media/${id}?lang=${lang}`).set(withSession(c.cookie)).send(body);

      const res = await edit({ content: '  A sharper text for the launch  ' }).expect(200);
      expect(res.body).toMatchObject({
        content: 'A sharper text for the launch',
        contentEs: 'Editable publicación número 1',
        hashtags: ['#one', '#two'],
        status: 'draft',
      });
      const both = await edit({ contentEs: null, hashtags: ['launch', '#spring'] }).expect(200);
      expect(both.body).toMatchObject({
        content: 'A sharper text for the launch',
        contentEs: null,
        hashtags: ['#launch', '#spring'],
      });

      const cases: Array<[object, string]> = [
        [{ content: '   ' }, 'El contenido no puede estar vacío'],
        [{ content: 'Muy corto' }, 'El contenido debe tener al menos 10 caracteres'],
        [
          { content: 'x'.repeat(63_207) },
          'Una publicación puede tener como máximo 63.206 caracteres',
        ],
        [{ platform: 'twitter' }, 'property platform should not exist'],
      ];
      for (const [body, message] of cases) {
        const refused = await edit(body, 'es').expect(400);
        expect({ body, message: refused.body.message }).toEqual({ body, message: [message] });
      }
      const english = await edit({ content: '' }).expect(400);
      expect(english.body.message).toEqual(['Content cannot be empty']);
      const stored = await em().findOneOrFail(SocialMediaContent, id);
      expect(stored.content).toBe('A sharper text for the launch');
    });
  });

  describe('duplicating', () => {
    it('copies a post for another network as a new draft of the owner, unscheduled', async () => {
      const c = await register(t.app.getHttpServer());
      const [id] = await seedPosts(c.user.id, 1, 'Original');
      const fork = em();
      Object.assign(fork.getReference(SocialMediaContent, id), {
        status: 'scheduled',
        scheduled: true,
        scheduledDate: new Date(Date.now() + 86_400_000),
        aiGenerated: true,
      });
      await fork.flush();

      const res = await http()
        .post(`/api/social-media/${id}/duplicate`)
        .set(withSession(c.cookie))
        .send({ platform: 'linkedin' })
        .expect(201);
      const copy = res.body as Post;
      expect(copy).toMatchObject({
        platform: 'linkedin',
        content: 'Original post number 1',
        contentEs: 'Original publicación número 1',
        hashtags: ['#one', '#two'],
        aiGenerated: true,
        status: 'draft',
        draftedByTeam: false,
        scheduled: false,
        scheduledDate: null,
      });
      expect(copy.id).not.toBe(id);
      const list = (await http().get('/api/social-media').set(withSession(c.cookie)).expect(200))
        .body as Page;
      expect(list.items.map((post) => [post.id, post.platform, post.status])).toEqual([
        [copy.id, 'linkedin', 'draft'],
        [id, 'twitter', 'scheduled'],
      ]);

      const bad = await http()
        .post(`/api/social-media/${id}/duplicate?lang=es`)
        .set(withSession(c.cookie))
        .send({ platform: 'tiktok' })
        .expect(400);
      expect(bad.body.message).toEqual([
        'La plataforma debe ser twitter, facebook, instagram o linkedin',
      ]);
    });
  });

  describe('scheduling', () => {
    let c: { cookie: string; id: number };
    let id: number;
    beforeAll(async () => {
      const r = await register(t.app.getHttpServer());
      c = { cookie: r.cookie, id: r.user.id };
      [id] = await seedPosts(c.id, 1, 'Schedulable');
    });
    const schedule = (scheduledDate: unknown, lang = 'en') =>
      http()
        .put(`/api/social-media/${id}/schedule?lang=${lang}`)
        .set(withSession(c.cookie))
        .send({ scheduledDate });

    it('stores the chosen time in UTC, and changes or cancels it', async () => {
      const res = await schedule(`${NEXT_YEAR}-06-01T12:30:00-03:00`).expect(200);
      expect(res.body).toMatchObject({
        status: 'scheduled',
        scheduled: true,
        scheduledDate: `${NEXT_YEAR}-06-01T15:30:00.000Z`,
        actions: ['edit', 'schedule', 'unschedule', 'markPosted', 'duplicate', 'delete'],
      });
      const again = await schedule(`${NEXT_YEAR}-06-02T09:00:00Z`).expect(200);
      expect(again.body.scheduledDate).toBe(`${NEXT_YEAR}-06-02T09:00:00.000Z`);

      const cancelled = await http()
        .delete(`/api/social-media/${id}/schedule`)
        .set(withSession(c.cookie))
        .expect(200);
      expect(cancelled.body).toMatchObject({
        status: 'draft',
        scheduled: false,
        scheduledDate: null,
      });
      const twice = await http()
        .delete(`/api/social-media/${id}/schedule?lang=es`)
        .set(withSession(c.cookie))
        .expect(409);
      expect(twice.body.message).toBe('Esta publicación no está programada');
      const english = await http()
        .delete(`/api/social-media/${id}/schedule`)
        .set(withSession(c.cookie))
        .expect(409);
      expect(english.body.message).toBe('This post is not scheduled');
    });

    it('refuses a time that is past, too far ahead, or not a time with its zone', async () => {
      const cases: Array<[unknown, string]> = [
        [new Date(Date.now() - 60_000).toISOString(), 'Elige una fecha y hora en el futuro'],
        ['2099-01-01T10:00:00Z', 'Elige una fecha dentro de los próximos dos años'],
      ];
      for (const [when, message] of cases) {
        const res = await schedule(when, 'es').expect(400);
        expect(res.body.message).toBe(message);
      }
      for (const when of [
        '2030-06-01T12:30',
        '2030-06-01',
        'tomorrow',
        42,
        '2030-02-30T10:00:00Z',
      ]) {
        const res = await schedule(when, 'es').expect(400);
        expect({ when, message: res.body.message }).toEqual({
          when,
          message: [
            'scheduledDate debe ser una fecha y hora con su zona horaria, como 2026-12-01T15:00:00Z',
          ],
        });
      }
      const stored = await em().findOneOrFail(SocialMediaContent, id);
      expect(stored).toMatchObject({ status: 'draft', scheduled: false, scheduledDate: null });
    });

    it('schedules a post only when it fits its network, in both languages', async () => {
      const [tweet] = await seedPosts(c.id, 1, 'Too long');
      const when = `${NEXT_YEAR}-07-01T10:00:00Z`;
      const patch = (body: object) =>
        http()
          .patch(`/api/social-media/${tweet}`)
          .set(withSession(c.cookie))
          .send(body)
          .expect(200);
      // A draft may run over while it is worked on: saving a long Spanish text is fine.
      await patch({ contentEs: 'Texto largo. '.repeat(30) });
      const refused = await http()
        .put(`/api/social-media/${tweet}/schedule?lang=es`)
        .set(withSession(c.cookie))
        .send({ scheduledDate: when })
        .expect(400);
      expect(refused.body.message).toBe(
        'Esta publicación es más larga de lo que Twitter permite: acórtala antes de programarla',
      );
      await patch({ contentEs: 'Texto corto que sí entra.' });
      await http()
        .put(`/api/social-media/${tweet}/schedule`)
        .set(withSession(c.cookie))
        .send({ scheduledDate: when })
        .expect(200);
    });

    it('lists the scheduled posts of a calendar span, earliest first', async () => {
      const r = await register(t.app.getHttpServer());
      const ids = await seedPosts(r.user.id, 4, 'Calendar');
      const times = [
        `${NEXT_YEAR}-03-10T10:00:00Z`,
        `${NEXT_YEAR}-03-02T08:00:00Z`,
        `${NEXT_YEAR}-04-20T10:00:00Z`,
      ];
      for (const [index, when] of times.entries())
        await http()
          .put(`/api/social-media/${ids[index]}/schedule`)
          .set(withSession(r.cookie))
          .send({ scheduledDate: when })
          .expect(200);
      // Another client's scheduled post never shows.
      await http()
        .put(`/api/social-media/${id}/schedule`)
        .set(withSession(c.cookie))
        .send({ scheduledDate: `${NEXT_YEAR}-03-05T10:00:00Z` })
        .expect(200);

      const march = await http()
        .get('/api/social-media/calendar')
        .query({
          from: `${NEXT_YEAR}-03-01T00:00:00-03:00`,
          to: `${NEXT_YEAR}-04-01T00:00:00-03:00`,
        })
        .set(withSession(r.cookie))
        .expect(200);
      expect(
        (march.body as { items: Post[] }).items.map((post) => [post.id, post.scheduledDate]),
      ).toEqual([
        [ids[1], `${NEXT_YEAR}-03-02T08:00:00.000Z`],
        [ids[0], `${NEXT_YEAR}-03-10T10:00:00.000Z`],
      ]);

      for (const query of [
        { from: `${NEXT_YEAR}-03-01T00:00:00Z`, to: `${NEXT_YEAR}-06-01T00:00:00Z` },
        { from: `${NEXT_YEAR}-03-10T00:00:00Z`, to: `${NEXT_YEAR}-03-01T00:00:00Z` },
        { from: `${NEXT_YEAR}-03-01`, to: `${NEXT_YEAR}-03-31` },
        { from: `${NEXT_YEAR}-03-01T00:00:00Z` },
      ]) {
        const res = await http()
          .get('/api/social-media/calendar')
          .query({ ...query, lang: 'es' })
          .set(withSession(r.cookie))
          .expect(400);
        expect(String(res.body.message)).toContain('from y to deben ser fechas y horas');
      }
    });
  });
});
