import { EntityManager } from '@mikro-orm/postgresql';
import { unzipSync } from 'fflate';
import request from 'supertest';

import { AuthSession } from '../../src/modules/auth/entities/auth-session.entity';
import { User } from '../../src/modules/auth/entities/user.entity';
import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { Invoice } from '../../src/modules/billing/entities/invoice.entity';
import { SocialMediaContent } from '../../src/modules/content/entities/social-media-content.entity';
import { PaymentRecord } from '../../src/modules/payments/entities/payment-record.entity';
import { ProjectComment } from '../../src/modules/projects/entities/project-comment.entity';
import { Project } from '../../src/modules/projects/entities/project.entity';
import { AuditEntry } from '../../src/platform/audit/audit-entry.entity';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { login, newIp, register, STRONG_PASSWORD, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** A response body read as bytes (supertest parses nothing it does not know). */
const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe("a client's data: export and deletion", () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  const audits = (action: string, targetId: number) =>
    em().find(AuditEntry, { action, targetId: String(targetId) }, { orderBy: { id: 'asc' } });
  let admin: { cookie: string; id: number };
  let ana: Awaited<ReturnType<typeof register>>;
  let ben: Awaited<ReturnType<typeof register>>;
  let anaProject: Project;
  let invoiceId: number;

  async function project(clientId: number, title: string): Promise<Project> {
    const fork = em();
    const created = fork.create(Project, {
      title,
      description: `About ${title}`,
      client: fork.getReference(User, clientId),
      status: 'in_progress',
    });
    await fork.flush();
    return created;
  }

  const exportOf = (cookie: string) =>
    http().get('/api/user/export').set(withSession(cookie)).buffer(true).parse(binary);

  beforeAll(async () => {
    t = await startTestApp();
    await ensureAdmin(em(), {
      username: 'privacy_admin',
      email: 'team@agency.example',
      password: 'Admin#Password2026',
    });
    const signedIn = await login(t.app.getHttpServer(), 'privacy_admin', 'Admin#Password2026');
    admin = { cookie: signedIn.cookie, id: signedIn.user.id };
    ana = await register(t.app.getHttpServer(), {
      firstName: 'Ana',
      lastName: 'Quiroga',
      phone: '+598 91 000 111',
      language: 'es',
    });
    ben = await register(t.app.getHttpServer(), { firstName: 'Benedict', lastName: 'Zorrilla' });

    anaProject = await project(ana.user.id, 'Ana storefront');
    const benProject = await project(ben.user.id, 'Ben secret launch');
    await http()
      .post(`/api/admin/projects/${anaProject.id}/milestones`)
      .set(withSession(admin.cookie))
      .send({ title: 'Discovery', dueDate: '2026-12-31' })
      .expect(201);
    await http()
      .post(`/api/admin/projects/${anaProject.id}/updates`)
      .set(withSession(admin.cookie))
      .field('content', 'Designs are ready for you')
      .expect(201);
    await http()
      .post(`/api/admin/projects/${anaProject.id}/updates`)
      .set(withSession(admin.cookie))
      .field('content', 'Internal: margin is thin')
      .field('isPublic', 'false')
      .attach('files', PDF, { filename: 'internal-costs.pdf', contentType: 'application/pdf' })
      .expect(201);
    await http()
      .post(`/api/user/projects/${anaProject.id}/comments`)
      .set(withSession(ana.cookie))
      .field('content', 'Here is our brief')
      .attach('files', PDF, { filename: 'brief.pdf', contentType: 'application/pdf' })
      .expect(201);
    await http()
      .post(`/api/user/projects/${benProject.id}/comments`)
      .set(withSession(ben.cookie))
      .field('content', 'Ben private message')
      .attach('files', PDF, { filename: 'ben-contract.pdf', contentType: 'application/pdf' })
      .expect(201);
    for (const [who, text] of [
      [ana, 'Ana post about autumn sales'],
      [ben, 'Ben post nobody else sees'],
    ] as const)
      await http()
        .post('/api/social-media/save')
        .set(withSession(who.cookie))
        .send({ platform: 'twitter', content: text })
        .expect(201);
    const invoice = await http()
      .post('/api/invoices')
      .set(withSession(admin.cookie))
      .send({
        userId: ana.user.id,
        items: [{ description: 'Storefront build', quantity: 1, unitPriceCents: 120_000 }],
        dueDate: '2099-01-31',
      })
      .expect(201);
    invoiceId = invoice.body.id as number;
    await http()
      .post(`/api/admin/invoices/${invoiceId}/payments`)
      .set(withSession(admin.cookie))
      .send({ amountCents: 20_000, method: 'bank_transfer', reference: 'BROU 0001' })
      .expect(200);
    await http()
      .post('/api/invoices')
      .set(withSession(admin.cookie))
      .send({
        userId: ben.user.id,
        items: [{ description: 'Ben retainer', quantity: 1, unitPriceCents: 99_000 }],
        dueDate: '2099-01-31',
      })
      .expect(201);
  });
  afterAll(() => t.close());

  describe('GET /api/user/export', () => {
    it('needs a session', async () => {
      await http().get('/api/user/export').expect(401);
    });

    it("zips the client's profile, projects, messages, posts, invoices with PDFs, payments and files, and nothing of anyone else", async () => {
      const res = await exportOf(ana.cookie).expect(200);
      expect(res.headers['content-type']).toBe('application/zip');
      const today = new Date().toISOString().slice(0, 10);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="terrabridge-data-${today}.zip"`,
      );
      const files = unzipSync(new Uint8Array(res.body as Buffer));
      const names = Object.keys(files).sort();
      const json = (name: string) => JSON.parse(Buffer.from(files[name]).toString('utf8'));
      expect(names).toEqual(
        expect.arrayContaining([
          'README.txt',
          'profile.json',
          'sessions.json',
          'projects.json',
          'messages.json',
          'social-posts.json',
          'saved-recommendations.json',
          'invoices.json',
          'payments.json',
          'notification-preferences.json',
          'manifest.json',
        ]),
      );

      const profile = json('profile.json');
      expect(profile).toMatchObject({
        id: ana.user.id,
        username: ana.account.username,
        email: ana.account.email,
        firstName: 'Ana',
        phone: '+598 91 000 111',
        language: 'es',
      });
      const everything = names
        .map((name) => Buffer.from(files[name]).toString('latin1'))
        .join('\n');
      for (const secret of ['passwordHash', 'password_hash', '$argon2', 'twoFactorSecret'])
        expect(everything).not.toContain(secret);

      const projects = json('projects.json') as {
        id: number;
        milestones: { title: string }[];
        updates: { content: string }[];
      }[];
      expect(projects.map((p) => p.id)).toEqual([anaProject.id]);
      expect(projects[0].milestones.map((m) => m.title)).toEqual(['Discovery']);
      expect(projects[0].updates.map((u) => u.content)).toEqual(['Designs are ready for you']);
      const messages = json('messages.json') as { messages: { content: string }[] }[];
      expect(messages[0].messages.map((m) => m.content)).toEqual(['Here is our brief']);
      expect((json('social-posts.json') as { content: string }[]).map((p) => p.content)).toEqual([
        'Ana post about autumn sales',
      ]);

      const invoices = json('invoices.json') as { id: number; number: string }[];
      expect(invoices.map((i) => i.id)).toEqual([invoiceId]);
      const pdfName = names.find((name) => name.startsWith(`invoices/${invoiceId}-`));
      expect(pdfName).toBe(`invoices/${invoiceId}-${invoices[0].number}.pdf`);
      expect(Buffer.from(files[pdfName!]).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const payments = json('payments.json');
      expect(payments.received).toEqual([
        expect.objectContaining({ invoiceId, amountCents: 20_000, method: 'bank_transfer' }),
      ]);
      expect(json('notification-preferences.json')).toBeTruthy();

      const projectFiles = names.filter((name) => name.startsWith('files/'));
      expect(projectFiles).toEqual([expect.stringMatching(/^files\/project-\d+\/\d+-brief\.pdf$/)]);
      expect(Buffer.from(files[projectFiles[0]])).toEqual(PDF);
      expect(json('manifest.json')).toMatchObject({
        counts: { projects: 1, messages: 1, socialPosts: 1, invoices: 1, payments: 1, files: 2 },
        missing: [],
      });

      // Another client's records, and the team's internal notes, appear nowhere.
      for (const foreign of [
        'Ben secret launch',
        'Ben private message',
        'ben-contract.pdf',
        'Ben post nobody else sees',
        'Ben retainer',
        'Zorrilla',
        ben.account.email,
        'Internal: margin is thin',
        'internal-costs.pdf',
      ])
        expect(everything).not.toContain(foreign);

      const [entry] = await audits('user.data_exported', ana.user.id);
      expect(entry).toMatchObject({ actorId: ana.user.id, outcome: 'success' });
      expect(entry.changes).toMatchObject({ projects: 1, invoices: 1, files: 2 });
    });

    it('is limited to 5 exports an hour per account', async () => {
      const fresh = await register(t.app.getHttpServer());
      for (let i = 0; i < 5; i++) await exportOf(fresh.cookie).expect(200);
      const refused = await http()
        .get('/api/user/export')
        .set(withSession(fresh.cookie))
        .expect(429);
      expect(refused.headers['retry-after']).toBeDefined();
    });
  });

  describe('deleting an account', () => {
    const ask = (cookie: string, body: Record<string, unknown>) =>
      http()
        .post('/api/user/deletion-request')
        .set(withSession(cookie))
        .set('X-Forwarded-For', newIp())
        .send(body);

    it('asks for the password, records one pending request, tells the team, and can be cancelled', async () => {
      const wrong = await ask(ana.cookie, { currentPassword: 'Not#ThePassword1', language: 'es' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toEqual(expect.any(String));
      await ask(ana.cookie, { currentPassword: STRONG_PASSWORD, reason: 'x'.repeat(1001) }).expect(
        400,
      );

      const made = await ask(ana.cookie, {
        currentPassword: STRONG_PASSWORD,
        reason: 'We closed the shop',
        language: 'es',
      }).expect(201);
      expect(made.body.request).toMatchObject({ state: 'pending', reason: 'We closed the shop' });
      expect(made.body.message).toMatch(/equipo/);
      await ask(ana.cookie, { currentPassword: STRONG_PASSWORD }).expect(409);

      const status = await http()
        .get('/api/user/deletion-request')
        .set(withSession(ana.cookie))
        .expect(200);
      expect(status.body.request).toMatchObject({ id: made.body.request.id, state: 'pending' });
      const teamMail = await em().findOne(MailOutbox, {
        kind: 'privacy.deletion-requested',
        to: 'team@agency.example',
      });
      expect(teamMail?.text).toContain('We closed the shop');
      expect(teamMail?.text).toContain('/admin?section=clients');

      await http().delete('/api/user/deletion-request').set(withSession(ana.cookie)).expect(200);
      await http().delete('/api/user/deletion-request').set(withSession(ana.cookie)).expect(404);
      const after = await http()
        .get('/api/user/deletion-request')
        .set(withSession(ana.cookie))
        .expect(200);
      expect(after.body.request).toBeNull();
      expect(await audits('user.deletion_requested', ana.user.id)).toHaveLength(1);
      expect(await audits('user.deletion_cancelled', ana.user.id)).toHaveLength(1);
    });

    it('is not for team accounts, nor for clients to decide', async () => {
      await ask(admin.cookie, { currentPassword: 'Admin#Password2026' }).expect(409);
      await http().get('/api/admin/deletion-requests').set(withSession(ana.cookie)).expect(403);
      await http()
        .post('/api/admin/deletion-requests/1/confirm')
        .set(withSession(ana.cookie))
        .expect(403);
    });

    it('declined: the client is mailed the reason and the account stays', async () => {
      const made = await ask(ben.cookie, { currentPassword: STRONG_PASSWORD }).expect(201);
      const id = made.body.request.id as number;
      const list = await http()
        .get('/api/admin/deletion-requests')
        .set(withSession(admin.cookie))
        .expect(200);
      expect(list.body).toEqual([
        expect.objectContaining({
          id,
          state: 'pending',
          client: expect.objectContaining({ id: ben.user.id, email: ben.account.email }),
          invoiceCount: 1,
          openInvoiceCount: 1,
        }),
      ]);
      await http()
        .post(`/api/admin/deletion-requests/${id}/decline`)
        .set(withSession(admin.cookie))
        .send({ note: '' })
        .expect(400);
      await http()
        .post(`/api/admin/deletion-requests/${id}/decline`)
        .set(withSession(admin.cookie))
        .send({ note: 'Your retainer invoice is still open' })
        .expect(200);
      const mail = await em().findOne(MailOutbox, {
        kind: 'privacy.deletion-declined',
        to: ben.account.email,
      });
      expect(mail?.text).toContain('Your retainer invoice is still open');
      const status = await http()
        .get('/api/user/deletion-request')
        .set(withSession(ben.cookie))
        .expect(200);
      expect(status.body.request).toMatchObject({
        state: 'declined',
        decisionNote: 'Your retainer invoice is still open',
      });
      await http()
        .post(`/api/admin/deletion-requests/${id}/confirm`)
        .set(withSession(admin.cookie))
        .expect(409);
      const [entry] = await audits('user.deletion_declined', ben.user.id);
      expect(entry).toMatchObject({ actorId: admin.id, outcome: 'success' });
    });

    it('confirmed: personal data anonymised, invoices and payments kept, sessions ended, no sign-in', async () => {
      const other = await login(t.app.getHttpServer(), ana.account.username);
      const made = await ask(ana.cookie, {
        currentPassword: STRONG_PASSWORD,
        reason: 'Closing',
      }).expect(201);
      const id = made.body.request.id as number;
      const invoicesBefore = await em().count(Invoice, { user: ana.user.id });

      const done = await http()
        .post(`/api/admin/deletion-requests/${id}/confirm?lang=es`)
        .set(withSession(admin.cookie))
        .expect(200);
      expect(done.body.message).toMatch(/anonimizaron/);

      const user = await em().findOneOrFail(User, ana.user.id);
      expect(user).toMatchObject({
        username: `deleted-user-${ana.user.id}`,
        email: `deleted-user-${ana.user.id}@anonymised.invalid`,
        firstName: null,
        lastName: null,
        phone: null,
        isActive: false,
        twoFactorSecret: null,
        twoFactorEnabledAt: null,
      });
      expect(user.anonymisedAt).toBeInstanceOf(Date);
      expect(user.passwordHash.startsWith('$argon2')).toBe(false);

      // The accounting records stay, billed to the client as they were.
      const invoices = await em().find(Invoice, { user: ana.user.id });
      expect(invoices).toHaveLength(invoicesBefore);
      expect(invoices[0].billTo).toBe(`Ana Quiroga\n${ana.account.email}`);
      expect(await em().count(PaymentRecord, { user: ana.user.id })).toBe(1);
      // The project and its conversation stay with the agency; the client's own posts go.
      expect(await em().count(ProjectComment, { project: anaProject.id })).toBe(1);
      expect(await em().count(SocialMediaContent, { user: ana.user.id })).toBe(0);

      expect(await em().count(AuthSession, { user: ana.user.id, revokedAt: null })).toBe(0);
      for (const cookie of [ana.cookie, other.cookie])
        await http().get('/api/user').set(withSession(cookie)).expect(401);
      for (const username of [ana.account.username, ana.account.email, user.username, user.email])
        await http()
          .post('/api/login')
          .set('X-Forwarded-For', newIp())
          .send({ username, password: STRONG_PASSWORD })
          .expect(401);

      const farewell = await em().findOne(MailOutbox, {
        kind: 'privacy.account-deleted',
        to: ana.account.email,
      });
      expect(farewell?.language).toBe('es');
      const [entry] = await audits('user.deletion_confirmed', ana.user.id);
      expect(entry).toMatchObject({ actorId: admin.id, outcome: 'success' });
      expect(entry.changes).toMatchObject({ requestId: id, invoicesKept: invoicesBefore });
      // The audit entry names no personal data of the deleted account.
      const recorded = JSON.stringify(entry);
      for (const personal of ['Quiroga', ana.account.email, ana.account.username, '+598 91'])
        expect(recorded).not.toContain(personal);
      await http()
        .post(`/api/admin/deletion-requests/${id}/confirm`)
        .set(withSession(admin.cookie))
        .expect(409);
      await http()
        .post('/api/admin/deletion-requests/999999/confirm')
        .set(withSession(admin.cookie))
        .expect(404);
      // Nobody is left to let back in.
      const reactivate = await http()
        .post(`/api/admin/clients/${ana.user.id}/reactivate`)
        .set(withSession(admin.cookie))
        .expect(409);
      expect(reactivate.body.message).toMatch(/cannot be reactivated/);
      expect((await em().findOneOrFail(User, ana.user.id)).isActive).toBe(false);
    });
  });
});
