// Lighthouse (mobile: simulated slow 4G, and the CPU slowed down as much as this machine needs to be
// as slow as the phone Lighthouse emulates) on the public pages of the production build, served
// with server rendering and, in the same run, with SSR=off (the browser renders everything) as the
// baseline. Each server runs on its own fresh embedded database with the demo data. Build first:
// `npm run build`.
// Options: BENCH_RUNS (median of N runs per page, default 1), CHROME_PATH (default
// /usr/bin/chromium), BENCH_PAGES (comma-separated paths), BENCH_MODES (`ssr`, `off` or both,
// default `ssr,off`), BENCH_REPORT_DIR (writes each run's Lighthouse JSON there),
// BENCH_CPU_SLOWDOWN (Lighthouse's CPU multiplier for every audit; by default each audit gets the
// one calibrated for the benchmark index Lighthouse measured as it started: Lighthouse's own 4x
// fits a machine of index ~1,530 only, and makes a far faster phone of a faster machine),
// BENCH_BASELINE (the root of another checkout, built: its pages, server-rendered, are audited in
// the same run as a third column, each run of a page alternating between the builds, for an A/B
// of a change).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { auditFlowArtifacts } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROME_FLAGS, calibratedSlowdown, median, publicPages } from './support/browser.mjs';

const root = resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 1);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const baselineRoot = process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : null;
const modes = [
  ...(process.env.BENCH_MODES ?? 'ssr,off').split(','),
  ...(baselineRoot ? ['base'] : []),
];
const reportDir = process.env.BENCH_REPORT_DIR;
const chosenSlowdown = process.env.BENCH_CPU_SLOWDOWN
  ? Number(process.env.BENCH_CPU_SLOWDOWN)
  : null;
if (chosenSlowdown !== null && !(chosenSlowdown >= 1))
  throw new Error('BENCH_CPU_SLOWDOWN must be a number of at least 1');
let reportCount = 0;

async function startServer(port, env, serverRoot = root) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-lighthouse-'));
  const child = spawn(process.execPath, [join(serverRoot, 'dist/backend/main.js')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Lighthouse's settings for a mobile audit with the CPU slowed down `cpuSlowdown` times. */
const auditFlags = (cpuSlowdown) => ({
  output: 'json',
  logLevel: 'error',
  onlyCategories: CATEGORIES,
  formFactor: 'mobile',
  throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
});

/** The figures the tables print, from one Lighthouse result. */
function figures(lhr, cpuSlowdown) {
  const { categories, audits } = lhr;
  return {
    ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(categories[c].score * 100)])),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown,
  };
}

function keepReport(url, lhr) {
  if (!reportDir) return;
  mkdirSync(reportDir, { recursive: true });
  const name = `${++reportCount}-${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}.json`;
  writeFileSync(join(reportDir, name), JSON.stringify(lhr, null, 2));
}

/**
 * One audit of `url`. With `cpuSlowdown` given, at that slowdown. Without it (the default), at
 * the slowdown calibrated for the benchmark index Lighthouse measured as that audit started: the
 * simulation slows the recorded trace down afterwards, so the same recording is audited again at
 * the slowdown its own index calls for, and a machine that slows down or speeds up during the run
 * still stands for the same phone in every audit. `preRunSlowdown` (the one calibrated before
 * the runs) is that of the first pass, whose figures come back as `beforeRuns` for comparison.
 */
async function audit(chrome, url, { cpuSlowdown = null, preRunSlowdown } = {}) {
  const firstSlowdown = cpuSlowdown ?? preRunSlowdown;
  let result;
  // A run whose trace Chrome did not record fully (Lighthouse's NO_NAVSTART, seen on the first
  // page a fresh browser loads) has no metrics: run it again.
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, { port: chrome.port, ...auditFlags(firstSlowdown) });
    if (!result.lhr.runtimeError) break;
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
  const first = figures(result.lhr, firstSlowdown);
  if (cpuSlowdown !== null) {
    keepReport(url, result.lhr);
    return first;
  }
  const ownSlowdown = calibratedSlowdown(result.lhr.environment.benchmarkIndex);
  let lhr = result.lhr;
  if (ownSlowdown !== firstSlowdown) {
    // Lighthouse refuses other settings at audit time than at gathering, because other
    // throttling methods slow the browser down while it loads; simulated throttling does not
    // touch the browser, and applies the CPU slowdown to the recorded trace only when auditing.
    const gathered = result.artifacts.settings;
    if (gathered.throttlingMethod !== 'simulate')
      throw new Error(`expected simulated throttling, not ${gathered.throttlingMethod}`);
    const flags = auditFlags(ownSlowdown);
    const flow = await auditFlowArtifacts({
      name: url,
      gatherSteps: [
        {
          artifacts: {
            ...result.artifacts,
            settings: { ...gathered, throttling: flags.throttling },
          },
          flags,
        },
      ],
    });
    lhr = flow.steps[0].lhr;
  }
  keepReport(url, lhr);
  return { ...figures(lhr, ownSlowdown), beforeRuns: first };
}

/** The machine's benchmark index as Lighthouse measures it: the median of three unthrottled runs. */
async function measureBenchmarkIndex(chrome, url) {
  const indexes = [];
  for (let i = 0; i < 3; i++)
    indexes.push((await audit(chrome, url, { cpuSlowdown: 1 })).benchmarkIndex);
  return median(indexes);
}

/** The median of each figure, and the spread of TBT over the runs, which varies most. */
function medianResult(results) {
  const tbts = results.map((r) => Math.round(r.tbt));
  const numbers = Object.keys(results[0]).filter((key) => typeof results[0][key] === 'number');
  return {
    ...Object.fromEntries(numbers.map((key) => [key, median(results.map((r) => r[key]))])),
    tbtRange: `${Math.min(...tbts)}-${Math.max(...tbts)}`,
    beforeRuns: results[0].beforeRuns ? medianResult(results.map((r) => r.beforeRuns)) : null,
  };
}

const ssr = await startServer(3460, { SSR: 'on' });
const bare = await startServer(3461, { SSR: 'off' });
const baseline = baselineRoot ? await startServer(3462, { SSR: 'on' }, baselineRoot) : null;
const servers = [
  ['ssr', ssr],
  ['off', bare],
  ['base', baseline],
].filter(([mode]) => modes.includes(mode));
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: CHROME_FLAGS,
});
try {
  const pages = await publicPages(ssr.origin);
  const calibration =
    chosenSlowdown === null ? await measureBenchmarkIndex(chrome, ssr.origin) : null;
  const cpuSlowdown = chosenSlowdown ?? calibratedSlowdown(calibration);
  if (calibration !== null) {
    console.log(
      `Benchmark index of this machine before the runs: ${Math.round(calibration)}, which calls ` +
        `for ${cpuSlowdown}x; each audit is scored at the slowdown its own index calls for ` +
        `(BENCH_CPU_SLOWDOWN sets one for all)`,
    );
  }
  const rows = [];
  for (const path of pages) {
    const results = Object.fromEntries(servers.map(([name]) => [name, []]));
    // A first visit warms the server's caches (template, bundle, database) for every mode.
    for (const [, server] of servers) await fetch(`${server.origin}${path}`);
    // The modes take turns, so a machine that slows down or speeds up meanwhile affects each alike.
    for (let i = 0; i < runs; i++) {
      for (const [name, server] of servers)
        results[name].push(
          await audit(chrome, `${server.origin}${path}`, {
            cpuSlowdown: chosenSlowdown,
            preRunSlowdown: cpuSlowdown,
          }),
        );
    }
    rows.push({
      path,
      ...Object.fromEntries(servers.map(([name]) => [name, medianResult(results[name])])),
    });
  }

  const cell = (r) =>
    `${r.performance}/${r.accessibility}/${r['best-practices']}/${r.seo}`.padEnd(15) +
    `${(r.lcp / 1000).toFixed(2)} s`.padStart(7) +
    `${Math.round(r.tbt)} ms`.padStart(8) +
    r.tbtRange.padStart(10) +
    r.cls.toFixed(3).padStart(7) +
    `${Math.round(r.benchmarkIndex)}`.padStart(7) +
    `${r.cpuSlowdown}x`.padStart(6);
  const columns = [
    ['ssr', 'SSR on'],
    ['off', 'SSR off'],
    ...(baselineRoot ? [['base', 'baseline']] : []),
  ];
  const printTable = (pick) => {
    console.log(
      'page'.padEnd(28) +
        columns
          .map(
            ([, title]) =>
              `${title.padEnd(15)}${'LCP'.padStart(7)}${'TBT'.padStart(8)}${'TBT runs'.padStart(10)}` +
              `${'CLS'.padStart(7)}${'index'.padStart(7)}${'CPU'.padStart(6)}`,
          )
          .join('   '),
    );
    for (const row of rows) {
      const label = row.path.length > 26 ? `${row.path.slice(0, 23)}...` : row.path;
      const cells = columns.map(([mode]) => (row[mode] ? cell(pick(row[mode])) : '-'.padEnd(60)));
      console.log(`${label.padEnd(28)}${cells.join('   ')}`);
    }
  };
  const calibratedPerAudit = chosenSlowdown === null;
  console.log(
    `Lighthouse ${'13.5.0'} mobile, CPU ` +
      (calibratedPerAudit
        ? "slowed down as each audit's own benchmark index calls for (median in CPU)"
        : `${cpuSlowdown}x`) +
      `, median of ${runs} (TBT runs: the lowest and highest); scores perf/a11y/bp/seo`,
  );
  printTable((r) => r);
  if (calibratedPerAudit) {
    console.log(
      `The same recordings at the slowdown calibrated before the runs (${cpuSlowdown}x), for comparison:`,
    );
    printTable((r) => r.beforeRuns);
  }
  if (baselineRoot) console.log(`baseline: ${baselineRoot}, server-rendered`);
  const index = median(
    rows
      .flatMap((row) => columns.map(([mode]) => row[mode]))
      .filter(Boolean)
      .map((r) => r.benchmarkIndex),
  );
  console.log(
    `Benchmark index of this machine during the runs (median): ${Math.round(index)}; ` +
      `CPU slowdown calibrated for it: ${calibratedSlowdown(index)}x`,
  );
} finally {
  await chrome.kill();
  await ssr.stop();
  await bare.stop();
  await baseline?.stop();
}
