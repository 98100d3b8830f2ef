import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

import { SearchPageQuery, SortParam } from '../../../platform/http/pagination';
import { PageOf } from '../../../platform/http/page.dto';

import {
  MAIL_STATES,
  type MailOutbox,
  type MailState,
} from '../../../platform/mail/mail-outbox.entity';
import { redactSecrets } from '../../../platform/mail/mail-secrets';

export class OutboxQuery {
  @ApiPropertyOptional({ description: 'Only messages to this address' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'to must be an email address' })
  to?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @Max(200)
  @Min(1)
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}

/** The outbox filters an admin picks from: `queued` is every message still on its way. */
export const OUTBOX_FILTERS = {
  held: ['held'],
  queued: ['pending', 'sending', 'retrying'],
  sent: ['sent'],
  failed: ['failed'],
} as const satisfies Record<string, readonly MailState[]>;
export type OutboxFilter = keyof typeof OUTBOX_FILTERS;

/** The outbox's sorts, as SQL over the row `t` (each with an index). */
export const OUTBOX_SORTS = {
  createdAt: 't."created_at"',
  to: 't."to"',
  attempts: 't."attempts"',
};

export class OutboxPageQuery extends SearchPageQuery {
  @ApiPropertyOptional({ enum: Object.keys(OUTBOX_FILTERS) })
  @IsOptional()
  @IsIn(Object.keys(OUTBOX_FILTERS), { message: 'admin.outbox.status.invalid' })
  status?: OutboxFilter;

  @SortParam(OUTBOX_SORTS)
  sort?: string;
}

/**
 * A message of the mail outbox as admins see it, with where its delivery stands. One-time links
 * (password reset, email verification) show as "[one-time link hidden]": only the recipient
 * ever gets them.
 */
export class OutboxMessageDto {
  @ApiProperty() id!: number;
  @ApiProperty() kind!: string;
  @ApiProperty() to!: string;
  @ApiProperty() subject!: string;
  @ApiProperty({ description: 'The text, one-time secrets redacted' }) text!: string;
  @ApiProperty({ enum: ['en', 'es'] }) language!: 'en' | 'es';
  @ApiProperty({ enum: MAIL_STATES }) state!: MailState;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({ type: Date, nullable: true }) sentAt!: Date | null;
  @ApiProperty({
    type: Date,
    nullable: true,
    description: 'When the outbox sweeper next queues it, if it is not sent by then',
  })
  nextAttemptAt!: Date | null;
  @ApiProperty() createdAt!: Date;

  static from(message: MailOutbox): OutboxMessageDto {
    return {
      id: message.id,
      kind: message.kind,
      to: message.to,
      subject: redactSecrets(message.subject),
      text: redactSecrets(message.text),
      language: message.language,
      state: message.state,
      attempts: message.attempts,
      lastError: message.lastError ?? null,
      sentAt: message.sentAt ?? null,
      nextAttemptAt: message.nextAttemptAt ?? null,
      createdAt: message.createdAt,
    };
  }
}

export class OutboxPageDto extends PageOf(
  OutboxMessageDto,
  'older messages',
  'Newest first, or as sorted',
) {}
