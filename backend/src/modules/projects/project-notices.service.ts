import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { NotificationKind } from '@terrabridge/rules/notification-kinds';

import { newOneTimeToken } from '../auth/one-time-token';
import { addressOf } from '../auth/team-addresses';
import { allowsMail } from '../notifications/notification-preferences.service';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { MailOutbox } from '../../platform/mail/mail-outbox.entity';
import { MailService } from '../../platform/mail/mail.service';
import type { OutgoingMail } from '../../platform/mail/mail.types';
import type { ProjectMilestone } from './entities/project-milestone.entity';
import type { ProjectUpdate } from './entities/project-update.entity';
import type { Project } from './entities/project.entity';
import { TestimonialRequest } from './entities/testimonial-request.entity';
import {
  milestoneDateMail,
  type ProjectLinks,
  projectCreatedMail,
  projectUpdateMail,
  testimonialRequestMail,
} from './project-mails';

/** How long a testimonial link works. */
export const TESTIMONIAL_LINK_LIFETIME_MS = 60 * 24 * 3_600_000;

/**
 * The mails a client gets when the team changes their project. Each is staged in the caller's
 * unit of work, so it is saved with the change it reports (or not at all); the caller passes the
 * saved rows to `dispatch` once they are committed, and the emails queue delivers them.
 */
@Injectable()
export class ProjectNotices {
  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  projectCreated(em: EntityManager, project: Project): Promise<MailOutbox[]> {
    return this.toClient(em, project, 'projectCreated', (to, links) =>
      projectCreatedMail(project, to, links),
    );
  }

  /** Only updates the client can read are told. */
  async updatePosted(
    em: EntityManager,
    project: Project,
    update: Pick<ProjectUpdate, 'content' | 'contentEs' | 'attachments' | 'isPublic'>,
  ): Promise<MailOutbox[]> {
    if (!update.isPublic) return [];
    return this.toClient(em, project, 'projectUpdates', (to, links) =>
      projectUpdateMail(project, update, to, links),
    );
  }

  /** A due date set to another day; one removed is no new date to tell. */
  async milestoneDateMoved(
    em: EntityManager,
    project: Project,
    milestone: ProjectMilestone,
    from: string | null,
  ): Promise<MailOutbox[]> {
    const to = milestone.dueDate ?? null;
    if (!to || to === from) return [];
    return this.toClient(em, project, 'milestoneDates', (recipient, links) =>
      milestoneDateMail(project, milestone, from, to, recipient, links),
    );
  }

  /**
   * A completed project's client is asked once for a testimonial: the request (with only its
   * token's hash) is saved with the mail, and completing the project again asks nothing more.
   */
  async projectCompleted(em: EntityManager, project: Project): Promise<MailOutbox[]> {
    const client = project.client;
    if (!client?.isActive) return [];
    if (await em.count(TestimonialRequest, { project: project.id })) return [];
    if (!(await allowsMail(em, client.id, 'testimonialRequests'))) return [];
    const token = newOneTimeToken(TESTIMONIAL_LINK_LIFETIME_MS);
    em.create(TestimonialRequest, {
      project,
      client,
      tokenHash: token.hash,
      expiresAt: token.expiresAt,
    });
    const link = `${this.config.http.publicUrl}/testimonial?token=${encodeURIComponent(token.token)}`;
    const links = this.links(project.id);
    return [
      this.mail.stage(em, testimonialRequestMail(project, addressOf(client), link, links.settings)),
    ];
  }

  /** Queues mails staged here once the change that staged them is committed. */
  async dispatch(mails: MailOutbox[]): Promise<void> {
    await this.mail.dispatch(mails);
  }

  private links(projectId: number): ProjectLinks {
    const base = this.config.http.publicUrl;
    return {
      project: `${base}/dashboard/projects/${projectId}`,
      settings: `${base}/dashboard?tab=settings`,
    };
  }

  private async toClient(
    em: EntityManager,
    project: Project,
    kind: NotificationKind,
    write: (to: ReturnType<typeof addressOf>, links: ProjectLinks) => OutgoingMail,
  ): Promise<MailOutbox[]> {
    const client = project.client;
    if (!client?.isActive) return [];
    if (!(await allowsMail(em, client.id, kind))) return [];
    return [this.mail.stage(em, write(addressOf(client), this.links(project.id)))];
  }
}
