import { Migration } from '@mikro-orm/migrations';

/**
 * The mail outbox keeps its own schedule: when a message is next due (`next_attempt_at`, read by
 * the outbox sweeper), when its first delivery attempt was (the start of its retry window), and
 * the one-time secrets of a message (reset and verification links) sealed, never readable.
 */
export class Migration20261125110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "mail_outbox"
        add column "next_attempt_at" timestamptz null,
        add column "first_attempt_at" timestamptz null,
        add column "sealed_secrets" text null
    `);
    // Unsent messages of the old pipeline are due now, so the sweeper takes them over.
    this.addSql(`
      update "mail_outbox" set "next_attempt_at" = now()
      where "state" in ('pending', 'sending', 'retrying')
    `);
    this.addSql(`
      create index "mail_outbox_state_next_attempt_at_index"
        on "mail_outbox" ("state", "next_attempt_at")
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "mail_outbox_state_next_attempt_at_index"`);
    this.addSql(`
      alter table "mail_outbox"
        drop column "next_attempt_at",
        drop column "first_attempt_at",
        drop column "sealed_secrets"
    `);
  }
}
