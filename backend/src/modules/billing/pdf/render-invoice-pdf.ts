import PDFDocument from 'pdfkit';
import { formatMoney } from '@terrabridge/rules/money';

import type { InvoiceDocument, InvoiceStatus } from './invoice-document';
import { registerInvoiceFonts } from './invoice-fonts';
import {
  calendarDay,
  formatLongDate,
  formatQuantity,
  formatTaxRate,
  paymentMethodLabel,
} from './invoice-format';
import { INVOICE_LABELS } from './invoice-labels';
import {
  blockLabel,
  COLOR,
  drawTable,
  ensureRoom,
  type Frame,
  LABEL_SPACING,
  rule,
  sectionHeading,
  SIZE,
  STATUS_COLOR,
  style,
} from './invoice-pdf-layout';

/**
 * The top margin leaves a band on every page: the first page's header starts inside it, later
 * pages carry the invoice number there. Text that pdfkit carries over to a new page by itself (a
 * very long note) lands below the band.
 */
const MARGIN = { top: 84, bottom: 64, left: 50, right: 50 };
const BAND_TOP = 46;
/** The footer's rule, then its text, below the lowest line of content. */
const FOOTER_RULE_GAP = 14;
const FOOTER_TEXT_GAP = 22;
const META_WIDTH = 250;
const BALANCE_BOX_WIDTH = 215;
const TOTALS_WIDTH = 250;
const TOTALS_STEP = 17;
const SIDE_GAP = 24;

/** An A4 or Letter invoice in the client's language, its fonts embedded. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const labels = INVOICE_LABELS[invoice.language];
  // The issue day rather than now: the same invoice always gives the same file.
  const issued = calendarDay(invoice.issueDate);
  const doc = new PDFDocument({
    size: invoice.paper,
    margins: MARGIN,
    bufferPages: true,
    // Transparency (the stamp) needs 1.4 at least.
    pdfVersion: '1.7',
    // No standard font: every glyph comes from the embedded fonts registered below.
    font: '',
    lang: invoice.language,
    displayTitle: true,
    info: {
      Title: labels.documentTitle(invoice.number),
      Author: invoice.agency.name,
      Subject: labels.documentSubject(invoice.number, invoice.agency.name, invoice.client.name),
      Creator: invoice.agency.name,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerInvoiceFonts(doc);

  const frame: Frame = {
    doc,
    invoice,
    labels,
    locale: invoice.language,
    left: MARGIN.left,
    right: doc.page.width - MARGIN.right,
    width: doc.page.width - MARGIN.left - MARGIN.right,
    money: (cents) => formatMoney(cents, invoice.language),
    date: (day) => formatLongDate(day, invoice.language),
  };
  drawHeader(frame);
  drawParties(frame);
  drawProject(frame);
  drawLineItems(frame);
  drawSummary(frame);
  if (invoice.payments.length > 0) drawPaymentHistory(frame);
  const notes = invoice.notes?.trim();
  if (notes) drawNotes(frame, notes);
  drawPageBands(frame);

  doc.end();
  return finished;
}

/** Agency on the left; title, number, dates and status on the right. */
function drawHeader(frame: Frame): void {
  const { doc, invoice, labels } = frame;
  const { agency } = invoice;
  doc.rect(0, 0, doc.page.width, 5).fill(COLOR.primary);

  const agencyWidth = frame.width - META_WIDTH - 16;
  style(doc, 'bold', 16, COLOR.ink).text(agency.name, frame.left, BAND_TOP, {
    width: agencyWidth,
  });
  const agencyLines = [
    ...agency.addressLines,
    `${agency.email}  ·  ${agency.phone}`,
    agency.website,
    ...(agency.taxId?.trim() ? [`${labels.taxId}: ${agency.taxId.trim()}`] : []),
  ];
  style(doc, 'regular', SIZE.detail, COLOR.muted).text(
    agencyLines.join('\n'),
    frame.left,
    doc.y + 4,
    { width: agencyWidth, lineGap: 1.5 },
  );
  const agencyBottom = doc.y;

  const metaLeft = frame.right - META_WIDTH;
  style(doc, 'bold', 24, COLOR.accent).text(labels.title, metaLeft, BAND_TOP - 5, {
    width: META_WIDTH,
    align: 'right',
    characterSpacing: 1.5,
  });
  let y = doc.y + 6;
  const meta: Array<[string, string]> = [
    [labels.number, invoice.number],
    [labels.issueDate, frame.date(invoice.issueDate)],
    [labels.dueDate, frame.date(invoice.dueDate)],
  ];
  for (const [label, value] of meta) {
    style(doc, 'regular', SIZE.detail, COLOR.muted).text(label, metaLeft, y, {
      width: META_WIDTH,
    });
    style(doc, 'bold', SIZE.detail, COLOR.ink).text(value, metaLeft, y, {
      width: META_WIDTH,
      align: 'right',
    });
    y += 15;
  }
  style(doc, 'regular', SIZE.detail, COLOR.muted).text(labels.status, metaLeft, y, {
    width: META_WIDTH,
  });
  drawStatusPill(frame, invoice.status, frame.right, y - 2.5);
  y += 15;

  doc.y = Math.max(agencyBottom, y) + 12;
  rule(doc, frame.left, frame.right, doc.y);
  doc.y += 16;
}

/** The status as a tinted pill whose right edge is at `right`. */
function drawStatusPill(frame: Frame, status: InvoiceStatus, right: number, top: number): void {
  const { doc, labels } = frame;
  const text = labels.statuses[status].toLocaleUpperCase(frame.locale);
  const colors = STATUS_COLOR[status];
  style(doc, 'bold', SIZE.label, colors.ink);
  const width = doc.widthOfString(text, { characterSpacing: LABEL_SPACING }) + 14;
  doc.roundedRect(right - width, top, width, 14, 7).fill(colors.soft);
  style(doc, 'bold', SIZE.label, colors.ink).text(text, right - width, top + 3.6, {
    width,
    align: 'center',
    characterSpacing: LABEL_SPACING,
    lineBreak: false,
  });
}

/** Who is billed on the left, what they owe and by when on the right. */
function drawParties(frame: Frame): void {
  const { doc, invoice, labels } = frame;
  const { client } = invoice;
  const top = doc.y;
  const columnWidth = frame.width - BALANCE_BOX_WIDTH - 24;

  const y = blockLabel(frame, labels.billTo, frame.left, top, columnWidth);
  style(doc, 'bold', 10.5, COLOR.ink).text(client.name, frame.left, y, { width: columnWidth });
  const details = [
    ...(client.billTo?.trim() ? client.billTo.trim().split(/\r?\n/) : []),
    client.email,
    ...(client.phone?.trim() ? [client.phone.trim()] : []),
  ];
  style(doc, 'regular', SIZE.body, COLOR.muted).text(details.join('\n'), frame.left, doc.y + 2, {
    width: columnWidth,
    lineGap: 1.5,
  });
  const clientBottom = doc.y;

  const boxBottom = drawBalanceBox(frame, top);
  doc.y = Math.max(clientBottom, boxBottom) + 18;
}

/** The balance, the first thing a client looks for, with when it is due or that it is settled. */
function drawBalanceBox(frame: Frame, top: number): number {
  const { doc, invoice, labels } = frame;
  const left = frame.right - BALANCE_BOX_WIDTH;
  const padding = 12;
  const inner = BALANCE_BOX_WIDTH - 2 * padding;
  const colors =
    invoice.status === 'pending' || invoice.status === 'draft'
      ? { ink: COLOR.accent, soft: COLOR.accentSoft }
      : STATUS_COLOR[invoice.status];
  const note =
    invoice.status === 'void'
      ? labels.voided
      : invoice.balanceCents <= 0
        ? labels.paidInFull
        : invoice.status === 'overdue'
          ? labels.overdueSince(frame.date(invoice.dueDate))
          : labels.dueOn(frame.date(invoice.dueDate));
  const noteFont = invoice.status === 'overdue' ? 'bold' : 'regular';

  style(doc, noteFont, SIZE.detail, colors.ink);
  const height = padding + 11 + 26 + doc.heightOfString(note, { width: inner }) + padding;
  doc.roundedRect(left, top, BALANCE_BOX_WIDTH, height, 6).fill(colors.soft);
  style(doc, 'bold', SIZE.label, COLOR.muted).text(
    labels.balanceDue.toLocaleUpperCase(frame.locale),
    left + padding,
    top + padding,
    { width: inner, characterSpacing: LABEL_SPACING },
  );
  style(doc, 'bold', 19, COLOR.ink).text(
    frame.money(invoice.balanceCents),
    left + padding,
    top + padding + 11,
    { width: inner, lineBreak: false },
  );
  style(doc, noteFont, SIZE.detail, colors.ink).text(note, left + padding, top + padding + 37, {
    width: inner,
  });
  return top + height;
}

function drawProject(frame: Frame): void {
  const { doc, invoice, labels } = frame;
  const project = invoice.project?.trim();
  const description = invoice.description?.trim();
  if (!project && !description) return;
  let y = blockLabel(frame, labels.project, frame.left, doc.y, frame.width);
  if (project) {
    style(doc, 'bold', 10, COLOR.ink).text(project, frame.left, y, { width: frame.width });
    y = doc.y + 2;
  }
  if (description) {
    style(doc, 'regular', SIZE.body, COLOR.muted).text(description, frame.left, y, {
      width: frame.width,
      lineGap: 1.5,
    });
  }
  doc.y += 16;
}

function drawLineItems(frame: Frame): void {
  const { invoice, labels } = frame;
  drawTable(
    frame,
    [
      { key: 'description', label: labels.description, width: 0, align: 'left' },
      { key: 'quantity', label: labels.quantity, width: 52, align: 'right' },
      { key: 'unitPrice', label: labels.unitPrice, width: 98, align: 'right' },
      { key: 'amount', label: labels.amount, width: 98, align: 'right' },
    ],
    invoice.lines.map((line) => ({
      description: line.description,
      quantity: formatQuantity(line.quantity, invoice.language),
      unitPrice: frame.money(line.unitPriceCents),
      amount: frame.money(line.amountCents),
    })),
  );
}

/**
 * The totals on the right; beside them how to pay while something is owed, or the PAID / VOID
 * stamp once nothing is. Kept together on one page.
 */
function drawSummary(frame: Frame): void {
  const { doc, invoice, labels } = frame;
  const rows: Array<[string, string]> = [
    [labels.subtotal, frame.money(invoice.subtotalCents)],
    ...(invoice.discountCents > 0
      ? [[labels.discount, frame.money(-invoice.discountCents)] as [string, string]]
      : []),
    [labels.tax(formatTaxRate(invoice.taxRate, invoice.language)), frame.money(invoice.taxCents)],
  ];
  const totalsHeight = rows.length * TOTALS_STEP + 7 + 22 + TOTALS_STEP + 17;
  const sideWidth = frame.width - TOTALS_WIDTH - SIDE_GAP;
  const payable = invoice.balanceCents > 0 && invoice.status !== 'void';
  const sideHeight = payable ? paymentInstructions(frame, 0, sideWidth, false) : 0;
  const top = ensureRoom(frame, Math.max(totalsHeight, sideHeight) + 12) + 12;

  const left = frame.right - TOTALS_WIDTH;
  const inner = TOTALS_WIDTH - 16;
  let y = top;
  const line = (label: string, value: string, size: number, strong: boolean, color: string) => {
    const font = strong ? 'bold' : 'regular';
    style(doc, font, size, strong ? COLOR.ink : COLOR.muted).text(label, left + 8, y, {
      width: inner,
    });
    style(doc, font, size, color).text(value, left + 8, y, { width: inner, align: 'right' });
  };
  for (const [label, value] of rows) {
    line(label, value, SIZE.body, false, COLOR.ink);
    y += TOTALS_STEP;
  }
  rule(doc, left, frame.right, y, COLOR.subtle);
  y += 7;
  line(labels.total, frame.money(invoice.totalCents), 11, true, COLOR.ink);
  y += 22;
  line(labels.amountPaid, frame.money(invoice.paidCents), SIZE.body, false, COLOR.ink);
  y += TOTALS_STEP;
  doc.rect(left, y - 5, TOTALS_WIDTH, 22).fill(COLOR.accentSoft);
  const balanceColor = invoice.status === 'overdue' ? COLOR.danger : COLOR.accent;
  line(labels.balanceDue, frame.money(invoice.balanceCents), 10, true, balanceColor);

  if (payable) paymentInstructions(frame, top, sideWidth, true);
  if (invoice.status === 'paid' || invoice.status === 'void') {
    const color = invoice.status === 'paid' ? COLOR.success : COLOR.danger;
    drawStamp(frame, labels.stamps[invoice.status], color, {
      x: frame.left + sideWidth / 2,
      y: top + totalsHeight / 2,
    });
  }
  doc.y = top + Math.max(totalsHeight, sideHeight) + 24;
}

/**
 * Bank transfer details and the online-payment link in a column `width` wide at the left
 * margin. Measures without drawing when `draw` is false; returns the height either way.
 */
function paymentInstructions(frame: Frame, top: number, width: number, draw: boolean): number {
  const { doc, invoice, labels } = frame;
  const { bankTransfer } = invoice;
  const x = frame.left;
  const labelWidth = 104;
  let y = top;
  const put = (
    text: string,
    font: 'regular' | 'bold',
    size: number,
    color: string,
    offset: number,
    options: PDFKit.Mixins.TextOptions = {},
  ) => {
    const textOptions = { width: width - offset, ...options };
    style(doc, font, size, color);
    if (draw) doc.text(text, x + offset, y, textOptions);
    return doc.heightOfString(text, textOptions);
  };

  y += put(labels.howToPay, 'bold', SIZE.heading, COLOR.accent, 0) + 3;
  if (draw) rule(doc, x, x + width, y);
  y += 8;
  y += put(labels.bankTransfer, 'bold', SIZE.body, COLOR.ink, 0) + 4;
  const bankRows: Array<[string, string]> = [
    [labels.bank, bankTransfer.bankName],
    [labels.accountName, bankTransfer.accountName],
    [labels.accountNumber, bankTransfer.accountNumber],
    [labels.routingNumber, bankTransfer.routingNumber],
    [labels.swift, bankTransfer.swift],
  ];
  for (const [label, value] of bankRows) {
    const labelHeight = put(label, 'regular', SIZE.detail, COLOR.muted, 0, {
      width: labelWidth - 6,
    });
    const valueHeight = put(value, 'regular', SIZE.detail, COLOR.ink, labelWidth);
    y += Math.max(labelHeight, valueHeight) + 2.5;
  }
  y += 4;
  y += put(labels.useReference(invoice.number), 'bold', SIZE.detail, COLOR.ink, 0) + 12;
  y += put(labels.payOnline, 'bold', SIZE.body, COLOR.ink, 0) + 4;
  y += put(labels.payOnlineText, 'regular', SIZE.detail, COLOR.muted, 0) + 3;
  y += put(invoice.payOnlineUrl, 'regular', SIZE.detail, COLOR.primary, 0, {
    link: invoice.payOnlineUrl,
    underline: true,
  });
  return y - top;
}

/** A rubber stamp ('PAID', 'VOID') centred on `center`, tilted, translucent. */
function drawStamp(frame: Frame, text: string, color: string, center: { x: number; y: number }) {
  const { doc } = frame;
  const size = 26;
  // Below a tenth of the size, so the word still copies as one word.
  const spacing = 2;
  style(doc, 'bold', size, color);
  // The spacing also follows the last letter; the frame is centred on the letters alone.
  const textWidth = doc.widthOfString(text, { characterSpacing: spacing }) - spacing;
  const width = textWidth + 32;
  const height = 46;
  doc.save();
  doc.rotate(-12, { origin: [center.x, center.y] });
  doc.opacity(0.85);
  doc
    .roundedRect(center.x - width / 2, center.y - height / 2, width, height, 6)
    .lineWidth(2.5)
    .strokeColor(color)
    .stroke();
  style(doc, 'bold', size, color).text(text, center.x - textWidth / 2, center.y - size * 0.6, {
    characterSpacing: spacing,
    lineBreak: false,
  });
  doc.restore();
}

function drawPaymentHistory(frame: Frame): void {
  const { doc, invoice, labels } = frame;
  doc.y = sectionHeading(frame, labels.paymentHistory, 50);
  drawTable(
    frame,
    [
      { key: 'date', label: labels.date, width: 140, align: 'left' },
      { key: 'method', label: labels.method, width: 130, align: 'left' },
      { key: 'reference', label: labels.reference, width: 0, align: 'left' },
      { key: 'amount', label: labels.amount, width: 98, align: 'right' },
    ],
    invoice.payments.map((payment) => ({
      date: frame.date(payment.date),
      method: paymentMethodLabel(payment.method, labels),
      reference: payment.reference?.trim() || '—',
      amount: frame.money(payment.amountCents),
    })),
  );
  doc.y += 20;
}

function drawNotes(frame: Frame, notes: string): void {
  const { doc, labels } = frame;
  // Room for a first line: a long note continues on the next page by itself.
  doc.y = sectionHeading(frame, labels.notes, 14);
  style(doc, 'regular', SIZE.body, COLOR.muted).text(notes, frame.left, doc.y, {
    width: frame.width,
    lineGap: 1.5,
  });
}

/**
 * Drawn once the page count is known: the footer with 'Page 1 of 2' on every page, and the
 * invoice number in the top band of the pages after the first.
 */
function drawPageBands(frame: Frame): void {
  const { doc, invoice, labels } = frame;
  const { start, count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index++) {
    doc.switchToPage(start + index);
    // Text in the bottom margin would otherwise make pdfkit start a new page.
    const contentBottom = doc.page.maxY();
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerY = contentBottom + FOOTER_TEXT_GAP;
    rule(doc, frame.left, frame.right, contentBottom + FOOTER_RULE_GAP);
    style(doc, 'regular', SIZE.small, COLOR.subtle).text(
      `${invoice.agency.name}  ·  ${invoice.agency.website}  ·  ${invoice.number}`,
      frame.left,
      footerY,
      { width: frame.width * 0.7, lineBreak: false },
    );
    style(doc, 'regular', SIZE.small, COLOR.subtle).text(
      labels.page(index + 1, count),
      frame.left,
      footerY,
      { width: frame.width, align: 'right', lineBreak: false },
    );
    if (index > 0) {
      style(doc, 'bold', SIZE.body, COLOR.ink).text(
        `${labels.documentTitle(invoice.number)} (${labels.continued})`,
        frame.left,
        BAND_TOP,
        { width: frame.width * 0.6, lineBreak: false },
      );
      style(doc, 'regular', SIZE.body, COLOR.muted).text(
        invoice.agency.name,
        frame.left,
        BAND_TOP,
        {
          width: frame.width,
          align: 'right',
          lineBreak: false,
        },
      );
      rule(doc, frame.left, frame.right, BAND_TOP + 16);
    }
    doc.page.margins.bottom = bottom;
  }
}
