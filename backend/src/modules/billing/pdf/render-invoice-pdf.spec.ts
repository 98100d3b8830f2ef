import { formatMoney } from '@terrabridge/rules/money';

import type { InvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './render-invoice-pdf';
import { type ReadPage, readPdf, readPdfInfo } from './testing/read-pdf';
import { sampleInvoice } from './testing/sample-invoices';

/** The whole document's text, the pages one after the other. */
const allText = (pages: ReadPage[]) => pages.map((page) => page.text).join(' ');

/** Text drawn at an angle: the stamp. */
const tiltedText = (pages: ReadPage[]) =>
  pages.flatMap((page) => page.runs.filter((run) => run.angle !== 0).map((run) => run.text));

async function read(invoice: InvoiceDocument) {
  const pdf = await renderInvoicePdf(invoice);
  return { pdf, pages: await readPdf(pdf) };
}

describe('renderInvoicePdf', () => {
  afterEach(() => jest.useRealTimers());

  it('writes an English invoice on US Letter with dates and money written the US way', async () => {
    const { pages } = await read(sampleInvoice('en'));

    expect(pages).toHaveLength(1);
    expect([pages[0].width, pages[0].height]).toEqual([612, 792]);
    const text = pages[0].text;
    for (const expected of [
      'TerraBridge Digital',
      '301 S Tryon St, Suite 1800',
      'Tax ID: 88-1234567',
      'INVOICE',
      'Invoice no. INV-0042',
      'Issue date October 26, 2026',
      'Due date November 25, 2026',
      'Status PENDING',
      'BILL TO Sarah Mitchell Harbor & Pine Outfitters LLC 1450 Harbor View Dr',
      'BALANCE DUE $7,577.50 Due November 25, 2026',
      'PROJECT Harbor & Pine: new brand and online store',
      'Description Qty Unit price Amount',
      'Storefront signage for the Wrightsville Beach store 3 $250.00 $750.00',
      'Social media content, hours 12.5 $60.00 $750.00',
      'Subtotal $7,500.00',
      'Discount -$500.00',
      'Tax (8.25%) $577.50',
      'Total $7,577.50',
      'Amount paid $0.00',
      'Balance due $7,577.50',
      'How to pay',
      'Routing number (ABA) 053101121',
      'SWIFT / BIC FCBKUS33',
      'Please use the invoice number INV-0042 as the payment reference.',
      'Pay by card or PayPal in your client portal: https://terrabridge.example/dashboard?tab=billing',
      'Notes Thank you for your business!',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Payment history');
    expect(tiltedText(pages)).toEqual([]);
  });

  it('writes a Spanish invoice on A4 with Spanish labels, dates, money and accents', async () => {
    const { pages } = await read(sampleInvoice('es'));

    expect(pages).toHaveLength(1);
    expect([pages[0].width, pages[0].height]).toEqual([595.28, 841.89]);
    const text = pages[0].text;
    for (const expected of [
      'FACTURA',
      'N.º de factura INV-0042',
      'Fecha de emisión 26 de octubre de 2026',
      'Fecha de vencimiento 25 de noviembre de 2026',
      'Estado PENDIENTE',
      'Identificación fiscal: 88-1234567',
      'FACTURAR A María Rodríguez Panadería Núñez S.R.L.',
      'SALDO A PAGAR US$ 7.577,50 Vence el 25 de noviembre de 2026',
      'PROYECTO Panadería Núñez: nueva marca y tienda en línea',
      'Descripción Cant. Precio unitario Importe',
      'Diseño de marca — Señalización, logotipo',
      'Sitio web bilingüe (inglés y español): 8 páginas',
      'Contenido para redes sociales, horas 12,5 US$ 60,00 US$ 750,00',
      'Subtotal US$ 7.500,00',
      'Descuento -US$ 500,00',
      'Impuesto (8,25%) US$ 577,50',
      'Total US$ 7.577,50',
      'Importe pagado US$ 0,00',
      'Saldo a pagar US$ 7.577,50',
      'Cómo pagar Transferencia bancaria Banco First Carolina Bank',
      'Titular de la cuenta TerraBridge Digital LLC',
      'Usa el número de factura INV-0042 como referencia de la transferencia.',
      'Pago en línea Paga con tarjeta o PayPal en tu portal de cliente:',
      '¿Tienes preguntas sobre esta factura?',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/\ufffd|Invoice|Due date|Balance due|Page 1/);
  });

  it('stamps a paid invoice PAID / PAGADA and lists its payments instead of how to pay', async () => {
    for (const [language, stamp, expected] of [
      [
        'en',
        'PAID',
        [
          'Paid in full. Thank you!',
          'Amount paid $7,577.50',
          'Balance due $0.00',
          'Payment history Date Method Reference Amount',
          'November 3, 2026 Bank transfer TRF 20261103-4471 $3,788.75',
          'November 20, 2026 Card (Stripe) TB-7K2M9Q4XA $3,788.75',
        ],
      ],
      [
        'es',
        'PAGADA',
        [
          'Estado PAGADA',
          'Pagada en su totalidad. ¡Gracias!',
          'Importe pagado US$ 7.577,50',
          'Saldo a pagar US$ 0,00',
          'Historial de pagos Fecha Método Referencia Importe',
          '3 de noviembre de 2026 Transferencia bancaria TRF 20261103-4471 US$ 3.788,75',
          '20 de noviembre de 2026 Tarjeta (Stripe) TB-7K2M9Q4XA US$ 3.788,75',
        ],
      ],
    ] as const) {
      const { pages } = await read(sampleInvoice(language, { status: 'paid' }));
      const text = allText(pages);

      expect(tiltedText(pages)).toEqual([stamp]);
      for (const line of expected) expect(text).toContain(line);
      expect(text).not.toMatch(/How to pay|Cómo pagar|SWIFT/);
    }
  });

  it('shows the payments of a partly paid invoice, with how to pay the rest and no stamp', async () => {
    const { pages } = await read(sampleInvoice('es', { status: 'partial' }));
    const text = allText(pages);

    expect(text).toContain('Estado PAGO PARCIAL');
    expect(text).toContain('Importe pagado US$ 3.788,75');
    expect(text).toContain('Saldo a pagar US$ 3.788,75');
    expect(text).toContain('3 de noviembre de 2026 PayPal 5WX12345AB678901C US$ 3.788,75');
    expect(text).toContain('Cómo pagar');
    expect(tiltedText(pages)).toEqual([]);
  });

  it('says plainly that an overdue invoice is overdue', async () => {
    const { pages } = await read(sampleInvoice('en', { status: 'overdue' }));

    expect(pages[0].text).toContain('Status OVERDUE');
    expect(pages[0].text).toContain('BALANCE DUE $7,577.50 Overdue since November 25, 2026');
    expect(pages[0].text).toContain('How to pay');
    expect(tiltedText(pages)).toEqual([]);
  });

  it('stamps a voided invoice VOID / ANULADA and asks for no payment', async () => {
    for (const [language, stamp, note] of [
      ['en', 'VOID', 'This invoice was voided and is not payable.'],
      ['es', 'ANULADA', 'Esta factura fue anulada y no se debe pagar.'],
    ] as const) {
      const { pages } = await read(sampleInvoice(language, { status: 'void' }));
      const text = allText(pages);

      expect(tiltedText(pages)).toEqual([stamp]);
      expect(text).toContain(note);
      expect(text).not.toMatch(/How to pay|Cómo pagar|Payment history|Historial de pagos/);
    }
  });

  it('leaves the discount out when there is none', async () => {
    const invoice = sampleInvoice('en', { lineCount: 1 });

    const { pages } = await read(invoice);

    expect(invoice.discountCents).toBe(0);
    expect(pages[0].text).toContain('Subtotal $1,800.00 Tax (8.25%) $148.50 Total $1,948.50');
    expect(pages[0].text).not.toContain('Discount');
  });

  it('carries 40 lines over several pages, each with the table header and its page number', async () => {
    const invoice = sampleInvoice('en', { lineCount: 40 });

    const { pages } = await read(invoice);

    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page.text).toContain(`Page ${index + 1} of ${pages.length}`);
      if (index > 0) expect(page.text).toContain('Invoice INV-0042 (continued)');
    });
    const withLines = pages.filter((page) => page.text.includes('$1,800.00'));
    expect(withLines.length).toBeGreaterThan(1);
    for (const page of withLines) expect(page.text).toContain('Description Qty Unit price Amount');
    // Every line once, in order, across the pages.
    const text = allText(pages);
    let from = 0;
    for (const line of invoice.lines) {
      const at = text.indexOf(`${line.description} `, from);
      expect(at).toBeGreaterThanOrEqual(from);
      from = at + line.description.length;
    }
    expect(text).toContain(`Total ${formatMoney(invoice.totalCents, 'en')}`);
  });

  it('embeds its fonts and describes itself for PDF readers, in the client language', async () => {
    const { pdf } = await read(sampleInvoice('es'));

    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(raw.match(/\/FontFile2 /g)).toHaveLength(2);
    expect(raw).not.toMatch(/\/Helvetica|\/Times|\/Courier/);
    expect(await readPdfInfo(pdf)).toMatchObject({
      Title: 'Factura INV-0042',
      Author: 'TerraBridge Digital',
      Subject: 'Factura INV-0042 de TerraBridge Digital para María Rodríguez',
      Language: 'es',
      CreationDate: 'D:20261026000000Z',
      ModDate: 'D:20261026000000Z',
    });
  });

  it('gives the same file for the same invoice on another day', async () => {
    const invoice = sampleInvoice('en', { status: 'paid' });
    const today = await renderInvoicePdf(invoice);
    // Only the clock moves; the streams pdfkit writes through keep their real scheduling.
    jest.useFakeTimers({
      now: new Date('2031-05-17T13:45:00Z'),
      doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setTimeout', 'setInterval'],
    });

    const later = await renderInvoicePdf(invoice);

    expect(new Date().getUTCFullYear()).toBe(2031);
    expect(later.equals(today)).toBe(true);
  });

  it('gives the same files when invoices are rendered at the same time, sharing the fonts', async () => {
    const invoices = [
      sampleInvoice('en'),
      sampleInvoice('es', { status: 'paid' }),
      sampleInvoice('en', { lineCount: 40 }),
      sampleInvoice('es', { status: 'void' }),
    ];
    const oneByOne: Buffer[] = [];
    for (const invoice of invoices) oneByOne.push(await renderInvoicePdf(invoice));

    const together = await Promise.all(invoices.map((invoice) => renderInvoicePdf(invoice)));

    together.forEach((pdf, index) => expect(pdf.equals(oneByOne[index])).toBe(true));
  });
});
