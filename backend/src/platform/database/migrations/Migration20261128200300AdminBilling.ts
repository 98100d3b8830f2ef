import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the admin billing lists: invoices sorted by due date, total or number; payments
 * and payment events filtered by provider, newest first.
 */
export class Migration20261128200300AdminBilling extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "invoices_due_date_index" on "invoices" ("due_date")`);
    this.addSql(`create index "invoices_total_cents_index" on "invoices" ("total_cents")`);
    this.addSql(`create index "invoices_number_sort_index" on "invoices" (coalesce("number", ''))`);
    this.addSql(
      `create index "payments_provider_created_at_index" on "payments" ("provider", "created_at")`,
    );
    this.addSql(
      `create index "payment_events_provider_created_at_index" on "payment_events" ("provider", "created_at")`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "payment_events_provider_created_at_index"`);
    this.addSql(`drop index "payments_provider_created_at_index"`);
    this.addSql(`drop index "invoices_number_sort_index"`);
    this.addSql(`drop index "invoices_total_cents_index"`);
    this.addSql(`drop index "invoices_due_date_index"`);
  }
}
