import { Migration } from '@mikro-orm/migrations';

/** Two-factor sign-in: the encrypted authenticator secret per account and its recovery codes. */
export class Migration20261130160000TwoFactor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "two_factor_secret" text null`);
    this.addSql(`alter table "users" add column "two_factor_enabled_at" timestamptz null`);
    this.addSql(`alter table "users" add column "two_factor_last_step" int null`);
    this.addSql(`alter table "users" add column "two_factor_login_nonce" varchar(64) null`);
    this.addSql(`
      create table "two_factor_recovery_codes" (
        "id" serial primary key,
        "user_id" int not null,
        "code_hash" varchar(64) not null,
        "used_at" timestamptz null,
        "created_at" timestamptz not null default now()
      )`);
    this.addSql(
      `create index "two_factor_recovery_codes_user_id_code_hash_index" on "two_factor_recovery_codes" ("user_id", "code_hash")`,
    );
    this.addSql(
      `alter table "two_factor_recovery_codes" add constraint "two_factor_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "two_factor_recovery_codes"`);
    for (const column of [
      'two_factor_secret',
      'two_factor_enabled_at',
      'two_factor_last_step',
      'two_factor_login_nonce',
    ]) {
      this.addSql(`alter table "users" drop column if exists "${column}"`);
    }
  }
}
