import PDFDocument from 'pdfkit';
import { t } from '../../i18n/id';

/** The page every PDF of the back office is laid out on: A4 in points with 50 pt margins. */
export const PAGE = { width: 595.28, height: 841.89, margin: 50 };
export const RIGHT = PAGE.width - PAGE.margin;
export const CONTENT_W = RIGHT - PAGE.margin;
/** Bottom of the writable area: the page number sits below it. */
export const BOTTOM = PAGE.height - PAGE.margin - 20;
export const INK = '#1c1917';
export const MUTED = '#57534e';
export const RULE = '#d6d3d1';
export const BRAND = '#9a3412';

/**
 * An A4 document of the back office with its pages kept until the end, so `finishWithPageNumbers`
 * can write "Halaman i dari n" once the count is known. A `streamed` one (the delivery pack, long)
 * sends each page out as the next one starts, has no page numbers, and its caller adds each page.
 */
export function a4Document(info: { title: string; subject?: string; author?: string; streamed?: boolean }) {
  return new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: !info.streamed,
    autoFirstPage: !info.streamed,
    info: {
      Title: info.title,
      Subject: info.subject ?? info.title,
      Author: info.author ?? t.app.name,
      Creator: t.app.name,
    },
  });
}

/** Numbers every page at the bottom right (after `prefix`, e.g. the invoice number) and ends the document. */
export function finishWithPageNumbers(doc: PDFKit.PDFDocument, prefix?: string): PDFKit.PDFDocument {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // The number sits in the bottom margin; without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    const page = t.report.invoiceExport.page(i + 1, range.count);
    doc.text(prefix ? `${prefix} · ${page}` : page, PAGE.margin, PAGE.height - PAGE.margin - 10, {
      width: CONTENT_W,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return doc;
}

/**
 * The head of a document: the bakery's name on the left, what the document is on the right, at
 * the top of the first page. Answers the y below both, for what follows.
 */
export function documentHeader(doc: PDFKit.PDFDocument, company: string, title: string, titleSize: number): number {
  const y = PAGE.margin;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(BRAND)
    .text(company, PAGE.margin, y, { width: CONTENT_W / 2 });
  doc
    .font('Helvetica-Bold')
    .fontSize(titleSize)
    .fillColor(INK)
    .text(title, PAGE.margin + CONTENT_W / 2, y, { width: CONTENT_W / 2, align: 'right' });
  return Math.max(doc.y, y + 22);
}

/**
 * A table's columns across the page, left to right: each one's x and width. `flexible` takes what
 * the others leave of the content width (the name or description column).
 */
export function tableColumns<K extends string>(
  widths: Record<K, number>,
  flexible: NoInfer<K>,
): Record<K, { x: number; w: number }> {
  const keys = Object.keys(widths) as K[];
  const fixed = keys.filter((k) => k !== flexible).reduce((sum, k) => sum + widths[k], 0);
  const at = {} as Record<K, { x: number; w: number }>;
  let x = PAGE.margin;
  for (const key of keys) {
    const w = key === flexible ? CONTENT_W - fixed : widths[key];
    at[key] = { x, w };
    x += w;
  }
  return at;
}

/** A column of a `pagedTable`: its header, its width (0: what the others leave), its alignment. */
export interface PdfColumn {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/** A row of a `pagedTable`: its cells, or its cells in bold (an opening or a closing balance). */
export type PdfRow = string[] | { cells: string[]; bold: true };

/**
 * A table from `doc.y` across the content width, each row ruled below it and an empty cell shown
 * as "-"; what follows starts a little below it. A row that would pass the foot goes on a new
 * page: `onNewPage` adds that page with its head, then the header is written again.
 */
export function pagedTable(doc: PDFKit.PDFDocument, columns: PdfColumn[], rows: PdfRow[], onNewPage: () => void) {
  const fixed = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => c.width || CONTENT_W - fixed);
  const height = (cells: string[]) =>
    Math.max(...cells.map((cell, i) => doc.heightOfString(cell || '-', { width: widths[i] - 6 }))) + 6;
  const header = columns.map((c) => c.label);
  const draw = (cells: string[], bold: boolean, isHeader = false) => {
    const font = bold ? 'Helvetica-Bold' : 'Helvetica';
    doc.font(font).fontSize(9).fillColor(INK);
    const h = height(cells);
    if (doc.y + h > BOTTOM) {
      onNewPage();
      if (!isHeader) draw(header, true, true);
      doc.font(font).fontSize(9).fillColor(INK);
    }
    const y = doc.y;
    let x = PAGE.margin;
    cells.forEach((cell, i) => {
      doc.text(cell || '-', x + 3, y + 3, { width: widths[i] - 6, align: columns[i].align ?? 'left' });
      x += widths[i];
    });
    doc
      .save()
      .lineWidth(0.5)
      .strokeColor(RULE)
      .moveTo(PAGE.margin, y + h)
      .lineTo(RIGHT, y + h)
      .stroke()
      .restore();
    doc.x = PAGE.margin;
    doc.y = y + h;
  };
  draw(header, true, true);
  for (const row of rows) {
    if (Array.isArray(row)) draw(row, false);
    else draw(row.cells, true);
  }
  doc.moveDown(0.8);
}
