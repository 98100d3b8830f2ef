import type { FullResult, Reporter } from '@playwright/test/reporter';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** How much of each server's log a failed run shows: the end, where the failure is. */
const TAIL_LINES = 200;

/**
 * Prints the servers' logs (written to files by the config's web servers) when the run did not
 * pass: a failed test, a server that did not start, or an interrupted run. A passing run prints
 * nothing of them.
 */
export default class ServerLogsReporter implements Reporter {
  private readonly dir: string;

  constructor(options: { dir: string }) {
    this.dir = resolve(__dirname, options.dir);
  }

  printsToStdio(): boolean {
    return true;
  }

  onEnd(result: FullResult): void {
    if (result.status === 'passed' || !existsSync(this.dir)) return;
    for (const file of readdirSync(this.dir).sort()) {
      const lines = readFileSync(join(this.dir, file), 'utf8').trimEnd().split('\n');
      const shown = lines.slice(-TAIL_LINES);
      const skipped = lines.length - shown.length;
      console.log(
        `\n── server log ${file}${skipped > 0 ? ` (last ${TAIL_LINES} of ${lines.length} lines)` : ''} ──`,
      );
      console.log(shown.join('\n'));
    }
  }
}
