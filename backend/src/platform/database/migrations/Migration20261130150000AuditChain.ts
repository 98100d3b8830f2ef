import { Migration } from '@mikro-orm/migrations';

const REFUSAL =
  "raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';";
/** An entry's hash, as `auditDigestSql` in platform/audit/audit-chain.ts gives it today. */
const digestOf = (row: string) =>
  `encode(sha256(convert_to(${row}.prev_hash || '|' || (extract(epoch from ${row}.created_at) * 1000000)::bigint::text || '|' || (to_jsonb(${row}) - 'hash' - 'prev_hash' - 'created_at')::text, 'UTF8')), 'hex')`;
const CHAIN_BODY =
  "perform pg_advisory_xact_lock(7214002); new.id := nextval(pg_get_serial_sequence('audit_log', 'id')); new.prev_hash := coalesce((select a.hash from audit_log a order by a.id desc limit 1), '0000000000000000000000000000000000000000000000000000000000000000'); " +
  `new.hash := ${digestOf('new')}; return new;`;

/**
 * The audit log can no longer be emptied or quietly rewritten by its owner either: TRUNCATE is
 * refused like UPDATE and DELETE, and each entry carries the hash of the one before it, so a row
 * changed or removed with the triggers off is found by `npm run audit:verify`. The entries
 * already there are chained in id order. The triggers fire even in replication-replica sessions
 * (ENABLE ALWAYS), which would otherwise skip them.
 */
export class Migration20261130150000AuditChain extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "audit_log" add column "prev_hash" varchar(64) null`);
    this.addSql(`alter table "audit_log" add column "hash" varchar(64) null`);
    this.addSql(`alter table "audit_log" disable trigger "append_only"`);
    this.addSql(`
      do $$
      declare
        entry record;
        previous text := '0000000000000000000000000000000000000000000000000000000000000000';
      begin
        for entry in select id from audit_log order by id loop
          update audit_log set prev_hash = previous where id = entry.id;
          update audit_log a set hash = ${digestOf('a')} where a.id = entry.id
            returning a.hash into previous;
        end loop;
      end $$
    `);
    this.addSql(`alter table "audit_log" enable always trigger "append_only"`);
    this.addSql(`alter table "audit_log" alter column "prev_hash" set not null`);
    this.addSql(`alter table "audit_log" alter column "hash" set not null`);

    this.addSql(
      `create or replace function "audit_log_no_truncate_fn"() returns trigger as $$ begin ${REFUSAL} end; $$ language plpgsql`,
    );
    this.addSql(
      `create trigger "no_truncate" before truncate on "audit_log" for each statement execute function "audit_log_no_truncate_fn"()`,
    );
    this.addSql(`alter table "audit_log" enable always trigger "no_truncate"`);
    this.addSql(
      `create or replace function "audit_log_chain_fn"() returns trigger as $$ begin ${CHAIN_BODY} end; $$ language plpgsql`,
    );
    this.addSql(
      `create trigger "chain" before insert on "audit_log" for each row execute function "audit_log_chain_fn"()`,
    );
    this.addSql(`alter table "audit_log" enable always trigger "chain"`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "chain" on "audit_log"`);
    this.addSql(`drop function if exists "audit_log_chain_fn"()`);
    this.addSql(`drop trigger if exists "no_truncate" on "audit_log"`);
    this.addSql(`drop function if exists "audit_log_no_truncate_fn"()`);
    this.addSql(`alter table "audit_log" enable trigger "append_only"`);
    this.addSql(`alter table "audit_log" drop column "hash"`);
    this.addSql(`alter table "audit_log" drop column "prev_hash"`);
  }
}
