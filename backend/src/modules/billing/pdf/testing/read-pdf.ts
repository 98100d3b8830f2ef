/**
 * Reading rendered invoices back the way a PDF viewer does (pdf.js, with Skia from
 * @napi-rs/canvas for pixels): their text, page sizes and pages as PNG images. For the tests
 * only; both packages ship prebuilt, so nothing outside npm is needed.
 */

/** An image as RGBA bytes, row by row. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export interface ReadPage {
  /** Width and height in points (1/72 inch). */
  width: number;
  height: number;
  /** The page's text in reading order, every run of white space (NBSPs too) as one space. */
  text: string;
  /** The text as drawn: one entry per text run, with its baseline's angle in degrees. */
  runs: Array<{ text: string; angle: number }>;
}

async function openPdf(pdf: Buffer) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  return { document: await task.promise, close: () => task.destroy() };
}

/** The document information a PDF reader shows (Title, Author, Language, CreationDate...). */
export async function readPdfInfo(pdf: Buffer): Promise<Record<string, unknown>> {
  const { document, close } = await openPdf(pdf);
  try {
    return (await document.getMetadata()).info as Record<string, unknown>;
  } finally {
    await close();
  }
}

export async function readPdf(pdf: Buffer): Promise<ReadPage[]> {
  const { document, close } = await openPdf(pdf);
  try {
    const pages: ReadPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [x0, y0, x1, y1] = page.view;
      const content = await page.getTextContent();
      const runs = content.items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [
              {
                text: item.str,
                angle: Math.round(
                  (Math.atan2(item.transform[1], item.transform[0]) * 180) / Math.PI,
                ),
              },
            ]
          : [],
      );
      const text = runs
        .map((run) => run.text)
        .join(' ')
        .replace(/\s+/g, ' ');
      pages.push({ width: x1 - x0, height: y1 - y0, text, runs });
    }
    return pages;
  } finally {
    await close();
  }
}

/** One page as a PNG, `scale` pixels per point. */
export async function renderPdfPage(pdf: Buffer, pageNumber: number, scale: number) {
  const { createCanvas } = await import('@napi-rs/canvas');
  const { document, close } = await openPdf(pdf);
  try {
    const page = await document.getPage(pageNumber);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    // Skia's canvas has the DOM canvas's drawing API, which is all pdf.js uses (on white).
    type DomCanvas = Parameters<typeof page.render>[0]['canvas'];
    await page.render({ canvas: canvas as unknown as DomCanvas, viewport }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await close();
  }
}

/** A PNG's pixels, decoded by Skia (a JavaScript PNG decoder takes seconds under jest). */
export async function pngPixels(png: Buffer): Promise<Pixels> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  return { width: image.width, height: image.height, data };
}

export async function pixelsPng({ width, height, data }: Pixels): Promise<Buffer> {
  const { createCanvas, ImageData } = await import('@napi-rs/canvas');
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').putImageData(new ImageData(data, width, height), 0, 0);
  return canvas.toBuffer('image/png');
}
