import { readFileSync } from 'node:fs';

import { create, type Font } from 'fontkit';

/**
 * DejaVu Sans (Bitstream Vera licence, free to embed), from the `dejavu-fonts-ttf` package. The
 * PDF standard fonts cannot write every name a client may have, and readers substitute them
 * differently; an embedded TrueType font prints the same everywhere, with á é í ó ú ñ ü ¿ ¡ and
 * most other scripts. (WOFF2 web fonts, such as the site's Inter, break pdfkit's subsetting.)
 *
 * Resolved through Node's module resolution, so the path is the same from `backend/src` under
 * jest and from the built `dist/backend`: nothing is copied next to the code.
 */
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

export type InvoiceFontName = keyof typeof FONT_FILES;

let fonts: Record<InvoiceFontName, Font> | undefined;

/**
 * The fonts, read and parsed once per process. Given a file, pdfkit parses it again for every
 * document, which was two thirds of a render. Sharing the parsed font is safe: every document
 * embeds its own subset, and pdfkit uses the font synchronously, so renders never interleave in it.
 */
function invoiceFonts(): Record<InvoiceFontName, Font> {
  fonts ??= {
    regular: parse(FONT_FILES.regular),
    bold: parse(FONT_FILES.bold),
  };
  return fonts;
}

function parse(file: string): Font {
  const font = create(readFileSync(require.resolve(file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  return font;
}

/** Makes 'regular' and 'bold' available to `doc.font(...)`. */
export function registerInvoiceFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = invoiceFonts();
  // pdfkit takes a parsed fontkit font wherever it takes a font file; its types list files only.
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
}
