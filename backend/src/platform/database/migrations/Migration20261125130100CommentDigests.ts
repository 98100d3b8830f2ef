import { Migration } from '@mikro-orm/migrations';

/** When each project's next comment digest mail is due, per recipient side. */
export class Migration20261125130100CommentDigests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "project_comment_digests" (
        "id" serial primary key,
        "project_id" int not null,
        "recipient" varchar(10) not null check ("recipient" in ('client', 'team')),
        "due_at" timestamptz null,
        "last_comment_id" int not null default 0,
        "last_sent_at" timestamptz null
      )
    `);
    this.addSql(
      `alter table "project_comment_digests" add constraint "project_comment_digests_project_id_recipient_unique" unique ("project_id", "recipient")`,
    );
    this.addSql(
      `create index "project_comment_digests_due_at_index" on "project_comment_digests" ("due_at")`,
    );
    this.addSql(
      `alter table "project_comment_digests" add constraint "project_comment_digests_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "project_comment_digests" cascade`);
  }
}
