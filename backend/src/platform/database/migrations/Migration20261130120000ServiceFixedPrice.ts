import { Migration } from '@mikro-orm/migrations';

/**
 * Whether a service sells at exactly its price: the site then shows the price alone, where a
 * price that depends on the work is shown as "Starting at". Every existing service keeps reading
 * as a starting price until the team says otherwise.
 */
export class Migration20261130120000ServiceFixedPrice extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "service_types" add column "fixed_price" boolean not null default false`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "service_types" drop column "fixed_price"`);
  }
}
