import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { Invoice } from '../../src/modules/billing/entities/invoice.entity';
import { SocialMediaContent } from '../../src/modules/content/entities/social-media-content.entity';
import { User } from '../../src/modules/auth/entities/user.entity';
import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { Payment } from '../../src/modules/payments/entities/payment.entity';
import { Project } from '../../src/modules/projects/entities/project.entity';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { login, newIp, register, STRONG_PASSWORD, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

interface ClientRow {
  id: number;
  username: string;
  name: string;
  email: string;
  emailVerified: boolean;
  isActive: boolean;
  lastSignInAt: string | null;
  projectCount: number;
  openInvoiceCount: number;
}

describe('the admins’ clients section', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  let admin: { cookie: string; id: number };
  let zoe: { cookie: string; id: number; username: string; email: string };
  let bruno: { cookie: string; id: number; username: string; email: string };
  // A word of this run in every name, so lists of this file's accounts can be asked for alone.
  const tag = `Qx${Date.now().toString(36)}`;

  const get = (path: string, cookie = admin.cookie) => http().get(path).set(withSession(cookie));
  const post = (path: string, cookie = admin.cookie) => http().post(path).set(withSession(cookie));
  const list = async (query: string) =>
    (await get(`/api/admin/clients?${query}`).expect(200)).body as {
      items: ClientRow[];
      nextCursor: string | null;
    };
  const names = (rows: ClientRow[]) => rows.map((row) => row.name);

  beforeAll(async () => {
    t = await startTestApp();
    const password = 'Admin#Password2026';
    await ensureAdmin(em(), {
      username: 'clients_admin',
      email: 'clients@agency.example',
      password,
    });
    const signedIn = await login(t.app.getHttpServer(), 'clients_admin', password);
    admin = { cookie: signedIn.cookie, id: signedIn.user.id };
    const z = await register(t.app.getHttpServer(), {
      firstName: 'Zoe',
      lastName: `Alvarez ${tag}`,
      email: `zoe.${tag.toLowerCase()}@example.com`,
    });
    zoe = { cookie: z.cookie, id: z.user.id, username: z.account.username, email: z.account.email };
    const b = await register(t.app.getHttpServer(), {
      firstName: 'Bruno',
      lastName: `Berrios ${tag}`,
      language: 'es',
      email: `a.bruno.${tag.toLowerCase()}@example.com`,
    });
    bruno = {
      cookie: b.cookie,
      id: b.user.id,
      username: b.account.username,
      email: b.account.email,
    };

    // Zoe's work with the agency: a project, an open and a paid invoice, a payment and a post.
    const fork = em();
    const owner = fork.getReference(User, zoe.id);
    const project = fork.create(Project, {
      title: 'Trail shop',
      description: 'A shop',
      client: owner,
    });
    const invoice = (status: 'pending' | 'paid') =>
      fork.create(Invoice, {
        user: owner,
        project,
        status,
        dueDate: '2026-12-31',
        amountCents: 50_000,
        totalCents: 50_000,
      });
    invoice('pending');
    invoice('paid');
    fork.create(Payment, {
      reference: `TB-${tag.slice(-9).toUpperCase().padStart(9, '0')}`,
      user: owner,
      provider: 'stripe',
      idempotencyKey: `clients-${tag}`,
      purpose: 'invoices',
      invoices: [],
      amountCents: 50_000,
      state: 'succeeded',
    });
    fork.create(SocialMediaContent, {
      user: owner,
      platform: 'instagram',
      content: 'Our new trail shoes are in',
      status: 'changes_requested',
      draftedByTeam: true,
      reviewComment: 'Mention the discount, please',
    });
    await fork.flush();
  });
  afterAll(() => t.close());

  it('keeps every route to signed-in admins', async () => {
    const routes: ['get' | 'post', string][] = [
      ['get', '/api/admin/clients'],
      ['get', `/api/admin/clients/${zoe.id}`],
      ['post', `/api/admin/clients/${bruno.id}/deactivate`],
      ['post', `/api/admin/clients/${bruno.id}/reactivate`],
      ['post', `/api/admin/clients/${bruno.id}/resend-verification`],
    ];
    for (const [method, path] of routes) {
      await http()[method](path).expect(401);
      const res = await http()[method](path).set(withSession(zoe.cookie)).expect(403);
      expect(res.body.message).toEqual(expect.any(String));
    }
    // Nothing happened to Bruno on the way.
    expect((await em().findOneOrFail(User, bruno.id)).isActive).toBe(true);
  });

  it('searches clients by name, username and email, in any word order', async () => {
    expect(names((await list(`q=${tag}`)).items).sort()).toEqual([
      `Bruno Berrios ${tag}`,
      `Zoe Alvarez ${tag}`,
    ]);
    expect(names((await list(`q=${encodeURIComponent(`${tag} zoe`)}`)).items)).toEqual([
      `Zoe Alvarez ${tag}`,
    ]);
    expect((await list(`q=${bruno.username}`)).items.map((row) => row.id)).toEqual([bruno.id]);
    expect((await list(`q=${encodeURIComponent(bruno.email)}`)).items.map((r) => r.id)).toEqual([
      bruno.id,
    ]);
    // Admins are not clients unless asked for.
    expect((await list('q=clients_admin')).items).toEqual([]);
    expect((await list('q=clients_admin&role=admin')).items.map((row) => row.id)).toEqual([
      admin.id,
    ]);
  });

  it('sorts by name, email, newest and last sign-in, and pages through the order', async () => {
    expect(names((await list(`q=${tag}&sort=name`)).items)).toEqual([
      `Bruno Berrios ${tag}`,
      `Zoe Alvarez ${tag}`,
    ]);
    expect(names((await list(`q=${tag}&sort=-name`)).items)).toEqual([
      `Zoe Alvarez ${tag}`,
      `Bruno Berrios ${tag}`,
    ]);
    // a.bruno… comes before zoe… by address.
    expect((await list(`q=${tag}&sort=email`)).items.map((row) => row.id)).toEqual([
      bruno.id,
      zoe.id,
    ]);
    expect((await list(`q=${tag}`)).items.map((row) => row.id)).toEqual([bruno.id, zoe.id]);
    expect((await list(`q=${tag}&sort=created`)).items.map((row) => row.id)).toEqual([
      zoe.id,
      bruno.id,
    ]);
    // Zoe signs in again, so she is the latest to have signed in.
    await login(t.app.getHttpServer(), zoe.username);
    const bySignIn = (await list(`q=${tag}&sort=-lastSignIn`)).items;
    expect(bySignIn.map((row) => row.id)).toEqual([zoe.id, bruno.id]);
    expect(bySignIn[0].lastSignInAt).toEqual(expect.any(String));

    const first = await list(`q=${tag}&sort=name&limit=1`);
    expect(names(first.items)).toEqual([`Bruno Berrios ${tag}`]);
    const second = await list(`q=${tag}&sort=name&limit=1&cursor=${first.nextCursor}`);
    expect(names(second.items)).toEqual([`Zoe Alvarez ${tag}`]);
    expect(second.nextCursor).toBeNull();
  });

  it('shows each row’s verification, activity and counts', async () => {
    const [row] = (await list(`q=${zoe.username}`)).items;
    expect(row).toMatchObject({
      id: zoe.id,
      email: zoe.email,
      emailVerified: false,
      isActive: true,
      deletedAt: null,
      projectCount: 1,
      openInvoiceCount: 1,
    });
  });

  it('refuses a sort or filter it does not know, in the user’s language', async () => {
    const sort = await get('/api/admin/clients?sort=password').expect(400);
    expect(sort.body.message).toEqual(['This list cannot be sorted that way']);
    const active = await get('/api/admin/clients?active=maybe&lang=es').expect(400);
    expect(active.body.message).toEqual(['active debe ser true o false']);
    const role = await get('/api/admin/clients?role=owner').expect(400);
    expect(role.body.message).toEqual(['role must be user or admin']);
    await get('/api/admin/clients/abc').expect(400);
    const missing = await get('/api/admin/clients/999999').set('Accept-Language', 'es').expect(404);
    expect(missing.body.message).toBe('Cliente no encontrado');
  });

  it('opens a client with their projects, invoices, payments, posts and sessions', async () => {
    const res = await get(`/api/admin/clients/${zoe.id}`).expect(200);
    expect(res.body).toMatchObject({
      id: zoe.id,
      name: `Zoe Alvarez ${tag}`,
      projects: [{ title: 'Trail shop', status: 'pending' }],
      payments: [{ provider: 'stripe', state: 'succeeded', amountCents: 50_000 }],
      socialPosts: [
        {
          platform: 'instagram',
          status: 'changes_requested',
          draftedByTeam: true,
          reviewComment: 'Mention the discount, please',
        },
      ],
    });
    expect(res.body.invoices.map((i: { status: string }) => i.status).sort()).toEqual([
      'paid',
      'pending',
    ]);
    expect(res.body.sessions.length).toBeGreaterThanOrEqual(1);
    expect(res.body.sessions[0]).toMatchObject({ live: true, device: expect.any(String) });
  });

  it('deactivates a client: their cookie stops working and signing in is refused', async () => {
    await get('/api/user', bruno.cookie).expect(200);
    const res = await post(`/api/admin/clients/${bruno.id}/deactivate`).expect(200);
    expect(res.body).toMatchObject({ id: bruno.id, isActive: false });

    await get('/api/user', bruno.cookie).expect(401);
    const refused = await http()
      .post('/api/login')
      .set('X-Forwarded-For', newIp())
      .send({ username: bruno.username, password: STRONG_PASSWORD })
      .expect(403);
    expect(refused.body.message).toMatch(
      /^This account has been deactivated\. To use it again, contact us at /,
    );
    const detail = await get(`/api/admin/clients/${bruno.id}`).expect(200);
    expect(detail.body.sessions.every((s: { live: boolean }) => !s.live)).toBe(true);

    expect((await list(`q=${tag}&active=false`)).items.map((row) => row.id)).toEqual([bruno.id]);
    expect((await list(`q=${tag}&active=true`)).items.map((row) => row.id)).toEqual([zoe.id]);
  });

  it('reactivates a client, who signs in again (the old cookie stays ended)', async () => {
    const res = await post(`/api/admin/clients/${bruno.id}/reactivate`).expect(200);
    expect(res.body).toMatchObject({ id: bruno.id, isActive: true });
    await get('/api/user', bruno.cookie).expect(401);
    const again = await login(t.app.getHttpServer(), bruno.username);
    await get('/api/user', again.cookie).expect(200);
  });

  it('does not let an admin deactivate themself', async () => {
    const en = await post(`/api/admin/clients/${admin.id}/deactivate`).expect(409);
    expect(en.body.message).toBe('You cannot deactivate your own account');
    const es = await post(`/api/admin/clients/${admin.id}/deactivate`)
      .set('Accept-Language', 'es')
      .expect(409);
    expect(es.body.message).toBe('No puedes desactivar tu propia cuenta');
    await get('/api/user').expect(200);
    await post(`/api/admin/clients/999999/deactivate`).expect(404);
  });

  it('mails an unverified client a new verification link that replaces the old one', async () => {
    const mails = () => em().find(MailOutbox, { kind: 'auth.verify-email', to: bruno.email });
    const before = await em().findOneOrFail(User, bruno.id);
    const oldHash = before.verificationTokenHash;
    expect(await mails()).toHaveLength(1);

    const res = await post(`/api/admin/clients/${bruno.id}/resend-verification`).expect(200);
    expect(res.body).toMatchObject({ id: bruno.id, emailVerified: false });
    const sent = await mails();
    expect(sent).toHaveLength(2);
    // In the client's language (Bruno's account is in Spanish).
    expect(sent.map((mail) => mail.subject)).toContain(
      'Confirma tu correo electrónico de TerraBridge Digital',
    );
    const after = await em().findOneOrFail(User, bruno.id);
    expect(after.verificationTokenHash).toEqual(expect.any(String));
    expect(after.verificationTokenHash).not.toBe(oldHash);
  });

  it('refuses to resend to a verified client, in both languages', async () => {
    const fork = em();
    (await fork.findOneOrFail(User, zoe.id)).emailVerified = true;
    await fork.flush();
    const en = await post(`/api/admin/clients/${zoe.id}/resend-verification`).expect(409);
    expect(en.body.message).toBe('This client has already verified their email address');
    const es = await post(`/api/admin/clients/${zoe.id}/resend-verification?lang=es`)
      .set('Accept-Language', 'es')
      .expect(409);
    expect(es.body.message).toBe('El correo de este cliente ya está verificado');
    expect(await em().count(MailOutbox, { kind: 'auth.verify-email', to: zoe.email })).toBe(1);
  });
});
