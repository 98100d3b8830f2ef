import { Migration } from '@mikro-orm/migrations';

/**
 * The admin Projects list over every project: newest first, and its sorts by title, by status in
 * workflow order and by start date (the status and client filters use the older indexes).
 */
export class Migration20261128200300AdminProjects extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "projects_created_at_index" on "projects" ("created_at")`);
    this.addSql(`create index "projects_title_lower_index" on "projects" (lower("title"), "id")`);
    this.addSql(
      `create index "projects_status_order_index" on "projects" (array_position(array['pending','planning','in_progress','review','completed','archived']::varchar[], "status"), "id")`,
    );
    this.addSql(
      `create index "projects_start_date_index" on "projects" (coalesce("start_date", '0001-01-01'::date), "id")`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "projects_created_at_index"`);
    this.addSql(`drop index "projects_title_lower_index"`);
    this.addSql(`drop index "projects_status_order_index"`);
    this.addSql(`drop index "projects_start_date_index"`);
  }
}
