import { Migration } from '@mikro-orm/migrations';

/** The recommendation sets clients keep (saved-recommendation.entity.ts). */
export class Migration20261130130001SavedRecommendations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "saved_recommendations" (
        "id" serial primary key,
        "user_id" int not null,
        "audience" text not null,
        "industry" varchar(100) not null,
        "topics" jsonb not null,
        "content_types" jsonb not null,
        "platforms" jsonb not null,
        "created_at" timestamptz not null default now()
      )
    `);
    this.addSql(
      `create index "saved_recommendations_user_id_created_at_index" on "saved_recommendations" ("user_id", "created_at")`,
    );
    this.addSql(
      `alter table "saved_recommendations" add constraint "saved_recommendations_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "saved_recommendations" cascade`);
  }
}
