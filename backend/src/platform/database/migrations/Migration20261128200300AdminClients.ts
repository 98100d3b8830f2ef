import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes of the admins' clients list (by role, active or not, by name, email or last sign-in)
 * and of the admins' social posts list (team drafts or clients' own, by last change or network).
 */
export class Migration20261128200300AdminClients extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "users_role_created_at_index" on "users" ("role", "created_at")`);
    this.addSql(
      `create index "users_role_is_active_created_at_index" on "users" ("role", "is_active", "created_at")`,
    );
    this.addSql(
      `create index "users_role_display_name_index" on "users" ("role", lower(coalesce(nullif(trim(coalesce("first_name", '') || ' ' || coalesce("last_name", '')), ''), "username")))`,
    );
    this.addSql(`create index "users_role_email_lower_index" on "users" ("role", lower("email"))`);
    this.addSql(
      `create index "sessions_user_id_created_at_index" on "sessions" ("user_id", "created_at")`,
    );
    this.addSql(
      `create index "social_media_content_drafted_by_team_created_at_index" on "social_media_content" ("drafted_by_team", "created_at")`,
    );
    this.addSql(
      `create index "social_media_content_updated_at_index" on "social_media_content" ("updated_at")`,
    );
    this.addSql(
      `create index "social_media_content_platform_created_at_index" on "social_media_content" ("platform", "created_at")`,
    );
  }

  override async down(): Promise<void> {
    for (const index of [
      'users_role_created_at_index',
      'users_role_is_active_created_at_index',
      'users_role_display_name_index',
      'users_role_email_lower_index',
      'sessions_user_id_created_at_index',
      'social_media_content_drafted_by_team_created_at_index',
      'social_media_content_updated_at_index',
      'social_media_content_platform_created_at_index',
    ]) {
      this.addSql(`drop index if exists "${index}"`);
    }
  }
}
