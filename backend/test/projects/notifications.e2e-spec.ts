import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { login, newIp, register, STRONG_PASSWORD, withSession } from '../support/accounts';
import { deliveredMail } from '../support/delivered-mail';
import { SmtpSink } from '../support/smtp-sink';
import { eventually, startTestApp, type TestApp } from '../support/test-app';

const ADMIN = { username: 'notices_admin', password: 'Admin#Password2026' };

describe('mails that tell clients and accounts what changed', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: string;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  const publicUrl = () => t.config.http.publicUrl;

  /** The mails of a kind to an address, oldest first. */
  const mails = (kind: string, to: string) =>
    em().find(MailOutbox, { kind, to }, { orderBy: { id: 'asc' } });

  const client = async (language: 'en' | 'es', firstName = 'Lucía') => {
    const account = await register(t.app.getHttpServer(), { language, firstName });
    return { ...account, email: account.account.email };
  };

  const createProject = async (clientId: number, body: Record<string, unknown> = {}) => {
    const res = await http()
      .post('/api/projects')
      .set(withSession(admin))
      .send({ title: 'Harbour app', titleEs: 'App del puerto', clientId, ...body })
      .expect(201);
    return res.body as { id: number };
  };

  const preferences = (cookie: string, body?: Record<string, unknown>) =>
    body
      ? http().put('/api/user/notifications').set(withSession(cookie)).send(body)
      : http().get('/api/user/notifications').set(withSession(cookie));

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await startTestApp({ SMTP_URL: sink.url });
    await ensureAdmin(em(), {
      username: ADMIN.username,
      email: 'notices-team@agency.example',
      password: ADMIN.password,
    });
    admin = (await login(t.app.getHttpServer(), ADMIN.username, ADMIN.password)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  describe('a project created for a client', () => {
    it('mails the client in their language with the project link', async () => {
      const en = await client('en');
      const es = await client('es');
      const a = await createProject(en.user.id);
      const b = await createProject(es.user.id);

      const [english] = await mails('projects.created', en.email);
      expect(english.language).toBe('en');
      expect(english.subject).toBe('Your new project: “Harbour app”');
      expect(english.text).toContain(`${publicUrl()}/dashboard/projects/${a.id}`);
      expect(english.text).toContain(`${publicUrl()}/dashboard?tab=settings`);

      const [spanish] = await mails('projects.created', es.email);
      expect(spanish.language).toBe('es');
      expect(spanish.subject).toBe('Tu nuevo proyecto: «App del puerto»');
      expect(spanish.text).toContain('El equipo creó el proyecto «App del puerto» para ti');
      expect(spanish.text).toContain(`${publicUrl()}/dashboard/projects/${b.id}`);
      // Queued and delivered through the emails queue.
      await deliveredMail(t, sink, 'projects.created', es.email);
    });

    it('is not mailed to a client who turned it off', async () => {
      const en = await client('en');
      await preferences(en.cookie, { projectCreated: false }).expect(200);
      await createProject(en.user.id);
      expect(await mails('projects.created', en.email)).toHaveLength(0);
    });
  });

  describe('updates', () => {
    it('mails a client-visible update in the client language, never an internal note', async () => {
      const es = await client('es');
      const { id } = await createProject(es.user.id);
      const post = (body: Record<string, unknown>) =>
        http().post(`/api/admin/projects/${id}/updates`).set(withSession(admin)).send(body);
      await post({ content: 'Internal budget check', isPublic: false }).expect(201);
      expect(await mails('projects.update', es.email)).toHaveLength(0);
      await post({ content: 'The design is ready', contentEs: 'El diseño está listo' }).expect(201);
      const [mail] = await mails('projects.update', es.email);
      expect(mail.language).toBe('es');
      expect(mail.subject).toBe('Novedad en «App del puerto»');
      expect(mail.text).toContain('> El diseño está listo');
      expect(mail.text).not.toContain('Internal budget check');
      expect(mail.text).toContain(`${publicUrl()}/dashboard/projects/${id}`);
    });

    it('honours a client who turned update mails off', async () => {
      const en = await client('en');
      const { id } = await createProject(en.user.id);
      await preferences(en.cookie, { projectUpdates: false }).expect(200);
      await http()
        .post(`/api/admin/projects/${id}/updates`)
        .set(withSession(admin))
        .send({ content: 'Shipped the beta' })
        .expect(201);
      expect(await mails('projects.update', en.email)).toHaveLength(0);
    });
  });

  describe("a milestone's due date", () => {
    /** A milestone due on 1 March 2027, added to the project. */
    const launchMilestone = async (projectId: number) =>
      (
        await http()
          .post(`/api/admin/projects/${projectId}/milestones`)
          .set(withSession(admin))
          .send({ title: 'Launch', titleEs: 'Lanzamiento', dueDate: '2027-03-01' })
          .expect(201)
      ).body as { id: number };

    it('mails the client when it moves, with the old and new dates, not when other fields change', async () => {
      const en = await client('en');
      const { id } = await createProject(en.user.id);
      const milestone = await launchMilestone(id);
      const patch = (body: Record<string, unknown>) =>
        http()
          .patch(`/api/admin/projects/${id}/milestones/${milestone.id}`)
          .set(withSession(admin))
          .send(body)
          .expect(200);
      await patch({ description: 'Go live' });
      await patch({ dueDate: '2027-03-01' });
      expect(await mails('projects.milestone-date', en.email)).toHaveLength(0);
      await patch({ dueDate: '2027-03-15' });
      const [mail] = await mails('projects.milestone-date', en.email);
      expect(mail.language).toBe('en');
      expect(mail.subject).toBe('New date for “Launch” on “Harbour app”');
      expect(mail.text).toContain('is now due on March 15, 2027 (it was March 1, 2027)');
      expect(mail.text).toContain(`${publicUrl()}/dashboard/projects/${id}`);
    });

    it('writes the dates in Spanish for a Spanish client, and honours the preference', async () => {
      const es = await client('es');
      const { id } = await createProject(es.user.id);
      const milestone = await launchMilestone(id);
      const move = (dueDate: string) =>
        http()
          .patch(`/api/admin/projects/${id}/milestones/${milestone.id}`)
          .set(withSession(admin))
          .send({ dueDate })
          .expect(200);
      await move('2027-04-02');
      const [mail] = await mails('projects.milestone-date', es.email);
      expect(mail.subject).toBe('Nueva fecha para «Lanzamiento» en «App del puerto»');
      expect(mail.text).toContain(
        'ahora vence el 2 de abril de 2027 (antes, el 1 de marzo de 2027)',
      );

      await preferences(es.cookie, { milestoneDates: false }).expect(200);
      await move('2027-05-02');
      expect(await mails('projects.milestone-date', es.email)).toHaveLength(1);
    });
  });

  describe('password changes (a security mail)', () => {
    it('always tells the account, even with every notice turned off, with what to do if it was not them', async () => {
      const es = await client('es');
      await preferences(es.cookie, {
        projectCreated: false,
        projectUpdates: false,
        milestoneDates: false,
        testimonialRequests: false,
      }).expect(200);
      await http()
        .post('/api/user/password')
        .set(withSession(es.cookie))
        .set('X-Forwarded-For', newIp())
        .send({ currentPassword: STRONG_PASSWORD, newPassword: 'Another#Harbour2027' })
        .expect(200);
      const [mail] = await mails('auth.password-changed', es.email);
      expect(mail.language).toBe('es');
      expect(mail.subject).toBe('Cambió la contraseña de tu cuenta de TerraBridge Digital');
      expect(mail.text).toContain('Si no fuiste tú, restablece tu contraseña ahora');
      expect(mail.text).toContain(`${publicUrl()}/forgot-password`);
      const { text } = await deliveredMail(t, sink, 'auth.password-changed', es.email);
      expect(text).toContain('Si no fuiste tú');
    });

    it('is sent in English when the password is set through a reset link', async () => {
      const en = await client('en');
      await http()
        .post('/api/forgot-password')
        .set('X-Forwarded-For', newIp())
        .send({ email: en.email })
        .expect(200);
      const { text } = await deliveredMail(t, sink, 'auth.password-reset', en.email);
      const token = /\?token=([\w-]+)/.exec(text)![1];
      await http()
        .post('/api/reset-password')
        .set('X-Forwarded-For', newIp())
        .send({ token, password: 'Another#Harbour2027' })
        .expect(200);
      const [mail] = await mails('auth.password-changed', en.email);
      expect(mail.language).toBe('en');
      expect(mail.text).toContain('If it was not you, reset your password now');
    });
  });

  describe('notification preferences', () => {
    it('lists every kind on by default, security always on, and saves changes', async () => {
      const en = await client('en');
      expect((await preferences(en.cookie).expect(200)).body).toEqual({
        projectCreated: true,
        projectUpdates: true,
        milestoneDates: true,
        testimonialRequests: true,
        security: true,
      });
      const saved = await preferences(en.cookie, { projectUpdates: false }).expect(200);
      expect(saved.body).toMatchObject({ projectUpdates: false, projectCreated: true });
      await preferences(en.cookie, { projectCreated: false }).expect(200);
      expect((await preferences(en.cookie).expect(200)).body).toMatchObject({
        projectCreated: false,
        projectUpdates: false,
        security: true,
      });
    });

    it('refuses a choice that is not true or false, in the language asked, and needs a session', async () => {
      const es = await client('es');
      const res = await http()
        .put('/api/user/notifications')
        .set(withSession(es.cookie))
        .set('Accept-Language', 'es')
        .send({ projectUpdates: 'sometimes' })
        .expect(400);
      expect(JSON.stringify(res.body)).toContain('Cada opción de avisos debe ser true o false');
      await http().get('/api/user/notifications').expect(401);
    });
  });

  describe('the testimonial request', () => {
    const complete = (id: number) =>
      http()
        .patch(`/api/projects/${id}`)
        .set(withSession(admin))
        .send({ status: 'completed' })
        .expect(200);

    it('asks once when a project is completed, with a one-time link to a form in their language', async () => {
      const es = await client('es', 'Camila');
      const { id } = await createProject(es.user.id, { status: 'in_progress' });
      await complete(id);
      // Completed again after a step back: no second ask.
      await http()
        .patch(`/api/projects/${id}`)
        .set(withSession(admin))
        .send({ status: 'review' })
        .expect(200);
      await complete(id);
      const rows = await mails('projects.testimonial-request', es.email);
      expect(rows).toHaveLength(1);
      expect(rows[0].language).toBe('es');
      // The link is a sealed secret: admins reading the outbox never see it.
      expect(rows[0].text).not.toContain('token=');

      const { text } = await deliveredMail(t, sink, 'projects.testimonial-request', es.email);
      expect(rows[0].subject).toBe('«App del puerto» está terminado: ¿nos cuentas cómo te fue?');
      expect(text).toContain('Terminamos el proyecto «App del puerto»');
      const link = new RegExp(`${publicUrl()}/testimonial\\?token=([\\w-]+)`).exec(text);
      expect(link).not.toBeNull();
      const token = link![1];

      const check = await http()
        .post('/api/testimonial-requests/check')
        .set('X-Forwarded-For', newIp())
        .send({ token })
        .expect(200);
      expect(check.body).toEqual({
        projectTitle: 'Harbour app',
        projectTitleEs: 'App del puerto',
        name: 'Camila Rodríguez',
        language: 'es',
      });

      const bad = await http()
        .post('/api/testimonial-requests')
        .set('X-Forwarded-For', newIp())
        .set('Accept-Language', 'es')
        .send({ token, content: '  ', rating: 9 })
        .expect(400);
      expect(JSON.stringify(bad.body)).toContain('Escribe unas palabras sobre el proyecto');
      expect(JSON.stringify(bad.body)).toContain('del 1 al 5');

      const answer = await http()
        .post('/api/testimonial-requests')
        .set('X-Forwarded-For', newIp())
        .set('Accept-Language', 'es')
        .send({ token, content: 'Un equipo atento y rápido.', rating: 5, company: 'Puerto SA' })
        .expect(201);
      expect(answer.body.message).toContain('¡Gracias!');

      // It waits, unapproved, among the admin's testimonials; the public never sees it.
      const pending = await http()
        .get('/api/admin/testimonials')
        .query({ status: 'pending' })
        .set(withSession(admin))
        .expect(200);
      const mine = (
        pending.body.items as {
          name: string;
          content: string;
          contentEs: string | null;
          approved: boolean;
          company: string | null;
          rating: number;
        }[]
      ).find((row) => row.name === 'Camila Rodríguez');
      expect(mine).toMatchObject({
        content: 'Un equipo atento y rápido.',
        contentEs: 'Un equipo atento y rápido.',
        company: 'Puerto SA',
        rating: 5,
        approved: false,
      });
      const publicList = await http().get('/api/testimonials').expect(200);
      expect(JSON.stringify(publicList.body)).not.toContain('Un equipo atento y rápido.');

      // The link works once.
      await http()
        .post('/api/testimonial-requests')
        .set('X-Forwarded-For', newIp())
        .send({ token, content: 'Again', rating: 4 })
        .expect(400);
      const used = await http()
        .post('/api/testimonial-requests/check')
        .set('X-Forwarded-For', newIp())
        .send({ token })
        .expect(400);
      expect(used.body.message).toContain('already used or has expired');
    });

    it('refuses an unknown token and is not sent to a client who turned it off', async () => {
      await http()
        .post('/api/testimonial-requests/check')
        .set('X-Forwarded-For', newIp())
        .send({ token: 'not-a-real-token' })
        .expect(400);
      const en = await client('en');
      await preferences(en.cookie, { testimonialRequests: false }).expect(200);
      const { id } = await createProject(en.user.id);
      await complete(id);
      await eventually(async () => (await mails('projects.created', en.email)).length === 1);
      expect(await mails('projects.testimonial-request', en.email)).toHaveLength(0);
    });
  });
});
