import { Migration } from '@mikro-orm/migrations';

/** Personal access tokens: hashed, scoped, revocable API tokens of an account. */
export class Migration20261201500000PersonalAccessTokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "personal_access_tokens" (
        "id" serial primary key,
        "user_id" int not null,
        "name" varchar(100) not null,
        "scopes" jsonb not null,
        "token_hash" varchar(64) not null,
        "hint" varchar(20) not null,
        "created_at" timestamptz not null default now(),
        "last_used_at" timestamptz null,
        "expires_at" timestamptz null,
        "revoked_at" timestamptz null
      )`);
    this.addSql(
      `alter table "personal_access_tokens" add constraint "personal_access_tokens_token_hash_unique" unique ("token_hash")`,
    );
    this.addSql(
      `create index "personal_access_tokens_user_id_created_at_index" on "personal_access_tokens" ("user_id", "created_at")`,
    );
    this.addSql(
      `alter table "personal_access_tokens" add constraint "personal_access_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "personal_access_tokens"`);
  }
}
