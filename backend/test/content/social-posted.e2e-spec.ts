import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { SocialMediaContent } from '../../src/modules/content/entities/social-media-content.entity';
import { SocialPostReminders } from '../../src/modules/content/social-post-reminders.service';
import { register, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

interface Post {
  id: number;
  status: string;
  scheduled: boolean;
  scheduledDate: string | null;
  postedAt: string | null;
  postedUrl: string | null;
  actions: string[];
}

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** The calendar's tools: scheduling a post at a day and time, marking it posted, the limits. */
describe('social posts on the calendar: scheduling at a day, marking posted', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  let client: { cookie: string; id: number };

  async function seed(fields: Partial<SocialMediaContent> & { userId?: number } = {}) {
    const fork = em();
    const { userId, ...rest } = fields;
    const post = fork.create(SocialMediaContent, {
      user: fork.getReference(User, userId ?? client.id),
      platform: 'instagram',
      content: 'Our spring menu is here',
      contentEs: 'Llegó nuestro menú de primavera',
      metadata: { hashtags: ['#spring'] },
      ...rest,
    });
    await fork.flush();
    return post.id;
  }

  const schedule = (id: number, scheduledDate: string, lang = 'en') =>
    http()
      .put(`/api/social-media/${id}/schedule?lang=${lang}`)
      .set(withSession(client.cookie))
      .send({ scheduledDate });
  const markPosted = (id: number, body: object, lang = 'en', cookie = client.cookie) =>
    http().post(`/api/social-media/${id}/posted?lang=${lang}`).set(withSession(cookie)).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    const r = await register(t.app.getHttpServer());
    client = { cookie: r.cookie, id: r.user.id };
  });
  afterAll(() => t.close());

  it('schedules a draft at the day and time picked on the calendar, and shows it that day', async () => {
    const id = await seed();
    // 9:30 on the 14th of March in Montevideo (UTC-3), as the portal sends it: in UTC.
    const res = await schedule(id, `${NEXT_YEAR}-03-14T12:30:00.000Z`).expect(200);
    expect(res.body).toMatchObject({
      status: 'scheduled',
      scheduledDate: `${NEXT_YEAR}-03-14T12:30:00.000Z`,
    });
    const day = await http()
      .get('/api/social-media/calendar')
      .query({
        from: `${NEXT_YEAR}-03-14T00:00:00-03:00`,
        to: `${NEXT_YEAR}-03-15T00:00:00-03:00`,
      })
      .set(withSession(client.cookie))
      .expect(200);
    expect((day.body as { items: Post[] }).items.map((post) => post.id)).toEqual([id]);
  });

  it('marks a scheduled post posted with the live link; it stays on the calendar', async () => {
    const id = await seed();
    await schedule(id, `${NEXT_YEAR}-04-02T15:00:00Z`).expect(200);
    const link = 'https://www.instagram.com/p/C0ffee/';
    const res = await markPosted(id, { url: `  ${link} ` }).expect(200);
    const post = res.body as Post;
    expect(post).toMatchObject({
      status: 'posted',
      postedUrl: link,
      scheduledDate: `${NEXT_YEAR}-04-02T15:00:00.000Z`,
      actions: ['duplicate', 'delete'],
    });
    expect(Date.now() - Date.parse(post.postedAt!)).toBeLessThan(60_000);

    const calendar = await http()
      .get('/api/social-media/calendar')
      .query({ from: `${NEXT_YEAR}-04-01T00:00:00Z`, to: `${NEXT_YEAR}-04-05T00:00:00Z` })
      .set(withSession(client.cookie))
      .expect(200);
    expect((calendar.body as { items: Post[] }).items).toEqual([
      expect.objectContaining({ id, status: 'posted', postedUrl: link }),
    ]);
    const listed = await http()
      .get('/api/social-media?status=posted')
      .set(withSession(client.cookie))
      .expect(200);
    expect((listed.body as { items: Post[] }).items.map((item) => item.id)).toEqual([id]);

    // A posted post is a record: not scheduled, edited or marked again.
    await schedule(id, `${NEXT_YEAR}-05-01T10:00:00Z`).expect(409);
    const edit = await http()
      .patch(`/api/social-media/${id}?lang=es`)
      .set(withSession(client.cookie))
      .send({ content: 'A different text now' })
      .expect(409);
    expect(edit.body.message).toBe('Esta publicación no se puede editar ahora');
    await markPosted(id, {}).expect(409);
  });

  it('marks a due post posted without a link (blank reads as none)', async () => {
    const id = await seed({
      status: 'due',
      scheduled: true,
      scheduledDate: new Date(Date.now() - 3_600_000),
      remindedAt: new Date(),
    });
    const res = await markPosted(id, { url: '   ' }).expect(200);
    expect(res.body).toMatchObject({ status: 'posted', postedUrl: null });
    const bare = await seed({
      status: 'due',
      scheduled: true,
      scheduledDate: new Date(Date.now() - 60_000),
    });
    expect((await markPosted(bare, {}).expect(200)).body).toMatchObject({
      status: 'posted',
      postedUrl: null,
    });
    const stored = await em().findOneOrFail(SocialMediaContent, bare);
    expect(stored.postedAt).toBeInstanceOf(Date);
  });

  it('refuses a link that is not an http(s) address, in the reader’s language', async () => {
    const id = await seed();
    await schedule(id, `${NEXT_YEAR}-04-03T15:00:00Z`).expect(200);
    for (const url of [
      'javascript:alert(1)',
      'ftp://example.com/post',
      'instagram.com/p/abc',
      'not a link',
      42,
      `https://example.com/${'a'.repeat(2000)}`,
    ]) {
      const es = await markPosted(id, { url }, 'es').expect(400);
      expect({ url, message: es.body.message }).toEqual({
        url,
        message: ['El enlace debe ser una dirección web que empiece por http:// o https://'],
      });
    }
    const en = await markPosted(id, { url: 'mailto:me@example.com' }).expect(400);
    expect(en.body.message).toEqual([
      'The link must be a web address starting with http:// or https://',
    ]);
    const stored = await em().findOneOrFail(SocialMediaContent, id);
    expect(stored).toMatchObject({ status: 'scheduled', postedUrl: null, postedAt: null });
  });

  it('marks only a scheduled or due post, and only the owner’s', async () => {
    const draft = await seed();
    const refused = await markPosted(draft, {}, 'es').expect(409);
    expect(refused.body.message).toBe(
      'Solo una publicación programada se puede marcar como publicada: prográmala primero',
    );
    const other = await register(t.app.getHttpServer());
    const theirs = await seed({
      userId: other.user.id,
      status: 'scheduled',
      scheduled: true,
      scheduledDate: new Date(Date.now() + 86_400_000),
    });
    const notFound = await markPosted(theirs, {}, 'en').expect(404);
    expect(notFound.body.message).toBe('Post not found');
    expect((await em().findOneOrFail(SocialMediaContent, theirs)).status).toBe('scheduled');
  });

  it('never mails the reminder of a post marked posted before its time', async () => {
    const id = await seed();
    await schedule(id, new Date(Date.now() + 120_000).toISOString()).expect(200);
    await markPosted(id, {}).expect(200);
    // Its time comes: the sweep leaves it alone, while a scheduled post of the same time is mailed.
    const due = await seed();
    await schedule(due, new Date(Date.now() + 120_000).toISOString()).expect(200);
    const fork = em();
    for (const post of [id, due])
      fork.getReference(SocialMediaContent, post).scheduledDate = new Date(Date.now() - 1000);
    await fork.flush();
    await t.app.get(SocialPostReminders).sweep();
    const [posted, reminded] = await Promise.all(
      [id, due].map((post) => em().findOneOrFail(SocialMediaContent, post)),
    );
    expect(posted).toMatchObject({ status: 'posted', remindedAt: null });
    expect(reminded.status).toBe('due');
    expect(reminded.remindedAt).toBeInstanceOf(Date);
  });

  it('offers no Schedule for a post over its network’s limit and refuses to schedule it', async () => {
    const long = await seed({ platform: 'twitter', content: 'Long words here. '.repeat(20) });
    const read = await http()
      .get(`/api/social-media/${long}`)
      .set(withSession(client.cookie))
      .expect(200);
    expect((read.body as Post).actions).toEqual(['edit', 'duplicate', 'delete']);
    const refused = await schedule(long, `${NEXT_YEAR}-05-01T10:00:00Z`, 'es').expect(400);
    expect(refused.body.message).toBe(
      'Esta publicación es más larga de lo que Twitter permite: acórtala antes de programarla',
    );
    // Shortened, it is offered and scheduled.
    const edited = await http()
      .patch(`/api/social-media/${long}`)
      .set(withSession(client.cookie))
      .send({ content: 'Short enough for X now', contentEs: null })
      .expect(200);
    expect((edited.body as Post).actions).toContain('schedule');
    await schedule(long, `${NEXT_YEAR}-05-01T10:00:00Z`).expect(200);
  });

  it('duplicates a post for its own network too', async () => {
    const id = await seed({ platform: 'linkedin' });
    const copy = await http()
      .post(`/api/social-media/${id}/duplicate`)
      .set(withSession(client.cookie))
      .send({ platform: 'linkedin' })
      .expect(201);
    expect(copy.body).toMatchObject({ platform: 'linkedin', status: 'draft' });
    expect(copy.body.id).not.toBe(id);
  });
});
