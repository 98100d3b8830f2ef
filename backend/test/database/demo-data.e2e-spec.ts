import { join } from 'node:path';

import type { EntityClass } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { verify } from '@node-rs/argon2';
import sharp from 'sharp';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { Invoice } from '../../src/modules/billing/entities/invoice.entity';
import { OrderItem } from '../../src/modules/billing/entities/order-item.entity';
import { Order } from '../../src/modules/billing/entities/order.entity';
import { SavedRecommendation } from '../../src/modules/content/content-recommendations/saved-recommendation.entity';
import { ContactSubmission } from '../../src/modules/contact/entities/contact-submission.entity';
import { BlogPost } from '../../src/modules/content/entities/blog-post.entity';
import { ServiceType } from '../../src/modules/content/entities/service-type.entity';
import { SocialMediaContent } from '../../src/modules/content/entities/social-media-content.entity';
import { Testimonial } from '../../src/modules/content/entities/testimonial.entity';
import { StoredFile } from '../../src/modules/files/stored-file.entity';
import { PaymentRecord } from '../../src/modules/payments/entities/payment-record.entity';
import { ProjectComment } from '../../src/modules/projects/entities/project-comment.entity';
import { ProjectMilestone } from '../../src/modules/projects/entities/project-milestone.entity';
import { PROJECT_STATUSES, Project } from '../../src/modules/projects/entities/project.entity';
import { ProjectUpdate } from '../../src/modules/projects/entities/project-update.entity';
import { SITE_PROFILE } from '../../src/modules/site/site-profile';
import { AppState } from '../../src/platform/database/app-state.entity';
import { buildOrmOptions } from '../../src/platform/database/mikro-orm.config';
import { DEMO_LOGINS } from '../../src/platform/database/seeders/demo-content/demo-logins';
import {
  DEMO_DATA_STATE_KEY,
  seedDemoDataOnce,
} from '../../src/platform/database/seeders/seed-demo-data';
import { login, withSession } from '../support/accounts';
import { createTestDatabase } from '../support/databases';
import { eventually, startTestApp } from '../support/test-app';

const BODY_RULES: Record<string, RegExp> = {
  'paragraphs separated by blank lines': /\S\n\n\S/,
  'level 1 heading': /^# \S/m,
  'level 2 heading': /^## \S/m,
  'level 3 heading': /^### \S/m,
  'level 4 heading': /^#### \S/m,
  'bullet list': /^- \S/m,
  'numbered list': /^1\. \S/m,
  bold: /\*\*\S[^*\n]*\S\*\*/,
  italics: /(^|[^*])\*\S[^*\n]*\S\*([^*]|$)/m,
  'inline code': /`[^`\n]+`/,
  link: /[^!]\[[^\]\n]+\]\(\/[^)\s]*\)/,
  'image with alt text': /!\[[^\]\n]+\]\(\/images\/[^)\s]+\)/,
};

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Every portfolio title names the client's company first: 'Company: what we did'. */
const clientOf = (project: Project) => project.title.split(': ')[0];

/** Where the site's images are generated (`npm run images`) and served from. */
const IMAGES_DIR = join(__dirname, '../../../frontends/shell/public');

/**
 * A picture's outline: the brightness gradient of a 64x40 grey thumbnail, centred and scaled to
 * length 1, so colours drop out and only the layout remains.
 */
async function outline(file: string): Promise<number[]> {
  const [w, h] = [64, 40];
  const grey = await sharp(file).greyscale().resize(w, h, { fit: 'fill' }).raw().toBuffer();
  const edges: number[] = [];
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const dx = grey[y * w + x + 1] - grey[y * w + x - 1];
      const dy = grey[(y + 1) * w + x] - grey[(y - 1) * w + x];
      edges.push(Math.hypot(dx, dy));
    }
  }
  const mean = edges.reduce((sum, v) => sum + v, 0) / edges.length;
  const centred = edges.map((v) => v - mean);
  const length = Math.hypot(...centred);
  return centred.map((v) => v / length);
}

/** 1 for the same outline, about 0 for unrelated ones. */
const similarity = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + v * b[i], 0);

async function withDatabase(work: (orm: MikroORM) => Promise<void>): Promise<void> {
  const db = await createTestDatabase();
  const orm = await MikroORM.init(buildOrmOptions(db.url, 3));
  try {
    await work(orm);
  } finally {
    await orm.close(true);
    await db.drop();
  }
}

describe('demo data', () => {
  let db: { url: string; drop: () => Promise<void> };
  let orm: MikroORM;
  let firstRun: boolean;

  const countAll = async () => {
    const em = orm.em.fork();
    const entities: EntityClass<object>[] = [
      User,
      ServiceType,
      Project,
      ProjectMilestone,
      ProjectUpdate,
      ProjectComment,
      StoredFile,
      BlogPost,
      Testimonial,
      SocialMediaContent,
      SavedRecommendation,
      Invoice,
      PaymentRecord,
      Order,
      OrderItem,
      ContactSubmission,
    ];
    const counts: Record<string, number> = {};
    for (const entity of entities) counts[entity.name] = await em.count(entity);
    return counts;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    orm = await MikroORM.init(buildOrmOptions(db.url, 2));
    firstRun = await seedDemoDataOnce(orm);
  });

  afterAll(async () => {
    await orm.close(true);
    await db.drop();
  });

  it('seeds a fresh database and reports it', async () => {
    expect(firstRun).toBe(true);
    expect(await countAll()).toEqual({
      User: 2,
      ServiceType: 6,
      Project: 8,
      ProjectMilestone: 4,
      ProjectUpdate: 3,
      ProjectComment: 4,
      StoredFile: 2,
      BlogPost: 7,
      Testimonial: 6,
      SocialMediaContent: 5,
      SavedRecommendation: 1,
      Invoice: 4,
      PaymentRecord: 2,
      Order: 1,
      OrderItem: 1,
      ContactSubmission: 3,
    });
    const state = await orm.em.fork().findOneOrFail(AppState, { key: DEMO_DATA_STATE_KEY });
    expect(state.value).toMatchObject({ status: 'seeded' });
  });

  it('creates the documented logins with argon2id hashes', async () => {
    const em = orm.em.fork();
    const [adminLogin, clientLogin] = DEMO_LOGINS;
    const admin = await em.findOneOrFail(User, { username: 'tbadmin' });
    expect(admin).toMatchObject({
      email: 'admin@terrabridge.example',
      role: 'admin',
      isActive: true,
      emailVerified: true,
    });
    expect(admin.firstName).toBeTruthy();
    expect(admin.lastName).toBeTruthy();
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(admin.passwordHash, 'TerraBridge#2026')).toBe(true);
    expect(await verify(admin.passwordHash, adminLogin.password)).toBe(true);
    expect(await verify(admin.passwordHash, 'terrabridge#2026')).toBe(false);

    const client = await em.findOneOrFail(User, { username: 'democlient' });
    expect(client).toMatchObject({
      email: 'client@terrabridge.example',
      role: 'user',
      language: 'en',
      firstName: 'Sarah',
      lastName: 'Mitchell',
    });
    expect(client.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(client.passwordHash, 'Client#Demo2026')).toBe(true);
    expect(await verify(client.passwordHash, clientLogin.password)).toBe(true);
  });

  it('lists six bilingual services with the known icons, cents prices and feature lists', async () => {
    const services = await orm.em
      .fork()
      .find(ServiceType, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
    expect(services.map((service) => service.slug)).toEqual([
      'web-design',
      'automation',
      'branding',
      'social-media-marketing',
      'accounting',
      'ai-solutions',
    ]);
    expect(services.map((service) => service.icon)).toEqual(
      expect.arrayContaining(['laptop-code', 'robot', 'paint-brush']),
    );
    for (const service of services) {
      expect(service.nameEs).toBeTruthy();
      expect(service.nameEs).not.toBe(service.name);
      expect(service.descriptionEs).toBeTruthy();
      expect(Number.isInteger(service.priceCents) && service.priceCents > 0).toBe(true);
      expect(service.features.length).toBeGreaterThanOrEqual(3);
      expect(service.featuresEs).toHaveLength(service.features.length);
      expect(service.sortOrder).toBeGreaterThan(0);
    }
  });

  it('numbers the projects 1..N in insertion order, across every status', async () => {
    const em = orm.em.fork();
    const projects = await em.find(Project, {}, { orderBy: { id: 'asc' }, populate: ['client'] });
    expect(projects.map((project) => project.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(projects.map((project) => project.status))).toEqual(new Set(PROJECT_STATUSES));
    expect(projects.filter((project) => project.status === 'archived')).toHaveLength(1);
    expect(projects.filter((project) => project.featured).length).toBeGreaterThanOrEqual(2);
    const owned = projects.filter((project) => project.client?.username === 'democlient');
    expect(owned.length).toBeGreaterThanOrEqual(3);
    expect(new Set(owned.map(clientOf))).toEqual(new Set(['Mitchell Outdoor Supply']));
    for (const project of projects) {
      const [summary, ...rest] = project.description.split('\n');
      expect(summary.length).toBeGreaterThan(30);
      expect(rest.length).toBeGreaterThan(0);
      expect(project.descriptionEs?.split('\n')[0]).toBeTruthy();
      expect(project.titleEs).toBeTruthy();
      expect(project.image).toMatch(/^\/images\/projects\/[a-z0-9-]+\.jpg$/);
      for (const image of project.gallery) expect(image).toMatch(/^\/images\/projects\//);
    }

    // The sequence continues after the seeded ids.
    const next = em.create(Project, { title: 'Next', description: 'Line' });
    await em.flush();
    expect(next.id).toBe(9);
    await em.remove(next).flush();
  });

  it('spreads the public portfolio over many clients, no one client filling it', async () => {
    const projects = await orm.em.fork().find(Project, { status: { $ne: 'archived' } });
    const perClient = new Map<string, number>();
    for (const project of projects) {
      expect(project.title).toMatch(/^[^:]+: \S/);
      perClient.set(clientOf(project), (perClient.get(clientOf(project)) ?? 0) + 1);
    }
    expect(perClient.size).toBeGreaterThanOrEqual(5);
    expect(Math.max(...perClient.values())).toBeLessThanOrEqual(3);
  });

  it('gives every project pictures of its own', async () => {
    const projects = await orm.em.fork().find(Project, {}, { orderBy: { id: 'asc' } });
    const owner = new Map<string, string>();
    for (const project of projects) {
      for (const image of new Set([project.image!, ...project.gallery])) {
        expect({ image, usedBy: owner.get(image) ?? project.title }).toEqual({
          image,
          usedBy: project.title,
        });
        owner.set(image, project.title);
      }
    }
    // No two covers are the same mockup in other colours: their outlines differ.
    const outlines = await Promise.all(
      projects.map((project) => outline(join(IMAGES_DIR, project.image!))),
    );
    for (let i = 0; i < projects.length; i++) {
      for (let j = i + 1; j < projects.length; j++) {
        const pair = [projects[i].image, projects[j].image];
        expect({ pair, alike: similarity(outlines[i], outlines[j]) > 0.5 }).toEqual({
          pair,
          alike: false,
        });
      }
    }
  });

  it('backs the stats band with figures the portfolio does not contradict, none of them zero', async () => {
    const projects = await orm.em.fork().find(Project, {});
    const figures = Object.fromEntries(SITE_PROFILE.stats.map(({ key, value }) => [key, value]));
    for (const { key, value } of SITE_PROFILE.stats)
      expect({ key, value: value > 0 }).toEqual({ key, value: true });
    expect(figures.clients).toBeGreaterThanOrEqual(new Set(projects.map(clientOf)).size);
    const delivered = projects.filter((p) => p.status === 'completed' || p.status === 'archived');
    expect(figures.projects).toBeGreaterThanOrEqual(delivered.length);
  });

  it('gives project 5 exactly the decided case-study content', async () => {
    const project = await orm.em.fork().findOneOrFail(Project, 5);
    expect(project).toMatchObject({
      status: 'completed',
      startDate: '2025-05-05',
      endDate: '2025-06-14',
      category: 'Web Platform Development',
      categoryEs: 'Desarrollo de Plataforma Web',
    });
    expect(project.results.map((result) => result.percent)).toEqual([87, 92, 73, 64]);
    for (const result of project.results) {
      expect(result.label).toBeTruthy();
      expect(result.labelEs).toBeTruthy();
      expect(result.labelEs).not.toBe(result.label);
    }
    expect(project.gallery.length).toBeGreaterThanOrEqual(4);
    expect(project.gallery[0]).toBe(project.image);
    expect(project.features.length).toBeGreaterThanOrEqual(4);
    expect(project.featuresEs).toHaveLength(project.features.length);
  });

  it('publishes six long bilingual articles and keeps one draft', async () => {
    const posts = await orm.em.fork().find(BlogPost, {}, { orderBy: { createdAt: 'desc' } });
    const published = posts.filter((post) => post.published);
    expect(published).toHaveLength(6);
    expect(posts.filter((post) => !post.published)).toHaveLength(1);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.titleEs).toBeTruthy();
      expect(post.featuredImage).toMatch(/^\/images\/blog\//);
      expect(post.author).toBeTruthy();
      expect(words(post.content)).toBeGreaterThanOrEqual(300);
      expect(words(post.contentEs ?? '')).toBeGreaterThanOrEqual(300);
    }
    // Spread over past months, newest first.
    const ages = published.map((post) => (Date.now() - post.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeGreaterThan(120);
  });

  it('uses every body formatting rule, all of them in a Spanish body', async () => {
    const posts = await orm.em.fork().find(BlogPost, {});
    const spanish = posts.map((post) => post.contentEs ?? '');
    const everyRuleInOneSpanishBody = spanish.some((body) =>
      Object.values(BODY_RULES).every((rule) => rule.test(body)),
    );
    expect(everyRuleInOneSpanishBody).toBe(true);
    const allBodies = posts.flatMap((post) => [post.content, post.contentEs ?? '']);
    for (const [name, rule] of Object.entries(BODY_RULES)) {
      expect({ rule: name, used: allBodies.some((body) => rule.test(body)) }).toEqual({
        rule: name,
        used: true,
      });
    }
    // No indented lines (CommonMark would read them as code) and no raw HTML.
    for (const body of allBodies) expect(body).not.toMatch(/^[ \t]+\S|<[a-z]/m);
  });

  it('has approved and pending testimonials, including a half-star rating', async () => {
    const testimonials = await orm.em.fork().find(Testimonial, {});
    expect(testimonials.filter((t) => t.approved).length).toBeGreaterThanOrEqual(4);
    expect(testimonials.filter((t) => !t.approved).length).toBeGreaterThanOrEqual(2);
    expect(testimonials.map((t) => t.rating)).toContain(4.5);
    for (const testimonial of testimonials) expect(testimonial.contentEs).toBeTruthy();
  });

  it('gives the client paid, partly paid, pending and overdue invoices, and social posts', async () => {
    const em = orm.em.fork();
    const client = await em.findOneOrFail(User, { username: 'democlient' });
    const invoices = await em.find(Invoice, { user: client }, { orderBy: { id: 'asc' } });
    expect(invoices.map((invoice) => [invoice.number, invoice.status])).toEqual([
      ['INV-0001', 'paid'],
      ['INV-0002', 'partial'],
      ['INV-0003', 'pending'],
      ['INV-0004', 'overdue'],
    ]);
    for (const invoice of invoices) {
      const subtotal = invoice.items.reduce((sum, item) => sum + item.amountCents, 0);
      expect(invoice.amountCents).toBe(subtotal);
      expect(invoice.amountCents + invoice.taxCents - invoice.discountCents).toBe(
        invoice.totalCents,
      );
    }
    // Tax and a discount on the partly paid one: (170,250 - 10,000) x 8% = 12,820.
    expect(invoices[1]).toMatchObject({ amountCents: 170250, taxCents: 12820, totalCents: 173070 });
    const today = new Date().toISOString().slice(0, 10);
    expect(invoices[2].dueDate > today && invoices[1].dueDate > today).toBe(true);
    expect(invoices[3].dueDate < today).toBe(true);
    // The next invoice issued continues the numbering.
    const [{ last_number }] = await em.execute<{ last_number: number }[]>(
      'select "last_number" from "invoice_number_counter"',
    );
    expect(last_number).toBe(4);

    const payments = await em.find(PaymentRecord, { user: client }, { orderBy: { id: 'asc' } });
    expect(payments.map((p) => [p.invoice?.id, p.amountCents, p.paymentMethod])).toEqual([
      [invoices[0].id, invoices[0].totalCents, 'stripe'],
      [invoices[1].id, 80000, 'bank_transfer'],
    ]);
    for (const payment of payments) expect(payment.reference).toMatch(/^TB-[A-Z0-9]{9}$/);
    expect(invoices[0].project?.id).toBe(5);
    const events = await em.execute<{ invoice_id: number; reason: string }[]>(
      'select invoice_id, reason from invoice_events order by id',
    );
    expect(events.filter((e) => e.invoice_id === invoices[3].id).map((e) => e.reason)).toEqual([
      'created',
      'issued',
      'overdue',
    ]);

    const all = await em.find(SocialMediaContent, { user: client });
    // One already posted, with its live link, kept on the calendar at the time it went out.
    const [posted] = all.filter((post) => post.status === 'posted');
    expect(posted).toMatchObject({ platform: 'instagram', scheduled: true });
    expect(posted.postedUrl).toMatch(/^https:\/\/www\.instagram\.com\/p\/\w+\/$/);
    expect(posted.postedAt!.getTime()).toBeGreaterThan(posted.scheduledDate!.getTime());
    expect(posted.postedAt!.getTime()).toBeLessThan(Date.now());
    expect(posted.updatedAt.getTime()).toBe(posted.postedAt!.getTime());
    const posts = all.filter((post) => post !== posted);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(new Set(posts.map((post) => post.platform))).toEqual(
      new Set(['twitter', 'facebook', 'instagram', 'linkedin']),
    );
    for (const post of all) {
      expect(post.metadata?.hashtags?.length).toBeGreaterThan(0);
      expect(post.contentEs).toBeTruthy();
      expect(post.contentEs).not.toBe(post.content);
      expect(post.createdAt.getTime()).toBeLessThan(Date.now());
    }
    for (const post of posts) expect(post.updatedAt.getTime()).toBe(post.createdAt.getTime());
    const tweet = posts.find((post) => post.platform === 'twitter')!;
    expect(tweet.content.length).toBeLessThanOrEqual(280);
    expect(tweet.contentEs!.length).toBeLessThanOrEqual(280);

    // Two drafts of the client's own, a team draft awaiting approval and a post scheduled ahead.
    const admin = await em.findOneOrFail(User, { username: 'tbadmin' });
    const byPlatform = Object.fromEntries(posts.map((post) => [post.platform, post]));
    expect(Object.fromEntries(posts.map((post) => [post.platform, post.status]))).toEqual({
      instagram: 'draft',
      linkedin: 'awaiting_approval',
      facebook: 'scheduled',
      twitter: 'draft',
    });
    expect(byPlatform.linkedin).toMatchObject({ draftedByTeam: true, scheduled: false });
    expect(byPlatform.linkedin.draftedBy?.id).toBe(admin.id);
    const scheduled = byPlatform.facebook;
    expect(scheduled.scheduled).toBe(true);
    expect(scheduled.scheduledDate!.getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    expect(scheduled.scheduledDate!.toISOString()).toMatch(/T14:00:00\.000Z$/);
    expect(scheduled.draftedBy).toBeNull();
    for (const own of [byPlatform.instagram, byPlatform.twitter])
      expect(own).toMatchObject({ draftedByTeam: false, scheduled: false, scheduledDate: null });
  });

  it('gives the client an open order by bank transfer and a saved recommendation set', async () => {
    const app = await startTestApp({}, { database: db.url });
    try {
      const server = app.app.getHttpServer();
      const client = await login(server, 'democlient', DEMO_LOGINS[1].password);
      const orders = await request(server)
        .get('/api/orders')
        .set('Cookie', client.cookie)
        .expect(200);
      // Social Media Marketing's fixed US$ 900 plus the checkout's 8% tax.
      expect(orders.body.items).toEqual([
        expect.objectContaining({
          reference: 'TB-5MX8R2K7Q',
          state: 'awaiting',
          serviceName: 'Social Media Marketing',
          subtotalCents: 90000,
          taxCents: 7200,
          totalCents: 97200,
        }),
      ]);
      const saved = await request(server)
        .get('/api/content-recommendations/saved')
        .set('Cookie', client.cookie)
        .expect(200);
      expect(saved.body.items).toEqual([
        expect.objectContaining({
          industry: 'Outdoor retail',
          platforms: ['instagram', 'facebook', 'twitter'],
        }),
      ]);
      expect(saved.body.items[0].topics).toHaveLength(3);
    } finally {
      await app.stop();
    }
  });

  it("renders the demo invoices' PDFs on the first start", async () => {
    const app = await startTestApp({}, { database: db.url });
    try {
      const rendered = await eventually(async () => {
        const invoices = await orm.em.fork().find(Invoice, {}, { populate: ['pdfFile'] });
        return (
          invoices.length === 4 &&
          invoices.every(
            (invoice) => invoice.pdfFile && invoice.pdfRevision === invoice.revision,
          ) &&
          invoices
        );
      });
      expect(rendered.map((invoice) => invoice.pdfFile!.name).sort()).toEqual([
        'INV-0001.pdf',
        'INV-0002.pdf',
        'INV-0003.pdf',
        'INV-0004.pdf',
      ]);
      expect(rendered.every((invoice) => invoice.pdfFile!.contentType === 'application/pdf')).toBe(
        true,
      );
    } finally {
      await app.stop();
    }
  });

  it("fills the client's overview: counts, newest items and the open invoice due first", async () => {
    const app = await startTestApp({}, { database: db.url });
    try {
      const server = app.app.getHttpServer();
      const client = await login(server, 'democlient', DEMO_LOGINS[1].password);
      const res = await request(server)
        .get('/api/user/overview')
        .set(withSession(client.cookie))
        .expect(200);
      const overview = res.body as {
        projectCount: number;
        socialPostCount: number;
        recentProjects: { status: string }[];
        recentSocialPosts: { platform: string; status: string }[];
        nextInvoice: { number: string; dueDate: string; amountDueCents: number } | null;
      };
      expect(overview.projectCount).toBe(3);
      expect(overview.socialPostCount).toBe(5);
      expect(overview.recentProjects).toHaveLength(3);
      expect(new Set(overview.recentProjects.map((project) => project.status)).size).toBe(3);
      // Three of the five posts: the two oldest are left out.
      expect(overview.recentSocialPosts.map((post) => post.platform)).toEqual([
        'twitter',
        'facebook',
        'linkedin',
      ]);
      expect(overview.recentSocialPosts.map((post) => post.status)).toEqual([
        'draft',
        'scheduled',
        'awaiting_approval',
      ]);
      const dueInDays = Math.round(
        (Date.parse(overview.nextInvoice!.dueDate) -
          Date.parse(new Date().toISOString().slice(0, 10))) /
          86_400_000,
      );
      // The overdue invoice comes first.
      expect(overview.nextInvoice).toMatchObject({
        number: 'INV-0004',
        status: 'overdue',
        amountDueCents: 65000,
      });
      expect(dueInDays).toBe(-10);
    } finally {
      await app.stop();
    }
  });

  it('gives the client three projects in different states, one with a plan under way', async () => {
    const em = orm.em.fork();
    const owned = await em.find(
      Project,
      { client: { username: 'democlient' } },
      { orderBy: { id: 'asc' } },
    );
    expect(new Set(owned.map((project) => project.status)).size).toBeGreaterThanOrEqual(3);
    const tracked = owned.find((project) => project.status === 'in_progress')!;
    const today = new Date().toISOString().slice(0, 10);
    expect(tracked.startDate! < today && today < tracked.endDate!).toBe(true);

    const milestones = await em.find(ProjectMilestone, { project: tracked });
    const done = milestones.filter((milestone) => milestone.status === 'completed');
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const milestone of done) expect(milestone.completedAt).toBeInstanceOf(Date);
    const overdue = milestones.filter(
      (milestone) => milestone.status !== 'completed' && milestone.dueDate! < today,
    );
    expect(overdue).toHaveLength(1);
    expect(overdue[0].completedAt).toBeNull();
    for (const milestone of milestones) {
      expect(milestone.titleEs).toBeTruthy();
      expect(milestone.descriptionEs).toBeTruthy();
    }
  });

  it('posts bilingual updates whose image and PDF the client downloads', async () => {
    const em = orm.em.fork();
    const tracked = await em.findOneOrFail(Project, {
      client: { username: 'democlient' },
      status: 'in_progress',
    });
    const updates = await em.find(ProjectUpdate, { project: tracked }, { populate: ['user'] });
    for (const update of updates) {
      expect(update.isPublic).toBe(true);
      expect(update.user?.role).toBe('admin');
      expect(update.contentEs).toBeTruthy();
      expect(update.contentEs).not.toBe(update.content);
    }
    const attachments = updates.flatMap((update) => update.attachments);
    expect(attachments.map((file) => file.contentType).sort()).toEqual([
      'application/pdf',
      'image/png',
    ]);

    const app = await startTestApp({}, { database: db.url });
    try {
      const server = app.app.getHttpServer();
      const client = await login(server, 'democlient', DEMO_LOGINS[1].password);
      for (const attachment of attachments) {
        expect(attachment.url).toBe(`/api/files/${attachment.fileId}`);
        const res = await request(server)
          .get(attachment.url)
          .set(withSession(client.cookie))
          .buffer(true)
          .parse((response, done) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => done(null, Buffer.concat(chunks)));
          })
          .expect(200);
        expect(res.headers['content-type']).toMatch(new RegExp(`^${attachment.contentType}`));
        const body = res.body as Buffer;
        expect(body.length).toBe(attachment.size);
        if (attachment.contentType === 'image/png') {
          const { width, height } = await sharp(body).metadata();
          expect(width! * height!).toBeGreaterThan(10_000);
        } else {
          const text = body.toString('latin1');
          expect(text).toMatch(/^%PDF-1\.\d/);
          expect(text.trimEnd()).toMatch(/%%EOF$/);
          // The cross-reference table points at each object it lists.
          const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
          const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)];
          expect(offsets.length).toBeGreaterThan(0);
          offsets.forEach(([, offset], index) =>
            expect(text.slice(Number(offset))).toMatch(new RegExp(`^${index + 1} 0 obj`)),
          );
        }
      }
    } finally {
      await app.stop();
    }
  });

  it('has the client and the team talking on the project under way', async () => {
    const em = orm.em.fork();
    const tracked = await em.findOneOrFail(Project, {
      client: { username: 'democlient' },
      status: 'in_progress',
    });
    const comments = await em.find(
      ProjectComment,
      { project: tracked },
      { orderBy: { createdAt: 'asc' }, populate: ['user'] },
    );
    expect(comments.length).toBeGreaterThanOrEqual(3);
    expect(comments.length).toBeLessThanOrEqual(5);
    const authors = comments.map((comment) => comment.user?.username);
    authors.forEach((author, index) =>
      expect(author).toBe(index % 2 === 0 ? 'democlient' : 'tbadmin'),
    );
    expect(comments.at(-1)!.createdAt.getTime()).toBeLessThan(Date.now());
  });

  it('never seeds twice', async () => {
    const before = await countAll();
    expect(await seedDemoDataOnce(orm)).toBe(false);
    expect(await countAll()).toEqual(before);
  });

  it('lets only one of two simultaneous starts seed', async () => {
    await withDatabase(async (fresh) => {
      const outcomes = await Promise.all([seedDemoDataOnce(fresh), seedDemoDataOnce(fresh)]);
      expect(outcomes.sort()).toEqual([false, true]);
      expect(await fresh.em.fork().count(User)).toBe(2);
      expect(await fresh.em.fork().count(Project)).toBe(8);
    });
  });

  it('leaves a database that already has accounts untouched', async () => {
    await withDatabase(async (existing) => {
      const em = existing.em.fork();
      em.create(User, {
        username: 'realowner',
        email: 'owner@example.com',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$placeholder',
      });
      await em.flush();
      expect(await seedDemoDataOnce(existing)).toBe(false);
      expect(await existing.em.fork().count(ServiceType)).toBe(0);
      expect(await existing.em.fork().count(User)).toBe(1);
      const state = await existing.em.fork().findOneOrFail(AppState, { key: DEMO_DATA_STATE_KEY });
      expect(state.value).toMatchObject({ status: 'skipped' });
      expect(await seedDemoDataOnce(existing)).toBe(false);
    });
  });
});
