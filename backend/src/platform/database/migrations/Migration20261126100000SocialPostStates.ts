import { Migration } from '@mikro-orm/migrations';

/**
 * Social posts get a state (see social-post-states.ts), who drafted them, the client's decision
 * and when the scheduled reminder went out. Posts from before are the clients' own: a post
 * scheduled for a time still to come is `scheduled`, one whose time has passed is `due` (its
 * reminder would come too late to help), and every other post is a `draft`.
 */
export class Migration20261126100000SocialPostStates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "social_media_content"
        add column "status" varchar(20) not null default 'draft',
        add column "drafted_by_id" int null,
        add column "drafted_by_team" boolean not null default false,
        add column "review_comment" text null,
        add column "decided_at" timestamptz null,
        add column "reminded_at" timestamptz null
    `);
    this.addSql(`
      update "social_media_content"
         set "status" = case when "scheduled_date" > now() then 'scheduled' else 'due' end
       where "scheduled" and "scheduled_date" is not null
    `);
    this.addSql(`
      update "social_media_content" set "scheduled" = false
       where "scheduled" and "scheduled_date" is null
    `);
    this.addSql(
      `alter table "social_media_content" add constraint "social_media_content_status_check" check ("status" in ('draft', 'awaiting_approval', 'approved', 'changes_requested', 'scheduled', 'due'))`,
    );
    this.addSql(
      `alter table "social_media_content" add constraint "social_media_content_drafted_by_id_foreign" foreign key ("drafted_by_id") references "users" ("id") on delete set null`,
    );
    this.addSql(
      `create index "social_media_content_drafted_by_id_index" on "social_media_content" ("drafted_by_id")`,
    );
    this.addSql(
      `create index "social_media_content_user_id_status_created_at_index" on "social_media_content" ("user_id", "status", "created_at")`,
    );
    this.addSql(
      `create index "social_media_content_user_id_platform_created_at_index" on "social_media_content" ("user_id", "platform", "created_at")`,
    );
    this.addSql(
      `create index "social_media_content_status_created_at_index" on "social_media_content" ("status", "created_at")`,
    );
    this.addSql(
      `create index "social_media_content_scheduled_due_index" on "social_media_content" ("scheduled_date") where "status" = 'scheduled'`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "social_media_content_scheduled_due_index"`);
    this.addSql(`drop index if exists "social_media_content_status_created_at_index"`);
    this.addSql(`drop index if exists "social_media_content_user_id_platform_created_at_index"`);
    this.addSql(`drop index if exists "social_media_content_user_id_status_created_at_index"`);
    this.addSql(`
      alter table "social_media_content"
        drop column "status",
        drop column "drafted_by_id",
        drop column "drafted_by_team",
        drop column "review_comment",
        drop column "decided_at",
        drop column "reminded_at"
    `);
  }
}
