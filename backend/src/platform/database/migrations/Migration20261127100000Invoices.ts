import { Migration } from '@mikro-orm/migrations';

/**
 * Invoices as an agency issues them: drafts, numbers from a gap-free counter, a history of every
 * change of state, the mails each invoice owes (issue, reminders, receipts) and its PDF, and mail
 * that carries stored files as attachments.
 */
export class Migration20261127100000Invoices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invoices" drop constraint "invoices_status_check"`);
    this.addSql(
      `alter table "invoices" add constraint "invoices_status_check" check ("status" in ('draft', 'pending', 'partial', 'paid', 'overdue', 'void'))`,
    );
    this.addSql(`
      alter table "invoices"
        add column "bill_to" text null,
        add column "issued_at" timestamptz null,
        add column "revision" int not null default 1,
        add column "pdf_revision" int not null default 0,
        add column "pdf_file_id" int null
    `);
    // The client's and the admins' invoice lists page by (created_at, id).
    this.addSql(
      `create index "invoices_user_id_created_at_index" on "invoices" ("user_id", "created_at")`,
    );
    this.addSql(`create index "invoices_created_at_index" on "invoices" ("created_at")`);
    this.addSql(
      `alter table "invoices" add constraint "invoices_pdf_file_id_foreign" foreign key ("pdf_file_id") references "stored_files" ("id") on delete set null`,
    );

    this.addSql(`
      create table "invoice_number_counter" (
        "id" int not null primary key,
        "last_number" int not null default 0
      )
    `);
    // Numbers continue after any INV-0001-style number already given.
    this.addSql(`
      insert into "invoice_number_counter" ("id", "last_number")
      select 1, coalesce(max(substring("number" from '^INV-([0-9]{1,9})$')::int), 0) from "invoices"
    `);

    this.addSql(`
      create table "invoice_events" (
        "id" serial primary key,
        "invoice_id" int not null,
        "from_status" varchar(20) null,
        "to_status" varchar(20) not null,
        "reason" varchar(20) not null,
        "actor_id" int null,
        "detail" jsonb null,
        "created_at" timestamptz not null default now()
      )
    `);
    this.addSql(
      `create index "invoice_events_invoice_id_created_at_index" on "invoice_events" ("invoice_id", "created_at")`,
    );
    this.addSql(
      `alter table "invoice_events" add constraint "invoice_events_invoice_id_foreign" foreign key ("invoice_id") references "invoices" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "invoice_events" add constraint "invoice_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null`,
    );
    for (const column of ['from_status', 'to_status'])
      this.addSql(
        `alter table "invoice_events" add constraint "invoice_events_${column}_check" check ("${column}" in ('draft', 'pending', 'partial', 'paid', 'overdue', 'void'))`,
      );
    this.addSql(
      `alter table "invoice_events" add constraint "invoice_events_reason_check" check ("reason" in ('created', 'issued', 'payment', 'refund', 'overdue', 'voided'))`,
    );

    this.addSql(`
      create table "invoice_notices" (
        "id" serial primary key,
        "invoice_id" int not null,
        "key" varchar(40) not null,
        "created_at" timestamptz not null default now(),
        "staged_at" timestamptz null,
        "mail_id" int null
      )
    `);
    this.addSql(
      `alter table "invoice_notices" add constraint "invoice_notices_invoice_id_key_unique" unique ("invoice_id", "key")`,
    );
    this.addSql(
      `create index "invoice_notices_staged_at_index" on "invoice_notices" ("staged_at")`,
    );
    this.addSql(
      `alter table "invoice_notices" add constraint "invoice_notices_invoice_id_foreign" foreign key ("invoice_id") references "invoices" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "invoice_notices" add constraint "invoice_notices_mail_id_foreign" foreign key ("mail_id") references "mail_outbox" ("id") on delete set null`,
    );

    this.addSql(`alter table "mail_outbox" add column "attachments" jsonb null`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "attachments"`);
    this.addSql(`drop table if exists "invoice_notices" cascade`);
    this.addSql(`drop table if exists "invoice_events" cascade`);
    this.addSql(`drop table if exists "invoice_number_counter" cascade`);
    this.addSql(`drop index "invoices_user_id_created_at_index"`);
    this.addSql(`drop index "invoices_created_at_index"`);
    this.addSql(`
      alter table "invoices"
        drop constraint "invoices_pdf_file_id_foreign",
        drop column "bill_to",
        drop column "issued_at",
        drop column "revision",
        drop column "pdf_revision",
        drop column "pdf_file_id"
    `);
    this.addSql(`update "invoices" set "status" = 'pending' where "status" = 'draft'`);
    this.addSql(`alter table "invoices" drop constraint "invoices_status_check"`);
    this.addSql(
      `alter table "invoices" add constraint "invoices_status_check" check ("status" in ('pending', 'partial', 'paid', 'overdue', 'void'))`,
    );
  }
}
