import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { ACCOUNT_TEXT, loadPage, pageOrder, textSearch } from '../../platform/http/pagination';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import type { MailOutbox } from '../../platform/mail/mail-outbox.entity';
import { MailService } from '../../platform/mail/mail.service';
import { Invoice, PAYABLE_INVOICE_STATUSES } from '../billing/entities/invoice.entity';
import { SocialMediaContent } from '../content/entities/social-media-content.entity';
import { Payment } from '../payments/entities/payment.entity';
import { Project } from '../projects/entities/project.entity';
import { verificationMail } from './auth-mails';
import { describeDevice } from './device';
import {
  type AdminClientDetailDto,
  type AdminClientDto,
  type AdminClientsPageDto,
  type AdminClientsQuery,
  CLIENT_SORTS,
} from './dto/admin-client.dto';
import { AuthSession } from './entities/auth-session.entity';
import { User } from './entities/user.entity';
import { newOneTimeToken } from './one-time-token';
import { SessionsService } from './sessions.service';
import { displayName } from './team-addresses';

/** Rows of each kind a client's detail shows: the newest, enough to see what they are up to. */
const RECENT_ROWS = 10;
const VERIFICATION_LIFETIME_MS = 24 * 3_600_000;
/** The invoices a client still has to pay, as SQL literals (code constants, never input). */
const OPEN_STATUSES = PAYABLE_INVOICE_STATUSES.map((status) => `'${status}'`).join(', ');

interface ClientFigures {
  lastSignInAt: Date | null;
  projectCount: number;
  openInvoiceCount: number;
}

/**
 * The admins' view of client accounts: finding them, reading what each has with the agency, and
 * the account actions an admin takes for a client (deactivating, sending a new verification link).
 */
@Injectable()
export class AdminClientsService {
  private readonly logger = new Logger(AdminClientsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: AdminClientsQuery): Promise<AdminClientsPageDto> {
    const em = this.em.fork();
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.active !== undefined) {
      conditions.push('t."is_active" = ?');
      params.push(query.active === 'true');
    }
    const search = textSearch(query.q, ACCOUNT_TEXT);
    if (search.extra) {
      conditions.push(search.extra);
      params.push(...(search.extraParams ?? []));
    }
    const { items, nextCursor } = await loadPage(
      em,
      'users',
      {
        equal: { role: query.role ?? 'user' },
        ...(conditions.length > 0 ? { extra: conditions.join(' and '), extraParams: params } : {}),
        order: pageOrder(query.sort, CLIENT_SORTS),
      },
      query,
      (ids) => em.find(User, { id: { $in: ids } }),
    );
    const figures = await this.figures(
      em,
      items.map((user) => user.id),
    );
    return { items: items.map((user) => this.row(user, figures.get(user.id))), nextCursor };
  }

  async detail(id: number): Promise<AdminClientDetailDto> {
    const em = this.em.fork();
    const user = await em.findOne(User, id);
    if (!user) throw new LocalizedException(404, 'clients.notFound');
    const recent = { orderBy: { createdAt: 'desc', id: 'desc' }, limit: RECENT_ROWS } as const;
    const [figures, projects, invoices, payments, posts, sessions] = await Promise.all([
      this.figures(em, [id]),
      em.fork().find(Project, { client: id }, recent),
      em.fork().find(Invoice, { user: id }, recent),
      em.fork().find(Payment, { user: id }, recent),
      em.fork().find(SocialMediaContent, { user: id }, recent),
      em
        .fork()
        .find(
          AuthSession,
          { user: id },
          { orderBy: { lastSeenAt: 'desc', createdAt: 'desc' }, limit: RECENT_ROWS },
        ),
    ]);
    const now = Date.now();
    return {
      ...this.row(user, figures.get(id)),
      twoFactorEnabled: Boolean(user.twoFactorEnabledAt),
      projects: projects.map((project) => ({
        id: project.id,
        title: project.title,
        status: project.status,
        createdAt: project.createdAt.toISOString(),
      })),
      invoices: invoices.map((invoice) => ({
        id: invoice.id,
        number: invoice.number ?? null,
        status: invoice.status,
        totalCents: invoice.totalCents,
        dueDate: invoice.dueDate,
        createdAt: invoice.createdAt.toISOString(),
      })),
      payments: payments.map((payment) => ({
        id: payment.id,
        reference: payment.reference,
        provider: payment.provider,
        state: payment.state,
        amountCents: payment.amountCents,
        createdAt: payment.createdAt.toISOString(),
      })),
      socialPosts: posts.map((post) => ({
        id: post.id,
        platform: post.platform,
        status: post.status,
        draftedByTeam: post.draftedByTeam,
        content: post.content,
        reviewComment: post.reviewComment ?? null,
        createdAt: post.createdAt.toISOString(),
      })),
      sessions: sessions.map((session) => ({
        id: session.id,
        device: describeDevice(session.userAgent),
        countryCode: session.countryCode ?? null,
        city: session.city ?? null,
        localNetwork: session.localNetwork,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        live:
          !session.revokedAt &&
          session.expiresAt.getTime() > now &&
          now - session.lastSeenAt.getTime() <= this.config.auth.idleTimeoutMs,
      })),
    };
  }

  /**
   * Turns a client's account off (every session ends with it, so their next request is signed
   * out and signing in is refused) or back on. An admin cannot lock themself out this way.
   */
  async setActive(admin: User, id: number, active: boolean): Promise<AdminClientDto> {
    if (!active && admin.id === id) throw new LocalizedException(409, 'clients.deactivate.self');
    const em = this.em.fork();
    const exists = await em.findOne(User, id);
    if (!exists) throw new LocalizedException(404, 'clients.notFound');
    // Its identity is gone (an address nobody reads, a password nothing matches): nobody to let in.
    if (active && exists.anonymisedAt)
      throw new LocalizedException(409, 'clients.reactivate.deleted');
    await em.transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, id);
      if (user.isActive && !active) await this.sessions.endAllFor(id, 'deactivated', undefined, tx);
      user.isActive = active;
    });
    this.logger.log(`user #${id} ${active ? 'reactivated' : 'deactivated'} by admin #${admin.id}`);
    return this.read(id);
  }

  /**
   * Mails an unverified client a new verification link through the outbox; the link sent before
   * stops working, as when the client asks for one themself.
   */
  async resendVerification(id: number): Promise<AdminClientDto> {
    const mails: MailOutbox[] = [];
    await this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, id);
      if (!user) throw new LocalizedException(404, 'clients.notFound');
      if (user.emailVerified) throw new LocalizedException(409, 'clients.verification.alreadyDone');
      const verification = newOneTimeToken(VERIFICATION_LIFETIME_MS);
      user.verificationTokenHash = verification.hash;
      user.verificationTokenExpiry = verification.expiresAt;
      mails.push(this.mail.stage(em, verificationMail(user, verification.token, this.link)));
      await em.flush();
    });
    await this.mail.dispatch(mails);
    this.logger.log(`verification link sent again to user #${id} by an admin`);
    return this.read(id);
  }

  private async read(id: number): Promise<AdminClientDto> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(User, id);
    return this.row(user, (await this.figures(em, [id])).get(id));
  }

  private row(user: User, figures: ClientFigures | undefined): AdminClientDto {
    return {
      id: user.id,
      username: user.username,
      name: displayName(user),
      email: user.email,
      phone: user.phone ?? null,
      role: user.role,
      language: user.language,
      emailVerified: user.emailVerified,
      isActive: user.isActive,
      deletedAt: user.anonymisedAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      lastSignInAt: figures?.lastSignInAt?.toISOString() ?? null,
      projectCount: figures?.projectCount ?? 0,
      openInvoiceCount: figures?.openInvoiceCount ?? 0,
    };
  }

  /** Last sign-in and counts of the listed accounts, in one query for the page. */
  private async figures(em: EntityManager, ids: number[]): Promise<Map<number, ClientFigures>> {
    if (ids.length === 0) return new Map();
    const rows = await em.execute<
      { id: number; last_sign_in: Date | null; projects: string; open_invoices: string }[]
    >(
      `select u."id",
        (select max(s."created_at") from "sessions" s where s."user_id" = u."id") as last_sign_in,
        (select count(*) from "projects" p where p."client_id" = u."id") as projects,
        (select count(*) from "invoices" i where i."user_id" = u."id"
          and i."status" in (${OPEN_STATUSES})) as open_invoices
       from "users" u where u."id" in (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          lastSignInAt: row.last_sign_in ? new Date(row.last_sign_in) : null,
          projectCount: Number(row.projects),
          openInvoiceCount: Number(row.open_invoices),
        },
      ]),
    );
  }

  private readonly link = (path: string) => `${this.config.http.publicUrl}${path}`;
}
