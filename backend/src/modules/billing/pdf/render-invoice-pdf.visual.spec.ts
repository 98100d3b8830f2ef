import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { renderInvoicePdf } from './render-invoice-pdf';
import { pixelsPng, pngPixels, renderPdfPage } from './testing/read-pdf';
import { sampleInvoice } from './testing/sample-invoices';

/**
 * Page 1 of two fixed invoices, drawn by pdf.js as a viewer would, compared pixel by pixel with
 * the reference images in __visual__/: a layout change shows up here even when every text is
 * still there. When a change is meant, rewrite the references, then look at them before
 * committing:
 *
 *   UPDATE_VISUALS=1 npm test -w backend -- --testPathPatterns render-invoice-pdf.visual
 *
 * On a difference, the rendered page and a diff image (changed pixels in red) are written to a
 * temporary folder named in the failure.
 */
const REFERENCES = join(__dirname, '__visual__');
const SCALE = 1.5;
/** pixelmatch's colour distance (0-1) under which two pixels count as the same. */
const COLOR_THRESHOLD = 0.1;
/**
 * Pixels that may differ beyond that distance. Skia draws the same page the same way on every
 * machine, give or take an edge pixel; one letter more or less already changes dozens.
 */
const MAX_DIFFERENT_PIXELS = 10;

const CASES = [
  { name: 'invoice-en-page1', invoice: () => sampleInvoice('en') },
  { name: 'invoice-es-page1', invoice: () => sampleInvoice('es', { status: 'paid' }) },
];

describe('invoice PDF, page 1 as an image', () => {
  it.each(CASES)('$name matches its reference image', async ({ name, invoice }) => {
    const png = await renderPdfPage(await renderInvoicePdf(invoice()), 1, SCALE);
    const referencePath = join(REFERENCES, `${name}.png`);
    if (process.env.UPDATE_VISUALS === '1') {
      mkdirSync(REFERENCES, { recursive: true });
      writeFileSync(referencePath, png);
      return;
    }
    if (!existsSync(referencePath)) {
      throw new Error(`No reference image ${referencePath}; create it with UPDATE_VISUALS=1`);
    }

    const expected = await pngPixels(readFileSync(referencePath));
    const actual = await pngPixels(png);
    const { width, height } = expected;
    const diff = { width, height, data: new Uint8ClampedArray(width * height * 4) };
    const { default: pixelmatch } = await import('pixelmatch');
    const different =
      actual.width === width && actual.height === height
        ? pixelmatch(expected.data, actual.data, diff.data, width, height, {
            threshold: COLOR_THRESHOLD,
            // Glyph edges count too: without them a changed letter can pass unseen.
            includeAA: true,
          })
        : undefined;

    if (different === undefined || different > MAX_DIFFERENT_PIXELS) {
      const folder = mkdtempSync(join(tmpdir(), `${name}-`));
      writeFileSync(join(folder, 'actual.png'), png);
      if (different !== undefined) writeFileSync(join(folder, 'diff.png'), await pixelsPng(diff));
      const problem =
        different === undefined
          ? `is ${actual.width}x${actual.height} pixels instead of ${width}x${height}`
          : `differs from it in ${different} pixels`;
      throw new Error(
        `${name}: page 1 ${problem} (${referencePath}).\n` +
          `Rendered page and diff: ${folder}\n` +
          'If the change is meant, rewrite the references with UPDATE_VISUALS=1.',
      );
    }
    expect(different).toBeLessThanOrEqual(MAX_DIFFERENT_PIXELS);
  });
});
