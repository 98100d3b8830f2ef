import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import type { Language } from '../../platform/i18n/messages';
import type { MailOutbox } from '../../platform/mail/mail-outbox.entity';
import { MailService } from '../../platform/mail/mail.service';
import { MailTransport } from '../../platform/mail/mail-transport';
import type { OutgoingMail } from '../../platform/mail/mail.types';
import { ServiceType } from '../content/entities/service-type.entity';
import { ServicesService } from '../content/services.service';
import {
  contactAutoReplyMail,
  contactNotificationMail,
  type ContactMailFacts,
} from './contact-mails';
import type { ContactRequestDto } from './dto/contact-request.dto';
import type {
  ContactEmailStatusDto,
  ContactMailDelivery,
  ContactResponseDto,
} from './dto/contact-response.dto';
import { ContactSubmission } from './entities/contact-submission.entity';
import { WebhookDeliveries } from '../webhooks/webhook-deliveries.service';

@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly services: ServicesService,
    private readonly mail: MailService,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly webhooks: WebhookDeliveries,
  ) {}

  /**
   * Saves the message first, so it is never lost, then queues the notification to the sales team
   * and the confirmation to the visitor, and reports how far both got within a short wait.
   * Whatever is not sent by then stays in the outbox and is retried.
   */
  async submit(dto: ContactRequestDto, language: Language): Promise<ContactResponseDto> {
    if (isFilled(dto.website)) return this.decoy();

    const serviceType = dto.serviceType ?? null;
    const serviceId = serviceType === 'other' ? undefined : dto.serviceId;
    const service = serviceId === undefined ? null : await this.services.find(serviceId);
    if (serviceId !== undefined && !service) {
      throw new LocalizedException(400, 'contact.serviceId.unknown');
    }

    const em = this.em.fork();
    const submission = em.create(ContactSubmission, {
      name: dto.name,
      email: dto.email,
      message: dto.message,
      service: service ? em.getReference(ServiceType, service.id) : null,
      serviceType,
      language,
    });
    try {
      await em.flush();
    } catch (error) {
      // The service was deleted between the check and the insert.
      if (error instanceof ForeignKeyConstraintViolationException) {
        throw new LocalizedException(400, 'contact.serviceId.unknown');
      }
      throw error;
    }
    this.logger.log(`contact submission #${submission.id} saved (${language})`);
    await this.webhooks.emit('contact.created', {
      id: submission.id,
      name: submission.name,
      email: submission.email,
      message: submission.message,
      serviceId: service?.id ?? null,
      serviceType,
      language,
    });

    const facts: ContactMailFacts = {
      id: submission.id,
      name: submission.name,
      email: submission.email,
      message: submission.message,
      language,
      service: service && { name: service.name, nameEs: service.nameEs },
      serviceType,
    };
    const sales = this.config.mail.salesAddress;
    const [notification, autoReply] = await Promise.all([
      this.queue(contactNotificationMail(facts, sales)),
      this.queue(contactAutoReplyMail(facts, sales)),
    ]);
    // Only a message the queue took can have its first try soon: one it did not take (Redis away)
    // waits for the outbox sweeper, so waiting for it would only hold the visitor up.
    const queued = [notification, autoReply].flatMap((sent) =>
      sent?.queued ? [sent.message.id] : [],
    );
    const rows = queued.length
      ? await this.mail.waitForAttempts(queued, this.config.contact.mailWaitMs)
      : [];
    const row = (sent?: { message: MailOutbox }) =>
      sent && (rows.find((candidate) => candidate.id === sent.message.id) ?? sent.message);

    const emailStatus: ContactEmailStatusDto = {
      notification: delivery(row(notification)),
      autoReply: delivery(row(autoReply)),
    };
    // Why an email is not sent is for our team (here and in the outbox), never for the visitor.
    if (emailStatus.notification !== 'sent' || emailStatus.autoReply !== 'sent') {
      const describeRow = (sent?: { message: MailOutbox }) => {
        const found = row(sent);
        if (!found) return 'not queued';
        return found.lastError ? `${found.state}: ${found.lastError}` : found.state;
      };
      const log =
        emailStatus.notification === 'failed' || emailStatus.autoReply === 'failed'
          ? this.logger.error.bind(this.logger)
          : this.logger.warn.bind(this.logger);
      log(
        `contact submission #${submission.id}: emails not sent yet (notification ${describeRow(notification)}; confirmation ${describeRow(autoReply)})`,
      );
    }
    return { id: submission.id, emailStatus };
  }

  /** Saves and queues one email; a failure to save it is reported, not thrown. */
  private async queue(
    mail: OutgoingMail,
  ): Promise<{ message: MailOutbox; queued: boolean } | undefined> {
    try {
      return await this.mail.sendReporting(mail);
    } catch (error) {
      this.logger.error(`could not queue ${mail.kind}: ${describe(error)}`);
      return undefined;
    }
  }

  /**
   * The answer to an automated sender that filled the hidden field: shaped like a real one, with
   * nothing saved and nothing sent.
   */
  private async decoy(): Promise<ContactResponseDto> {
    this.logger.warn('contact form: the hidden field was filled; nothing saved or sent');
    const [{ next }] = await this.em
      .getConnection()
      .execute<{ next: string | number }[]>(
        'select coalesce(max(id), 0) + 1 as next from contact_submissions',
      );
    // A real answer says `sent` once the mail server took both emails, `queued` while none is set.
    const shown: ContactMailDelivery = this.transport.configured ? 'sent' : 'queued';
    return { id: Number(next), emailStatus: { notification: shown, autoReply: shown } };
  }
}

/**
 * Where an email stands for the visitor: sent; queued while it waits in the outbox for its first
 * or next try, or for a mail server to be configured (`held`); failed when it could not even be
 * queued, or its tries are over.
 */
function delivery(row: MailOutbox | undefined): ContactMailDelivery {
  if (!row) return 'failed';
  switch (row.state) {
    case 'sent':
      return 'sent';
    case 'failed':
      return 'failed';
    default:
      return 'queued';
  }
}

const isFilled = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
