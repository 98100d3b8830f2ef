// Invoice PDFs per second on one process, as one `pdfs` worker renders them one after another:
// renderInvoicePdf from the API build (dist/backend) for a 20-line invoice, beside, in the same
// run, a 1-line invoice (the layout's fixed cost: header, totals, how to pay, footer) and a bare
// pdfkit page with one line in the same embedded font (bench/baseline/bare-pdfkit.mjs: the floor
// of any PDF made with these tools, with the font parsed once as the renderer does, and with the
// font file given to each document, which makes pdfkit parse it every time). The sample invoices are the renderer's test samples
// (backend/src/modules/billing/pdf/testing/sample-invoices.ts), English on Letter and Spanish on
// A4, alternated. Each target is measured in turn, in rounds, after a warm-up.
//
//   npm run build -w backend && npm run bench:pdf
//
// Environment (all optional):
//   BENCH_RENDERS  renders per target (default 600), in 6 rounds
//   BENCH_LINES    line items of the measured invoice (default 20)
//   BENCH_BUILD    the API build folder (default dist/backend), e.g. an older build to compare with
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';

import { renderBarePage, renderBarePageFromFile } from './baseline/bare-pdfkit.mjs';

const root = resolve(import.meta.dirname, '..');
const renders = Number(process.env.BENCH_RENDERS ?? 600);
const lines = Number(process.env.BENCH_LINES ?? 20);
const build = resolve(root, process.env.BENCH_BUILD ?? 'dist/backend');
const ROUNDS = 6;
const WARM_UP = 30;

const pdfFolder = join(build, 'modules/billing/pdf');
if (!existsSync(join(pdfFolder, 'render-invoice-pdf.js'))) {
  throw new Error(`${pdfFolder}/render-invoice-pdf.js not found: run npm run build -w backend`);
}
// The build is CommonJS.
const require = createRequire(import.meta.url);
const { renderInvoicePdf } = require(join(pdfFolder, 'render-invoice-pdf.js'));
const { sampleInvoice } = require(join(pdfFolder, 'testing/sample-invoices.js'));

/** English and Spanish in turn, so both papers and both label sets are in the figures. */
function invoiceTarget(name, lineCount) {
  const documents = ['en', 'es'].map((language) =>
    sampleInvoice(language, { lineCount, status: 'pending' }),
  );
  let next = 0;
  return { name, render: () => renderInvoicePdf(documents[next++ % documents.length]) };
}
const targets = [
  invoiceTarget(`invoice, ${lines} lines`, lines),
  invoiceTarget('invoice, 1 line', 1),
  { name: 'bare page, parsed font', render: renderBarePage },
  { name: 'bare page, font file', render: renderBarePageFromFile },
];

const pageCount = (pdf) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

/** A target's output must be a whole PDF; the invoice's pages are counted for the table. */
async function check(target) {
  const pdf = await target.render();
  if (pdf.subarray(0, 5).toString() !== '%PDF-' || !pdf.subarray(-6).toString().includes('%%EOF'))
    throw new Error(`${target.name}: not a PDF`);
  return { bytes: pdf.length, pages: pageCount(pdf) };
}

async function measure(target, count, times) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await target.render();
    times.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { wallMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const at = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmtLoad = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const ms = (n) => n.toFixed(2).padStart(8);

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'})`;
const loadAtStart = fmtLoad();

for (const target of targets) {
  Object.assign(target, await check(target), { times: [], wallMs: 0, cpuMs: 0 });
  for (let i = 0; i < WARM_UP; i++) await target.render();
}
const perRound = Math.ceil(renders / ROUNDS);
for (let round = 0; round < ROUNDS; round++) {
  for (const target of targets) {
    const { wallMs, cpuMs } = await measure(target, perRound, target.times);
    target.wallMs += wallMs;
    target.cpuMs += cpuMs;
  }
}

console.log(
  `Machine: ${machine}; load average (1, 5, 15 min) ${loadAtStart} before, ${fmtLoad()} after; ` +
    `Node ${process.versions.node}; ${perRound * ROUNDS} renders per target, one at a time, ` +
    `in ${ROUNDS} rounds after ${WARM_UP} warm-up renders; RSS ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`,
);
console.log(
  'target                    pages    KB   PDFs/s   p50 ms   p95 ms   p99 ms  CPU ms/PDF',
);
for (const target of targets) {
  const sorted = [...target.times].sort((a, b) => a - b);
  console.log(
    `${target.name.padEnd(24)} ${String(target.pages).padStart(6)} ${(target.bytes / 1024).toFixed(0).padStart(5)} ` +
      `${(sorted.length / (target.wallMs / 1000)).toFixed(0).padStart(8)} ${ms(at(sorted, 50))} ` +
      `${ms(at(sorted, 95))} ${ms(at(sorted, 99))}  ${(target.cpuMs / sorted.length).toFixed(2).padStart(10)}`,
  );
}
console.log(
  'pages and KB: the English sample; PDFs/s: renders divided by the time spent rendering them, ' +
    'one process, one at a time. CPU ms/PDF includes garbage collection.',
);
