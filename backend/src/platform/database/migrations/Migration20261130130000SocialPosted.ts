import { Migration } from '@mikro-orm/migrations';

/**
 * A scheduled post can be marked posted (see social-post-states.ts), with when and, if the client
 * gave it, the live post's link.
 */
export class Migration20261130130000SocialPosted extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "social_media_content"
        add column "posted_at" timestamptz null,
        add column "posted_url" varchar(2000) null
    `);
    this.addSql(
      `alter table "social_media_content" drop constraint if exists "social_media_content_status_check"`,
    );
    this.addSql(
      `alter table "social_media_content" add constraint "social_media_content_status_check" check ("status" in ('draft', 'awaiting_approval', 'approved', 'changes_requested', 'scheduled', 'due', 'posted'))`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`update "social_media_content" set "status" = 'due' where "status" = 'posted'`);
    this.addSql(
      `alter table "social_media_content" drop constraint if exists "social_media_content_status_check"`,
    );
    this.addSql(
      `alter table "social_media_content" add constraint "social_media_content_status_check" check ("status" in ('draft', 'awaiting_approval', 'approved', 'changes_requested', 'scheduled', 'due'))`,
    );
    this.addSql(`
      alter table "social_media_content"
        drop column "posted_at",
        drop column "posted_url"
    `);
  }
}
