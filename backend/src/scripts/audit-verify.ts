import 'reflect-metadata';

import { verifyAuditChain } from '../platform/audit/audit-chain';
import { runDatabaseScript } from './database-script';

/**
 * `npm run audit:verify`: recomputes the audit log's hash chain and names the first entry that
 * was changed, or that does not follow the one before it (one removed or slipped in). Exits 1
 * when the chain is broken, so a scheduled check can alert.
 */
void runDatabaseScript(async (orm) => {
  const { checked, firstBroken } = await verifyAuditChain(orm.em.fork());
  if (!firstBroken) {
    process.stdout.write(`audit log: ${checked} entries, every link holds\n`);
    return;
  }
  const what =
    firstBroken.reason === 'changed'
      ? 'was changed after it was written'
      : 'does not follow the entry before it (an entry was removed or inserted out of order)';
  process.stdout.write(
    `audit log: entry ${firstBroken.id} ${what}; the ${checked} entries before it hold\n`,
  );
  process.exitCode = 1;
});
