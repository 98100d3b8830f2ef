// The main thread of the public pages as they load on a phone, from the browser's own traces: how
// long the page keeps the main thread from answering the visitor after it first shows something.
// Lighthouse's TBT comes from a simulation that reorders the page's tasks around its simulated
// first paint, and varies by a hundred milliseconds or more between audits of the same build;
// this bench reads the tasks as they ran, many times, to tell changes of tens of milliseconds.
//
// Each load: Chromium (a 412 px phone screen), the network of Lighthouse's mobile runs (150 ms
// round trips, 1.6 Mbit/s), a trace of the renderer's main thread from the navigation to 5 s after
// the load event. The CPU is not slowed down while the page loads; each task's duration is
// multiplied by the slowdown afterwards, as Lighthouse's simulation does, by default the one
// calibrated for this machine's benchmark index (Lighthouse's, measured in the same browser
// before the runs, and again before each round of loads for the row's figure; see
// cpu-calibration.mjs). Figures per page (median over the loads):
// - blocking after the first paint: the sum over tasks that started after the first contentful
//   paint of their slowed-down duration beyond 50 ms (TBT's definition, without its end at TTI);
// - of that blocking time, the part of the tasks that ran the page's own inline script
//   (preferences.js: starting the app, preloading its files, reading the whole stylesheets);
// - the longest task after the first paint, and the main thread's busy time, both as measured;
// - the longest task before the first paint, as measured: the one that ends the parse, in which
//   Chromium styles and lays out the whole page. Lighthouse's simulation counts it among the
//   tasks the first paint waits for only when it is the first task to lay out the page; when an
//   earlier task laid out the empty document (as the screen emulation of an audit often has),
//   it simulates it past the first paint, into TBT;
// - the time of the first contentful paint.
//
// Build first (`npm run build`). Options: BENCH_RUNS (loads per page and build, default 10),
// BENCH_PAGES (comma-separated paths), BENCH_CPU_SLOWDOWN (the multiplier), BENCH_BASELINE (the
// root of another checkout, built: its pages are loaded in turn with this one's, for an A/B),
// CHROME_PATH (default /usr/bin/chromium).
import { join, resolve } from 'node:path';

import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from '@playwright/test';

import { CHROME_FLAGS, calibratedSlowdown, median, publicPages } from './support/browser.mjs';
import { embeddedApi } from './support/embedded-api.mjs';
import { root } from './support/processes.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 10);
const chosenSlowdown = process.env.BENCH_CPU_SLOWDOWN
  ? Number(process.env.BENCH_CPU_SLOWDOWN)
  : null;
const baselineRoot = process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : null;
const BLOCKING_MS = 50;
const AFTER_LOAD_MS = 5000;
/** Lighthouse's mobile network (mobileSlow4G). */
const NETWORK = {
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const servers = [['this build', root]];
if (baselineRoot) servers.push(['baseline', baselineRoot]);
const apis = servers.map(([, checkout], i) =>
  embeddedApi({
    entry: join(checkout, 'dist/backend/main.js'),
    cwd: checkout,
    port: 3470 + i,
    tag: `main-thread-${i}`,
  }),
);

/**
 * One traced load of `url`: the main thread's tasks (start and duration, ms) and the first paint.
 * A trace that lost its navigation or paint events (Chrome drops some now and then) is taken again.
 */
async function tracedLoad(browser, url) {
  for (let attempt = 1; ; attempt++) {
    const load = await traceLoad(browser, url);
    if (load) return load;
    if (attempt === 3) throw new Error(`${url}: three traces without a navigation or first paint`);
  }
}

async function traceLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(AFTER_LOAD_MS);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();

  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url,
  );
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  // The renderer's main thread: the one that parsed the page.
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  if (!navigation || !paint || !parse) return null;
  // Calls into the page's own inline script (preferences.js), whose URL is the page's.
  const ownScriptCalls = events.filter(
    (e) =>
      e.name === 'FunctionCall' &&
      e.pid === parse.pid &&
      e.tid === parse.tid &&
      e.args?.data?.url === url,
  );
  const tasks = events
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === parse.pid &&
        e.tid === parse.tid &&
        e.ts >= navigation.ts,
    )
    .map((e) => ({
      start: (e.ts - navigation.ts) / 1000,
      duration: e.dur / 1000,
      ownScript: ownScriptCalls.some((call) => call.ts >= e.ts && call.ts < e.ts + e.dur),
    }));
  return { tasks, firstPaint: (paint.ts - navigation.ts) / 1000 };
}

function figures({ tasks, firstPaint }, slowdown) {
  const after = tasks.filter((task) => task.start >= firstPaint);
  const before = tasks.filter((task) => task.start < firstPaint);
  const blocking = (list) =>
    list.reduce((sum, { duration }) => sum + Math.max(0, duration * slowdown - BLOCKING_MS), 0);
  return {
    blocking: blocking(after),
    ownScriptBlocking: blocking(after.filter((task) => task.ownScript)),
    longest: Math.max(0, ...after.map(({ duration }) => duration)),
    longestBefore: Math.max(0, ...before.map(({ duration }) => duration)),
    busy: tasks.reduce((sum, { duration }) => sum + duration, 0),
    firstPaint,
  };
}

async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  await page.close();
  return index;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROME_FLAGS,
});
try {
  for (const api of apis) await api.start();
  for (const api of apis) await api.settle();
  const pages = await publicPages(apis[0].origin);
  // The slowdown, from the machine's index before the runs; each row shows the index during it.
  const before = [];
  for (let i = 0; i < 3; i++) before.push(await benchmarkIndex(browser));
  const slowdown = chosenSlowdown ?? calibratedSlowdown(median(before));
  console.log(
    `Main thread while the page loads (Chromium, phone screen, Lighthouse's mobile network), ` +
      `median of ${runs} loads; tasks slowed down ${slowdown}x afterwards ` +
      `(benchmark index before the runs ${Math.round(median(before))})`,
  );
  const head = ['page'.padEnd(28)];
  for (const [name] of servers)
    head.push(
      `${name}: blocking ms`,
      'own script ms',
      'longest ms',
      'before FCP ms',
      'busy ms',
      'FCP ms',
    );
  console.log([...head, 'index'].join('  '));
  const cell = (loads, key, digits = 0) =>
    median(loads.map((load) => figures(load, slowdown)[key])).toFixed(digits);
  for (const path of pages) {
    const loads = servers.map(() => []);
    const indexes = [];
    // A first visit warms each server's caches.
    for (const api of apis) await fetch(`${api.origin}${path}`);
    for (let run = 0; run < runs; run++) {
      indexes.push(await benchmarkIndex(browser));
      // The builds take turns, so the machine's ups and downs touch each alike.
      for (const [i, api] of apis.entries()) {
        loads[i].push(await tracedLoad(browser, `${api.origin}${path}`));
      }
    }
    const line = [path.slice(0, 28).padEnd(28)];
    for (const [i, [name]] of servers.entries()) {
      line.push(
        cell(loads[i], 'blocking').padStart(`${name}: blocking ms`.length),
        cell(loads[i], 'ownScriptBlocking').padStart(13),
        cell(loads[i], 'longest', 1).padStart(10),
        cell(loads[i], 'longestBefore', 1).padStart(13),
        cell(loads[i], 'busy').padStart(7),
        cell(loads[i], 'firstPaint').padStart(6),
      );
    }
    console.log([...line, String(Math.round(median(indexes))).padStart(5)].join('  '));
  }
} finally {
  await browser.close();
  for (const api of apis) {
    await api.stop();
    api.remove();
  }
}
