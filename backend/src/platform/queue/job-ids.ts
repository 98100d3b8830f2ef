import { randomBytes } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';

/**
 * Job ids unique to this database. BullMQ takes a job whose id it still holds (a completed job is
 * kept, up to removeOnComplete) for one already done and adds nothing; ids made from row ids alone
 * (`mail-12`) would then collide when a database is created again under the same QUEUE_PREFIX and
 * its rows start from 1 again. Each id is prefixed with the database's installation id, drawn and
 * saved the first time it is needed (the `installation` row of `app_state`), not by a migration,
 * so a database copied from a migrated template still gets its own.
 */
@Injectable()
export class JobIds implements OnApplicationBootstrap {
  private readonly logger = new Logger(JobIds.name);
  private installation?: Promise<string>;

  constructor(private readonly em: EntityManager) {}

  /**
   * Read at start-up (after the migrations), not inside some later transaction: the embedded
   * database has a single connection, which that transaction would hold. Should it fail now, the
   * first job asks again.
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.installationId().catch((error: unknown) =>
      this.logger.warn(`installation id not read at start-up: ${String(error)}`),
    );
  }

  /** `name` (such as `mail-12`) made unique to this database. */
  async of(name: string): Promise<string> {
    return `${await this.installationId()}-${name}`;
  }

  /** This database's id; read once, and drawn and saved by whichever process asks first. */
  installationId(): Promise<string> {
    this.installation ??= this.load().catch((error: unknown) => {
      this.installation = undefined;
      throw error;
    });
    return this.installation;
  }

  private async load(): Promise<string> {
    const connection = this.em.fork().getConnection();
    await connection.execute(
      `insert into "app_state" ("key", "value") values ('installation', ?) on conflict ("key") do nothing`,
      [JSON.stringify({ id: randomBytes(6).toString('hex') })],
    );
    const [row] = await connection.execute<{ id: string }[]>(
      `select "value"->>'id' as "id" from "app_state" where "key" = 'installation'`,
    );
    return row.id;
  }
}
