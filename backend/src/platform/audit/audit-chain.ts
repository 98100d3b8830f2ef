import type { EntityManager } from '@mikro-orm/postgresql';

/** Every chained insert holds this transaction-level lock, so links are made one at a time. */
export const AUDIT_CHAIN_LOCK_KEY = 7_214_002;
/** The link before the first entry. */
export const AUDIT_CHAIN_START = '0'.repeat(64);

/**
 * The SQL expression of an entry's hash: SHA-256 of the previous entry's hash, the creation time
 * in microseconds and every other column as JSONB text (whose key order PostgreSQL fixes), so a
 * change to any column of any entry breaks its link and every one after it. `row` is the entry's
 * name in the query (`new` in the trigger).
 */
export function auditDigestSql(row: string): string {
  return (
    `encode(sha256(convert_to(${row}.prev_hash || '|' || ` +
    `(extract(epoch from ${row}.created_at) * 1000000)::bigint::text || '|' || ` +
    `(to_jsonb(${row}) - 'hash' - 'prev_hash' - 'created_at')::text, 'UTF8')), 'hex')`
  );
}

/**
 * The body of the trigger that chains each new entry to the one before (function
 * `audit_log_chain_fn`). Under the lock, the id is drawn again, so ids follow the chain's order
 * even when transactions that drew theirs earlier commit later.
 */
export const AUDIT_CHAIN_BODY =
  `perform pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK_KEY}); ` +
  `new.id := nextval(pg_get_serial_sequence('audit_log', 'id')); ` +
  `new.prev_hash := coalesce((select a.hash from audit_log a order by a.id desc limit 1), '${AUDIT_CHAIN_START}'); ` +
  `new.hash := ${auditDigestSql('new')}; ` +
  'return new;';

export interface AuditChainReport {
  /** How many entries were checked. */
  checked: number;
  /** The first entry whose link does not hold, and why; absent when the whole chain holds. */
  firstBroken?: { id: number; reason: 'changed' | 'link' };
}

const BATCH = 1000;

/**
 * Walks the audit log in id order and recomputes each entry's hash with this build's own
 * expression (not a function stored in the database, which whoever changed a row could change
 * too). `changed`: the entry's columns no longer give its hash. `link`: it does not point at the
 * entry before it (one was removed, or inserted out of order).
 */
export async function verifyAuditChain(em: EntityManager): Promise<AuditChainReport> {
  let previous = AUDIT_CHAIN_START;
  let after = 0;
  let checked = 0;
  for (;;) {
    const rows = await em.execute<
      { id: number; prev_hash: string; hash: string; expected: string }[]
    >(
      `select a.id, a.prev_hash, a.hash, ${auditDigestSql('a')} as expected
       from audit_log a where a.id > ? order by a.id limit ${BATCH}`,
      [after],
    );
    for (const row of rows) {
      if (row.prev_hash !== previous)
        return { checked, firstBroken: { id: row.id, reason: 'link' } };
      if (row.hash !== row.expected) {
        return { checked, firstBroken: { id: row.id, reason: 'changed' } };
      }
      checked += 1;
      previous = row.hash;
      after = row.id;
    }
    if (rows.length < BATCH) return { checked };
  }
}
