import type { MikroORM } from '@mikro-orm/postgresql';

import { User } from '../../../modules/auth/entities/user.entity';
import { ServiceType } from '../../../modules/content/entities/service-type.entity';
import { DEMO_LOGINS, type DemoLogin } from './demo-content/demo-logins';
import { DemoDataSeeder } from './demo-data.seeder';

/** The app_state key that records the one-time demo seeding. */
export const DEMO_DATA_STATE_KEY = 'demo_data';

/**
 * Seeds the demo data the first time it is called on a database and never again, and says whether
 * it did. Claiming the app_state key and seeding happen in one transaction: a failed seed leaves no
 * trace and can be retried, and a second process starting at the same moment waits on the key and
 * then skips. A database that already holds accounts or services is never seeded, only marked.
 * The demo accounts get the passwords of `logins` (see `demoLogins`).
 */
export async function seedDemoDataOnce(
  orm: MikroORM,
  logins: readonly DemoLogin[] = DEMO_LOGINS,
): Promise<boolean> {
  return orm.em.fork().transactional(async (em) => {
    const claimed = await em.execute<{ key: string }[]>(
      'insert into app_state (key, value) values (?, ?) on conflict (key) do nothing returning key',
      [DEMO_DATA_STATE_KEY, JSON.stringify({ status: 'seeded', at: new Date().toISOString() })],
    );
    if (claimed.length === 0) return false;

    const existing = (await em.count(User)) + (await em.count(ServiceType));
    if (existing > 0) {
      await em.execute('update app_state set value = ? where key = ?', [
        JSON.stringify({ status: 'skipped', reason: 'database already had accounts or services' }),
        DEMO_DATA_STATE_KEY,
      ]);
      return false;
    }

    await new DemoDataSeeder(logins).run(em);
    return true;
  });
}
