import { Migration } from '@mikro-orm/migrations';

/**
 * Posts published before scheduling existed have no publish date: they went public when they
 * were written. Recording it makes every published post's date real in the admin list and sorts.
 */
export class Migration20261130140000BlogPublishDates extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `update "blog_posts" set "published_at" = "created_at" where "published" and "published_at" is null`,
    );
  }

  override async down(): Promise<void> {
    // The dates written are true either way; nothing to undo.
  }
}
