import { Migration } from '@mikro-orm/migrations';

/** Outgoing webhooks: the endpoints and each event's delivery to each of them. */
export class Migration20261201500100Webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "webhook_endpoints" (
        "id" serial primary key,
        "url" varchar(2000) not null,
        "description" varchar(500) null,
        "events" jsonb not null,
        "sealed_secret" text not null,
        "disabled_at" timestamptz null,
        "disabled_reason" varchar(40) null,
        "consecutive_failures" int not null default 0,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )`);
    this.addSql(`
      create table "webhook_deliveries" (
        "id" serial primary key,
        "endpoint_id" int not null,
        "event_id" varchar(64) not null,
        "message_id" varchar(64) not null,
        "event_type" varchar(60) not null,
        "body" text not null,
        "state" varchar(20) not null default 'pending',
        "attempts" int not null default 0,
        "next_attempt_at" timestamptz null,
        "last_attempt_at" timestamptz null,
        "last_status_code" int null,
        "last_duration_ms" int null,
        "last_error" varchar(500) null,
        "created_at" timestamptz not null default now()
      )`);
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_event_id_unique" unique ("endpoint_id", "event_id")`,
    );
    this.addSql(
      `create index "webhook_deliveries_endpoint_id_created_at_index" on "webhook_deliveries" ("endpoint_id", "created_at")`,
    );
    this.addSql(
      `create index "webhook_deliveries_state_next_attempt_at_index" on "webhook_deliveries" ("state", "next_attempt_at")`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on delete cascade`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_deliveries"`);
    this.addSql(`drop table if exists "webhook_endpoints"`);
  }
}
