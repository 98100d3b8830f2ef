import { Migration } from '@mikro-orm/migrations';

/**
 * One row naming this database: an id drawn the first time the app starts on it (not here, so a
 * database copied from a migrated template still gets its own). Queue job ids carry it, so a
 * database created again under the same QUEUE_PREFIX never meets the finished jobs of the one
 * before (BullMQ keeps a job id's completed job and would take a new one with that id for done).
 */
export class Migration20261201300000Installation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "installation" (
      "single" boolean primary key default true check ("single"),
      "id" varchar(32) not null,
      "created_at" timestamptz not null default now()
    )`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "installation"`);
  }
}
