import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { ContactReply } from '../../src/modules/contact/entities/contact-reply.entity';
import { ContactSubmission } from '../../src/modules/contact/entities/contact-submission.entity';
import { ServiceType } from '../../src/modules/content/entities/service-type.entity';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { login, register, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

interface ContactRow {
  id: number;
  name: string;
  email: string;
  message: string;
  language: string;
  service: { id: number; name: string; nameEs: string | null } | null;
  serviceType: string | null;
  resolved: boolean;
  resolvedAt: string | null;
  createdAt: string;
  replies: Array<{
    subject: string;
    body: string;
    author: { id: number; name: string } | null;
    mailId: number | null;
    mailState: string | null;
  }>;
}
interface Page {
  items: ContactRow[];
  nextCursor: string | null;
}

describe('admin contacts', () => {
  let t: TestApp;
  let admin: { cookie: string; id: number };
  let client: { cookie: string };
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  const get = (query = '') =>
    http().get(`/api/admin/contacts${query}`).set(withSession(admin.cookie)).expect(200);
  const names = (res: request.Response) => (res.body as Page).items.map((row) => row.name);

  let ana: ContactSubmission;
  let bruno: ContactSubmission;

  beforeAll(async () => {
    t = await startTestApp();
    const server = t.app.getHttpServer();
    await ensureAdmin(em(), {
      username: 'contacts_admin',
      email: 'team@agency.example',
      password: 'Admin#Password2026',
    });
    const signedIn = await login(server, 'contacts_admin', 'Admin#Password2026');
    admin = { cookie: signedIn.cookie, id: signedIn.user.id };
    await em().nativeUpdate(User, { id: admin.id }, { firstName: 'Team', lastName: 'Lead' });
    client = await register(server);

    const e = em();
    const service = e.create(ServiceType, {
      name: 'Zephyr Web Development',
      nameEs: 'Desarrollo web Zéfiro',
      slug: 'zephyr-web',
      description: 'Sites',
      priceCents: 0,
    });
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes));
    ana = e.create(ContactSubmission, {
      name: 'Ana Pérez',
      email: 'ana@example.com',
      message: 'Necesitamos una tienda en línea.',
      language: 'es',
      service,
      createdAt: at(1),
    });
    bruno = e.create(ContactSubmission, {
      name: 'bruno Silva',
      email: 'zz.bruno@example.com',
      message: 'A chatbot for our clinic, please.',
      serviceType: 'other',
      createdAt: at(2),
    });
    e.create(ContactSubmission, {
      name: 'Carla Gómez',
      email: 'carla@example.com',
      message: 'Old question, answered by phone.',
      resolved: true,
      createdAt: at(3),
    });
    await e.flush();
  });

  afterAll(() => t?.close());

  it('lists submissions newest first, with the service asked about and no replies yet', async () => {
    const res = await get();
    expect(names(res)).toEqual(['Carla Gómez', 'bruno Silva', 'Ana Pérez']);
    const row = (res.body as Page).items.find((item) => item.id === ana.id);
    expect(row).toEqual({
      id: ana.id,
      name: 'Ana Pérez',
      email: 'ana@example.com',
      message: 'Necesitamos una tienda en línea.',
      language: 'es',
      service: {
        id: expect.any(Number),
        name: 'Zephyr Web Development',
        nameEs: 'Desarrollo web Zéfiro',
      },
      serviceType: null,
      resolved: false,
      resolvedAt: null,
      createdAt: '2026-11-20T12:01:00.000Z',
      replies: [],
    });
  });

  it('filters pending and resolved, searches and sorts', async () => {
    expect(names(await get('?status=pending'))).toEqual(['bruno Silva', 'Ana Pérez']);
    expect(names(await get('?status=resolved'))).toEqual(['Carla Gómez']);
    expect(names(await get('?q=chatbot'))).toEqual(['bruno Silva']);
    expect(names(await get('?q=zephyr'))).toEqual(['Ana Pérez']);
    expect(names(await get('?q=Zéfiro&status=resolved'))).toEqual([]);
    expect(names(await get('?q=carla%40example'))).toEqual(['Carla Gómez']);
    expect(names(await get('?q=other'))).toEqual(['bruno Silva']);
    expect(names(await get('?sort=name'))).toEqual(['Ana Pérez', 'bruno Silva', 'Carla Gómez']);
    expect(names(await get('?sort=-email'))).toEqual(['bruno Silva', 'Carla Gómez', 'Ana Pérez']);
    expect(names(await get('?sort=createdAt'))).toEqual([
      'Ana Pérez',
      'bruno Silva',
      'Carla Gómez',
    ]);
  });

  it('pages through the list in the chosen order', async () => {
    const first = (await get('?sort=name&limit=2')).body as Page;
    expect(first.items.map((row) => row.name)).toEqual(['Ana Pérez', 'bruno Silva']);
    const second = (await get(`?sort=name&limit=2&cursor=${first.nextCursor}`)).body as Page;
    expect(second.items.map((row) => row.name)).toEqual(['Carla Gómez']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses unknown filters and sorts, in English and Spanish', async () => {
    const bad = await http()
      .get('/api/admin/contacts?status=done')
      .set(withSession(admin.cookie))
      .expect(400);
    expect(bad.body.message).toEqual(["status must be 'pending' or 'resolved'"]);
    const es = await http()
      .get('/api/admin/contacts?status=done&lang=es')
      .set(withSession(admin.cookie))
      .expect(400);
    expect(es.body.message).toEqual(["status debe ser 'pending' o 'resolved'"]);
    await http().get('/api/admin/contacts?sort=message').set(withSession(admin.cookie)).expect(400);
  });

  it('resolves and reopens a submission', async () => {
    const resolved = await http()
      .patch(`/api/admin/contacts/${bruno.id}`)
      .set(withSession(admin.cookie))
      .send({ resolved: true })
      .expect(200);
    expect(resolved.body).toMatchObject({ id: bruno.id, resolved: true });
    expect(Date.parse((resolved.body as ContactRow).resolvedAt!)).not.toBeNaN();
    expect(names(await get('?status=resolved'))).toEqual(['Carla Gómez', 'bruno Silva']);

    const reopened = await http()
      .patch(`/api/admin/contacts/${bruno.id}`)
      .set(withSession(admin.cookie))
      .send({ resolved: false })
      .expect(200);
    expect(reopened.body).toMatchObject({ id: bruno.id, resolved: false, resolvedAt: null });
    expect((await em().findOneOrFail(ContactSubmission, bruno.id)).resolved).toBe(false);
  });

  it('answers 404 for an unknown submission and 400 for a bad body, in both languages', async () => {
    const missing = await http()
      .patch('/api/admin/contacts/999999')
      .set(withSession(admin.cookie))
      .send({ resolved: true })
      .expect(404);
    expect(missing.body.message).toBe('Contact submission not found');
    const missingEs = await http()
      .patch('/api/admin/contacts/999999?lang=es')
      .set(withSession(admin.cookie))
      .send({ resolved: true })
      .expect(404);
    expect(missingEs.body.message).toBe('Mensaje de contacto no encontrado');
    for (const body of [{}, { resolved: 'yes' }, { resolved: null }]) {
      const bad = await http()
        .patch(`/api/admin/contacts/${ana.id}`)
        .set(withSession(admin.cookie))
        .send(body)
        .expect(400);
      expect(bad.body.message).toEqual(['resolved must be true or false']);
    }
    const badEs = await http()
      .patch(`/api/admin/contacts/${ana.id}`)
      .set(withSession(admin.cookie))
      .set('Accept-Language', 'es')
      .send({ resolved: 1 })
      .expect(400);
    expect(badEs.body.message).toEqual(['resolved debe ser true o false']);
    await http()
      .patch('/api/admin/contacts/abc')
      .set(withSession(admin.cookie))
      .send({ resolved: true })
      .expect(400);
  });

  it('emails a reply to the visitor in their language through the outbox and records it', async () => {
    const outboxBefore = await em().count(MailOutbox);
    const res = await http()
      .post(`/api/admin/contacts/${ana.id}/replies`)
      .set(withSession(admin.cookie))
      .send({ body: '  Hola Ana, con gusto te ayudamos con tu tienda.  ' })
      .expect(201);
    const row = res.body as ContactRow;
    expect(row.replies).toEqual([
      {
        id: expect.any(Number),
        subject: 'Re: tu mensaje a TerraBridge Digital',
        body: 'Hola Ana, con gusto te ayudamos con tu tienda.',
        author: { id: admin.id, name: 'Team Lead' },
        mailId: expect.any(Number),
        mailState: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
    expect(await em().count(MailOutbox)).toBe(outboxBefore + 1);
    const mail = await em().findOneOrFail(MailOutbox, row.replies[0].mailId!);
    expect(mail).toMatchObject({
      kind: 'contact.reply',
      to: 'ana@example.com',
      language: 'es',
      subject: 'Re: tu mensaje a TerraBridge Digital',
    });
    expect(mail.text).toContain('Hola Ana, con gusto te ayudamos con tu tienda.');
    expect(mail.text).toContain('> Necesitamos una tienda en línea.');
    expect(mail.text).toContain('El equipo de TerraBridge Digital');

    // An English visitor, with a subject of the admin's choosing; replies are listed oldest first.
    const english = await http()
      .post(`/api/admin/contacts/${bruno.id}/replies`)
      .set(withSession(admin.cookie))
      .send({ subject: 'Your clinic chatbot', body: 'Hello Bruno, here is our proposal.' })
      .expect(201);
    await http()
      .post(`/api/admin/contacts/${bruno.id}/replies`)
      .set(withSession(admin.cookie))
      .send({ body: 'A follow-up.' })
      .expect(201);
    const listed = (await get('?q=bruno')).body as Page;
    expect(listed.items[0].replies.map((reply) => reply.subject)).toEqual([
      'Your clinic chatbot',
      'Re: your message to TerraBridge Digital',
    ]);
    const englishMail = await em().findOneOrFail(
      MailOutbox,
      (english.body as ContactRow).replies[0].mailId!,
    );
    expect(englishMail).toMatchObject({
      to: 'zz.bruno@example.com',
      language: 'en',
      subject: 'Your clinic chatbot',
    });
    expect(englishMail.text).toContain('The TerraBridge Digital team');
    expect(await em().count(ContactReply, { submission: bruno.id })).toBe(2);
  });

  it('refuses an empty or too long reply and an unknown submission, saving and sending nothing', async () => {
    const outboxBefore = await em().count(MailOutbox);
    const repliesBefore = await em().count(ContactReply);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'Reply text is required', 'El texto de la respuesta es obligatorio'],
      [{ body: '   ' }, 'Reply text is required', 'El texto de la respuesta es obligatorio'],
      [
        { body: 'x'.repeat(10_001) },
        'Reply text must be at most 10000 characters',
        'El texto de la respuesta debe tener como máximo 10000 caracteres',
      ],
      [
        { body: 'Hi', subject: 's'.repeat(201) },
        'Subject must be at most 200 characters',
        'El asunto debe tener como máximo 200 caracteres',
      ],
    ];
    for (const [body, en, es] of cases) {
      const res = await http()
        .post(`/api/admin/contacts/${ana.id}/replies`)
        .set(withSession(admin.cookie))
        .send(body)
        .expect(400);
      expect(res.body.message).toEqual([en]);
      const resEs = await http()
        .post(`/api/admin/contacts/${ana.id}/replies?lang=es`)
        .set(withSession(admin.cookie))
        .send(body)
        .expect(400);
      expect(resEs.body.message).toEqual([es]);
    }
    await http()
      .post('/api/admin/contacts/999999/replies')
      .set(withSession(admin.cookie))
      .send({ body: 'Hello' })
      .expect(404);
    expect(await em().count(MailOutbox)).toBe(outboxBefore);
    expect(await em().count(ContactReply)).toBe(repliesBefore);
  });

  it('is for admins only: 401 for a guest, 403 for a client, on every route', async () => {
    const routes = [
      () => http().get('/api/admin/contacts'),
      () => http().patch(`/api/admin/contacts/${ana.id}`).send({ resolved: true }),
      () => http().post(`/api/admin/contacts/${ana.id}/replies`).send({ body: 'Hi' }),
    ];
    for (const route of routes) {
      await route().expect(401);
      await route().set(withSession(client.cookie)).expect(403);
    }
    expect((await em().findOneOrFail(ContactSubmission, ana.id)).resolved).toBe(false);
  });
});
