import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { hash } from '@node-rs/argon2';
import { computeInvoiceTotals } from '@terrabridge/rules/money';

import { User } from '../../../modules/auth/entities/user.entity';
import {
  InvoiceEvent,
  type InvoiceEventReason,
} from '../../../modules/billing/entities/invoice-event.entity';
import { Invoice, type InvoiceStatus } from '../../../modules/billing/entities/invoice.entity';
import { statusForBalance } from '../../../modules/billing/invoice-status';
import { OrderItem } from '../../../modules/billing/entities/order-item.entity';
import { Order } from '../../../modules/billing/entities/order.entity';
import { SavedRecommendation } from '../../../modules/content/content-recommendations/saved-recommendation.entity';
import { ContactSubmission } from '../../../modules/contact/entities/contact-submission.entity';
import { BlogPost } from '../../../modules/content/entities/blog-post.entity';
import { ServiceType } from '../../../modules/content/entities/service-type.entity';
import { SocialMediaContent } from '../../../modules/content/entities/social-media-content.entity';
import { Testimonial } from '../../../modules/content/entities/testimonial.entity';
import { type FileAttachment, FilesService } from '../../../modules/files/files.service';
import { PaymentRecord } from '../../../modules/payments/entities/payment-record.entity';
import { SERVICE_TAX_RATE } from '../../../modules/payments/payment-quotes';
import { ProjectComment } from '../../../modules/projects/entities/project-comment.entity';
import { ProjectMilestone } from '../../../modules/projects/entities/project-milestone.entity';
import { ProjectUpdate } from '../../../modules/projects/entities/project-update.entity';
import { Project } from '../../../modules/projects/entities/project.entity';
import { DEMO_BLOG_POSTS } from './demo-content/blog-posts';
import {
  DEMO_BANK_TRANSFER_ORDER,
  DEMO_CONTACT_SUBMISSIONS,
  DEMO_INVOICES,
  DEMO_SAVED_RECOMMENDATION,
  DEMO_SOCIAL_POSTS,
  type DemoInvoice,
} from './demo-content/client-account';
import {
  chatPreviewImage,
  type DemoFile,
  sampleConversationsPdf,
} from './demo-content/attachments';
import {
  DEMO_MILESTONES,
  DEMO_PROJECT_CONVERSATION,
  DEMO_PROJECT_UPDATES,
  DEMO_PROJECTS,
  TRACKED_PROJECT_SCHEDULE,
} from './demo-content/projects';
import { DEMO_SERVICES } from './demo-content/services';
import { DEMO_TESTIMONIALS } from './demo-content/testimonials';
import { DEMO_LOGINS, type DemoLogin } from './demo-content/demo-logins';
import { demoAdmin, demoClient, type DemoUser } from './demo-content/users';

const DAY_MS = 24 * 60 * 60 * 1000;

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

/** Index in DEMO_PROJECTS of the in-progress project that carries milestones and updates. */
const TRACKED_PROJECT_INDEX = 3;

/**
 * The content of a fresh installation: the service catalogue, a portfolio, blog posts,
 * testimonials, one admin and one client with projects, invoices, an order by bank transfer,
 * social posts and a saved recommendation set.
 *
 * Run it on an empty database only; `seedDemoDataOnce` guards that. Projects get explicit ids
 * 1..N so that project 5 is always the case study the product decisions describe.
 */
export class DemoDataSeeder extends Seeder {
  /** `logins`: the admin's and the client's, in that order (the README's by default). */
  constructor(private readonly logins: readonly DemoLogin[] = DEMO_LOGINS) {
    super();
  }

  async run(em: EntityManager): Promise<void> {
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * DAY_MS);

    const [adminLogin, clientLogin] = this.logins;
    const admin = await this.createUser(em, demoAdmin(adminLogin), daysAgo(400));
    const client = await this.createUser(em, demoClient(clientLogin), daysAgo(560));

    const services = new Map<string, ServiceType>();
    DEMO_SERVICES.forEach((service, index) => {
      services.set(service.slug, em.create(ServiceType, { ...service, sortOrder: index + 1 }));
    });

    // A project is recorded when it starts; one that has not started yet was planned recently.
    const recordedAt = (startDate: string | null, plannedDaysAgo: number) => {
      const start = startDate ? new Date(`${startDate}T12:00:00Z`) : undefined;
      return start && start.getTime() <= now ? start : daysAgo(plannedDaysAgo);
    };
    const inDays = (days: number) => daysAgo(-days);
    const trackedSchedule = {
      startDate: dateOnly(inDays(TRACKED_PROJECT_SCHEDULE.startDay)),
      endDate: dateOnly(inDays(TRACKED_PROJECT_SCHEDULE.endDay)),
    };
    const projects = DEMO_PROJECTS.map(({ ownedByDemoClient, ...data }, index) => {
      const project = index === TRACKED_PROJECT_INDEX ? { ...data, ...trackedSchedule } : data;
      return em.create(Project, {
        ...project,
        id: index + 1,
        client: ownedByDemoClient ? client : null,
        createdAt: recordedAt(project.startDate, 14 - index),
      });
    });

    const tracked = projects[TRACKED_PROJECT_INDEX];
    DEMO_MILESTONES.forEach(({ dueDay, completedDay, ...milestone }, index) => {
      em.create(ProjectMilestone, {
        ...milestone,
        project: tracked,
        sortOrder: index + 1,
        dueDate: dateOnly(inDays(dueDay)),
        completedAt: completedDay === undefined ? null : inDays(completedDay),
      });
    });

    // Stored like an upload (type checked from the content); flushed for the ids updates link to.
    const files = {
      sampleConversations: sampleConversationsPdf(),
      chatPreview: chatPreviewImage(),
    };
    const attachedAt = (key: keyof typeof files) =>
      daysAgo(DEMO_PROJECT_UPDATES.find((update) => update.attachment === key)?.daysAgo ?? 0);
    const attachments = await this.storeFiles(em, files, attachedAt, admin, tracked);
    for (const { daysAgo: age, attachment, ...update } of DEMO_PROJECT_UPDATES) {
      em.create(ProjectUpdate, {
        ...update,
        project: tracked,
        user: admin,
        attachments: attachment ? [attachments[attachment]] : [],
        createdAt: daysAgo(age),
      });
    }
    for (const { from, daysAgo: age, content } of DEMO_PROJECT_CONVERSATION) {
      em.create(ProjectComment, {
        project: tracked,
        user: from === 'team' ? admin : client,
        content,
        createdAt: daysAgo(age),
      });
    }

    for (const { daysAgo: age, ...post } of DEMO_BLOG_POSTS) {
      em.create(BlogPost, {
        ...post,
        author: admin,
        publishedAt: post.published ? daysAgo(age) : null,
        createdAt: daysAgo(age),
        updatedAt: daysAgo(age),
      });
    }

    DEMO_TESTIMONIALS.forEach((testimonial, index) => {
      em.create(Testimonial, {
        ...testimonial,
        createdAt: daysAgo(90 - index * 12),
      });
    });

    for (const {
      daysAgo: age,
      draftedByAdmin,
      scheduledInDays,
      postedUrl,
      ...post
    } of DEMO_SOCIAL_POSTS) {
      const scheduledDate =
        scheduledInDays === undefined ? null : new Date(daysAgo(-scheduledInDays));
      scheduledDate?.setUTCHours(14, 0, 0, 0);
      // Marked posted a few minutes after its time, as a client would on the day.
      const postedAt =
        postedUrl && scheduledDate ? new Date(scheduledDate.getTime() + 20 * 60 * 1000) : null;
      em.create(SocialMediaContent, {
        ...post,
        user: client,
        status: draftedByAdmin
          ? 'awaiting_approval'
          : postedAt
            ? 'posted'
            : scheduledDate
              ? 'scheduled'
              : 'draft',
        draftedBy: draftedByAdmin ? admin : null,
        draftedByTeam: draftedByAdmin ?? false,
        scheduled: scheduledDate !== null,
        scheduledDate,
        postedAt,
        postedUrl: postedAt ? postedUrl : null,
        createdAt: daysAgo(age),
        updatedAt: postedAt ?? daysAgo(age),
      });
    }

    const { daysAgo: savedAge, ...recommendation } = DEMO_SAVED_RECOMMENDATION;
    em.create(SavedRecommendation, {
      ...recommendation,
      topics: [...recommendation.topics],
      contentTypes: [...recommendation.contentTypes],
      platforms: [...recommendation.platforms],
      user: client,
      createdAt: daysAgo(savedAge),
    });

    this.createBankTransferOrder(em, client, services, daysAgo(DEMO_BANK_TRANSFER_ORDER.daysAgo));

    DEMO_INVOICES.forEach((invoice) =>
      this.createInvoice(em, { client, admin, projects, now }, invoice),
    );

    for (const { serviceSlug, daysAgo: age, ...submission } of DEMO_CONTACT_SUBMISSIONS) {
      em.create(ContactSubmission, {
        ...submission,
        service: serviceSlug ? services.get(serviceSlug) : null,
        createdAt: daysAgo(age),
        // Answered the day after it arrived.
        resolvedAt: submission.resolved ? daysAgo(Math.max(age - 1, 0)) : null,
      });
    }

    await em.flush();
    // The demo numbers came from the counter: the next invoice issued continues after them.
    await em.execute('update "invoice_number_counter" set "last_number" = ? where "id" = 1', [
      DEMO_INVOICES.length,
    ]);
    // Explicit ids do not advance the sequence; move it past them for the next project created.
    await em.execute(
      `select setval(pg_get_serial_sequence('projects', 'id'), (select max(id) from projects))`,
    );
  }

  /** Keeps each file as an upload by `owner` to `project` and returns what a record links to. */
  private async storeFiles<K extends string>(
    em: EntityManager,
    files: Record<K, DemoFile>,
    createdAt: (key: K) => Date,
    owner: User,
    project: Project,
  ): Promise<Record<K, FileAttachment>> {
    const keys = Object.keys(files) as K[];
    const stored = new FilesService(em).prepare(
      em,
      keys.map((key) => {
        const { name, content } = files[key];
        return { originalname: name, buffer: content, size: content.length };
      }),
      owner,
      project,
    );
    stored.forEach((file, index) => (file.createdAt = createdAt(keys[index])));
    await em.flush();
    return Object.fromEntries(
      keys.map((key, index) => [key, FilesService.attachment(stored[index])]),
    ) as Record<K, FileAttachment>;
  }

  /** The client's open order by bank transfer, priced as the checkout prices it. */
  private createBankTransferOrder(
    em: EntityManager,
    client: User,
    services: Map<string, ServiceType>,
    createdAt: Date,
  ): void {
    const service = services.get(DEMO_BANK_TRANSFER_ORDER.serviceSlug)!;
    const totals = computeInvoiceTotals(
      [{ description: service.name, quantity: 1, unitPriceCents: service.priceCents }],
      SERVICE_TAX_RATE,
      0,
    );
    const order = em.create(Order, {
      user: client,
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      paymentMethod: 'bank_transfer',
      reference: DEMO_BANK_TRANSFER_ORDER.reference,
      createdAt,
      updatedAt: createdAt,
    });
    em.create(OrderItem, {
      order,
      service,
      priceCents: service.priceCents,
      name: service.name,
      description: service.description,
    });
  }

  private async createUser(em: EntityManager, user: DemoUser, createdAt: Date): Promise<User> {
    const { password, ...fields } = user;
    return em.create(User, {
      ...fields,
      passwordHash: await hash(password),
      emailVerified: true,
      createdAt,
      updatedAt: createdAt,
    });
  }

  /**
   * An issued invoice with its payments and the history the ledger would have written: created,
   * issued, each payment, and overdue when its due date has passed. Its PDF is rendered by the
   * invoice sweeper on the first start.
   */
  private createInvoice(
    em: EntityManager,
    {
      client,
      admin,
      projects,
      now,
    }: { client: User; admin: User; projects: Project[]; now: number },
    demo: DemoInvoice,
  ): void {
    const daysAgo = (days: number) => new Date(now - days * DAY_MS);
    const day = (date: string | { inDays: number }) =>
      typeof date === 'string' ? date : dateOnly(daysAgo(-date.inDays));
    const issueDate = day(demo.issueDate);
    const dueDate = day(demo.dueDate);
    const issuedAt = new Date(`${issueDate}T15:00:00Z`);
    const totals = computeInvoiceTotals(demo.items, demo.taxRate, demo.discountCents);
    const invoice = em.create(Invoice, {
      number: demo.number,
      user: client,
      project: demo.projectIndex === null ? null : projects[demo.projectIndex],
      status: 'pending',
      issueDate,
      dueDate,
      issuedAt,
      description: demo.description,
      notes: demo.notes,
      items: totals.lines,
      amountCents: totals.subtotalCents,
      taxRate: totals.taxRate,
      taxCents: totals.taxCents,
      discountCents: totals.discountCents,
      totalCents: totals.totalCents,
      createdAt: issuedAt,
      updatedAt: issuedAt,
    });
    const event = (
      fromStatus: InvoiceStatus | null,
      toStatus: InvoiceStatus,
      reason: InvoiceEventReason,
      createdAt: Date,
      detail: Record<string, unknown> | null = null,
    ) =>
      em.create(InvoiceEvent, {
        invoice,
        fromStatus,
        toStatus,
        reason,
        actor: reason === 'overdue' ? null : admin,
        detail,
        createdAt,
      });
    event(null, 'draft', 'created', issuedAt);
    event('draft', 'pending', 'issued', issuedAt);
    let paid = 0;
    for (const payment of demo.payments) {
      const paidAt =
        typeof payment.paidAt === 'string'
          ? new Date(payment.paidAt)
          : daysAgo(payment.paidAt.daysAgo);
      const record = em.create(PaymentRecord, {
        invoice,
        user: client,
        amountCents: payment.amountCents,
        paymentMethod: payment.method,
        paymentDate: paidAt,
        status: 'completed',
        transactionId: payment.transactionId,
        reference: payment.reference,
        payerReference: payment.bankReference ?? null,
        createdAt: paidAt,
      });
      paid += payment.amountCents;
      const status = statusForBalance(invoice, paid, dateOnly(paidAt));
      event(invoice.status, status, 'payment', paidAt, {
        amountCents: record.amountCents,
        method: record.paymentMethod,
      });
      invoice.status = status;
      invoice.paymentMethod = payment.method;
      if (status === 'paid') invoice.paymentDate = paidAt;
    }
    const today = dateOnly(new Date());
    if (statusForBalance(invoice, paid, today) === 'overdue' && invoice.status !== 'overdue') {
      event(invoice.status, 'overdue', 'overdue', new Date(`${day({ inDays: 0 })}T08:00:00Z`));
      invoice.status = 'overdue';
    }
  }
}
