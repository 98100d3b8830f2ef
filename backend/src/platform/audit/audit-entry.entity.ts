import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Index, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';

import { AUDIT_CHAIN_BODY } from './audit-chain';

export const AUDIT_OUTCOMES = ['success', 'failure'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** The body of the trigger (function `audit_log_append_only_fn`) refusing UPDATE and DELETE. */
export const AUDIT_LOG_REFUSAL =
  "raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';";

/**
 * One line of the audit log (`audit_log`): an admin action or a security event. Rows are only
 * ever inserted; the database refuses UPDATE, DELETE and TRUNCATE, and chains each entry to the
 * one before by a hash (see Migration20261128200900AuditLog, Migration20261130150000AuditChain and
 * `audit-chain.ts`), so what a database owner changes by hand is found by `npm run audit:verify`.
 * The actor is a snapshot (id, username, role at the time), not a relation, so an entry outlives
 * its account and keeps saying who it was then.
 */
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['action', 'createdAt'] })
@Index({ properties: ['actorId', 'createdAt'] })
@Index({ properties: ['targetType', 'targetId', 'createdAt'] })
@Check({ name: 'audit_log_outcome_check', expression: "outcome in ('success', 'failure')" })
@Trigger({
  name: 'append_only',
  timing: 'before',
  events: ['update', 'delete'],
  forEach: 'row',
  body: AUDIT_LOG_REFUSAL,
})
// TRUNCATE is refused by the trigger `no_truncate` as well, made by the migration alone: the ORM
// reads triggers from information_schema, which lists no TRUNCATE trigger, so declared here it
// would be seen as missing on every comparison.
@Trigger({
  name: 'chain',
  timing: 'before',
  events: ['insert'],
  forEach: 'row',
  body: AUDIT_CHAIN_BODY,
})
export class AuditEntry {
  [OptionalProps]?: 'createdAt' | 'prevHash' | 'hash';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'integer', nullable: true })
  actorId?: number | null;

  @Property({ type: 'string', length: 50, nullable: true })
  actorUsername?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  actorRole?: string | null;

  /** What happened, `<subject>.<verb>`: `invoice.void`, `auth.sign_in_failed`. */
  @Property({ type: 'string', length: 80 })
  action!: string;

  @Property({ type: 'string', length: 40, nullable: true })
  targetType?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  targetId?: string | null;

  /** What changed: the redacted request (params, body), and before/after where known. */
  @Property({ type: 'json', nullable: true })
  changes?: Record<string, unknown> | null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  userAgent?: string | null;

  @Property({ type: 'string', length: 10 })
  outcome!: AuditOutcome;

  /** The HTTP status the request was answered with, when it came through HTTP. */
  @Property({ type: 'integer', nullable: true })
  statusCode?: number | null;

  /** The hash of the entry before this one; set by the database as the entry is inserted. */
  @Property({ type: 'string', length: 64 })
  prevHash!: string;

  /** This entry's hash (see `auditDigestSql`); set by the database as the entry is inserted. */
  @Property({ type: 'string', length: 64 })
  hash!: string;
}
