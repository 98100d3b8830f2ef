import { MikroORM } from '@mikro-orm/postgresql';

import { buildOrmOptions } from '../../src/platform/database/mikro-orm.config';
import { createEmptyDatabase, uniqueName } from './databases';

/** Migrates one template database per run; every test file clones it. */
export default async function globalSetup(): Promise<void> {
  const template = uniqueName('tb_template');
  const url = await createEmptyDatabase(template);
  const options = buildOrmOptions(url, 1);
  // The run's output is the tests': the migrator names each migration it applies otherwise.
  const orm = await MikroORM.init({
    ...options,
    migrations: { ...options.migrations, silent: true },
  });
  try {
    await orm.migrator.up();
  } finally {
    await orm.close(true);
  }
  process.env.TB_TEST_TEMPLATE_DB = template;
  process.env.TB_TEST_QUEUE_PREFIX = uniqueName('tbtest');
}
