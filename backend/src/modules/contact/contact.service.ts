import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { translate, type Language, type MessageKey } from '../../platform/i18n/messages';
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
import type { ContactEmailStatusDto, ContactResponseDto } from './dto/contact-response.dto';
import { ContactSubmission } from './entities/contact-submission.entity';

interface MailOutcome {
  sent: boolean;
  error?: string;
}

@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly services: ServicesService,
    private readonly mail: MailService,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Saves the message first, so it is never lost, then queues the notification to the sales team
   * and the confirmation to the visitor, and reports how far both got within a short wait.
   * Whatever is not sent by then stays in the outbox and is retried.
   */
  async submit(dto: ContactRequestDto, language: Language): Promise<ContactResponseDto> {
    if (isFilled(dto.website)) return this.decoy(language);

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
    const queued = [notification, autoReply].filter((id): id is number => id !== undefined);
    const rows = await this.mail.waitForAttempts(queued, this.config.contact.mailWaitMs);
    const row = (id?: number) => rows.find((candidate) => candidate.id === id);

    const outcomes = {
      notification: outcome('contact.mail.notification', notification, row(notification), language),
      autoReply: outcome('contact.mail.autoReply', autoReply, row(autoReply), language),
    };
    const emailStatus: ContactEmailStatusDto = {
      notificationSent: outcomes.notification.sent,
      autoReplySent: outcomes.autoReply.sent,
      errors: [outcomes.notification.error, outcomes.autoReply.error].filter(
        (error): error is string => error !== undefined,
      ),
    };
    if (emailStatus.errors.length > 0) {
      this.logger.warn(
        `contact submission #${submission.id}: emails not sent yet (notification ${row(notification)?.state ?? 'not queued'}, confirmation ${row(autoReply)?.state ?? 'not queued'})`,
      );
    }
    return { id: submission.id, emailStatus };
  }

  /** Saves and queues one email; a failure to queue it is reported, not thrown. */
  private async queue(mail: OutgoingMail): Promise<number | undefined> {
    try {
      return (await this.mail.send(mail)).id;
    } catch (error) {
      this.logger.error(`could not queue ${mail.kind}: ${describe(error)}`);
      return undefined;
    }
  }

  /**
   * The answer to an automated sender that filled the hidden field: shaped like a real one, with
   * nothing saved and nothing sent.
   */
  private async decoy(language: Language): Promise<ContactResponseDto> {
    this.logger.warn('contact form: the hidden field was filled; nothing saved or sent');
    const [{ next }] = await this.em
      .getConnection()
      .execute<{ next: string | number }[]>(
        'select coalesce(max(id), 0) + 1 as next from contact_submissions',
      );
    if (this.transport.configured) {
      return {
        id: Number(next),
        emailStatus: { notificationSent: true, autoReplySent: true, errors: [] },
      };
    }
    const held = (label: MessageKey) =>
      `${translate(label, language)}: ${translate('contact.mail.held', language)}`;
    return {
      id: Number(next),
      emailStatus: {
        notificationSent: false,
        autoReplySent: false,
        errors: [held('contact.mail.notification'), held('contact.mail.autoReply')],
      },
    };
  }
}

/** What one email's outbox row says, worded for the visitor. */
function outcome(
  label: MessageKey,
  queuedId: number | undefined,
  row: MailOutbox | undefined,
  language: Language,
): MailOutcome {
  if (row?.state === 'sent') return { sent: true };
  const problem = (): string => {
    if (queuedId === undefined || !row) return translate('contact.mail.notQueued', language);
    const reason = publicReason(row.lastError);
    switch (row.state) {
      case 'held':
        return translate('contact.mail.held', language);
      case 'retrying':
        return translate('contact.mail.retrying', language, { reason });
      case 'failed':
        return translate('contact.mail.failed', language, { reason });
      default:
        return translate('contact.mail.pending', language);
    }
  };
  return { sent: false, error: `${translate(label, language)}: ${problem()}` };
}

/**
 * A transport error as a visitor may read it: the mail server's own words, without the
 * addresses of our infrastructure, on one short line.
 */
export function publicReason(error: string | null | undefined): string {
  const text = (error ?? '')
    .replace(/\[[0-9a-f:.]+\](:\d+)?/gi, '[mail server]')
    .replace(/\b\d{1,3}(\.\d{1,3}){3}(:\d+)?\b/g, '[mail server]')
    .replace(/\b[\w.-]+\.[a-z]{2,}:\d+\b/gi, '[mail server]')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return 'unknown error';
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

const isFilled = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
