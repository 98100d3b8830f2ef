import { AsyncLocalStorage } from 'node:async_hooks';

import type { EventSubscriber, FlushEventArgs } from '@mikro-orm/core';

/** One row an admin action wrote: which, how, and its fields before and after. */
export interface EntityChange {
  entity: string;
  id: unknown;
  type: 'create' | 'update' | 'delete';
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

const changesOfRequest = new AsyncLocalStorage<EntityChange[]>();

/**
 * Runs `work` (an admin request's handler) collecting the rows the ORM writes meanwhile, so its
 * audit entry says what changed without the handler's author noting it.
 */
export function collectEntityChanges<T>(changes: EntityChange[], work: () => T): T {
  return changesOfRequest.run(changes, work);
}

/** Entities whose writes are the audit log's own, or bookkeeping no one asked about. */
const NOT_REPORTED = new Set(['AuditEntry']);

/**
 * Hears every flush; inside a request being collected, notes each change set's fields: for an
 * update the changed fields before and after, for a create what was written, for a delete the
 * id. (A change later rolled back is noted too: the entry's outcome tells.)
 */
export class EntityChangeCollector implements EventSubscriber {
  afterFlush({ uow }: FlushEventArgs): void {
    const changes = changesOfRequest.getStore();
    if (!changes) return;
    for (const changeSet of uow.getChangeSets()) {
      const entity = changeSet.meta.className;
      if (NOT_REPORTED.has(entity)) continue;
      const type = changeSet.type.startsWith('delete')
        ? 'delete'
        : changeSet.type === 'create'
          ? 'create'
          : 'update';
      const after = changeSet.payload as Record<string, unknown>;
      const original = (changeSet.originalEntity ?? {}) as Record<string, unknown>;
      changes.push({
        entity,
        id: changeSet.getPrimaryKey(),
        type,
        ...(type === 'update'
          ? {
              before: Object.fromEntries(Object.keys(after).map((key) => [key, original[key]])),
              after,
            }
          : type === 'create'
            ? { after }
            : {}),
      });
    }
  }
}
