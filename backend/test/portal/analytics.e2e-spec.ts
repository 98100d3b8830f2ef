import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { Invoice, type InvoiceStatus } from '../../src/modules/billing/entities/invoice.entity';
import { PaymentRecord } from '../../src/modules/payments/entities/payment-record.entity';
import { SocialMediaContent } from '../../src/modules/content/entities/social-media-content.entity';
import {
  ProjectMilestone,
  type MilestoneStatus,
} from '../../src/modules/projects/entities/project-milestone.entity';
import { ProjectUpdate } from '../../src/modules/projects/entities/project-update.entity';
import { Project, type ProjectStatus } from '../../src/modules/projects/entities/project.entity';
import { register, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

interface ProjectFigures {
  byGroup: { group: string; projects: number }[];
  milestones: { onTime: number; late: number; overdueOpen: number };
  projects: {
    id: number;
    title: string;
    titleEs: string | null;
    status: ProjectStatus;
    statusGroup: string;
    progress: number | null;
    daysSinceUpdate: number | null;
  }[];
}
interface SocialFigures {
  months: { month: string; platforms: { platform: string; posts: number }[] }[];
  totalPosts: number;
}
interface BillingFigures {
  months: { month: string; paidCents: number; outstandingCents: number; invoices: number }[];
  paidCents: number;
  outstandingCents: number;
  invoices: number;
}

/** The month `offset` months from now (UTC) as `YYYY-MM`, and its 15th day at noon. */
function monthFromNow(offset: number) {
  const now = new Date();
  const mid = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 15, 12));
  return { key: mid.toISOString().slice(0, 7), mid, day: mid.toISOString().slice(0, 10) };
}

describe('portal analytics API', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  let owner: { cookie: string; id: number };
  let other: { cookie: string; id: number };
  let projects: Record<'building' | 'shipped' | 'planned', Project>;

  async function seedProject(clientId: number, title: string, status: ProjectStatus, age: number) {
    const fork = em();
    const project = fork.create(Project, {
      title,
      titleEs: `${title} (es)`,
      description: `About ${title}`,
      client: fork.getReference(User, clientId),
      status,
      createdAt: new Date(Date.now() - age * DAY_MS),
    });
    await fork.flush();
    return project;
  }

  async function seedMilestones(
    project: Project,
    milestones: { status: MilestoneStatus; dueDate: string | null; completedAt?: string }[],
  ) {
    const fork = em();
    milestones.forEach((milestone, index) =>
      fork.create(ProjectMilestone, {
        project: fork.getReference(Project, project.id),
        title: `Step ${index + 1}`,
        status: milestone.status,
        dueDate: milestone.dueDate,
        completedAt: milestone.completedAt ? new Date(milestone.completedAt) : null,
        sortOrder: index + 1,
      }),
    );
    await fork.flush();
  }

  async function seedUpdate(project: Project, hoursAgo: number, isPublic = true) {
    const fork = em();
    fork.create(ProjectUpdate, {
      project: fork.getReference(Project, project.id),
      content: isPublic ? 'Progress for the client' : 'Internal note',
      isPublic,
      createdAt: new Date(Date.now() - hoursAgo * 60 * 60 * 1000),
    });
    await fork.flush();
  }

  async function seedPosts(userId: number, posts: { platform: string; createdAt: Date }[]) {
    const fork = em();
    for (const post of posts)
      fork.create(SocialMediaContent, {
        user: fork.getReference(User, userId),
        platform: post.platform,
        content: `A post for ${post.platform}`,
        createdAt: post.createdAt,
      });
    await fork.flush();
  }

  async function seedInvoices(
    userId: number,
    invoices: {
      status: InvoiceStatus;
      issueDate: string;
      totalCents: number;
      paidCents?: number;
    }[],
  ) {
    const fork = em();
    for (const { paidCents, ...invoice } of invoices) {
      const created = fork.create(Invoice, {
        user: fork.getReference(User, userId),
        status: invoice.status,
        issueDate: invoice.issueDate,
        dueDate: invoice.issueDate,
        amountCents: invoice.totalCents,
        totalCents: invoice.totalCents,
      });
      const paid = paidCents ?? (invoice.status === 'paid' ? invoice.totalCents : 0);
      if (paid > 0)
        fork.create(PaymentRecord, {
          invoice: created,
          user: fork.getReference(User, userId),
          amountCents: paid,
          paymentMethod: 'bank_transfer',
        });
    }
    await fork.flush();
  }

  const figures = async <T>(path: string, cookie: string): Promise<T> =>
    (await http().get(`/api/user/analytics/${path}`).set(withSession(cookie)).expect(200))
      .body as T;

  beforeAll(async () => {
    t = await startTestApp();
    const a = await register(t.app.getHttpServer());
    owner = { cookie: a.cookie, id: a.user.id };
    const b = await register(t.app.getHttpServer());
    other = { cookie: b.cookie, id: b.user.id };

    projects = {
      planned: await seedProject(owner.id, 'Planned', 'planning', 1),
      shipped: await seedProject(owner.id, 'Shipped', 'completed', 30),
      building: await seedProject(owner.id, 'Building', 'in_progress', 60),
    };
    await seedMilestones(projects.building, [
      // Done late in the evening of its due day in UTC: on time.
      { status: 'completed', dueDate: '2026-01-10', completedAt: '2026-01-10T23:30:00Z' },
      // Done half an hour after its due day ended in UTC: late.
      { status: 'completed', dueDate: '2026-01-10', completedAt: '2026-01-11T00:30:00Z' },
      { status: 'completed', dueDate: null, completedAt: '2026-02-01T12:00:00Z' },
      { status: 'in_progress', dueDate: '2020-01-01' },
      { status: 'pending', dueDate: '2999-12-31' },
      { status: 'pending', dueDate: null },
    ]);
    await seedUpdate(projects.building, 3 * 24 + 1);
    // Newer, but an internal note the client never sees.
    await seedUpdate(projects.building, 2, false);
    await seedUpdate(projects.planned, 10 * 24 + 5);

    const theirs = await seedProject(other.id, 'Theirs', 'in_progress', 5);
    await seedMilestones(theirs, [
      { status: 'completed', dueDate: '2026-01-01', completedAt: '2026-03-01T12:00:00Z' },
      { status: 'pending', dueDate: '2020-01-01' },
    ]);
    await seedUpdate(theirs, 1);

    await seedPosts(owner.id, [
      { platform: 'instagram', createdAt: new Date() },
      { platform: 'instagram', createdAt: new Date(Date.now() - 60_000) },
      { platform: 'linkedin', createdAt: new Date() },
      { platform: 'twitter', createdAt: monthFromNow(-2).mid },
      // The month before the twelve shown.
      { platform: 'facebook', createdAt: monthFromNow(-12).mid },
      // A saved audience recommendation, not a post of one platform.
      { platform: 'multi-platform', createdAt: new Date() },
    ]);
    await seedPosts(other.id, [
      { platform: 'instagram', createdAt: new Date() },
      { platform: 'facebook', createdAt: new Date() },
    ]);

    const today = new Date().toISOString().slice(0, 10);
    await seedInvoices(owner.id, [
      { status: 'pending', issueDate: today, totalCents: 185000 },
      { status: 'paid', issueDate: today, totalCents: 48000 },
      { status: 'overdue', issueDate: monthFromNow(-3).day, totalCents: 10000 },
      { status: 'partial', issueDate: monthFromNow(-3).day, totalCents: 20000, paidCents: 5000 },
      { status: 'void', issueDate: monthFromNow(-3).day, totalCents: 99900 },
      { status: 'paid', issueDate: monthFromNow(-12).day, totalCents: 50000 },
    ]);
    await seedInvoices(other.id, [{ status: 'pending', issueDate: today, totalCents: 777700 }]);
  });
  afterAll(() => t.close());

  it.each(['projects', 'social', 'billing'])('answers 401 to a signed-out visitor (%s)', (path) =>
    http().get(`/api/user/analytics/${path}`).expect(401),
  );

  it("counts the client's own projects by the filter's groups, planning as in progress", async () => {
    const body = await figures<ProjectFigures>('projects', owner.cookie);
    expect(body.byGroup).toEqual([
      { group: 'pending', projects: 0 },
      { group: 'in_progress', projects: 2 },
      { group: 'completed', projects: 1 },
      { group: 'archived', projects: 0 },
    ]);
  });

  it('judges completed milestones by their due day in UTC and counts the open ones past due', async () => {
    const body = await figures<ProjectFigures>('projects', owner.cookie);
    expect(body.milestones).toEqual({ onTime: 2, late: 1, overdueOpen: 1 });
  });

  it('gives the days since the last update the client may read, newest project first', async () => {
    const body = await figures<ProjectFigures>('projects', owner.cookie);
    expect(body.projects).toEqual([
      {
        id: projects.planned.id,
        title: 'Planned',
        titleEs: 'Planned (es)',
        status: 'planning',
        statusGroup: 'in_progress',
        // No milestones: by its status.
        progress: 20,
        daysSinceUpdate: 10,
      },
      {
        id: projects.shipped.id,
        title: 'Shipped',
        titleEs: 'Shipped (es)',
        status: 'completed',
        statusGroup: 'completed',
        progress: 100,
        daysSinceUpdate: null,
      },
      {
        id: projects.building.id,
        title: 'Building',
        titleEs: 'Building (es)',
        status: 'in_progress',
        statusGroup: 'in_progress',
        // Three of its six milestones are completed.
        progress: 50,
        daysSinceUpdate: 3,
      },
    ]);
  });

  it("counts another client's figures only for that client", async () => {
    const body = await figures<ProjectFigures>('projects', other.cookie);
    expect(body.byGroup.find((row) => row.group === 'in_progress')?.projects).toBe(1);
    expect(body.byGroup.reduce((sum, row) => sum + row.projects, 0)).toBe(1);
    expect(body.milestones).toEqual({ onTime: 0, late: 1, overdueOpen: 1 });
    expect(
      body.projects.map((project) => [project.title, project.daysSinceUpdate, project.progress]),
    ).toEqual([['Theirs', 0, 50]]);
  });

  it('counts social posts per platform for each of the last 12 months, empty months included', async () => {
    const body = await figures<SocialFigures>('social', owner.cookie);
    expect(body.months.map((month) => month.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => monthFromNow(index - 11).key),
    );
    const counts = (offset: number) =>
      Object.fromEntries(
        body.months
          .find((month) => month.month === monthFromNow(offset).key)!
          .platforms.map((row) => [row.platform, row.posts]),
      );
    expect(counts(0)).toEqual({ twitter: 0, facebook: 0, instagram: 2, linkedin: 1 });
    expect(counts(-2)).toEqual({ twitter: 1, facebook: 0, instagram: 0, linkedin: 0 });
    expect(counts(-1)).toEqual({ twitter: 0, facebook: 0, instagram: 0, linkedin: 0 });
    expect(body.totalPosts).toBe(4);

    const theirs = await figures<SocialFigures>('social', other.cookie);
    expect(theirs.totalPosts).toBe(2);
    expect(theirs.months[11].platforms).toEqual([
      { platform: 'twitter', posts: 0 },
      { platform: 'facebook', posts: 1 },
      { platform: 'instagram', posts: 1 },
      { platform: 'linkedin', posts: 0 },
    ]);
  });

  it('sums payments and open balances by month of issue, void invoices left out', async () => {
    const body = await figures<BillingFigures>('billing', owner.cookie);
    expect(body.months).toHaveLength(12);
    expect(body.months[11]).toEqual({
      month: monthFromNow(0).key,
      paidCents: 48000,
      outstandingCents: 185000,
      invoices: 2,
    });
    // The partly paid invoice counts on both sides: 5,000 paid, 15,000 still open.
    expect(body.months[8]).toEqual({
      month: monthFromNow(-3).key,
      paidCents: 5000,
      outstandingCents: 25000,
      invoices: 2,
    });
    expect(body.months[0]).toEqual({
      month: monthFromNow(-11).key,
      paidCents: 0,
      outstandingCents: 0,
      invoices: 0,
    });
    expect(body).toMatchObject({ paidCents: 53000, outstandingCents: 210000, invoices: 4 });

    const theirs = await figures<BillingFigures>('billing', other.cookie);
    expect(theirs).toMatchObject({ paidCents: 0, outstandingCents: 777700, invoices: 1 });
  });

  it('answers a client with nothing yet with zeros, never an error', async () => {
    const { cookie } = await register(t.app.getHttpServer());
    const projectsBody = await figures<ProjectFigures>('projects', cookie);
    expect(projectsBody.byGroup.every((row) => row.projects === 0)).toBe(true);
    expect(projectsBody.byGroup).toHaveLength(4);
    expect(projectsBody.milestones).toEqual({ onTime: 0, late: 0, overdueOpen: 0 });
    expect(projectsBody.projects).toEqual([]);
    const social = await figures<SocialFigures>('social', cookie);
    expect(social.months).toHaveLength(12);
    expect(social.totalPosts).toBe(0);
    const billing = await figures<BillingFigures>('billing', cookie);
    expect(billing).toMatchObject({ paidCents: 0, outstandingCents: 0, invoices: 0 });
    expect(billing.months.every((month) => month.invoices === 0)).toBe(true);
  });
});
