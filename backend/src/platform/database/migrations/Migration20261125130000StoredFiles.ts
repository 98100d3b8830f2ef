import { Migration } from '@mikro-orm/migrations';

/** Uploaded files kept in the database (attachments of project updates and comments). */
export class Migration20261125130000StoredFiles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "stored_files" (
        "id" serial primary key,
        "name" varchar(255) not null,
        "content_type" varchar(100) not null,
        "size" int not null,
        "sha256" varchar(64) not null,
        "content" bytea not null,
        "owner_id" int null,
        "project_id" int null,
        "admin_only" boolean not null default false,
        "created_at" timestamptz not null default now()
      )
    `);
    this.addSql(`create index "stored_files_owner_id_index" on "stored_files" ("owner_id")`);
    this.addSql(
      `create index "stored_files_project_id_created_at_index" on "stored_files" ("project_id", "created_at")`,
    );
    this.addSql(
      `alter table "stored_files" add constraint "stored_files_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete set null`,
    );
    this.addSql(
      `alter table "stored_files" add constraint "stored_files_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stored_files" cascade`);
  }
}
