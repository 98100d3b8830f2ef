import { Migration } from '@mikro-orm/migrations';

/**
 * The admin panel's contacts and testimonials: replies sent to a contact submission (with the
 * outbox message that carries each), when a submission was resolved, and indexes for the lists'
 * sorts by name, address, company and rating.
 */
export class Migration20261128200100AdminContacts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "contact_submissions" add column "resolved_at" timestamptz null`);
    this.addSql(
      `create index "contact_submissions_name_lower_index" on "contact_submissions" (lower("name"))`,
    );
    this.addSql(
      `create index "contact_submissions_email_lower_index" on "contact_submissions" (lower("email"))`,
    );

    this.addSql(`
      create table "contact_replies" (
        "id" serial primary key,
        "submission_id" int not null,
        "author_id" int null,
        "subject" varchar(200) not null,
        "body" text not null,
        "mail_id" int null,
        "created_at" timestamptz not null default now()
      )
    `);
    this.addSql(
      `create index "contact_replies_submission_id_created_at_index" on "contact_replies" ("submission_id", "created_at")`,
    );
    this.addSql(
      `alter table "contact_replies" add constraint "contact_replies_submission_id_foreign" foreign key ("submission_id") references "contact_submissions" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "contact_replies" add constraint "contact_replies_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null`,
    );
    this.addSql(
      `alter table "contact_replies" add constraint "contact_replies_mail_id_foreign" foreign key ("mail_id") references "mail_outbox" ("id") on delete set null`,
    );

    this.addSql(`create index "testimonials_name_lower_index" on "testimonials" (lower("name"))`);
    this.addSql(
      `create index "testimonials_company_lower_index" on "testimonials" (lower(coalesce("company", '')))`,
    );
    this.addSql(`create index "testimonials_rating_index" on "testimonials" ("rating")`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "testimonials_rating_index"`);
    this.addSql(`drop index if exists "testimonials_company_lower_index"`);
    this.addSql(`drop index if exists "testimonials_name_lower_index"`);
    this.addSql(`drop table if exists "contact_replies" cascade`);
    this.addSql(`drop index if exists "contact_submissions_email_lower_index"`);
    this.addSql(`drop index if exists "contact_submissions_name_lower_index"`);
    this.addSql(`alter table "contact_submissions" drop column "resolved_at"`);
  }
}
