import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';

import { eventually } from './test-app';

/** The repository root: `npm run build -w backend` writes the API and the worker to dist/backend. */
const ROOT = resolve(__dirname, '../../..');
const STARTUP_TIMEOUT_MS = 45_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Builds the backend as `npm start` and the container image do, so the processes a test starts
 * run the sources under test, never an older build (about 3 s with swc).
 */
export async function buildBackend(): Promise<void> {
  await promisify(execFile)('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT });
}

/**
 * A process of the built backend (`dist/backend/main.js` or `dist/backend/worker.js`) with its
 * own environment. Its output is kept, to wait for a line and to show when it dies early.
 */
export class BuiltProcess {
  readonly lines: string[] = [];
  private readonly child: ChildProcess;
  private readonly exited: Promise<number | null>;

  constructor(
    readonly name: string,
    script: 'main.js' | 'worker.js',
    env: NodeJS.ProcessEnv,
  ) {
    // The test runner's NODE_OPTIONS (VM modules for jest) are not the app's.
    const { NODE_OPTIONS: _runnerOptions, ...inherited } = process.env;
    this.child = spawn(process.execPath, [`dist/backend/${script}`], {
      cwd: ROOT,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.child.stdout!, this.child.stderr!])
      createInterface({ input: stream }).on('line', (line) => this.lines.push(line));
    this.exited = new Promise((done) => this.child.once('exit', (code) => done(code)));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** How many lines of its output so far contain `text`. */
  count(text: string): number {
    return this.lines.filter((line) => line.includes(text)).length;
  }

  /** Waits until a line containing `text` is printed; fails with the output if the process dies. */
  async printed(text: string): Promise<void> {
    await eventually(
      async () => {
        if (!this.running) throw new Error(`${this.name} exited:\n${this.tail()}`);
        return this.count(text) > 0;
      },
      { timeoutMs: STARTUP_TIMEOUT_MS, intervalMs: 50 },
    ).catch((error: Error) => {
      throw new Error(`${this.name}: no "${text}" (${error.message})\n${this.tail()}`);
    });
  }

  /** Waits until `url` answers 200; fails with the output if the process dies first. */
  async answers(url: string): Promise<void> {
    await eventually(
      async () => {
        if (!this.running) throw new Error(`${this.name} exited:\n${this.tail()}`);
        return fetch(url).then(
          (res) => res.ok,
          () => false,
        );
      },
      { timeoutMs: STARTUP_TIMEOUT_MS, intervalMs: 100 },
    );
  }

  /** SIGTERM, as a container stop sends it; SIGKILL when it does not end in time. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await this.exited;
    clearTimeout(timer);
  }

  tail(lines = 40): string {
    return this.lines.slice(-lines).join('\n');
  }
}
