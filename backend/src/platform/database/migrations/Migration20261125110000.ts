import { Migration } from '@mikro-orm/migrations';

/** The one-time secrets of a message (reset and verification links) are kept sealed, never readable. */
export class Migration20261125110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "mail_outbox" add column "sealed_secrets" text null`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "sealed_secrets"`);
  }
}
