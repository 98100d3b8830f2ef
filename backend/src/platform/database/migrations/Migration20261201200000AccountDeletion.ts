import { Migration } from '@mikro-orm/migrations';

/** Account deletion requests, and when an account was anonymised. */
export class Migration20261201200000AccountDeletion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "anonymised_at" timestamptz null`);
    this.addSql(`
      create table "account_deletion_requests" (
        "id" serial primary key,
        "user_id" int not null,
        "state" varchar(10) not null default 'pending',
        constraint "account_deletion_requests_state_check" check ("state" in ('pending', 'cancelled', 'confirmed', 'declined')),
        "reason" text null,
        "decision_note" text null,
        "decided_by_id" int null,
        "decided_at" timestamptz null,
        "created_at" timestamptz not null default now()
      )`);
    this.addSql(
      `create index "account_deletion_requests_state_created_at_index" on "account_deletion_requests" ("state", "created_at")`,
    );
    this.addSql(
      `create unique index "account_deletion_requests_pending_unique" on "account_deletion_requests" ("user_id") where "state" = 'pending'`,
    );
    this.addSql(
      `alter table "account_deletion_requests" add constraint "account_deletion_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "account_deletion_requests" add constraint "account_deletion_requests_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_deletion_requests" cascade`);
    this.addSql(`alter table "users" drop column if exists "anonymised_at"`);
  }
}
