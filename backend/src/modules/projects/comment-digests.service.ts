import { EntityManager } from '@mikro-orm/postgresql';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';

import { addressOf, type MailAddress, teamAddresses } from '../auth/team-addresses';
import { PeriodicSweep } from '../../platform/async/periodic-sweep';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { MailOutbox } from '../../platform/mail/mail-outbox.entity';
import { MailService } from '../../platform/mail/mail.service';
import { commentDigestMail } from './comment-digest-mail';
import {
  type DigestRecipient,
  ProjectCommentDigest,
} from './entities/project-comment-digest.entity';
import { ProjectComment } from './entities/project-comment.entity';
import type { Project } from './entities/project.entity';

/** Digests handled per sweep; the next sweep takes the rest. */
const BATCH = 20;

/**
 * Mails the other side of a project about new comments, at most once per window per project and
 * side: the first comment sets when the digest is due, later ones join it, and a sweeper sends
 * one mail per recipient when it is due. The due time is saved with the comment, so a restart
 * loses nothing; rows are claimed with SKIP LOCKED, so several instances never send one twice.
 */
@Injectable()
export class CommentDigests implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CommentDigests.name);
  private readonly sweeper = new PeriodicSweep(
    'comment digest sweep',
    () => this.sweep(),
    this.logger,
  );

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
    this.sweeper.start(Math.min(Math.max(Math.floor(this.windowMs / 4), 50), 30_000));
  }

  async onModuleDestroy(): Promise<void> {
    await this.sweeper.stop();
  }

  /** Sends the digests that are due; returns how many were handled. */
  async sweep(): Promise<number> {
    const mails: MailOutbox[] = [];
    const handled = await this.em.fork().transactional(async (em) => {
      const due = await em.execute<{ id: number }[]>(
        `select "id" from "project_comment_digests" where "due_at" <= now()
         order by "due_at" limit ${BATCH} for update skip locked`,
      );
      for (const { id } of due) mails.push(...(await this.send(em, id)));
      return due.length;
    });
    await this.mail.dispatch(mails);
    return handled;
  }

  /** Writes the digest's mails in the sweep's transaction; they are queued once it commits. */
  private async send(em: EntityManager, digestId: number): Promise<MailOutbox[]> {
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
    const mails: MailOutbox[] = [];
    if (comments.length > 0) {
      const link = `${this.config.http.publicUrl}/dashboard/projects/${digest.project.id}`;
      for (const to of await this.recipients(em, digest.project, digest.recipient))
        mails.push(this.mail.stage(em, commentDigestMail(digest.project, comments, to, link)));
      digest.lastCommentId = comments[comments.length - 1].id;
      digest.lastSentAt = new Date();
    }
    digest.dueAt = null;
    await em.flush();
    return mails;
  }

  /** The project's client, or the team (see teamAddresses). */
  private async recipients(
    em: EntityManager,
    project: Project,
    recipient: DigestRecipient,
  ): Promise<MailAddress[]> {
    if (recipient === 'team') return teamAddresses(em, this.config.mail.salesAddress);
    const client = project.client;
    return client?.isActive ? [addressOf(client)] : [];
  }
}
