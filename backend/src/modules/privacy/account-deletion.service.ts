import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { type AuditClient, AuditService } from '../../platform/audit/audit.service';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import type { MailOutbox } from '../../platform/mail/mail-outbox.entity';
import { MailService } from '../../platform/mail/mail.service';
import { RecoveryCode } from '../auth/entities/recovery-code.entity';
import { User } from '../auth/entities/user.entity';
import { verifyPassword } from '../auth/passwords';
import { SessionsService } from '../auth/sessions.service';
import { displayName, teamAddresses } from '../auth/team-addresses';
import { Invoice } from '../billing/entities/invoice.entity';
import { SavedRecommendation } from '../content/content-recommendations/saved-recommendation.entity';
import { SocialMediaContent } from '../content/entities/social-media-content.entity';
import { ContentGenerationJob } from '../content/social-generation/content-generation-job.entity';
import { NotificationPreference } from '../notifications/notification-preference.entity';
import { Payment } from '../payments/entities/payment.entity';
import { TestimonialRequest } from '../projects/entities/testimonial-request.entity';
import { anonymisedIdentity, billedToSnapshot } from './anonymised-identity';
import {
  type AdminDeletionRequestDto,
  DeletionRequestDto,
  type DeletionStatusDto,
} from './dto/privacy.dto';
import { AccountDeletionRequest } from './entities/account-deletion-request.entity';
import { accountDeletedMail, deletionDeclinedMail, deletionRequestedMail } from './privacy-mails';

/** The team's list shows at most this many pending requests, oldest first. */
const MAX_PENDING = 100;

/**
 * "Delete my account" as a request the team confirms. Confirming anonymises the account in one
 * transaction: its identity becomes placeholders nobody can sign in with, its sessions end, its
 * second factor goes, and the content that is only the client's (social posts, saved
 * recommendations, AI jobs, mail choices) is deleted. Invoices, payments and orders stay as
 * accounting records, each invoice keeping whom it was billed to; projects and their
 * conversations stay with the agency, their client's name gone with the account.
 *
 * The writes reach into other modules' tables on purpose: a deletion done in parts could leave an
 * account half anonymised.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(user: User): Promise<DeletionStatusDto> {
    const request = await this.em
      .fork()
      .findOne(
        AccountDeletionRequest,
        { user: user.id, state: { $in: ['pending', 'declined'] } },
        { orderBy: { createdAt: 'desc', id: 'desc' } },
      );
    return { request: request ? DeletionRequestDto.from(request) : null };
  }

  async request(
    user: User,
    password: string,
    reason: string | null,
    client: AuditClient,
  ): Promise<DeletionStatusDto> {
    if (user.role === 'admin') throw new LocalizedException(409, 'privacy.deletion.teamAccount');
    const account = await this.em.fork().findOneOrFail(User, user.id);
    if (!(await verifyPassword(account.passwordHash, password))) {
      this.logger.warn(`deletion request refused for user #${user.id}: wrong password`);
      throw new LocalizedException(400, 'account.currentPassword.wrong');
    }
    const mails: MailOutbox[] = [];
    let created: AccountDeletionRequest;
    try {
      created = await this.em.fork().transactional(async (em) => {
        const request = em.create(AccountDeletionRequest, {
          user: em.getReference(User, user.id),
          reason: reason || null,
        });
        await em.flush();
        const who = { id: account.id, name: displayName(account), email: account.email };
        for (const to of await teamAddresses(em, this.config.mail.salesAddress))
          mails.push(
            this.mail.stage(em, deletionRequestedMail(who, request.reason ?? null, to, this.link)),
          );
        await this.audit.record(
          {
            action: 'user.deletion_requested',
            actor: account,
            target: { type: 'user', id: account.id },
            changes: { requestId: request.id, reasonGiven: Boolean(request.reason) },
            client,
            statusCode: 201,
          },
          em,
        );
        return request;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new LocalizedException(409, 'privacy.deletion.alreadyPending');
      throw error;
    }
    await this.mail.dispatch(mails);
    this.logger.log(`user #${user.id} asked to delete their account (request #${created.id})`);
    return { request: DeletionRequestDto.from(created) };
  }

  async cancel(user: User, client: AuditClient): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const request = await em.findOne(
        AccountDeletionRequest,
        { user: user.id, state: 'pending' },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!request) throw new LocalizedException(404, 'privacy.deletion.notPending');
      request.state = 'cancelled';
      request.decidedAt = new Date();
      await em.flush();
      await this.audit.record(
        {
          action: 'user.deletion_cancelled',
          actor: user,
          target: { type: 'user', id: user.id },
          changes: { requestId: request.id },
          client,
          statusCode: 200,
        },
        em,
      );
    });
  }

  /** Pending requests, oldest first, with what the account keeps as accounting records. */
  async pending(): Promise<AdminDeletionRequestDto[]> {
    const em = this.em.fork();
    const requests = await em.find(
      AccountDeletionRequest,
      { state: 'pending' },
      { populate: ['user'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: MAX_PENDING },
    );
    const ids = requests.map((request) => request.user.id);
    const counts = new Map<number, { issued: number; open: number }>();
    if (ids.length > 0) {
      const rows = await em.execute<{ user_id: number; issued: string; open: string }[]>(
        `select "user_id",
           count(*) filter (where "status" <> 'draft') as issued,
           count(*) filter (where "status" in ('pending', 'partial', 'overdue')) as open
         from "invoices" where "user_id" in (${ids.map(() => '?').join(', ')}) group by "user_id"`,
        ids,
      );
      for (const row of rows)
        counts.set(row.user_id, { issued: Number(row.issued), open: Number(row.open) });
    }
    return requests.map((request) => ({
      ...DeletionRequestDto.from(request),
      client: {
        id: request.user.id,
        username: request.user.username,
        name: displayName(request.user),
        email: request.user.email,
      },
      invoiceCount: counts.get(request.user.id)?.issued ?? 0,
      openInvoiceCount: counts.get(request.user.id)?.open ?? 0,
    }));
  }

  async confirm(admin: User, id: number, client: AuditClient): Promise<void> {
    const mails: MailOutbox[] = [];
    await this.em.fork().transactional(async (em) => {
      const request = await this.pendingRequest(em, id);
      const user = await em.findOneOrFail(User, request.user.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      if (user.role === 'admin') throw new LocalizedException(409, 'privacy.deletion.teamAccount');
      // The last mail to the address the client gave, staged before the address is replaced.
      mails.push(this.mail.stage(em, accountDeletedMail(user)));

      const billedTo = { name: displayName(user), email: user.email };
      const invoices = await em.find(Invoice, { user: user.id });
      for (const invoice of invoices) invoice.billTo = billedToSnapshot(invoice.billTo, billedTo);

      Object.assign(user, anonymisedIdentity(user.id), {
        isActive: false,
        emailVerified: false,
        pendingEmail: null,
        verificationTokenHash: null,
        verificationTokenExpiry: null,
        emailChangeTokenHash: null,
        emailChangeTokenExpiry: null,
        resetPasswordTokenHash: null,
        resetPasswordTokenExpiry: null,
        twoFactorSecret: null,
        twoFactorEnabledAt: null,
        twoFactorLastStep: null,
        twoFactorLoginNonce: null,
        anonymisedAt: new Date(),
      });
      request.state = 'confirmed';
      request.reason = null;
      request.decidedBy = em.getReference(User, admin.id);
      request.decidedAt = new Date();
      await em.flush();

      const sessionsEnded = await this.sessions.endAllFor(
        user.id,
        'account-deleted',
        undefined,
        em,
      );
      await em.nativeDelete(RecoveryCode, { user: user.id });
      const deleted = {
        socialPosts: await em.nativeDelete(SocialMediaContent, { user: user.id }),
        savedRecommendations: await em.nativeDelete(SavedRecommendation, { user: user.id }),
        generationJobs: await em.nativeDelete(ContentGenerationJob, { user: user.id }),
        testimonialRequests: await em.nativeDelete(TestimonialRequest, { client: user.id }),
        notificationPreferences: await em.nativeDelete(NotificationPreference, { user: user.id }),
      };
      await this.audit.record(
        {
          action: 'user.deletion_confirmed',
          actor: admin,
          target: { type: 'user', id: user.id },
          changes: {
            requestId: request.id,
            sessionsEnded,
            invoicesKept: invoices.length,
            paymentsKept: await em.count(Payment, { user: user.id }),
            deleted,
          },
          client,
          statusCode: 200,
        },
        em,
      );
    });
    await this.mail.dispatch(mails);
    this.logger.log(`deletion request #${id} confirmed by admin #${admin.id}: account anonymised`);
  }

  async decline(admin: User, id: number, note: string, client: AuditClient): Promise<void> {
    const mails: MailOutbox[] = [];
    await this.em.fork().transactional(async (em) => {
      const request = await this.pendingRequest(em, id);
      request.state = 'declined';
      request.decisionNote = note;
      request.decidedBy = em.getReference(User, admin.id);
      request.decidedAt = new Date();
      const user = await em.findOneOrFail(User, request.user.id);
      mails.push(this.mail.stage(em, deletionDeclinedMail(user, note)));
      await em.flush();
      await this.audit.record(
        {
          action: 'user.deletion_declined',
          actor: admin,
          target: { type: 'user', id: user.id },
          changes: { requestId: request.id, note },
          client,
          statusCode: 200,
        },
        em,
      );
    });
    await this.mail.dispatch(mails);
    this.logger.log(`deletion request #${id} declined by admin #${admin.id}`);
  }

  private async pendingRequest(em: EntityManager, id: number): Promise<AccountDeletionRequest> {
    const request = await em.findOne(AccountDeletionRequest, id, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    if (!request) throw new LocalizedException(404, 'privacy.deletion.notFound');
    if (request.state !== 'pending') throw new LocalizedException(409, 'privacy.deletion.decided');
    return request;
  }

  private readonly link = (path: string) => `${this.config.http.publicUrl}${path}`;
}
