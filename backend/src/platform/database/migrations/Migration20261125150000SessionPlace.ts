import { Migration } from '@mikro-orm/migrations';

/**
 * Where a session signed in from, looked up once when it starts: a country (and city when an edge
 * proxy names one), or the local network. Sessions from before stay without a place.
 */
export class Migration20261125150000SessionPlace extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "sessions"
        add column "country_code" varchar(2) null,
        add column "city" varchar(100) null,
        add column "local_network" boolean not null default false
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table "sessions"
        drop column "country_code",
        drop column "city",
        drop column "local_network"
    `);
  }
}
