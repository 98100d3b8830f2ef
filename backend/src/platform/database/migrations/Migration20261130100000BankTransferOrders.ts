import { Migration } from '@mikro-orm/migrations';

/**
 * Services bought by bank transfer: the order carries the `TB-` reference the client writes on
 * the transfer and when they said it was sent. Payment records keep the reference the payer
 * wrote (a bank reference, a check number) in a column of its own, moved out of the metadata.
 * A reminder notice keeps the billing day it was written for, so its mail counts the real days.
 */
export class Migration20261130100000BankTransferOrders extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "orders" add column "reference" varchar(12) null, add column "transfer_sent_at" timestamptz null`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_reference_unique" unique ("reference")`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_reference_check" check (reference ~ '^TB-[A-Z0-9]{9}$')`,
    );
    this.addSql(`alter table "payment_records" add column "payer_reference" varchar(100) null`);
    this.addSql(`alter table "invoice_notices" add column "on_day" date null`);
    this.addSql(
      `update "payment_records" set "payer_reference" = "metadata"->>'bankReference', "metadata" = "metadata" - 'bankReference' where "metadata"->>'bankReference' is not null`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `update "payment_records" set "metadata" = coalesce("metadata", '{}'::jsonb) || jsonb_build_object('bankReference', "payer_reference") where "payer_reference" is not null`,
    );
    this.addSql(`alter table "payment_records" drop column "payer_reference"`);
    this.addSql(`alter table "invoice_notices" drop column "on_day"`);
    this.addSql(`alter table "orders" drop constraint "orders_reference_check"`);
    this.addSql(`alter table "orders" drop column "reference", drop column "transfer_sent_at"`);
  }
}
