import { Migration } from '@mikro-orm/migrations';

/**
 * Which delivery attempt claimed an outbox message, so that the same attempt run again after its
 * worker died takes the message over at once instead of after the sending grace.
 */
export class Migration20261129100000MailClaims extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "mail_outbox" add column "claimed_by" varchar(200) null`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "claimed_by"`);
  }
}
