import { Migration } from '@mikro-orm/migrations';

/**
 * The whole schema as of the first release: accounts, content, projects, billing, payments, the
 * mail outbox and the installation's own state. Generated from the entity metadata and reviewed by
 * hand; backend/test/database/schema.e2e-spec.ts proves the entities and this schema agree.
 */
export class Migration20261122000000Initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "app_state" (
        "key" varchar(100) not null,
        "value" jsonb not null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        primary key ("key")
      )
    `);

    this.addSql(`
      create table "mail_outbox" (
        "id" serial primary key,
        "kind" varchar(100) not null,
        "to" varchar(255) not null,
        "reply_to" varchar(255) null,
        "subject" varchar(300) not null,
        "text" text not null,
        "html" text null,
        "language" varchar(2) not null default 'en',
        "state" varchar(20) not null default 'pending',
        "attempts" int not null default 0,
        "last_error" text null,
        "message_id" varchar(255) null,
        "sent_at" timestamptz null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null
      )
    `);
    this.addSql(
      `create index "mail_outbox_state_created_at_index" on "mail_outbox" ("state", "created_at")`,
    );

    this.addSql(`
      create table "service_types" (
        "id" serial primary key,
        "slug" varchar(100) not null,
        "name" varchar(150) not null,
        "name_es" varchar(150) null,
        "description" text not null,
        "description_es" text null,
        "price_cents" int not null,
        "features" jsonb not null default '[]',
        "features_es" jsonb not null default '[]',
        "icon" varchar(100) null,
        "sort_order" int not null default 0,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )
    `);
    this.addSql(
      `alter table "service_types" add constraint "service_types_slug_unique" unique ("slug")`,
    );
    this.addSql(
      `create index "service_types_sort_order_id_index" on "service_types" ("sort_order", "id")`,
    );
    this.addSql(
      `alter table "service_types" add constraint "service_types_price_cents_check" check (price_cents >= 0)`,
    );

    this.addSql(`
      create table "contact_submissions" (
        "id" serial primary key,
        "name" varchar(200) not null,
        "email" varchar(255) not null,
        "message" text not null,
        "service_id" int null,
        "service_type" varchar(100) null,
        "language" varchar(2) not null default 'en',
        "resolved" boolean not null default false,
        "created_at" timestamptz not null default now()
      )
    `);
    this.addSql(
      `create index "contact_submissions_service_id_index" on "contact_submissions" ("service_id")`,
    );
    this.addSql(
      `create index "contact_submissions_resolved_created_at_index" on "contact_submissions" ("resolved", "created_at")`,
    );
    this.addSql(
      `alter table "contact_submissions" add constraint "contact_submissions_language_check" check ("language" in ('en', 'es'))`,
    );

    this.addSql(`
      create table "testimonials" (
        "id" serial primary key,
        "name" varchar(100) not null,
        "position" varchar(100) null,
        "company" varchar(150) null,
        "content" text not null,
        "content_es" text null,
        "rating" numeric(2,1) not null default 5,
        "image" varchar(500) null,
        "approved" boolean not null default false,
        "created_at" timestamptz not null default now()
      )
    `);
    this.addSql(
      `create index "testimonials_approved_created_at_index" on "testimonials" ("approved", "created_at")`,
    );
    this.addSql(
      `alter table "testimonials" add constraint "testimonials_rating_check" check (rating >= 1 and rating <= 5 and rating * 2 = round(rating * 2))`,
    );

    this.addSql(`
      create table "users" (
        "id" serial primary key,
        "username" varchar(50) not null,
        "password_hash" varchar(255) not null,
        "email" varchar(255) not null,
        "first_name" varchar(100) null,
        "last_name" varchar(100) null,
        "phone" varchar(20) null,
        "role" varchar(10) not null default 'user',
        "admin_level" int not null default 0,
        "permissions" jsonb not null default '[]',
        "language" varchar(2) not null default 'en',
        "is_active" boolean not null default true,
        "email_verified" boolean not null default false,
        "verification_token_hash" varchar(128) null,
        "verification_token_expiry" timestamptz null,
        "reset_password_token_hash" varchar(128) null,
        "reset_password_token_expiry" timestamptz null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )
    `);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username")`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email")`);
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"))`);
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"))`);
    this.addSql(
      `create index "users_verification_token_hash_index" on "users" ("verification_token_hash")`,
    );
    this.addSql(
      `create index "users_reset_password_token_hash_index" on "users" ("reset_password_token_hash")`,
    );
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('user', 'admin'))`,
    );
    this.addSql(
      `alter table "users" add constraint "users_language_check" check ("language" in ('en', 'es'))`,
    );

    this.addSql(`
      create table "social_media_content" (
        "id" serial primary key,
        "user_id" int not null,
        "platform" varchar(30) not null,
        "content" text not null,
        "content_es" text null,
        "image" varchar(500) null,
        "scheduled" boolean not null default false,
        "scheduled_date" timestamptz null,
        "ai_generated" boolean not null default false,
        "metadata" jsonb null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )
    `);
    this.addSql(
      `create index "social_media_content_user_id_created_at_index" on "social_media_content" ("user_id", "created_at")`,
    );

    this.addSql(`
      create table "projects" (
        "id" serial primary key,
        "title" varchar(255) not null,
        "title_es" varchar(255) null,
        "description" text not null,
        "description_es" text null,
        "client_id" int null,
        "status" varchar(20) not null default 'pending',
        "start_date" date null,
        "end_date" date null,
        "image" varchar(500) null,
        "gallery" jsonb not null default '[]',
        "featured" boolean not null default false,
        "category" varchar(100) null,
        "category_es" varchar(100) null,
        "features" jsonb not null default '[]',
        "features_es" jsonb not null default '[]',
        "results" jsonb not null default '[]',
        "admin_notes" text null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )
    `);
    this.addSql(
      `create index "projects_client_id_created_at_index" on "projects" ("client_id", "created_at")`,
    );
    this.addSql(
      `create index "projects_status_created_at_index" on "projects" ("status", "created_at")`,
    );
    this.addSql(
      `create index "projects_featured_status_index" on "projects" ("featured", "status")`,
    );
    this.addSql(
      `alter table "projects" add constraint "projects_status_check" check ("status" in ('pending', 'planning', 'in_progress', 'review', 'completed', 'archived'))`,
    );

    this.addSql(`
      create table "project_updates" (
        "id" serial primary key,
        "project_id" int not null,
        "user_id" int null,
        "content" text not null,
        "content_es" text null,
        "attachments" jsonb not null default '[]',
        "is_public" boolean not null default true,
        "created_at" timestamptz not null default now()
      )
    `);
    this.addSql(`create index "project_updates_user_id_index" on "project_updates" ("user_id")`);
    this.addSql(
      `create index "project_updates_project_id_created_at_index" on "project_updates" ("project_id", "created_at")`,
    );

    this.addSql(`
      create table "project_milestones" (
        "id" serial primary key,
        "project_id" int not null,
        "title" varchar(255) not null,
        "title_es" varchar(255) null,
        "description" text null,
        "description_es" text null,
        "due_date" date null,
        "completed_at" timestamptz null,
        "status" varchar(20) not null default 'pending',
        "sort_order" int not null default 0
      )
    `);
    this.addSql(
      `create index "project_milestones_project_id_sort_order_index" on "project_milestones" ("project_id", "sort_order")`,
    );
    this.addSql(
      `alter table "project_milestones" add constraint "project_milestones_status_check" check ("status" in ('pending', 'in_progress', 'completed'))`,
    );

    this.addSql(`
      create table "project_comments" (
        "id" serial primary key,
        "project_id" int not null,
        "user_id" int null,
        "content" text not null,
        "attachments" jsonb not null default '[]',
        "created_at" timestamptz not null default now()
      )
    `);
    this.addSql(`create index "project_comments_user_id_index" on "project_comments" ("user_id")`);
    this.addSql(
      `create index "project_comments_project_id_created_at_index" on "project_comments" ("project_id", "created_at")`,
    );

    this.addSql(`
      create table "orders" (
        "id" serial primary key,
        "user_id" int not null,
        "status" varchar(20) not null default 'pending',
        "subtotal_cents" int not null default 0,
        "tax_cents" int not null default 0,
        "discount_amount_cents" int not null default 0,
        "total_cents" int not null,
        "discount_code" varchar(50) null,
        "payment_method" varchar(20) not null default 'stripe',
        "stripe_payment_id" varchar(255) null,
        "stripe_customer_id" varchar(255) null,
        "paypal_order_id" varchar(255) null,
        "notes" text null,
        "shipping_address" jsonb null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )
    `);
    this.addSql(`create index "orders_stripe_payment_id_index" on "orders" ("stripe_payment_id")`);
    this.addSql(`create index "orders_paypal_order_id_index" on "orders" ("paypal_order_id")`);
    this.addSql(
      `create index "orders_user_id_created_at_index" on "orders" ("user_id", "created_at")`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_amounts_check" check (subtotal_cents >= 0 and tax_cents >= 0 and discount_amount_cents >= 0 and total_cents >= 0)`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_status_check" check ("status" in ('pending', 'processing', 'completed', 'failed', 'cancelled', 'refunded'))`,
    );

    this.addSql(`
      create table "order_items" (
        "id" serial primary key,
        "order_id" int not null,
        "service_id" int null,
        "quantity" int not null default 1,
        "price_cents" int not null,
        "name" varchar(255) not null,
        "description" text null
      )
    `);
    this.addSql(`create index "order_items_order_id_index" on "order_items" ("order_id")`);
    this.addSql(`create index "order_items_service_id_index" on "order_items" ("service_id")`);
    this.addSql(
      `alter table "order_items" add constraint "order_items_price_cents_check" check (price_cents >= 0)`,
    );
    this.addSql(
      `alter table "order_items" add constraint "order_items_quantity_check" check (quantity > 0)`,
    );

    this.addSql(`
      create table "invoices" (
        "id" serial primary key,
        "user_id" int not null,
        "project_id" int null,
        "number" varchar(50) null,
        "status" varchar(20) not null default 'pending',
        "issue_date" date not null default current_date,
        "due_date" date not null,
        "amount_cents" int not null,
        "tax_rate" numeric(5,2) not null default 0,
        "tax_cents" int not null default 0,
        "discount_cents" int not null default 0,
        "total_cents" int not null,
        "description" text null,
        "notes" text null,
        "items" jsonb not null default '[]',
        "payment_method" varchar(20) not null default '',
        "payment_date" timestamptz null,
        "payment_link" varchar(500) null,
        "stripe_invoice_id" varchar(255) null,
        "stripe_payment_intent_id" varchar(255) null,
        "paypal_order_id" varchar(255) null,
        "metadata" jsonb null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )
    `);
    this.addSql(`create index "invoices_project_id_index" on "invoices" ("project_id")`);
    this.addSql(`alter table "invoices" add constraint "invoices_number_unique" unique ("number")`);
    this.addSql(
      `create index "invoices_stripe_payment_intent_id_index" on "invoices" ("stripe_payment_intent_id")`,
    );
    this.addSql(`create index "invoices_paypal_order_id_index" on "invoices" ("paypal_order_id")`);
    this.addSql(
      `create index "invoices_status_due_date_index" on "invoices" ("status", "due_date")`,
    );
    this.addSql(`create index "invoices_user_id_status_index" on "invoices" ("user_id", "status")`);
    this.addSql(
      `alter table "invoices" add constraint "invoices_tax_rate_check" check (tax_rate >= 0 and tax_rate <= 100)`,
    );
    this.addSql(
      `alter table "invoices" add constraint "invoices_amounts_check" check (amount_cents >= 0 and tax_cents >= 0 and discount_cents >= 0 and total_cents >= 0)`,
    );
    this.addSql(
      `alter table "invoices" add constraint "invoices_status_check" check ("status" in ('pending', 'partial', 'paid', 'overdue', 'void'))`,
    );

    this.addSql(`
      create table "payment_records" (
        "id" serial primary key,
        "invoice_id" int null,
        "order_id" int null,
        "user_id" int not null,
        "amount_cents" int not null,
        "payment_method" varchar(20) not null,
        "payment_date" timestamptz not null default now(),
        "status" varchar(20) not null default 'completed',
        "transaction_id" varchar(255) null,
        "reference" varchar(12) null,
        "metadata" jsonb null,
        "created_at" timestamptz not null default now()
      )
    `);
    this.addSql(
      `create index "payment_records_invoice_id_index" on "payment_records" ("invoice_id")`,
    );
    this.addSql(`create index "payment_records_order_id_index" on "payment_records" ("order_id")`);
    this.addSql(
      `alter table "payment_records" add constraint "payment_records_transaction_id_unique" unique ("transaction_id")`,
    );
    this.addSql(
      `alter table "payment_records" add constraint "payment_records_reference_unique" unique ("reference")`,
    );
    this.addSql(
      `create index "payment_records_user_id_created_at_index" on "payment_records" ("user_id", "created_at")`,
    );
    this.addSql(
      `alter table "payment_records" add constraint "payment_records_reference_check" check (reference ~ '^TB-[A-Z0-9]{9}$')`,
    );
    this.addSql(
      `alter table "payment_records" add constraint "payment_records_amount_cents_check" check (amount_cents > 0)`,
    );
    this.addSql(
      `alter table "payment_records" add constraint "payment_records_status_check" check ("status" in ('pending', 'completed', 'failed', 'refunded'))`,
    );

    this.addSql(`
      create table "blog_posts" (
        "id" serial primary key,
        "title" varchar(255) not null,
        "title_es" varchar(255) null,
        "content" text not null,
        "content_es" text null,
        "author_id" int null,
        "published" boolean not null default false,
        "slug" varchar(200) not null,
        "featured_image" varchar(500) null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )
    `);
    this.addSql(`create index "blog_posts_author_id_index" on "blog_posts" ("author_id")`);
    this.addSql(`alter table "blog_posts" add constraint "blog_posts_slug_unique" unique ("slug")`);
    this.addSql(
      `create index "blog_posts_published_created_at_index" on "blog_posts" ("published", "created_at")`,
    );

    this.addSql(
      `alter table "contact_submissions" add constraint "contact_submissions_service_id_foreign" foreign key ("service_id") references "service_types" ("id") on delete set null`,
    );

    this.addSql(
      `alter table "social_media_content" add constraint "social_media_content_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade`,
    );

    this.addSql(
      `alter table "projects" add constraint "projects_client_id_foreign" foreign key ("client_id") references "users" ("id") on delete set null`,
    );

    this.addSql(
      `alter table "project_updates" add constraint "project_updates_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "project_updates" add constraint "project_updates_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null`,
    );

    this.addSql(
      `alter table "project_milestones" add constraint "project_milestones_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade`,
    );

    this.addSql(
      `alter table "project_comments" add constraint "project_comments_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "project_comments" add constraint "project_comments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null`,
    );

    this.addSql(
      `alter table "orders" add constraint "orders_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete restrict`,
    );

    this.addSql(
      `alter table "order_items" add constraint "order_items_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "order_items" add constraint "order_items_service_id_foreign" foreign key ("service_id") references "service_types" ("id") on delete set null`,
    );

    this.addSql(
      `alter table "invoices" add constraint "invoices_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete restrict`,
    );
    this.addSql(
      `alter table "invoices" add constraint "invoices_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete set null`,
    );

    this.addSql(
      `alter table "payment_records" add constraint "payment_records_invoice_id_foreign" foreign key ("invoice_id") references "invoices" ("id") on delete restrict`,
    );
    this.addSql(
      `alter table "payment_records" add constraint "payment_records_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete restrict`,
    );
    this.addSql(
      `alter table "payment_records" add constraint "payment_records_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete restrict`,
    );

    this.addSql(
      `alter table "blog_posts" add constraint "blog_posts_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null`,
    );
    this.addSql(`
      create table "sessions" (
        "id" uuid not null,
        "user_id" int not null,
        "created_at" timestamptz not null default now(),
        "last_seen_at" timestamptz not null default now(),
        "expires_at" timestamptz not null,
        "revoked_at" timestamptz null,
        "revoked_reason" varchar(40) null,
        "user_agent" varchar(255) null,
        "ip" varchar(64) null,
        primary key ("id")
      )
    `);
    this.addSql(
      `create index "sessions_user_id_revoked_at_index" on "sessions" ("user_id", "revoked_at")`,
    );
    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sessions" cascade`);
    this.addSql(`drop table if exists "blog_posts" cascade`);
    this.addSql(`drop table if exists "payment_records" cascade`);
    this.addSql(`drop table if exists "invoices" cascade`);
    this.addSql(`drop table if exists "order_items" cascade`);
    this.addSql(`drop table if exists "orders" cascade`);
    this.addSql(`drop table if exists "project_comments" cascade`);
    this.addSql(`drop table if exists "project_milestones" cascade`);
    this.addSql(`drop table if exists "project_updates" cascade`);
    this.addSql(`drop table if exists "projects" cascade`);
    this.addSql(`drop table if exists "social_media_content" cascade`);
    this.addSql(`drop table if exists "users" cascade`);
    this.addSql(`drop table if exists "testimonials" cascade`);
    this.addSql(`drop table if exists "contact_submissions" cascade`);
    this.addSql(`drop table if exists "service_types" cascade`);
    this.addSql(`drop table if exists "mail_outbox" cascade`);
    this.addSql(`drop table if exists "app_state" cascade`);
  }
}
