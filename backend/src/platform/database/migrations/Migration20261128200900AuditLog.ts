import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log: who did what, to what, from where, and how it ended. Append-only: a trigger
 * refuses every UPDATE and DELETE, so not even a bug (or a hand at psql) can rewrite history.
 * There is no foreign key to `users`: an entry keeps its actor's id and name even after the
 * account is gone, and a cascade would be an update the trigger refuses.
 */
export class Migration20261128200900AuditLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "audit_log" (
        "id" serial primary key,
        "created_at" timestamptz not null default now(),
        "actor_id" int null,
        "actor_username" varchar(50) null,
        "actor_role" varchar(10) null,
        "action" varchar(80) not null,
        "target_type" varchar(40) null,
        "target_id" varchar(100) null,
        "changes" jsonb null,
        "ip" varchar(64) null,
        "user_agent" varchar(500) null,
        "outcome" varchar(10) not null,
        "status_code" int null
      )
    `);
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_outcome_check" check ("outcome" in ('success', 'failure'))`,
    );
    // The list pages newest first by (created_at, id), narrowed by action prefix, actor or target.
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at")`);
    this.addSql(
      `create index "audit_log_action_created_at_index" on "audit_log" ("action", "created_at")`,
    );
    this.addSql(
      `create index "audit_log_actor_id_created_at_index" on "audit_log" ("actor_id", "created_at")`,
    );
    this.addSql(
      `create index "audit_log_target_type_target_id_created_at_index" on "audit_log" ("target_type", "target_id", "created_at")`,
    );
    // The trigger as the entity declares it (@Trigger), so the schema check sees no difference.
    this.addSql(
      `create or replace function "audit_log_append_only_fn"() returns trigger as $$ begin raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege'; end; $$ language plpgsql`,
    );
    this.addSql(
      `create trigger "append_only" before update or delete on "audit_log" for each row execute function "audit_log_append_only_fn"()`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_log"`);
    this.addSql(`drop function if exists "audit_log_append_only_fn"()`);
  }
}
