import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { SocialMediaContent } from '../../src/modules/content/entities/social-media-content.entity';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { login, register, withSession } from '../support/accounts';
import { eventually, startTestApp, type TestApp } from '../support/test-app';

interface Post {
  id: number;
  platform: string;
  content: string;
  status: string;
  draftedByTeam: boolean;
  reviewComment: string | null;
  decidedAt: string | null;
  scheduledDate: string | null;
  actions: string[];
}
interface AdminPost extends Post {
  client: { id: number; name: string; email: string };
  draftedBy: { id: number; name: string } | null;
}

const DAY_MS = 86_400_000;

describe('team drafts and the client’s approval', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  let admin: { cookie: string; id: number };
  let client: { cookie: string; id: number; email: string };
  let stranger: { cookie: string; id: number };

  async function signInAdmin(username: string, email: string, language: 'en' | 'es') {
    const password = 'Admin#Password2026';
    await ensureAdmin(em(), { username, email, password });
    const fork = em();
    const user = await fork.findOneOrFail(User, { username });
    Object.assign(user, { firstName: username === 'social_admin' ? 'Mateo' : 'Lucía', language });
    await fork.flush();
    const signedIn = await login(t.app.getHttpServer(), username, password);
    return { cookie: signedIn.cookie, id: signedIn.user.id };
  }

  const mailsTo = (to: string, kind: string) =>
    em().find(MailOutbox, { to, kind }, { orderBy: { id: 'asc' } });

  /** A draft the team writes for the client (in Spanish), through the admin API. */
  async function draft(overrides: Record<string, unknown> = {}) {
    const res = await http()
      .post('/api/admin/social-media')
      .set(withSession(admin.cookie))
      .send({
        clientId: client.id,
        platform: 'instagram',
        content: 'Our autumn collection is in: come and see it this weekend.',
        contentEs: 'Llegó nuestra colección de otoño: ven a verla este fin de semana.',
        hashtags: ['autumn', '#charlotte'],
        ...overrides,
      })
      .expect(201);
    return res.body as AdminPost;
  }

  const act = (id: number, path: string, cookie: string, body?: object, lang = 'en') => {
    const req = http()
      .post(`/api/social-media/${id}/${path}?lang=${lang}`)
      .set(withSession(cookie));
    return body ? req.send(body) : req;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin('social_admin', 'team@agency.example', 'en');
    await signInAdmin('social_admin_es', 'equipo@agency.example', 'es');
    const c = await register(t.app.getHttpServer(), { language: 'es', firstName: 'Ana' });
    client = { cookie: c.cookie, id: c.user.id, email: c.account.email };
    const s = await register(t.app.getHttpServer());
    stranger = { cookie: s.cookie, id: s.user.id };
  });
  afterAll(() => t.close());

  it('lets only admins draft for a client, and only for an active client', async () => {
    const body = { clientId: client.id, platform: 'twitter', content: 'A draft from a client' };
    await http().post('/api/admin/social-media').send(body).expect(401);
    await http()
      .post('/api/admin/social-media')
      .set(withSession(client.cookie))
      .send(body)
      .expect(403);
    await http().get('/api/admin/social-media').set(withSession(client.cookie)).expect(403);

    for (const clientId of [999999, admin.id, 'abc', 0]) {
      const res = await http()
        .post('/api/admin/social-media?lang=es')
        .set(withSession(admin.cookie))
        .send({ ...body, clientId })
        .expect(400);
      expect(String(res.body.message)).toBe('clientId debe ser el id de un cliente activo');
    }
    const short = await http()
      .post('/api/admin/social-media?lang=es')
      .set(withSession(admin.cookie))
      .send({ ...body, content: 'Corto' })
      .expect(400);
    expect(short.body.message).toEqual(['El contenido debe tener al menos 10 caracteres']);
    expect(await em().count(SocialMediaContent, { user: client.id })).toBe(0);
  });

  it('shows a team draft in the client’s list as awaiting approval, and mails the client', async () => {
    const post = await draft();
    expect(post).toMatchObject({
      platform: 'instagram',
      status: 'awaiting_approval',
      draftedByTeam: true,
      client: { id: client.id, name: 'Ana Rodríguez', email: client.email },
      draftedBy: { id: admin.id, name: 'Mateo' },
      actions: ['revise'],
    });

    const list = await http()
      .get('/api/social-media?status=awaiting_approval')
      .set(withSession(client.cookie))
      .expect(200);
    const [mine] = (list.body as { items: Post[] }).items;
    expect(mine).toMatchObject({
      id: post.id,
      status: 'awaiting_approval',
      draftedByTeam: true,
      actions: ['edit', 'approve', 'requestChanges', 'duplicate', 'delete'],
    });
    expect(mine).not.toHaveProperty('client');
    expect(mine).not.toHaveProperty('draftedBy');

    const [mail] = await mailsTo(client.email, 'social.approval-request');
    expect(mail.language).toBe('es');
    expect(mail.subject).toBe('Preparamos una publicación de Instagram para ti');
    expect(mail.text).toContain('Hola Ana Rodríguez:');
    expect(mail.text).toContain(
      'Llegó nuestra colección de otoño: ven a verla este fin de semana.\n\n#autumn #charlotte',
    );
    expect(mail.text).toContain(
      `${t.config.http.publicUrl}/dashboard?tab=social-media&post=${post.id}&lang=es`,
    );

    // The client cannot schedule it before deciding.
    const early = await http()
      .put(`/api/social-media/${post.id}/schedule?lang=es`)
      .set(withSession(client.cookie))
      .send({ scheduledDate: new Date(Date.now() + DAY_MS).toISOString() })
      .expect(409);
    expect(early.body.message).toBe('Aprueba esta publicación antes de programarla');
  });

  it('takes the client’s request for changes, tells the team, and goes back after a revision', async () => {
    const post = await draft({ platform: 'facebook' });
    const empty = await act(post.id, 'request-changes', client.cookie, { comment: '  ' }, 'es');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toEqual(['Cuéntale al equipo qué cambiar']);
    const tooLong = await act(post.id, 'request-changes', client.cookie, {
      comment: 'x'.repeat(2001),
    });
    expect(tooLong.body.message).toEqual(['A comment can be at most 2000 characters']);

    const asked = await act(post.id, 'request-changes', client.cookie, {
      comment: 'Menciona la tienda de Montevideo, por favor.',
    }).expect(200);
    expect(asked.body).toMatchObject({
      status: 'changes_requested',
      reviewComment: 'Menciona la tienda de Montevideo, por favor.',
      decidedAt: expect.any(String),
      actions: ['edit', 'approve', 'duplicate', 'delete'],
    });

    // The team hears of it, each admin in their own language, with the client's comment.
    const [english] = await eventually(async () => {
      const mails = await mailsTo('team@agency.example', 'social.decision');
      return mails.length > 0 && mails;
    });
    expect(english.language).toBe('en');
    expect(english.subject).toBe(
      `Ana Rodríguez asked for changes to the Facebook post #${post.id}`,
    );
    expect(english.replyTo).toBe(client.email);
    expect(english.text).toContain('> Menciona la tienda de Montevideo, por favor.');
    expect(english.text).toContain('Our autumn collection is in');
    const [spanish] = await mailsTo('equipo@agency.example', 'social.decision');
    expect(spanish.language).toBe('es');
    expect(spanish.subject).toBe(
      `Ana Rodríguez pidió cambios en la publicación de Facebook #${post.id}`,
    );
    expect(spanish.text).toContain('Hola Lucía:');
    expect(spanish.text).toContain('Llegó nuestra colección de otoño');

    // Asking twice is refused: the post is no longer waiting for a decision of that kind.
    const twice = await act(post.id, 'request-changes', client.cookie, { comment: 'Again' }, 'es');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(
      'Solo puedes pedir cambios en una publicación que el equipo preparó para ti, antes de programarla',
    );

    // The team revises it; it waits for the client again, who is mailed the new version.
    const revised = await http()
      .patch(`/api/admin/social-media/${post.id}`)
      .set(withSession(admin.cookie))
      .send({
        contentEs: 'Llegó la colección de otoño a Charlotte y a nuestra tienda de Montevideo.',
      })
      .expect(200);
    expect(revised.body).toMatchObject({
      status: 'awaiting_approval',
      reviewComment: 'Menciona la tienda de Montevideo, por favor.',
      contentEs: 'Llegó la colección de otoño a Charlotte y a nuestra tienda de Montevideo.',
    });
    const requests = await mailsTo(client.email, 'social.approval-request');
    expect(requests.at(-1)!.subject).toBe('Revisamos tu publicación de Facebook');
    expect(requests.at(-1)!.text).toContain('nuestra tienda de Montevideo');
  });

  it('approves, then schedules; the team may no longer revise a scheduled post', async () => {
    const post = await draft({ platform: 'linkedin' });
    const teamMailsBefore = (await mailsTo('team@agency.example', 'social.decision')).length;

    // Only the owner decides: the admin and another client get a 404, as for a missing post.
    await act(post.id, 'approve', admin.cookie).expect(404);
    await act(post.id, 'approve', stranger.cookie).expect(404);

    const approved = await act(post.id, 'approve', client.cookie).expect(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      reviewComment: null,
      actions: ['edit', 'requestChanges', 'schedule', 'duplicate', 'delete'],
    });
    const again = await act(post.id, 'approve', client.cookie, undefined, 'es').expect(409);
    expect(again.body.message).toBe('Esta publicación no está esperando tu aprobación');
    const decisions = await eventually(async () => {
      const mails = await mailsTo('team@agency.example', 'social.decision');
      return mails.length > teamMailsBefore && mails;
    });
    expect(decisions.at(-1)!.subject).toBe(`Ana Rodríguez approved the LinkedIn post #${post.id}`);

    // The client's own edit keeps the approval.
    const edited = await http()
      .patch(`/api/social-media/${post.id}`)
      .set(withSession(client.cookie))
      .send({ content: 'Our autumn collection is in, in Charlotte and Montevideo.' })
      .expect(200);
    expect(edited.body.status).toBe('approved');

    const when = new Date(Date.now() + 3 * DAY_MS).toISOString();
    const scheduled = await http()
      .put(`/api/social-media/${post.id}/schedule`)
      .set(withSession(client.cookie))
      .send({ scheduledDate: when })
      .expect(200);
    expect(scheduled.body).toMatchObject({ status: 'scheduled', scheduledDate: when });

    const revise = await http()
      .patch(`/api/admin/social-media/${post.id}?lang=es`)
      .set(withSession(admin.cookie))
      .send({ content: 'A change behind the client’s back' })
      .expect(409);
    expect(revise.body.message).toBe(
      'El equipo solo puede revisar una publicación que preparó, hasta que el cliente la programe',
    );
    const late = await act(post.id, 'request-changes', client.cookie, { comment: 'Wait' });
    expect(late.status).toBe(409);

    // Unscheduling a team draft takes it back to approved, not to a draft.
    const unscheduled = await http()
      .delete(`/api/social-media/${post.id}/schedule`)
      .set(withSession(client.cookie))
      .expect(200);
    expect(unscheduled.body).toMatchObject({ status: 'approved', scheduledDate: null });
  });

  it('never asks the client to approve their own post, nor lets the team revise it', async () => {
    const own = await http()
      .post('/api/social-media/save')
      .set(withSession(client.cookie))
      .send({ platform: 'twitter', content: 'My own words for the weekend' })
      .expect(201);
    const id = (own.body as Post).id;
    expect((own.body as Post).status).toBe('draft');
    await act(id, 'approve', client.cookie).expect(409);
    await act(id, 'request-changes', client.cookie, { comment: 'Hmm' }).expect(409);
    const revise = await http()
      .patch(`/api/admin/social-media/${id}`)
      .set(withSession(admin.cookie))
      .send({ content: 'The team rewriting a client post' })
      .expect(409);
    expect(revise.body.message).toBe(
      'The team can revise only a post it drafted, until the client schedules it',
    );
    await http()
      .patch('/api/admin/social-media/999999')
      .set(withSession(admin.cookie))
      .send({ content: 'Nothing to revise here' })
      .expect(404);
  });

  it('lists every client’s posts for admins, filtered by client, network and state', async () => {
    const other = await register(t.app.getHttpServer(), { firstName: 'Bruno', lastName: 'Sosa' });
    const othersDraft = (
      await http()
        .post('/api/admin/social-media')
        .set(withSession(admin.cookie))
        .send({ clientId: other.user.id, platform: 'twitter', content: 'For Bruno only, please' })
        .expect(201)
    ).body as AdminPost;

    const list = async (query: Record<string, string | number>) =>
      (
        await http()
          .get('/api/admin/social-media')
          .query(query)
          .set(withSession(admin.cookie))
          .expect(200)
      ).body as { items: AdminPost[]; nextCursor: string | null };

    const everyone = await list({});
    expect(everyone.items[0]).toMatchObject({
      id: othersDraft.id,
      client: { id: other.user.id, name: 'Bruno Sosa' },
    });
    const clients = new Set(everyone.items.map((post) => post.client.id));
    expect(clients).toEqual(new Set([client.id, other.user.id]));

    const anas = await list({ clientId: client.id });
    expect(anas.items.every((post) => post.client.id === client.id)).toBe(true);
    expect(anas.items.map((post) => post.status)).toEqual([
      'draft',
      'approved',
      'awaiting_approval',
      'awaiting_approval',
    ]);
    const waiting = await list({ status: 'awaiting_approval' });
    expect(waiting.items.map((post) => post.client.id)).toEqual([
      other.user.id,
      client.id,
      client.id,
    ]);
    const paged = await list({ clientId: client.id, limit: 3 });
    expect(paged.items).toHaveLength(3);
    const rest = await list({ clientId: client.id, limit: 3, cursor: paged.nextCursor! });
    expect(rest.items.map((post) => post.id)).toEqual([anas.items[3].id]);
    expect((await list({ clientId: client.id, platform: 'twitter' })).items).toHaveLength(1);
    expect((await list({ clientId: 999999 })).items).toEqual([]);

    const bad = await http()
      .get('/api/admin/social-media?clientId=x1&lang=es')
      .set(withSession(admin.cookie))
      .expect(400);
    expect(bad.body.message).toEqual(['clientId debe ser el id de un cliente activo']);
  });
});
