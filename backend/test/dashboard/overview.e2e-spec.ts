import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { Invoice, type InvoiceStatus } from '../../src/modules/billing/entities/invoice.entity';
import { SocialMediaContent } from '../../src/modules/content/entities/social-media-content.entity';
import { PaymentRecord } from '../../src/modules/payments/entities/payment-record.entity';
import { Project, type ProjectStatus } from '../../src/modules/projects/entities/project.entity';
import { register, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

interface Overview {
  projectCount: number;
  socialPostCount: number;
  invoiceCount: number;
  recentProjects: Array<{ id: number; title: string; status: ProjectStatus; progress: number }>;
  recentSocialPosts: Array<{ id: number; content: string; hashtags: string[] }>;
  nextInvoice: {
    id: number;
    number: string;
    status: InvoiceStatus;
    dueDate: string;
    amountDueCents: number;
  } | null;
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe('client overview API', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();

  const overviewOf = async (cookie: string) =>
    (await http().get('/api/user/overview').set(withSession(cookie)).expect(200)).body as Overview;

  async function createProjects(clientId: number, statuses: ProjectStatus[]) {
    const fork = em();
    const projects = statuses.map((status, index) =>
      fork.create(Project, {
        title: `Project ${index + 1} (${status})`,
        description: 'About it',
        client: fork.getReference(User, clientId),
        status,
        createdAt: day(index + 1),
      }),
    );
    await fork.flush();
    return projects.map((project) => project.id);
  }

  async function createPosts(userId: number, count: number) {
    const fork = em();
    const posts = Array.from({ length: count }, (_, index) =>
      fork.create(SocialMediaContent, {
        user: fork.getReference(User, userId),
        platform: 'facebook',
        content: `Post ${index + 1}`,
        metadata: { hashtags: [`#tag${index + 1}`] },
        createdAt: day(index + 1),
      }),
    );
    await fork.flush();
    return posts.map((post) => post.id);
  }

  async function createInvoice(
    userId: number,
    status: InvoiceStatus,
    dueDate: string,
    totalCents = 10_000,
    number: string | null = null,
  ): Promise<Invoice> {
    const fork = em();
    const invoice = fork.create(Invoice, {
      user: fork.getReference(User, userId),
      number,
      status,
      dueDate,
      amountCents: totalCents,
      totalCents,
    });
    await fork.flush();
    return invoice;
  }

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 when signed out', async () => {
    await http().get('/api/user/overview').expect(401);
  });

  it('is empty for a new client, with nothing due', async () => {
    const client = await register(t.app.getHttpServer());
    expect(await overviewOf(client.cookie)).toEqual({
      projectCount: 0,
      socialPostCount: 0,
      invoiceCount: 0,
      recentProjects: [],
      recentSocialPosts: [],
      nextInvoice: null,
    });
  });

  it("counts the client's own projects and posts and shows the 3 newest of each", async () => {
    const client = await register(t.app.getHttpServer());
    const someoneElse = await register(t.app.getHttpServer());
    const projects = await createProjects(client.user.id, [
      'pending',
      'planning',
      'in_progress',
      'completed',
      'archived',
    ]);
    const posts = await createPosts(client.user.id, 4);
    await createProjects(someoneElse.user.id, ['in_progress', 'review']);
    await createPosts(someoneElse.user.id, 6);

    const overview = await overviewOf(client.cookie);
    expect(overview.projectCount).toBe(5);
    expect(overview.socialPostCount).toBe(4);
    expect(overview.recentProjects.map((project) => project.id)).toEqual(
      [...projects].reverse().slice(0, 3),
    );
    expect(overview.recentProjects.map(({ status, progress }) => ({ status, progress }))).toEqual([
      { status: 'archived', progress: null },
      { status: 'completed', progress: 100 },
      { status: 'in_progress', progress: 50 },
    ]);
    // The same summary as the projects list gives.
    const list = await http()
      .get('/api/user/projects?limit=3')
      .set(withSession(client.cookie))
      .expect(200);
    expect(overview.recentProjects).toEqual(list.body.items);

    expect(overview.recentSocialPosts.map((post) => post.id)).toEqual(
      [...posts].reverse().slice(0, 3),
    );
    expect(overview.recentSocialPosts[0]).toMatchObject({ content: 'Post 4', hashtags: ['#tag4'] });

    const theirs = await overviewOf(someoneElse.cookie);
    expect(theirs).toMatchObject({ projectCount: 2, socialPostCount: 6 });
    expect(theirs.recentProjects.map((project) => project.id)).not.toEqual(
      expect.arrayContaining([projects[4]]),
    );
  });

  it('follows a deleted post', async () => {
    const client = await register(t.app.getHttpServer());
    const [older, newer] = await createPosts(client.user.id, 2);
    await http().delete(`/api/social-media/${newer}`).set(withSession(client.cookie)).expect(204);
    const overview = await overviewOf(client.cookie);
    expect(overview.socialPostCount).toBe(1);
    expect(overview.recentSocialPosts.map((post) => post.id)).toEqual([older]);
  });

  it('names the payable invoice due soonest, never a paid, void or another client one', async () => {
    const client = await register(t.app.getHttpServer());
    const someoneElse = await register(t.app.getHttpServer());
    // A draft is not issued yet: the client has no invoice.
    await createInvoice(client.user.id, 'draft', '2026-01-09');
    expect(await overviewOf(client.cookie)).toMatchObject({ invoiceCount: 0, nextInvoice: null });
    await createInvoice(client.user.id, 'paid', '2026-01-10');
    await createInvoice(client.user.id, 'void', '2026-01-11');
    await createInvoice(someoneElse.user.id, 'pending', '2026-01-12');
    // Billed before and owing nothing: every invoice is paid (or void).
    expect(await overviewOf(client.cookie)).toMatchObject({ invoiceCount: 2, nextInvoice: null });

    const later = await createInvoice(client.user.id, 'pending', '2026-03-01', 5_000, 'INV-LATER');
    expect((await overviewOf(client.cookie)).nextInvoice).toEqual({
      id: later.id,
      number: 'INV-LATER',
      status: 'pending',
      dueDate: '2026-03-01',
      amountDueCents: 5_000,
    });

    // An overdue invoice comes first: its due date is the earliest.
    const overdue = await createInvoice(client.user.id, 'overdue', '2026-02-01', 12_345);
    expect((await overviewOf(client.cookie)).nextInvoice).toEqual({
      id: overdue.id,
      number: `INV-${String(overdue.id).padStart(4, '0')}`,
      status: 'overdue',
      dueDate: '2026-02-01',
      amountDueCents: 12_345,
    });

    // A partly paid one owes what its completed payments have not covered.
    const partial = await createInvoice(client.user.id, 'partial', '2026-01-20', 30_000);
    const fork = em();
    for (const [amountCents, status] of [
      [10_000, 'completed'],
      [5_000, 'failed'],
    ] as const) {
      fork.create(PaymentRecord, {
        invoice: fork.getReference(Invoice, partial.id),
        user: fork.getReference(User, client.user.id),
        amountCents,
        paymentMethod: 'stripe',
        status,
      });
    }
    await fork.flush();
    expect((await overviewOf(client.cookie)).nextInvoice).toMatchObject({
      id: partial.id,
      status: 'partial',
      dueDate: '2026-01-20',
      amountDueCents: 20_000,
    });

    expect((await overviewOf(client.cookie)).invoiceCount).toBe(5);
    // The other client sees only their own.
    expect((await overviewOf(someoneElse.cookie)).invoiceCount).toBe(1);
    expect((await overviewOf(someoneElse.cookie)).nextInvoice).toMatchObject({
      dueDate: '2026-01-12',
      status: 'pending',
    });
  });
});
