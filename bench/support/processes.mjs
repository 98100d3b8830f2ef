// What the queue benches share: child Node processes started from the repository root (the API,
// workers, fakes), a database of their own on the local PostgreSQL, Redis keys under a prefix of
// the run, and the machine line printed with the figures.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

import { Redis } from 'ioredis';
import pg from 'pg';

export const root = resolve(import.meta.dirname, '../..');

const children = new Set();

/** Starts `node <args>` from the repository root; stderr shows, stdout is dropped unless piped. */
export function spawnNode(args, env, stdout = 'ignore') {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Runs `node <args>` to its end; rejects unless it exits with 0. */
export function run(args, env, label) {
  return new Promise((done, fail) => {
    spawnNode(args, env).once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${label} exited with ${code}`)),
    );
  });
}

/** Resolves once the child prints a line containing `marker`; keeps draining its output. */
export function readyWhenPrinted(child, marker, label) {
  return new Promise((done, fail) => {
    const lines = createInterface({ input: child.stdout });
    const timer = setTimeout(() => fail(new Error(`${label} not ready in 60 s`)), 60_000);
    const onExit = (code) => fail(new Error(`${label} exited with ${code}`));
    child.once('exit', onExit);
    lines.on('line', (line) => {
      if (!line.includes(marker)) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      done(child);
    });
  });
}

/** Resolves once `url` answers 2xx; rejects when the child exits or after 60 s. */
export async function untilAnswers(url, child, label) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${label} did not answer in 60 s`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function stop(child) {
  return new Promise((r) => {
    if (child.exitCode !== null || child.signalCode !== null) return r();
    child.once('exit', r);
    child.kill('SIGTERM');
  });
}

export const stopAll = () => Promise.all([...children].map(stop));

/** Runs `body(processes)` while `count` processes made by `start` run, and stops them after. */
export async function withWorkers(count, start, body) {
  const started = await Promise.all(Array.from({ length: count }, () => start()));
  try {
    return await body(started);
  } finally {
    await Promise.all(started.map(stop));
  }
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system, ms) the processes have used so far; NaN without /proc. */
export function cpuMs(...pids) {
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
    } catch {
      return NaN;
    }
  }
  return total;
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export function machine() {
  const cores = cpus();
  let cpuAllowed = '';
  try {
    cpuAllowed = execFileSync('nproc').toString().trim();
  } catch {
    // not Linux
  }
  return `${cores.length} cores (${cores[0]?.model.trim()}${cpuAllowed ? `, nproc ${cpuAllowed}` : ''}), Node ${process.versions.node}`;
}

/**
 * A CPU speed figure to compare machines by: JSON round trips of a 9 KB array per second on one
 * core (best of three half-second runs), work of the kind a page render and an API answer do.
 */
export function cpuSpeed() {
  const value = Array.from({ length: 100 }, (_, id) => ({
    id,
    title: `Item ${id}`,
    tags: ['web', 'design', 'seo'],
    price: id * 1.5,
    published: id % 2 === 0,
  }));
  let best = 0;
  for (let run = 0; run < 3; run++) {
    let count = 0;
    const start = performance.now();
    while (performance.now() - start < 500) {
      JSON.parse(JSON.stringify(value));
      count++;
    }
    best = Math.max(best, count / ((performance.now() - start) / 1000));
  }
  return best;
}

export const fmtLoad = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The URL of database `name` on the server of `adminUrl`; the name is checked first. */
export function databaseUrl(adminUrl, name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE: ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onAdmin(adminUrl, statements) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Drops database `name` if it is there and creates it empty. */
export const recreateDatabase = (adminUrl, name) =>
  onAdmin(adminUrl, [`drop database if exists ${name} with (force)`, `create database ${name}`]);

export const dropDatabase = (adminUrl, name) =>
  onAdmin(adminUrl, [`drop database if exists ${name} with (force)`]);

/** Deletes every Redis key under `prefix:`. */
export async function deleteKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}
