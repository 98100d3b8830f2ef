// What the benches that measure the public pages in the browser share: the pages, the browser's
// flags and how much to slow the CPU down so that this machine is as slow as the phone
// Lighthouse emulates.

/** Chromium without background work of its own (updates, sync, lookups) during the runs. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
];

/** BENCH_PAGES (comma-separated paths), or the public pages: home, lists and the newest post. */
export async function publicPages(origin) {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(',');
  const posts = await (await fetch(`${origin}/api/blog`)).json();
  return ['/', '/services', '/projects', '/blog', `/blog/${posts[0].slug}`];
}

/**
 * The CPU multiplier that makes this machine as slow as the phone Lighthouse emulates, after
 * Lighthouse's CPU throttling calculator (lighthouse-cpu-throttling-calculator): 3x at a benchmark
 * index of 1,300, one more per 233 above (4x at ~1,530). Below 1,300 the calculator only says
 * "less than 3x"; the same line is followed down, to no slowdown at all.
 */
export function calibratedSlowdown(benchmarkIndex) {
  return Math.max(1, Math.round((3 + (benchmarkIndex - 1300) / 233) * 10) / 10);
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
