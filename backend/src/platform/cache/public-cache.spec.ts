import type { FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';

import { PublicCache } from './public-cache';
import { PublicCacheInvalidator } from './public-cache-invalidator';

class Project {}
class BlogPost {}
class User {}

/** A load that resolves when told to, counting its calls. */
function controlledLoad<T>(value: T) {
  const calls: Array<(v?: T) => void> = [];
  return {
    calls,
    load: () => new Promise<T>((resolve) => calls.push((v) => resolve(v ?? value))),
  };
}

const counter = <T>(value: T) => {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    load: async () => {
      calls++;
      return value;
    },
  };
};

describe('PublicCache', () => {
  let clock: number;
  const cache = (ttlMs = 1000, maxEntries?: number) =>
    new PublicCache({ ttlMs, maxEntries, now: () => clock });
  beforeEach(() => (clock = 1_000_000));

  it('serves a kept value without loading again, until its lifetime ends', async () => {
    const c = cache(1000);
    const projects = counter(['a']);
    expect(await c.read('projects', [Project], projects.load)).toEqual(['a']);
    const again = await c.read('projects', [Project], projects.load);
    expect(again).toEqual(['a']);
    expect(projects.calls).toBe(1);
    clock += 999;
    await c.read('projects', [Project], projects.load);
    expect(projects.calls).toBe(1);
    clock += 1;
    await c.read('projects', [Project], projects.load);
    expect(projects.calls).toBe(2);
  });

  it('drops a value at the time it said it changes, when that comes before its lifetime ends', async () => {
    const c = cache(1000);
    const posts = counter(['a']);
    await c.read('blog', [BlogPost], posts.load, () => clock + 300);
    clock += 299;
    await c.read('blog', [BlogPost], posts.load, () => clock + 300);
    expect(posts.calls).toBe(1);
    clock += 1;
    await c.read('blog', [BlogPost], posts.load, () => null);
    expect(posts.calls).toBe(2);
    clock += 999;
    await c.read('blog', [BlogPost], posts.load);
    expect(posts.calls).toBe(2);
  });

  it('hands out the same object while it is kept', async () => {
    const c = cache();
    const first = await c.read('projects', [Project], async () => ({ list: [1] }));
    const second = await c.read('projects', [Project], async () => ({ list: [2] }));
    expect(second).toBe(first);
  });

  it('drops only the values read from a written entity', async () => {
    const c = cache();
    const projects = counter(['p']);
    const posts = counter(['b']);
    await c.read('projects', [Project], projects.load);
    await c.read('blog', [BlogPost, User], posts.load);
    c.invalidate([User]);
    await c.read('projects', [Project], projects.load);
    await c.read('blog', [BlogPost, User], posts.load);
    expect(projects.calls).toBe(1);
    expect(posts.calls).toBe(2);
    c.invalidate(['Project']);
    await c.read('projects', [Project], projects.load);
    expect(projects.calls).toBe(2);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const c = cache();
    const slow = controlledLoad(['p']);
    const a = c.read('projects', [Project], slow.load);
    const b = c.read('projects', [Project], slow.load);
    expect(slow.calls).toHaveLength(1);
    slow.calls[0]();
    expect(await a).toEqual(['p']);
    expect(await b).toBe(await a);
  });

  it('does not keep a value whose load overlapped a write to its sources', async () => {
    const c = cache();
    const slow = controlledLoad('before the write');
    const stale = c.read('projects', [Project], slow.load);
    c.invalidate([Project]);
    // A reader after the write does not join the load that started before it.
    const fresh = c.read('projects', [Project], slow.load);
    expect(slow.calls).toHaveLength(2);
    slow.calls[0]();
    slow.calls[1]('after the write');
    expect(await stale).toBe('before the write');
    expect(await fresh).toBe('after the write');
    expect(await c.read('projects', [Project], async () => 'not loaded')).toBe('after the write');
  });

  it('keeps a load that overlapped a write to unrelated entities', async () => {
    const c = cache();
    const slow = controlledLoad('projects');
    const pending = c.read('projects', [Project], slow.load);
    c.invalidate([BlogPost]);
    slow.calls[0]();
    await pending;
    expect(await c.read('projects', [Project], async () => 'reloaded')).toBe('projects');
  });

  it('keeps no empty results, so unknown ids cannot fill it', async () => {
    const c = cache();
    const missing = counter(null);
    await c.read('project:999', [Project], missing.load);
    await c.read('project:999', [Project], missing.load);
    expect(missing.calls).toBe(2);
    expect(c.size).toBe(0);
  });

  it('lets a failed load fail every waiting reader, and keeps nothing', async () => {
    const c = cache();
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('database down');
    };
    await expect(
      Promise.all([c.read('k', [Project], failing), c.read('k', [Project], failing)]),
    ).rejects.toThrow('database down');
    expect(calls).toBe(1);
    expect(await c.read('k', [Project], async () => 'recovered')).toBe('recovered');
  });

  it('drops the oldest values beyond its size', async () => {
    const c = cache(1000, 2);
    await c.read('a', [Project], async () => 'a');
    await c.read('b', [Project], async () => 'b');
    await c.read('c', [Project], async () => 'c');
    expect(c.size).toBe(2);
    expect(await c.read('a', [Project], async () => 'a again')).toBe('a again');
    expect(await c.read('c', [Project], async () => 'c again')).toBe('c');
  });

  it('answers without keeping a value whose time has already come', async () => {
    const c = cache(1000);
    const projects = counter(['a']);
    await c.read('projects', [Project], projects.load, () => clock);
    await c.read('projects', [Project], projects.load, () => clock);
    expect(projects.calls).toBe(2);
    expect(c.size).toBe(0);
  });

  it('tells the soonest time a kept value said it changes', async () => {
    const c = cache(1000);
    expect(c.nextDeadline()).toBeNull();
    await c.read('projects', [Project], counter(['a']).load);
    expect(c.nextDeadline()).toBeNull();
    await c.read('blog', [BlogPost], counter(['post']).load, () => clock + 600);
    await c.read('blog:next', [BlogPost], counter(['post']).load, () => clock + 400);
    expect(c.nextDeadline()).toBe(clock + 400);
  });

  it('tells listeners of writes to the entities values were read from, kept or not', async () => {
    const c = cache(1000);
    const heard: string[][] = [];
    c.onInvalidate((names) => heard.push([...names]));
    c.invalidate([Project]);
    expect(heard).toEqual([]);
    await c.read('projects', [Project], counter(['a']).load);
    c.invalidate([Project]);
    c.invalidate([Project, User]);
    expect(heard).toEqual([['Project'], ['Project']]);
  });

  it('loads every time when its lifetime is 0', async () => {
    const c = cache(0);
    const projects = counter(['p']);
    await c.read('projects', [Project], projects.load);
    await c.read('projects', [Project], projects.load);
    expect(projects.calls).toBe(2);
    expect(c.size).toBe(0);
  });
});

describe('PublicCacheInvalidator', () => {
  const flush = (em: object, inTransaction: boolean, ...classNames: string[]) =>
    ({
      em: { ...em, isInTransaction: () => inTransaction },
      uow: {
        getChangeSets: () =>
          classNames.map((className) => ({ meta: { className, root: { className } } })),
      },
    }) as unknown as FlushEventArgs;

  it('drops the values read from the entities a flush wrote', async () => {
    const cache = new PublicCache({ ttlMs: 1000 });
    const invalidator = new PublicCacheInvalidator(cache);
    await cache.read('projects', [Project], async () => 'projects');
    await cache.read('blog', [BlogPost], async () => 'blog');
    invalidator.afterFlush(flush({}, false, 'Project'));
    expect(await cache.read('projects', [Project], async () => 'reloaded')).toBe('reloaded');
    expect(await cache.read('blog', [BlogPost], async () => 'reloaded')).toBe('blog');
  });

  it('ignores a flush that wrote nothing', async () => {
    const cache = new PublicCache({ ttlMs: 1000 });
    const invalidator = new PublicCacheInvalidator(cache);
    await cache.read('projects', [Project], async () => 'projects');
    invalidator.afterFlush(flush({}, false));
    expect(await cache.read('projects', [Project], async () => 'reloaded')).toBe('projects');
  });

  it('drops them again when the transaction of the flush commits', async () => {
    const cache = new PublicCache({ ttlMs: 1000 });
    const invalidator = new PublicCacheInvalidator(cache);
    const args = flush({}, true, 'Project');
    invalidator.afterFlush(args);
    // Another request reads the rows the open transaction has not committed yet.
    await cache.read('projects', [Project], async () => 'old rows');
    invalidator.afterTransactionCommit({
      em: args.em,
      transaction: { savepointName: 'sp1' },
    } as unknown as TransactionEventArgs);
    await cache.read('projects', [Project], async () => 'old rows again');
    invalidator.afterTransactionCommit({ em: args.em } as TransactionEventArgs);
    expect(await cache.read('projects', [Project], async () => 'committed')).toBe('committed');
    // Once the transaction is over, its commit is not replayed again.
    invalidator.afterTransactionCommit({ em: args.em } as TransactionEventArgs);
    expect(await cache.read('projects', [Project], async () => 'reloaded')).toBe('committed');
  });
});
