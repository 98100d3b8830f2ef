import { Migration } from '@mikro-orm/migrations';

/** Mail kinds each account turned off, and the testimonial asked of a completed project's client. */
export class Migration20261130110000Notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "notification_preferences" ("user_id" int not null, "muted" jsonb not null default '[]', "updated_at" timestamptz not null default now(), primary key ("user_id"))`,
    );
    this.addSql(
      `alter table "notification_preferences" add constraint "notification_preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade`,
    );
    this.addSql(
      `create table "testimonial_requests" ("id" serial primary key, "project_id" int not null, "client_id" int not null, "token_hash" varchar(128) not null, "expires_at" timestamptz not null, "answered_at" timestamptz null, "testimonial_id" int null, "created_at" timestamptz not null default now())`,
    );
    this.addSql(
      `alter table "testimonial_requests" add constraint "testimonial_requests_project_id_unique" unique ("project_id")`,
    );
    this.addSql(
      `alter table "testimonial_requests" add constraint "testimonial_requests_token_hash_unique" unique ("token_hash")`,
    );
    this.addSql(
      `alter table "testimonial_requests" add constraint "testimonial_requests_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "testimonial_requests" add constraint "testimonial_requests_client_id_foreign" foreign key ("client_id") references "users" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "testimonial_requests" add constraint "testimonial_requests_testimonial_id_foreign" foreign key ("testimonial_id") references "testimonials" ("id") on delete set null`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "testimonial_requests" cascade`);
    this.addSql(`drop table if exists "notification_preferences" cascade`);
  }
}
