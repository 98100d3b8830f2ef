import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

import {
  AUDIT_OUTCOMES,
  type AuditEntry,
  type AuditOutcome,
} from '../../../platform/audit/audit-entry.entity';
import { PageOf } from '../../../platform/http/page.dto';
import { SearchPageQuery, SortParam } from '../../../platform/http/pagination';

/** The audit list's sorts (both columns are indexed with created_at). */
export const AUDIT_SORTS = { createdAt: 't."created_at"', action: 't."action"' };

class AuditActorDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ type: String, nullable: true, description: 'The username at the time' })
  username!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The role at the time' })
  role!: string | null;
}

class AuditTargetDto {
  @ApiProperty({ example: 'invoice' })
  type!: string;

  @ApiProperty({ type: String, nullable: true, example: '42' })
  id!: string | null;
}

/** One entry of the audit log. */
export class AuditEntryDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: AuditActorDto, nullable: true, description: 'None for a guest or a script' })
  actor!: AuditActorDto | null;

  @ApiProperty({ example: 'invoice.void', description: '<subject>.<verb>' })
  action!: string;

  @ApiProperty({ type: AuditTargetDto, nullable: true })
  target!: AuditTargetDto | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description:
      'What changed: the request (params, body with secrets redacted), before/after where known',
  })
  changes!: Record<string, unknown> | null;

  @ApiProperty({ type: String, nullable: true })
  ip!: string | null;

  @ApiProperty({ type: String, nullable: true })
  userAgent!: string | null;

  @ApiProperty({ enum: AUDIT_OUTCOMES })
  outcome!: AuditOutcome;

  @ApiProperty({ type: Number, nullable: true, example: 200 })
  statusCode!: number | null;

  static from(entry: AuditEntry): AuditEntryDto {
    return {
      id: entry.id,
      createdAt: entry.createdAt,
      actor:
        entry.actorId == null
          ? null
          : {
              id: entry.actorId,
              username: entry.actorUsername ?? null,
              role: entry.actorRole ?? null,
            },
      action: entry.action,
      target: entry.targetType ? { type: entry.targetType, id: entry.targetId ?? null } : null,
      changes: entry.changes ?? null,
      ip: entry.ip ?? null,
      userAgent: entry.userAgent ?? null,
      outcome: entry.outcome,
      statusCode: entry.statusCode ?? null,
    };
  }
}

export class AuditPageDto extends PageOf(AuditEntryDto, 'older entries') {}

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;

/** Filters of the audit list; `q` searches the actor's name, the action and the target. */
export class AuditQuery extends SearchPageQuery {
  @ApiPropertyOptional({
    description: 'Actions starting with this, e.g. `auth.` or `invoice.void`',
    example: 'auth.',
  })
  @IsOptional()
  @IsString({ message: 'audit.action.invalid' })
  @Matches(/^[a-z_.]{1,80}$/, { message: 'audit.action.invalid' })
  action?: string;

  @ApiPropertyOptional({ description: 'Entries by this user id' })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'audit.actorId.invalid' })
  @Min(1, { message: 'audit.actorId.invalid' })
  @Max(2147483647, { message: 'audit.actorId.invalid' })
  actorId?: number;

  @ApiPropertyOptional({ example: 'invoice' })
  @IsOptional()
  @IsString({ message: 'audit.target.invalid' })
  @Matches(/^[a-z_]{1,40}$/, { message: 'audit.target.invalid' })
  targetType?: string;

  @ApiPropertyOptional({ example: '42' })
  @IsOptional()
  @IsString({ message: 'audit.target.invalid' })
  @Matches(/^[A-Za-z0-9_-]{1,100}$/, { message: 'audit.target.invalid' })
  targetId?: string;

  @ApiPropertyOptional({
    description: 'From this moment (a date is its start, UTC)',
    example: '2026-11-01',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'audit.date.invalid' })
  from?: string;

  @ApiPropertyOptional({
    description: 'Up to this moment (a date includes the whole day, UTC)',
    example: '2026-11-30',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'audit.date.invalid' })
  to?: string;

  @SortParam(AUDIT_SORTS)
  sort?: string;
}
