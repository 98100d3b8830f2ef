import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import type { RateLimitStore } from '../rate-limit/rate-limiters';

export class DatabaseHealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';

  @ApiProperty({ enum: ['postgresql', 'embedded'], description: 'embedded = in-process PGlite' })
  driver!: 'postgresql' | 'embedded';

  @ApiPropertyOptional()
  error?: string;
}

export class QueueHealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';

  @ApiProperty({ enum: ['bullmq', 'inline'] })
  driver!: 'bullmq' | 'inline';

  @ApiProperty({
    description: 'Job counts per queue (waiting, active, delayed, completed, failed)',
    type: 'object',
    additionalProperties: { type: 'object', additionalProperties: { type: 'integer' } },
  })
  queues!: Record<string, Record<string, number>>;

  @ApiPropertyOptional()
  error?: string;
}

export class MailHealthDto {
  @ApiProperty({ enum: ['smtp', 'none'] })
  transport!: 'smtp' | 'none';

  @ApiProperty({
    description:
      'Unsent messages past their due time that no process has taken up (0 when mail flows)',
  })
  overdue!: number;
}

export class RateLimitHealthDto {
  @ApiProperty({
    enum: ['redis', 'memory-fallback', 'memory'],
    description:
      'Where attempts are counted: Redis (shared by all instances), this process while Redis is unreachable, or this process only (no REDIS_URL)',
  })
  store!: RateLimitStore;
}

export class AiHealthDto {
  @ApiProperty({
    description:
      'Whether an AI provider is configured (OPENAI_API_KEY); without one, generation answers 503 "AI provider not configured"',
  })
  configured!: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'OPENAI_MODEL, when configured' })
  model!: string | null;
}

/** What anyone may see: whether the API and what it depends on are working. */
export class HealthStatusDto {
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status!: 'ok' | 'degraded';
}

/** The full report, shown to signed-in admins: the status and each check behind it. */
export class HealthDto extends HealthStatusDto {
  @ApiProperty({ description: 'Seconds since the process started' })
  uptime!: number;

  @ApiProperty({ type: DatabaseHealthDto })
  database!: DatabaseHealthDto;

  @ApiProperty({ type: QueueHealthDto })
  queue!: QueueHealthDto;

  @ApiProperty({ type: MailHealthDto })
  mail!: MailHealthDto;

  @ApiProperty({ type: RateLimitHealthDto })
  rateLimit!: RateLimitHealthDto;

  @ApiProperty({ type: AiHealthDto })
  ai!: AiHealthDto;
}
