import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { LocalizedException } from '../../../platform/i18n/localized.exception';
import { loadPage, pageOrder, textSearch } from '../../../platform/http/pagination';
import { MailService } from '../../../platform/mail/mail.service';
import type { User } from '../../auth/entities/user.entity';
import { contactReplyMail, contactReplySubject } from '../contact-mails';
import type { AdminContactDto, AdminContactsPageDto } from '../dto/admin-contact.dto';
import {
  CONTACT_SORTS,
  type AdminContactsQuery,
  type ContactReplyRequest,
} from '../dto/admin-contact-requests.dto';
import { ContactReply } from '../entities/contact-reply.entity';
import { ContactSubmission } from '../entities/contact-submission.entity';
import { adminContactView } from './admin-contact-view';

/** What `q` looks through: the visitor's name, address, message and the service asked about. */
const SEARCHED = [
  't."name"',
  't."email"',
  't."message"',
  't."service_type"',
  {
    id: 't."service_id"',
    table: 'service_types',
    text: `r."name" || ' ' || coalesce(r."name_es", '')`,
  },
];

/** The admin team's view of the contact form: the messages, their replies and resolution. */
@Injectable()
export class AdminContactsService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  list(query: AdminContactsQuery): Promise<AdminContactsPageDto> {
    const em = this.em.fork();
    const search = textSearch(query.q, SEARCHED);
    const conditions = [
      ...(query.status ? [`t."resolved" = ${query.status === 'resolved' ? 'true' : 'false'}`] : []),
      ...(search.extra ? [search.extra] : []),
    ];
    return loadPage(
      em,
      'contact_submissions',
      {
        extra: conditions.length > 0 ? conditions.join(' and ') : undefined,
        extraParams: search.extraParams,
        order: pageOrder(query.sort, CONTACT_SORTS),
      },
      query,
      (ids) => this.views(em, ids),
    );
  }

  async setResolved(id: number, resolved: boolean): Promise<AdminContactDto> {
    const em = this.em.fork();
    const submission = await this.find(em, id);
    if (submission.resolved !== resolved) {
      submission.resolved = resolved;
      submission.resolvedAt = resolved ? new Date() : null;
      await em.flush();
    }
    return (await this.views(em, [id]))[0];
  }

  /**
   * Emails the visitor an answer, in the language they wrote in, and records it on the submission
   * in the same transaction as the outbox message: the reply is listed exactly when it is sent.
   */
  async reply(id: number, request: ContactReplyRequest, admin: User): Promise<AdminContactDto> {
    const em = this.em.fork();
    const staged = await em.transactional(async (tx) => {
      const submission = await this.find(tx, id);
      const subject = request.subject ?? contactReplySubject(submission.language);
      const mail = this.mail.stage(
        tx,
        contactReplyMail(
          submission,
          { subject, body: request.body },
          this.config.mail.salesAddress,
        ),
      );
      tx.create(ContactReply, { submission, author: admin.id, subject, body: request.body, mail });
      return mail;
    });
    await this.mail.dispatch([staged]);
    return (await this.views(em, [id]))[0];
  }

  private async find(em: EntityManager, id: number): Promise<ContactSubmission> {
    const submission = await em.findOne(ContactSubmission, id);
    if (!submission) throw new LocalizedException(404, 'contact.notFound');
    return submission;
  }

  private async views(em: EntityManager, ids: number[]): Promise<AdminContactDto[]> {
    if (ids.length === 0) return [];
    const [submissions, replies] = await Promise.all([
      em.find(ContactSubmission, { id: { $in: ids } }, { populate: ['service'] }),
      em.find(
        ContactReply,
        { submission: { $in: ids } },
        { populate: ['author', 'mail'], orderBy: { createdAt: 'asc', id: 'asc' } },
      ),
    ]);
    return submissions.map((submission) =>
      adminContactView(
        submission,
        replies.filter((reply) => reply.submission.id === submission.id),
      ),
    );
  }
}
