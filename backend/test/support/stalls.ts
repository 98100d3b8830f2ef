import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Resolves with `work`'s result, or with 'no answer' once `ms` have passed: for tests that check
 * something answers at all while a dependency hangs, with a generous deadline (not a timing test).
 */
export function within<T>(ms: number, work: PromiseLike<T>): Promise<T | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), ms);
  });
  return Promise.race([Promise.resolve(work), deadline]).finally(() => clearTimeout(timer));
}

/**
 * Takes one of the ORM's database connections and keeps it, inside an open transaction, until
 * `release` is called: with a pool of one, nothing else reaches the database meanwhile.
 */
export async function holdConnection(orm: MikroORM): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const transaction = orm.em.fork().transactional(async (em) => {
    await em.execute('select 1');
    holding();
    await released;
  });
  await held;
  return {
    release: async () => {
      release();
      await transaction;
    },
  };
}
