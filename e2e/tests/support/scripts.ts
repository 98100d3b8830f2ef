import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** A script the page received: its path, its size gzipped and its source. */
export interface LoadedScript {
  path: string;
  gzipBytes: number;
  source: string;
}

/**
 * Collects every JavaScript response the page receives; `loaded()` stops collecting and waits for
 * the bodies of those received so far (a body read after the test has ended would fail it).
 */
export function collectScripts(page: Page) {
  const measured: Promise<LoadedScript>[] = [];
  let closed = false;
  page.on('response', (response) => {
    const isScript =
      response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());
    if (closed || !isScript || !response.ok()) return;
    measured.push(
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
        gzipBytes: gzipSync(body).length,
        source: body.toString('utf8'),
      })),
    );
  });
  return {
    count: () => measured.length,
    loaded: () => {
      closed = true;
      return Promise.all(measured);
    },
  };
}

/** The gzip bytes of the scripts and one line per script, largest first, for a failure message. */
export function scriptReport(scripts: readonly LoadedScript[]) {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const lines = [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((script) => `${script.gzipBytes}\t${script.path}`)
    .join('\n');
  return { total, lines };
}
