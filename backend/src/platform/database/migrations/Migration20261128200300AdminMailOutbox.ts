import { Migration } from '@mikro-orm/migrations';

/**
 * The admins' outbox list: newest first over every state, and sorted by recipient or by attempts.
 * (Filters by state use the existing (state, created_at) index.)
 */
export class Migration20261128200300AdminMailOutbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "mail_outbox_created_at_index" on "mail_outbox" ("created_at")`);
    this.addSql(`create index "mail_outbox_to_index" on "mail_outbox" ("to")`);
    this.addSql(`create index "mail_outbox_attempts_index" on "mail_outbox" ("attempts")`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "mail_outbox_created_at_index"`);
    this.addSql(`drop index if exists "mail_outbox_to_index"`);
    this.addSql(`drop index if exists "mail_outbox_attempts_index"`);
  }
}
