// Start-up to healthy: how long from spawning the production API until /api/health answers 200,
// beside a bare node:http server measured the same way in the same run (the floor any Node
// process pays). Cold = an empty data folder (embedded database created, migrated and seeded);
// warm = the same folder again. Build first: `npm run build`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
let port = 3400;

async function timeToHealthy(args, env) {
  const p = port++;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(p), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${p}/api/health`);
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const baselineServer = [
  '-e',
  "require('node:http').createServer((q,s)=>s.end('{}')).listen(process.env.PORT,'127.0.0.1')",
];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`.padStart(9);

const dataDir = mkdtempSync(join(tmpdir(), 'tb-bench-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' };
const api = join(root, 'dist/backend/main.js');
try {
  const baseline = [];
  for (let i = 0; i < runs; i++) baseline.push(await timeToHealthy(baselineServer, {}));
  const cold = await timeToHealthy([api], env);
  const warm = [];
  for (let i = 0; i < runs; i++) warm.push(await timeToHealthy([api], env));

  console.log(`start-up to healthy, median of ${runs} (cold: one run)`);
  console.log('                              this API   baseline (bare node:http)');
  console.log(`warm start (existing data) ${fmt(median(warm))}   ${fmt(median(baseline))}`);
  console.log(`cold start (empty data)    ${fmt(cold)}   ${fmt(median(baseline))}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
