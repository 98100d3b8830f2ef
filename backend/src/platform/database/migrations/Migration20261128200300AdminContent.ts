import { Migration } from '@mikro-orm/migrations';

/**
 * The admin's content editors: blog posts get a bilingual excerpt, a publish date (a future one
 * schedules the post), an uploaded featured image with bilingual alt text, and the indexes of the
 * admin lists' sorts; services get the indexes of theirs.
 */
export class Migration20261128200300AdminContent extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "blog_posts"
        add column "excerpt" varchar(300) null,
        add column "excerpt_es" varchar(300) null,
        add column "published_at" timestamptz null,
        add column "featured_image_file_id" int null,
        add column "featured_image_alt" varchar(200) null,
        add column "featured_image_alt_es" varchar(200) null
    `);
    this.addSql(
      `alter table "blog_posts" add constraint "blog_posts_featured_image_file_id_foreign" foreign key ("featured_image_file_id") references "stored_files" ("id") on delete set null`,
    );
    this.addSql(
      `create index "blog_posts_featured_image_file_id_index" on "blog_posts" ("featured_image_file_id")`,
    );
    this.addSql(`create index "blog_posts_created_at_index" on "blog_posts" ("created_at")`);
    this.addSql(`create index "blog_posts_title_lower_index" on "blog_posts" (lower("title"))`);
    this.addSql(
      `create index "blog_posts_publish_date_index" on "blog_posts" (coalesce("published_at", "created_at"))`,
    );
    this.addSql(
      `create index "service_types_price_cents_index" on "service_types" ("price_cents")`,
    );
    this.addSql(`create index "service_types_name_lower_index" on "service_types" (lower("name"))`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "service_types_name_lower_index"`);
    this.addSql(`drop index "service_types_price_cents_index"`);
    this.addSql(`drop index "blog_posts_publish_date_index"`);
    this.addSql(`drop index "blog_posts_title_lower_index"`);
    this.addSql(`drop index "blog_posts_created_at_index"`);
    this.addSql(`
      alter table "blog_posts"
        drop column "featured_image_alt_es",
        drop column "featured_image_alt",
        drop column "featured_image_file_id",
        drop column "published_at",
        drop column "excerpt_es",
        drop column "excerpt"
    `);
  }
}
