import { Migration } from '@mikro-orm/migrations';

/** Requests for AI-generated content: saved first, then carried out by the `ai` queue. */
export class Migration20261126100000AiJobs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "content_generation_jobs" (
        "id" serial primary key,
        "user_id" int not null,
        "kind" varchar(20) not null check ("kind" in ('generate', 'multi-platform', 'recommendations')),
        "status" varchar(20) not null default 'queued' check ("status" in ('queued', 'running', 'succeeded', 'failed')),
        "input" jsonb not null,
        "result" jsonb null,
        "usage" jsonb null,
        "error_code" varchar(60) null,
        "error_detail" text null,
        "attempts" int not null default 0,
        "started_at" timestamptz null,
        "finished_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )
    `);
    this.addSql(
      `create index "content_generation_jobs_user_id_created_at_index" on "content_generation_jobs" ("user_id", "created_at")`,
    );
    this.addSql(
      `alter table "content_generation_jobs" add constraint "content_generation_jobs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "content_generation_jobs" cascade`);
  }
}
