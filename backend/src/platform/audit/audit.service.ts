import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';

import { User } from '../../modules/auth/entities/user.entity';
import { AuditEntry, type AuditOutcome } from './audit-entry.entity';
import { redact } from './redact';

/** Who acted: a user (a snapshot is taken of name and role), or just an id to look up. */
export interface AuditActor {
  id: number;
  username?: string;
  role?: string;
}

export interface AuditRecord {
  /** `<subject>.<verb>`, e.g. `invoice.void`, `auth.sign_in_failed`. */
  action: string;
  actor?: AuditActor | null;
  target?: { type: string; id?: string | number | null } | null;
  /** What changed; redacted by key name before it is stored. */
  changes?: Record<string, unknown> | null;
  /** Where the request came from (see `auditClient`). */
  client?: AuditClient;
  outcome?: AuditOutcome;
  statusCode?: number | null;
}

export interface AuditClient {
  ip?: string | null;
  userAgent?: string | null;
}

/** The client address (as trusted by TRUST_PROXY) and user agent of a request. */
export function auditClient(req: Request): AuditClient {
  const agent = req.headers['user-agent'];
  return { ip: req.ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}

/**
 * Appends one entry with `em`: inside a transaction the entry commits (or rolls back) with the
 * change it describes. Usable without Nest (the create-admin script).
 */
export async function insertAuditEntry(em: EntityManager, record: AuditRecord): Promise<void> {
  let actor = record.actor ?? null;
  if (actor && (actor.username === undefined || actor.role === undefined)) {
    const user = await em.findOne(User, actor.id, { fields: ['username', 'role'] });
    actor = { id: actor.id, username: user?.username, role: user?.role };
  }
  await em.insert(AuditEntry, {
    action: record.action,
    actorId: actor?.id ?? null,
    actorUsername: actor?.username ?? null,
    actorRole: actor?.role ?? null,
    targetType: record.target?.type ?? null,
    targetId: record.target?.id == null ? null : String(record.target.id).slice(0, 100),
    changes: record.changes ? (redact(record.changes) as Record<string, unknown>) : null,
    ip: record.client?.ip?.slice(0, 64) ?? null,
    userAgent: record.client?.userAgent?.slice(0, 500) ?? null,
    outcome: record.outcome ?? 'success',
    statusCode: record.statusCode ?? null,
  });
}

/** The audit log's writer: `record(entry)` on its own, `record(entry, em)` in a transaction. */
@Injectable()
export class AuditService {
  constructor(private readonly em: EntityManager) {}

  async record(record: AuditRecord, em?: EntityManager): Promise<void> {
    await insertAuditEntry(em ?? this.em.fork(), record);
  }
}
