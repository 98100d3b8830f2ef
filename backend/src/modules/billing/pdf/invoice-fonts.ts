import { readFileSync } from 'node:fs';

/**
 * DejaVu Sans (Bitstream Vera licence, free to embed), from the `dejavu-fonts-ttf` package. The
 * PDF standard fonts cannot write every name a client may have, and PDF readers substitute them
 * differently; an embedded TrueType font prints the same everywhere, with á é í ó ú ñ ü ¿ ¡ and
 * most other scripts. WOFF2 web fonts (such as the site's Inter) break pdfkit's font subsetting.
 *
 * Resolved through Node's module resolution, so the path is the same from `backend/src` under
 * jest and from the built `dist/backend`: nothing is copied next to the code.
 */
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

export type InvoiceFontName = keyof typeof FONT_FILES;

let fonts: Record<InvoiceFontName, Buffer> | undefined;

/** The font files, read from disk once per process; every invoice embeds a subset of them. */
export function invoiceFonts(): Record<InvoiceFontName, Buffer> {
  fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fonts;
}
