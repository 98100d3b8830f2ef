import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';

import { OptionalText } from '../../../platform/http/text-fields';
import { PageOf } from '../../../platform/http/page.dto';
import type { WebhookDelivery } from '../entities/webhook-delivery.entity';
import type { WebhookEndpoint } from '../entities/webhook-endpoint.entity';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../webhook-events';

export class CreateWebhookDto {
  @ApiProperty({ maxLength: 2000, example: 'https://hooks.example.com/terrabridge' })
  @IsString({ message: 'webhooks.url.invalid' })
  @MaxLength(2000, { message: 'webhooks.url.invalid' })
  url!: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true })
  @IsArray({ message: 'webhooks.events.required' })
  @ArrayNotEmpty({ message: 'webhooks.events.required' })
  @ArrayMaxSize(WEBHOOK_EVENTS.length, { message: 'webhooks.events.invalid' })
  @IsIn(WEBHOOK_EVENTS, { each: true, message: 'webhooks.events.invalid' })
  events!: WebhookEvent[];

  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true })
  @OptionalText(500, 'webhooks.description.max')
  description?: string | null;
}

export class UpdateWebhookDto {
  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @IsString({ message: 'webhooks.url.invalid' })
  @MaxLength(2000, { message: 'webhooks.url.invalid' })
  url?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENTS, isArray: true })
  @IsOptional()
  @IsArray({ message: 'webhooks.events.required' })
  @ArrayNotEmpty({ message: 'webhooks.events.required' })
  @ArrayMaxSize(WEBHOOK_EVENTS.length, { message: 'webhooks.events.invalid' })
  @IsIn(WEBHOOK_EVENTS, { each: true, message: 'webhooks.events.invalid' })
  events?: WebhookEvent[];

  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true })
  @OptionalText(500, 'webhooks.description.max')
  description?: string | null;

  @ApiPropertyOptional({ description: 'false disables the endpoint; true enables it again' })
  @IsOptional()
  @IsBoolean({ message: 'webhooks.enabled.invalid' })
  enabled?: boolean;
}

export class WebhookDto {
  @ApiProperty() id!: number;
  @ApiProperty() url!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true }) events!: WebhookEvent[];
  @ApiProperty() enabled!: boolean;
  @ApiProperty({
    type: String,
    enum: ['admin', 'failures'],
    nullable: true,
    description: 'Why it is disabled: by an admin, or after repeated failures',
  })
  disabledReason!: 'admin' | 'failures' | null;
  @ApiProperty({ description: 'Failed attempts since the last delivered one' })
  consecutiveFailures!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;

  static from(endpoint: WebhookEndpoint): WebhookDto {
    return {
      id: endpoint.id,
      url: endpoint.url,
      description: endpoint.description ?? null,
      events: endpoint.events as WebhookEvent[],
      enabled: !endpoint.disabledAt,
      disabledReason: endpoint.disabledReason ?? null,
      consecutiveFailures: endpoint.consecutiveFailures,
      createdAt: endpoint.createdAt.toISOString(),
    };
  }
}

/** An endpoint just made, or its secret just rotated: the only answers with the secret. */
export class WebhookWithSecretDto extends WebhookDto {
  @ApiProperty({ description: 'whsec_…: verifies the signatures; keep it with the receiver' })
  secret!: string;
}

export class WebhookDeliveryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'The event id, the same for every endpoint it went to' })
  eventId!: string;
  @ApiProperty({ description: 'webhook-id of every attempt' }) messageId!: string;
  @ApiProperty({ enum: WEBHOOK_EVENTS }) eventType!: string;
  @ApiProperty({ enum: ['pending', 'succeeded', 'failed'] }) state!: string;
  @ApiProperty() attempts!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastAttemptAt!: string | null;
  @ApiProperty({ type: Number, nullable: true }) lastStatusCode!: number | null;
  @ApiProperty({ type: Number, nullable: true }) lastDurationMs!: number | null;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  nextAttemptAt!: string | null;

  static from(row: WebhookDelivery): WebhookDeliveryDto {
    return {
      id: row.id,
      eventId: row.eventId,
      messageId: row.messageId,
      eventType: row.eventType,
      state: row.state,
      attempts: row.attempts,
      createdAt: row.createdAt.toISOString(),
      lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
      lastStatusCode: row.lastStatusCode ?? null,
      lastDurationMs: row.lastDurationMs ?? null,
      lastError: row.lastError ?? null,
      nextAttemptAt: row.state === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    };
  }
}

export class WebhookDeliveriesPageDto extends PageOf(WebhookDeliveryDto, 'older deliveries') {}
