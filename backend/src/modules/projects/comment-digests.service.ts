import { EntityManager } from '@mikro-orm/postgresql';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';

import { User } from '../auth/entities/user.entity';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { MailService } from '../../platform/mail/mail.service';
import { commentDigestMail, type DigestRecipientAddress } from './comment-digest-mail';
import {
  type DigestRecipient,
  ProjectCommentDigest,
} from './entities/project-comment-digest.entity';
import { ProjectComment } from './entities/project-comment.entity';
import type { Project } from './entities/project.entity';

/** Digests handled per sweep; the next sweep takes the rest. */
const BATCH = 20;

const displayName = (user: User) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;

/**
 * Mails the other side of a project about new comments, at most once per window per project and
 * side: the first comment sets when the digest is due, later ones join it, and a sweeper sends
 * one mail per recipient when it is due. The due time is saved with the comment, so a restart
 * loses nothing; rows are claimed with SKIP LOCKED, so several instances never send one twice.
 */
@Injectable()
export class CommentDigests implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CommentDigests.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get windowMs(): number {
    return this.config.projects.commentDigestWindowMs;
  }

  /**
   * Called in the comment's transaction: due one window from now (or one window after the last
   * digest, if later), unless a digest is already due, which then carries this comment too.
   */
  async schedule(
    em: EntityManager,
    projectId: number,
    recipient: DigestRecipient,
    commentId: number,
  ): Promise<void> {
    const seconds = this.windowMs / 1000;
    await em.execute(
      `insert into "project_comment_digests" ("project_id", "recipient", "due_at", "last_comment_id")
       values (?, ?, now() + make_interval(secs => ?), ?)
       on conflict ("project_id", "recipient") do update set "due_at" = coalesce(
         "project_comment_digests"."due_at",
         greatest(excluded."due_at", "project_comment_digests"."last_sent_at" + make_interval(secs => ?))
       )`,
      [projectId, recipient, seconds, commentId - 1, seconds],
    );
  }

  onApplicationBootstrap(): void {
    if (!this.config.queue.runWorkers) return;
    const every = Math.min(Math.max(Math.floor(this.windowMs / 4), 50), 30_000);
    this.timer = setInterval(() => void this.tick(), every);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.sweep()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error(`comment digest sweep failed: ${String(error)}`))
      .finally(() => (this.running = undefined));
    await this.running;
  }

  /** Sends the digests that are due; returns how many were handled. */
  async sweep(): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      const due = await em.execute<{ id: number }[]>(
        `select "id" from "project_comment_digests" where "due_at" <= now()
         order by "due_at" limit ${BATCH} for update skip locked`,
      );
      for (const { id } of due) await this.send(em, id);
      return due.length;
    });
  }

  private async send(em: EntityManager, digestId: number): Promise<void> {
    const digest = await em.findOneOrFail(ProjectCommentDigest, digestId, {
      populate: ['project', 'project.client'],
    });
    const fromTeam = digest.recipient === 'client';
    const comments = (
      await em.find(
        ProjectComment,
        { project: digest.project, id: { $gt: digest.lastCommentId } },
        { populate: ['user'], orderBy: { id: 'asc' } },
      )
    ).filter((comment) => comment.user && (comment.user.role === 'admin') === fromTeam);
    if (comments.length > 0) {
      const link = `${this.config.http.publicUrl}/dashboard/projects/${digest.project.id}`;
      for (const to of await this.recipients(em, digest.project, digest.recipient))
        await this.mail.send(commentDigestMail(digest.project, comments, to, link));
      digest.lastCommentId = comments[comments.length - 1].id;
      digest.lastSentAt = new Date();
    }
    digest.dueAt = null;
    await em.flush();
  }

  /** The project's client, or every active admin (the sales address when there is none). */
  private async recipients(
    em: EntityManager,
    project: Project,
    recipient: DigestRecipient,
  ): Promise<DigestRecipientAddress[]> {
    if (recipient === 'client') {
      const client = project.client;
      return client?.isActive
        ? [{ email: client.email, name: displayName(client), language: client.language }]
        : [];
    }
    const admins = await em.find(
      User,
      { role: 'admin', isActive: true },
      { orderBy: { id: 'asc' } },
    );
    if (admins.length === 0)
      return [
        { email: this.config.mail.salesAddress, name: 'TerraBridge Digital', language: 'en' },
      ];
    return admins.map((admin) => ({
      email: admin.email,
      name: displayName(admin),
      language: admin.language,
    }));
  }
}
