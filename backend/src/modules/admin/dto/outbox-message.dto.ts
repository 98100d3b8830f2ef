import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsInt, IsOptional, Max, Min } from 'class-validator';

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
