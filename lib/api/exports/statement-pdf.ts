import { formatDate, formatRupiah } from '../../i18n/format';
import { t } from '../../i18n/id';
import type { Company } from '../services/company';
import type { Statement } from '../services/statement';
import {
  a4Document,
  CONTENT_W,
  documentHeader,
  finishWithPageNumbers,
  INK,
  MUTED,
  PAGE,
  pagedTable,
  type PdfColumn,
  type PdfRow,
} from './pdf-page';

const ts = t.statement;

/** The table's columns; the description takes what the others leave, money is right-aligned. */
const COLUMNS: PdfColumn[] = [
  { label: ts.columns.date, width: 82 },
  { label: ts.columns.description, width: 0 },
  { label: ts.columns.debit, width: 80, align: 'right' },
  { label: ts.columns.credit, width: 80, align: 'right' },
  { label: ts.columns.balance, width: 85, align: 'right' },
];

/**
 * A partner's statement as a pdfkit document (a Node readable stream): the bakery, the partner and
 * the period; the opening balance, one row per invoice and payment with the running balance, and
 * the closing balance, which is what was unpaid on the last day.
 */
export function statementPdf(statement: Statement, company: Company, printedAt: Date): PDFKit.PDFDocument {
  const doc = a4Document({ title: `${ts.title} ${statement.partner.name}` });
  let y = documentHeader(doc, company.name, ts.title, 18) + 8;
  const facts: [string, string][] = [
    [ts.partner, statement.partner.name],
    [ts.period, ts.periodValue(formatDate(statement.from), formatDate(statement.to))],
    [ts.printed, formatDate(printedAt)],
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, PAGE.margin, y, { width: 90 });
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(INK)
      .text(value, PAGE.margin + 90, y, { width: CONTENT_W - 90 });
    y = doc.y + 4;
  }
  y += 10;

  const money = (amount: number) => (amount ? formatRupiah(amount) : '');
  const rows: PdfRow[] = [
    { cells: [formatDate(statement.from), ts.opening, '', '', formatRupiah(statement.opening)], bold: true },
    ...(statement.entries.length === 0 ? [['', ts.empty, '', '', '']] : []),
    ...statement.entries.map((e) => [
      formatDate(e.date),
      e.description,
      money(e.debit),
      money(e.credit),
      formatRupiah(e.balance),
    ]),
    { cells: [formatDate(statement.to), ts.closing, '', '', formatRupiah(statement.closing)], bold: true },
  ];
  doc.y = y;
  pagedTable(doc, COLUMNS, rows, () => doc.addPage());
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(ts.note, PAGE.margin, doc.y, { width: CONTENT_W });

  return finishWithPageNumbers(doc);
}
