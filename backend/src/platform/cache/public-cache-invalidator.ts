import type {
  EntityManager,
  EventSubscriber,
  FlushEventArgs,
  TransactionEventArgs,
} from '@mikro-orm/core';

import type { PublicCache } from './public-cache';

/**
 * Drops cached public reads when the ORM writes the entities they came from. A flush inside an
 * explicit transaction is also replayed when that transaction ends: until the commit, other
 * requests still read (and could cache) the old rows.
 *
 * Once a write is committed, `share` (when given) tells the other instances (see
 * PublicCacheBroadcast). Writes that bypass the unit of work (`nativeUpdate`, raw SQL) are not seen
 * here; the cache lifetime bounds how long they stay unseen.
 */
export class PublicCacheInvalidator implements EventSubscriber {
  private readonly inTransaction = new WeakMap<EntityManager, Set<string>>();

  constructor(
    private readonly cache: PublicCache,
    private readonly share?: (names: ReadonlySet<string>) => void,
  ) {}

  afterFlush({ em, uow }: FlushEventArgs): void {
    const written = new Set<string>();
    for (const changeSet of uow.getChangeSets()) {
      written.add(changeSet.meta.className);
      if (changeSet.meta.root) written.add(changeSet.meta.root.className);
    }
    if (written.size === 0) return;
    this.cache.invalidate(written);
    if (em.isInTransaction()) {
      const pending = this.inTransaction.get(em) ?? new Set<string>();
      for (const name of written) pending.add(name);
      this.inTransaction.set(em, pending);
    } else {
      this.share?.(written);
    }
  }

  afterTransactionCommit(args: TransactionEventArgs): void {
    this.transactionEnded(args, true);
  }

  afterTransactionRollback(args: TransactionEventArgs): void {
    this.transactionEnded(args, false);
  }

  private transactionEnded({ em, transaction }: TransactionEventArgs, committed: boolean): void {
    const pending = this.inTransaction.get(em);
    if (!pending) return;
    this.cache.invalidate(pending);
    // Other instances only ever read committed rows, so only a commit concerns them.
    if (committed && !transaction?.savepointName) this.share?.(pending);
    // A savepoint ending is not the end of the outer transaction.
    if (!transaction?.savepointName) this.inTransaction.delete(em);
  }
}
