// The floor of an invoice PDF: pdfkit writing one Letter page with one line of text in the same
// embedded font (DejaVu Sans from dejavu-fonts-ttf), to a Buffer. No layout, no second font, no
// measuring. Twice: with the font parsed once per process, as the renderer does, and with the
// font file handed to every document, as pdfkit's guide shows (pdfkit then parses it each time).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { create } from 'fontkit';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const fontFile = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const parsedFont = create(fontFile);
const issued = new Date('2026-10-26T00:00:00Z');

function renderPage(font) {
  const doc = new PDFDocument({
    size: 'LETTER',
    font: '',
    info: { CreationDate: issued, ModDate: issued },
  });
  const chunks = [];
  const finished = new Promise((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', font);
  doc.font('regular').fontSize(12).text('Invoice INV-0042: US$ 7.577,50, Panadería Núñez', 50, 50);
  doc.end();
  return finished;
}

export const renderBarePage = () => renderPage(parsedFont);
export const renderBarePageFromFile = () => renderPage(fontFile);
