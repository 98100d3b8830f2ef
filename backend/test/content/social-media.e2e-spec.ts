import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { SocialMediaContent } from '../../src/modules/content/entities/social-media-content.entity';
import { register } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

interface Post {
  id: number;
  platform: string;
  content: string;
  contentEs: string | null;
  hashtags: string[];
  image: string | null;
  scheduled: boolean;
  scheduledDate: string | null;
  aiGenerated: boolean;
  createdAt: string;
  updatedAt: string;
}
interface Page {
  items: Post[];
  nextCursor: string | null;
}

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

  it('answers 401 when signed out', async () => {
    await http().get('/api/social-media').expect(401);
    await http().get(`/api/social-media/${ownIds[0]}`).expect(401);
    await http().delete(`/api/social-media/${ownIds[0]}`).expect(401);
    await http()
      .post('/api/social-media/save')
      .send({ platform: 'twitter', content: 'A post from nobody at all' })
      .expect(401);
  });

  it("lists only the user's own posts, newest first, with every field", async () => {
    const res = await http().get('/api/social-media').set('Cookie', owner.cookie).expect(200);
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
      scheduled: false,
      scheduledDate: null,
      aiGenerated: false,
      createdAt: '2026-03-05T00:00:00.000Z',
      updatedAt: expect.any(String),
    });

    const others = await http().get('/api/social-media').set('Cookie', other.cookie).expect(200);
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
        .set('Cookie', owner.cookie)
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
      .set('Cookie', owner.cookie)
      .expect(200);
    const foreign = await http()
      .get('/api/social-media')
      .query({ cursor: (first.body as Page).nextCursor })
      .set('Cookie', other.cookie)
      .expect(200);
    expect((foreign.body as Page).items).toEqual([]);
  });

  it('refuses a bad limit or cursor with a 400 in the reader language', async () => {
    const limit = await http()
      .get('/api/social-media?limit=0')
      .set('Cookie', owner.cookie)
      .expect(400);
    expect(limit.body.message).toEqual(['limit must be a whole number from 1 to 100']);
    const cursor = await http()
      .get('/api/social-media?cursor=bm9wZQ&lang=es')
      .set('Cookie', owner.cookie)
      .expect(400);
    expect(cursor.body.message).toBe(
      'El cursor no es válido; vuelve a empezar desde la primera página',
    );
  });

  it("answers another client's post exactly like a missing one", async () => {
    const theirs = await http()
      .get(`/api/social-media/${othersPost.id}`)
      .set('Cookie', owner.cookie)
      .expect(404);
    const missing = await http()
      .get('/api/social-media/999999')
      .set('Cookie', owner.cookie)
      .expect(404);
    expect(theirs.body).toEqual(missing.body);
    expect(theirs.body.message).toBe('Post not found');

    const deleteTheirs = await http()
      .delete(`/api/social-media/${othersPost.id}`)
      .set('Cookie', owner.cookie)
      .expect(404);
    await http().delete('/api/social-media/999999').set('Cookie', owner.cookie).expect(404);
    expect(deleteTheirs.body.message).toBe('Post not found');
    const spanish = await http()
      .delete(`/api/social-media/${othersPost.id}?lang=es`)
      .set('Cookie', owner.cookie)
      .expect(404);
    expect(spanish.body.message).toBe('Publicación no encontrada');
    expect(await em().count(SocialMediaContent, { id: othersPost.id })).toBe(1);

    await http().get('/api/social-media/0x5').set('Cookie', owner.cookie).expect(400);
    await http().delete('/api/social-media/-1').set('Cookie', owner.cookie).expect(400);
  });

  it('deletes an own post for good', async () => {
    const b = await register(t.app.getHttpServer());
    const [keep, drop] = await seedPosts(b.user.id, 2, 'Deletable');
    const one = await http().get(`/api/social-media/${drop}`).set('Cookie', b.cookie).expect(200);
    expect((one.body as Post).content).toBe('Deletable post number 2');

    const res = await http()
      .delete(`/api/social-media/${drop}`)
      .set('Cookie', b.cookie)
      .expect(204);
    expect(res.text).toBe('');
    await http().get(`/api/social-media/${drop}`).set('Cookie', b.cookie).expect(404);
    await http().delete(`/api/social-media/${drop}`).set('Cookie', b.cookie).expect(404);
    const list = await http().get('/api/social-media').set('Cookie', b.cookie).expect(200);
    expect((list.body as Page).items.map((post) => post.id)).toEqual([keep]);
    expect(await em().count(SocialMediaContent, { id: drop })).toBe(0);
  });

  it('saves a post to the library, its hashtags with their #', async () => {
    const b = await register(t.app.getHttpServer());
    const res = await http()
      .post('/api/social-media/save')
      .set('Cookie', b.cookie)
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
    });
    const list = await http().get('/api/social-media').set('Cookie', b.cookie).expect(200);
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
        { platform: 'twitter', content: 'x'.repeat(5001) },
        'Una publicación puede tener como máximo 5000 caracteres',
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
        .set('Cookie', owner.cookie)
        .set('Accept-Language', 'es')
        .send(body)
        .expect(400);
      expect({ body, message: res.body.message }).toEqual({ body, message: [message] });
    }
    const list = await http().get('/api/social-media').set('Cookie', owner.cookie).expect(200);
    expect((list.body as Page).items).toHaveLength(ownIds.length);
  });
});
