import { Migration } from '@mikro-orm/migrations';

/** An email change waits for its link: the new address and the hash of the link's token. */
export class Migration20261125140000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "users"
        add column "pending_email" varchar(255) null,
        add column "email_change_token_hash" varchar(128) null,
        add column "email_change_token_expiry" timestamptz null
    `);
    this.addSql(
      `create index "users_email_change_token_hash_index" on "users" ("email_change_token_hash")`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "users_email_change_token_hash_index"`);
    this.addSql(`
      alter table "users"
        drop column "pending_email",
        drop column "email_change_token_hash",
        drop column "email_change_token_expiry"
    `);
  }
}
