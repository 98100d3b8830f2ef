import { EntityManager } from '@mikro-orm/postgresql';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';

import { addressOf } from '../auth/team-addresses';
import { PeriodicSweep } from '../../platform/async/periodic-sweep';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { MailOutbox } from '../../platform/mail/mail-outbox.entity';
import { MailService } from '../../platform/mail/mail.service';
import { SocialMediaContent } from './entities/social-media-content.entity';
import { postLink, reminderMail } from './social-post-mails';
import { applyTransition } from './social-media.service';

/** Posts handled per transaction; a sweep goes on until none is due. */
const BATCH = 20;

/**
 * At a post's scheduled time, mails its owner the ready-to-post text and marks the post `due`.
 * The time is stored with the post, and every process that runs workers sweeps for posts whose
 * time has come (at start too), so a restart or a stopped worker delays a reminder, never loses
 * it. Rows are claimed with FOR UPDATE SKIP LOCKED and the mail is written in the same
 * transaction as the state change, so two instances never mail one post twice.
 */
@Injectable()
export class SocialPostReminders implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(SocialPostReminders.name);
  private readonly sweeper = new PeriodicSweep(
    'social post reminder sweep',
    () => this.sweep(),
    this.logger,
  );

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.queue.runWorkers) return;
    this.sweeper.start(this.config.social.reminderSweepMs, { immediately: true });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.sweeper.stop();
  }

  /** Reminds every post whose time has come; returns how many. */
  async sweep(): Promise<number> {
    let reminded = 0;
    for (;;) {
      const mails: MailOutbox[] = [];
      const handled = await this.em.fork().transactional(async (em) => {
        const due = await em.execute<{ id: number }[]>(
          `select "id" from "social_media_content"
            where "status" = 'scheduled' and "scheduled_date" <= now()
            order by "scheduled_date" limit ${BATCH} for update skip locked`,
        );
        if (due.length === 0) return 0;
        const posts = await em.find(
          SocialMediaContent,
          { id: { $in: due.map((row) => row.id) } },
          { populate: ['user'] },
        );
        // The post and its mail carry the same instant: the mail is the reminder.
        const now = new Date();
        for (const post of posts) {
          applyTransition(post, 'remind');
          post.remindedAt = now;
          if (!post.user.isActive) continue;
          const to = addressOf(post.user);
          const link = postLink(this.config.http.publicUrl, post.id, to.language);
          const message = this.mail.stage(em, reminderMail(post, to, link));
          message.createdAt = now;
          mails.push(message);
        }
        await em.flush();
        return due.length;
      });
      await this.mail.dispatch(mails);
      reminded += handled;
      if (handled < BATCH) break;
    }
    if (reminded > 0) this.logger.log(`reminded ${reminded} scheduled post(s)`);
    return reminded;
  }
}
