import type { InvoiceDocument, InvoiceStatus } from './invoice-document';
import type { InvoiceLabels } from './invoice-labels';

export type Doc = PDFKit.PDFDocument;

/** The site's design tokens (frontends/shared/ui styles, light theme): sober, and they print. */
export const COLOR = {
  ink: '#0f172a',
  muted: '#475569',
  subtle: '#5b6678',
  rule: '#e2e8f0',
  band: '#f5f7fb',
  primary: '#4f46e5',
  accent: '#3730a3',
  accentSoft: '#eef2ff',
  success: '#15803d',
  successSoft: '#dcfce7',
  warning: '#a16207',
  warningSoft: '#fef9c3',
  danger: '#b91c1c',
  dangerSoft: '#fee2e2',
} as const;

export const STATUS_COLOR: Record<InvoiceStatus, { ink: string; soft: string }> = {
  draft: { ink: COLOR.subtle, soft: COLOR.band },
  pending: { ink: COLOR.accent, soft: COLOR.accentSoft },
  partial: { ink: COLOR.warning, soft: COLOR.warningSoft },
  paid: { ink: COLOR.success, soft: COLOR.successSoft },
  overdue: { ink: COLOR.danger, soft: COLOR.dangerSoft },
  void: { ink: COLOR.subtle, soft: COLOR.band },
};

/**
 * Letter spacing of small capitals labels, in points. Spacing above about a tenth of the font
 * size makes PDF readers copy (and read aloud) 'B I L L T O' instead of 'BILL TO'.
 */
export const LABEL_SPACING = 0.5;

/** Font sizes in points. */
export const SIZE = { body: 9, detail: 8.5, small: 7.5, label: 7, heading: 10 } as const;

/** The page, the invoice and its language: what every part of the layout draws with. */
export interface Frame {
  doc: Doc;
  invoice: InvoiceDocument;
  labels: InvoiceLabels;
  /** For upper-casing labels ('i' stays 'I' in both languages). */
  locale: string;
  left: number;
  right: number;
  width: number;
  money: (cents: number) => string;
  date: (day: string) => string;
}

export function style(doc: Doc, font: 'regular' | 'bold', size: number, color: string): Doc {
  return doc.font(font).fontSize(size).fillColor(color);
}

export function rule(
  doc: Doc,
  from: number,
  to: number,
  y: number,
  color: string = COLOR.rule,
  weight = 0.75,
): void {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(weight).strokeColor(color).stroke();
}

/** A small spaced capitals label above a block ('BILL TO'); returns where the block starts. */
export function blockLabel(frame: Frame, text: string, x: number, y: number, width: number) {
  style(frame.doc, 'bold', SIZE.label, COLOR.subtle).text(
    text.toLocaleUpperCase(frame.locale),
    x,
    y,
    { width, characterSpacing: LABEL_SPACING },
  );
  return frame.doc.y + 3;
}

/** Starts a new page when `height` does not fit below the cursor; returns the cursor. */
export function ensureRoom(frame: Frame, height: number): number {
  const { doc } = frame;
  if (doc.y + height > doc.page.maxY()) doc.addPage();
  return doc.y;
}

/** A section title with a rule under it, kept on the page with `room` points of what follows. */
export function sectionHeading(frame: Frame, text: string, room: number): number {
  const { doc } = frame;
  const top = ensureRoom(frame, 22 + room);
  style(doc, 'bold', SIZE.heading, COLOR.accent).text(text, frame.left, top, {
    width: frame.width,
  });
  const y = doc.y + 3;
  rule(doc, frame.left, frame.right, y);
  return y + 8;
}

export interface Column {
  key: string;
  label: string;
  /** Points; 0 for the one column that takes the width the others leave. */
  width: number;
  align: 'left' | 'right';
}

type PlacedColumn = Column & { x: number };

const CELL_X = 8;
const CELL_Y = 6;
const HEADER_HEIGHT = 20;

function placeColumns(frame: Frame, columns: Column[]): PlacedColumn[] {
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  let x = frame.left;
  return columns.map((column) => {
    const placed = { ...column, width: column.width || frame.width - fixed, x };
    x += placed.width;
    return placed;
  });
}

function drawTableHeader(frame: Frame, columns: PlacedColumn[]): void {
  const { doc } = frame;
  const top = doc.y;
  doc.rect(frame.left, top, frame.width, HEADER_HEIGHT).fill(COLOR.accentSoft);
  for (const column of columns) {
    style(doc, 'bold', SIZE.small, COLOR.accent).text(column.label, column.x + CELL_X, top + 6.5, {
      width: column.width - 2 * CELL_X,
      align: column.align,
      lineBreak: false,
    });
  }
  doc.y = top + HEADER_HEIGHT;
}

function rowHeight(frame: Frame, columns: PlacedColumn[], row: Record<string, string>): number {
  const { doc } = frame;
  style(doc, 'regular', SIZE.body, COLOR.ink);
  const tallest = Math.max(
    ...columns.map((column) =>
      doc.heightOfString(row[column.key] || ' ', {
        width: column.width - 2 * CELL_X,
        lineGap: 1.5,
      }),
    ),
  );
  return tallest + 2 * CELL_Y;
}

/**
 * Rows of text cells under a tinted header. Texts wrap within their column; a row that does not
 * fit on the page goes to the next one, under the header again.
 */
export function drawTable(frame: Frame, columns: Column[], rows: Array<Record<string, string>>) {
  const { doc } = frame;
  const placed = placeColumns(frame, columns);
  ensureRoom(frame, HEADER_HEIGHT + (rows.length > 0 ? rowHeight(frame, placed, rows[0]) : 0));
  drawTableHeader(frame, placed);
  for (const row of rows) {
    const height = rowHeight(frame, placed, row);
    if (doc.y + height > doc.page.maxY()) {
      doc.addPage();
      drawTableHeader(frame, placed);
    }
    const top = doc.y;
    for (const column of placed) {
      style(doc, 'regular', SIZE.body, COLOR.ink).text(
        row[column.key] ?? '',
        column.x + CELL_X,
        top + CELL_Y,
        { width: column.width - 2 * CELL_X, align: column.align, lineGap: 1.5 },
      );
    }
    doc.y = top + height;
    rule(doc, frame.left, frame.right, doc.y, COLOR.rule, 0.5);
  }
}
