import { Migration } from '@mikro-orm/migrations';

/**
 * The payments ledger: each charge asked of a provider (`payments`), each provider event stored
 * once before it is acted on (`payment_events`), and payment records linked to their charge.
 */
export class Migration20261127120000Payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "payments" (
        "id" serial primary key,
        "reference" varchar(12) not null,
        "user_id" int null,
        "provider" varchar(10) not null,
        "provider_id" varchar(255) null,
        "idempotency_key" varchar(200) not null,
        "purpose" varchar(10) not null,
        "invoices" jsonb not null default '[]',
        "order_id" int null,
        "amount_cents" int not null,
        "state" varchar(12) not null default 'creating',
        "transaction_id" varchar(255) null,
        "refunded_cents" int not null default 0,
        "failure_message" text null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )
    `);
    this.addSql(
      `alter table "payments" add constraint "payments_reference_unique" unique ("reference")`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_idempotency_key_unique" unique ("idempotency_key")`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_provider_provider_id_unique" unique ("provider", "provider_id")`,
    );
    this.addSql(
      `create index "payments_user_id_created_at_index" on "payments" ("user_id", "created_at")`,
    );
    // The admins' list pages by (created_at, id), filtered by state or not.
    this.addSql(`create index "payments_created_at_index" on "payments" ("created_at")`);
    this.addSql(
      `create index "payments_state_created_at_index" on "payments" ("state", "created_at")`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete restrict`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete restrict`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_provider_check" check ("provider" in ('stripe', 'paypal'))`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_purpose_check" check ("purpose" in ('invoices', 'order', 'test'))`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_state_check" check ("state" in ('creating', 'processing', 'succeeded', 'failed', 'canceled', 'refunded'))`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_amounts_check" check (amount_cents > 0 and refunded_cents >= 0 and refunded_cents <= amount_cents)`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_reference_check" check (reference ~ '^TB-[A-Z0-9]{9}$')`,
    );

    this.addSql(`
      create table "payment_events" (
        "id" serial primary key,
        "provider" varchar(10) not null,
        "event_id" varchar(255) not null,
        "type" varchar(100) not null,
        "payload" jsonb not null,
        "fact" jsonb null,
        "state" varchar(10) not null default 'received',
        "attempts" int not null default 0,
        "last_error" text null,
        "created_at" timestamptz not null default now(),
        "applied_at" timestamptz null
      )
    `);
    this.addSql(
      `alter table "payment_events" add constraint "payment_events_provider_event_id_unique" unique ("provider", "event_id")`,
    );
    this.addSql(
      `create index "payment_events_state_created_at_index" on "payment_events" ("state", "created_at")`,
    );
    this.addSql(
      `create index "payment_events_created_at_index" on "payment_events" ("created_at")`,
    );
    this.addSql(
      `alter table "payment_events" add constraint "payment_events_provider_check" check ("provider" in ('stripe', 'paypal'))`,
    );
    this.addSql(
      `alter table "payment_events" add constraint "payment_events_state_check" check ("state" in ('received', 'applied', 'ignored', 'failed'))`,
    );

    this.addSql(`alter table "payment_records" add column "payment_id" int null`);
    this.addSql(
      `create index "payment_records_payment_id_index" on "payment_records" ("payment_id")`,
    );
    this.addSql(
      `alter table "payment_records" add constraint "payment_records_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on delete restrict`,
    );
    this.addSql(
      `alter table "payment_records" add constraint "payment_records_payment_id_invoice_id_unique" unique ("payment_id", "invoice_id")`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "payment_records" drop constraint "payment_records_payment_id_invoice_id_unique"`,
    );
    this.addSql(
      `alter table "payment_records" drop constraint "payment_records_payment_id_foreign"`,
    );
    this.addSql(`drop index "payment_records_payment_id_index"`);
    this.addSql(`alter table "payment_records" drop column "payment_id"`);
    this.addSql(`drop table if exists "payment_events" cascade`);
    this.addSql(`drop table if exists "payments" cascade`);
  }
}
