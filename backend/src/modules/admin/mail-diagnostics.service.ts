import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { loadPage, pageOrder, textSearch } from '../../platform/http/pagination';
import type { Page } from '../../platform/http/page.dto';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { type Language, translate } from '../../platform/i18n/messages';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity';
import { MailTransport } from '../../platform/mail/mail-transport';
import type { MailTestResultDto } from './dto/mail-test.dto';
import {
  OUTBOX_FILTERS,
  OUTBOX_SORTS,
  OutboxMessageDto,
  type OutboxPageQuery,
} from './dto/outbox-message.dto';

/** The admins' mail diagnostics: a test message sent now, and the outbox to search. */
@Injectable()
export class MailDiagnosticsService {
  constructor(
    private readonly em: EntityManager,
    private readonly transport: MailTransport,
  ) {}

  /**
   * Sends a test message straight through the transport (not the outbox: the point is to see
   * the SMTP conversation now) and reports how it went.
   */
  async sendTest(to: string, language: Language): Promise<MailTestResultDto> {
    if (!this.transport.configured) throw new LocalizedException(409, 'admin.mailTest.noTransport');
    const { host, port } = this.transport.describe();
    const started = Date.now();
    const outcome = await this.transport.converse({
      to,
      subject: translate('admin.mailTest.subject', language),
      text: translate('admin.mailTest.text', language, { time: new Date().toISOString() }),
    });
    const base = { to, host, port, durationMs: Date.now() - started };
    if (!outcome.ok)
      return {
        ...base,
        delivered: false,
        accepted: [],
        rejected: [],
        response: null,
        messageId: null,
        error: outcome.failure,
      };
    const { conversation } = outcome;
    return { ...base, delivered: conversation.accepted.length > 0, ...conversation, error: null };
  }

  /** A page of the outbox: by state, recipient or subject, in the admin's order. */
  async outbox(query: OutboxPageQuery): Promise<Page<OutboxMessageDto>> {
    const search = textSearch(query.q, ['t."to"', 't."subject"']);
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      const states = OUTBOX_FILTERS[query.status];
      conditions.push(`t."state" in (${states.map(() => '?').join(', ')})`);
      params.push(...states);
    }
    if (search.extra) {
      conditions.push(search.extra);
      params.push(...(search.extraParams ?? []));
    }
    const em = this.em.fork();
    const page = await loadPage(
      em,
      'mail_outbox',
      {
        extra: conditions.length > 0 ? conditions.join(' and ') : undefined,
        extraParams: params,
        order: pageOrder(query.sort, OUTBOX_SORTS),
      },
      query,
      (ids) => em.find(MailOutbox, { id: { $in: ids } }),
    );
    return {
      items: page.items.map((message) => OutboxMessageDto.from(message)),
      nextCursor: page.nextCursor,
    };
  }
}
