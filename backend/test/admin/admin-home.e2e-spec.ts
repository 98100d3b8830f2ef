import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { addDays, dateIn } from '../../src/modules/billing/billing-calendar';
import { Invoice } from '../../src/modules/billing/entities/invoice.entity';
import { ContactSubmission } from '../../src/modules/contact/entities/contact-submission.entity';
import { SocialMediaContent } from '../../src/modules/content/entities/social-media-content.entity';
import { PaymentRecord } from '../../src/modules/payments/entities/payment-record.entity';
import { ProjectComment } from '../../src/modules/projects/entities/project-comment.entity';
import { Project } from '../../src/modules/projects/entities/project.entity';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { login, register, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

const ADMIN = {
  username: 'home_admin',
  email: 'home@agency.example',
  password: 'Admin#Password2026',
};

describe('GET /api/admin/home', () => {
  let t: TestApp;
  let adminCookie: string;
  let clientCookie: string;
  let today: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp();
    const em = t.app.get(EntityManager).fork();
    await ensureAdmin(em, ADMIN);
    adminCookie = (await login(t.app.getHttpServer(), ADMIN.username, ADMIN.password)).cookie;
    const ana = await register(t.app.getHttpServer(), { firstName: 'Ana', lastName: 'Pérez' });
    const bo = await register(t.app.getHttpServer(), { firstName: 'Bo', lastName: 'Lind' });
    clientCookie = ana.cookie;
    today = dateIn(t.config.billing.timeZone);

    const client = await em.findOneOrFail(User, ana.user.id);
    const other = await em.findOneOrFail(User, bo.user.id);
    const admin = await em.findOneOrFail(User, { username: ADMIN.username });
    const invoice = (dueDate: string, totalCents: number, status: Invoice['status'] = 'pending') =>
      em.create(Invoice, {
        user: client,
        dueDate,
        amountCents: totalCents,
        totalCents,
        status,
        number: `T-${dueDate}-${totalCents}`,
      });
    // Overdue: marked by the sweep (10 000), or past due but not swept yet (5 000 less 2 000 paid).
    invoice(addDays(today, -10), 10_000, 'overdue');
    const partlyPaid = invoice(addDays(today, -1), 5_000, 'partial');
    // Due soon: today and in 7 days; in 8 days is not soon yet.
    invoice(today, 1_500);
    invoice(addDays(today, 7), 2_500);
    invoice(addDays(today, 8), 99_900);
    // Paid, void and drafts owe nothing.
    invoice(addDays(today, -3), 7_700, 'paid');
    invoice(addDays(today, -3), 8_800, 'void');
    invoice(addDays(today, 2), 6_600, 'draft');
    await em.flush();
    em.create(PaymentRecord, {
      invoice: partlyPaid,
      user: client,
      amountCents: 2_000,
      paymentMethod: 'bank_transfer',
    });
    em.create(PaymentRecord, {
      invoice: partlyPaid,
      user: client,
      amountCents: 1_000,
      paymentMethod: 'stripe',
      status: 'refunded',
    });

    const post = (owner: User, status: SocialMediaContent['status'], content: string) =>
      em.create(SocialMediaContent, { user: owner, platform: 'linkedin', content, status });
    post(client, 'awaiting_approval', 'Our autumn menu is here');
    post(other, 'awaiting_approval', 'x'.repeat(120));
    post(client, 'approved', 'Already decided');
    post(client, 'draft', 'Their own draft');

    // Project A: the team answered, then the client wrote twice. Project B: only the client wrote.
    // Project C: the team's reply is the last word.
    const a = em.create(Project, { title: 'Site A', description: 'A', client });
    const b = em.create(Project, { title: 'Site B', description: 'B', client: other });
    const c = em.create(Project, { title: 'Site C', description: 'C', client });
    await em.flush();
    const say = async (project: Project, user: User, content: string) => {
      em.create(ProjectComment, { project, user, content });
      await em.flush();
    };
    await say(a, client, 'First question');
    await say(a, admin, 'Answered');
    await say(a, client, 'Thanks, one more');
    await say(a, client, 'And another');
    await say(b, other, 'Hello?');
    await say(c, client, 'Question');
    await say(c, admin, 'Reply');

    em.create(ContactSubmission, { name: 'Lead One', email: 'one@example.com', message: 'Hi' });
    em.create(ContactSubmission, { name: 'Lead Two', email: 'two@example.com', message: 'Hi' });
    em.create(ContactSubmission, {
      name: 'Done',
      email: 'done@example.com',
      message: 'Hi',
      resolved: true,
    });
    for (const state of ['failed', 'failed', 'sent', 'held'] as const) {
      em.create(MailOutbox, {
        kind: 'test.home',
        to: 'someone@example.com',
        subject: 'Hello',
        text: 'Hello',
        state,
        nextAttemptAt: null,
      });
    }
    await em.flush();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('totals overdue and due-soon invoices by what is still owed', async () => {
    const res = await http().get('/api/admin/home').set(withSession(adminCookie)).expect(200);
    expect(res.body.today).toBe(today);
    const { overdue, dueSoon, dueSoonDays } = res.body.invoices;
    expect(dueSoonDays).toBe(7);
    expect(overdue.count).toBe(2);
    expect(overdue.balanceCents).toBe(10_000 + 3_000);
    expect(overdue.items.map((i: { dueDate: string }) => i.dueDate)).toEqual([
      addDays(today, -10),
      addDays(today, -1),
    ]);
    expect(overdue.items[0]).toMatchObject({ client: 'Ana Pérez', balanceCents: 10_000 });
    expect(dueSoon.count).toBe(2);
    expect(dueSoon.balanceCents).toBe(1_500 + 2_500);
  });

  it('lists team drafts waiting for approval, the longest waiting first', async () => {
    const res = await http().get('/api/admin/home').set(withSession(adminCookie)).expect(200);
    expect(res.body.approvals.count).toBe(2);
    expect(res.body.approvals.items[0]).toMatchObject({
      client: 'Ana Pérez',
      platform: 'linkedin',
      excerpt: 'Our autumn menu is here',
    });
    expect(res.body.approvals.items[1].excerpt).toBe(`${'x'.repeat(80)}…`);
  });

  it('counts client messages since the team last wrote, per project', async () => {
    const res = await http().get('/api/admin/home').set(withSession(adminCookie)).expect(200);
    expect(res.body.messages.count).toBe(3);
    const byProject = Object.fromEntries(
      res.body.messages.items.map((item: { project: string; unread: number }) => [
        item.project,
        item.unread,
      ]),
    );
    expect(byProject).toEqual({ 'Site A': 2, 'Site B': 1 });
  });

  it('counts unresolved contact requests and failed mail and jobs', async () => {
    const [home, queues] = await Promise.all([
      http().get('/api/admin/home').set(withSession(adminCookie)).expect(200),
      http().get('/api/admin/queues').set(withSession(adminCookie)).expect(200),
    ]);
    expect(home.body.contacts.count).toBe(2);
    expect(home.body.contacts.items.map((c: { name: string }) => c.name).sort()).toEqual([
      'Lead One',
      'Lead Two',
    ]);
    expect(home.body.failures.failedMails).toBe(2);
    expect(home.body.failures.queues).toBe('up');
    const failedJobs = (queues.body.queues as { failed: number }[]).reduce(
      (sum, queue) => sum + queue.failed,
      0,
    );
    expect(home.body.failures.failedJobs).toBe(failedJobs);
  });

  it('links the queue dashboard, which links back to the back-office', async () => {
    const home = await http().get('/api/admin/home').set(withSession(adminCookie)).expect(200);
    expect(home.body.queueDashboardPath).toBe('/admin/queues');
    const board = await http().get('/admin/queues').set(withSession(adminCookie)).expect(200);
    expect(board.text).toContain('/admin?section=queues');
  });

  it('is for admins only', async () => {
    await http().get('/api/admin/home').expect(401);
    await http().get('/api/admin/home').set(withSession(clientCookie)).expect(403);
  });
});

describe('the in-process queue summary', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL: '', QUEUE_DASHBOARD: 'true' });
    await ensureAdmin(t.app.get(EntityManager).fork(), ADMIN);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('links back to the back-office', async () => {
    const { cookie } = await login(t.app.getHttpServer(), ADMIN.username, ADMIN.password);
    const page = await request(t.app.getHttpServer())
      .get('/admin/queues')
      .set(withSession(cookie))
      .expect(200);
    expect(page.text).toContain('<a href="/admin?section=queues">');
  });
});
