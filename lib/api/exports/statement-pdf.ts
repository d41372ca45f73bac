import { formatDate, formatRupiah } from '../../i18n/format';
import { t } from '../../i18n/id';
import type { Company } from '../services/company';
import type { Statement } from '../services/statement';
import {
  a4Document,
  documentHeader,
  BOTTOM,
  CONTENT_W,
  finishWithPageNumbers,
  INK,
  MUTED,
  PAGE,
  RIGHT,
  RULE,
  tableColumns,
} from './pdf-page';

const ts = t.statement;

/** The table: x and width of each column; money right-aligned. */
const COLUMNS = tableColumns({ date: 70, description: 0, debit: 80, credit: 80, balance: 85 }, 'description');

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

  const header = () => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
    const c = ts.columns;
    doc.text(c.date, COLUMNS.date.x, y, { width: COLUMNS.date.w });
    doc.text(c.description, COLUMNS.description.x, y, { width: COLUMNS.description.w });
    doc.text(c.debit, COLUMNS.debit.x, y, { width: COLUMNS.debit.w, align: 'right' });
    doc.text(c.credit, COLUMNS.credit.x, y, { width: COLUMNS.credit.w, align: 'right' });
    doc.text(c.balance, COLUMNS.balance.x, y, { width: COLUMNS.balance.w, align: 'right' });
    y += 14;
    doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).strokeColor(RULE).stroke();
    y += 5;
  };
  const row = (date: string, description: string, debit: string, credit: string, balance: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height = doc.heightOfString(description, { width: COLUMNS.description.w - 6 });
    if (y + height > BOTTOM) {
      doc.addPage();
      y = PAGE.margin;
      header();
    }
    doc.fillColor(INK).text(date, COLUMNS.date.x, y, { width: COLUMNS.date.w });
    doc.text(description, COLUMNS.description.x, y, { width: COLUMNS.description.w - 6 });
    doc.text(debit, COLUMNS.debit.x, y, { width: COLUMNS.debit.w, align: 'right' });
    doc.text(credit, COLUMNS.credit.x, y, { width: COLUMNS.credit.w, align: 'right' });
    doc.text(balance, COLUMNS.balance.x, y, { width: COLUMNS.balance.w, align: 'right' });
    y += Math.max(height, 11) + 5;
  };

  header();
  row(formatDate(statement.from), ts.opening, '', '', formatRupiah(statement.opening), true);
  if (statement.entries.length === 0) row('', ts.empty, '', '', '');
  for (const e of statement.entries)
    row(
      formatDate(e.date),
      e.description,
      e.debit ? formatRupiah(e.debit) : '',
      e.credit ? formatRupiah(e.credit) : '',
      formatRupiah(e.balance),
    );
  doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).strokeColor(RULE).stroke();
  y += 5;
  row(formatDate(statement.to), ts.closing, '', '', formatRupiah(statement.closing), true);
  y += 8;
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(ts.note, PAGE.margin, y, { width: CONTENT_W });

  return finishWithPageNumbers(doc);
}
