import { t } from '../../i18n/id';
import { formatDate, formatRupiah } from '../../i18n/format';
import { formatNumber, monthLabel } from '../../i18n/id/report';
import { terbilang } from '../../i18n/terbilang';
import type { Company } from '../services/company';
import type { ExportInvoice } from './invoice-period';
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

const tx = t.report.invoiceExport;

/** An order the invoice covers, listed with its delivery date. */
export interface InvoicePdfOrder {
  number: string;
  deliveryDate: string;
  total: number;
}

export interface InvoicePdfLine {
  title: string;
  qty: number;
  unit: string;
  price: number;
  subtotal: number;
}

/** The lines table: x and width of each column; numbers are right-aligned. */
const COLUMNS = tableColumns({ no: 24, product: 0, qty: 52, unit: 52, price: 88, subtotal: 96 }, 'product');
const CELL_PAD = 4;

const periodeText = (inv: ExportInvoice) => (inv.periode ? monthLabel(inv.periode) : tx.manualPeriode);
const statusText = (status: string) => t.invoice.statuses[status] ?? status;
/** "10" / "10,5" from the numeric(14,2) text the database keeps. */
const amountText = (value: string) => formatNumber(value);

/**
 * One invoice as a pdfkit document (a Node readable stream), fit for a partner's bookkeeper: the
 * seller (the bakery's name, address, phone, NPWP from the company settings), INVOICE with number,
 * period, issue and due dates and status; the outlet billed with its partner and address; the
 * orders it covers with their delivery dates; the lines; subtotal, discount, DPP (for a PKP
 * seller), tax and total in figures and in words; where to transfer to; the footer note. Pages are buffered only to number them
 * at the end; one invoice is a few pages at most, so that stays small, and the zip writer asks
 * for the next invoice only after this one is in the archive.
 */
export function invoicePdf(
  inv: ExportInvoice,
  lines: InvoicePdfLine[],
  orders: InvoicePdfOrder[],
  company: Company,
): PDFKit.PDFDocument {
  const doc = a4Document({ title: tx.docSubject(inv.number) });
  // Header: who bills (left), what this is (right).
  let y = documentHeader(doc, company.name, tx.docTitle, 22) + 2;
  let sy = y;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of [
    company.address,
    company.phone ? tx.phone(company.phone) : null,
    company.npwp ? tx.npwp(company.npwp) : null,
  ]) {
    if (!line) continue;
    doc.text(line, PAGE.margin, sy, { width: CONTENT_W / 2 - 10 });
    sy = doc.y + 1;
  }

  const facts: [string, string][] = [
    [tx.number, inv.number],
    [tx.periodeLabel, periodeText(inv)],
    [tx.issueDate, formatDate(inv.createdAt)],
    [tx.dueDate, formatDate(inv.dueDate)],
    [tx.status, statusText(inv.status)],
  ];
  let fy = y;
  for (const [label, value] of facts) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, PAGE.margin + CONTENT_W / 2, fy, { width: 80 });
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(INK)
      .text(value, PAGE.margin + CONTENT_W / 2 + 80, fy, { width: CONTENT_W / 2 - 80, align: 'right' });
    fy += 14;
  }
  y = Math.max(sy, fy) + 12;

  // Billed to.
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(tx.billTo, PAGE.margin, y);
  y += 13;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(inv.outlet, PAGE.margin, y, { width: CONTENT_W * 0.6 });
  y = doc.y + 2;
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  if (inv.partner) {
    doc.text(tx.partner(inv.partner), PAGE.margin, y, { width: CONTENT_W * 0.6 });
    y = doc.y + 1;
  }
  if (inv.outletAddress) {
    doc.fillColor(MUTED).text(inv.outletAddress, PAGE.margin, y, { width: CONTENT_W * 0.6 });
    y = doc.y;
  }
  y += 16;

  // The orders this invoice covers.
  if (orders.length > 0) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text(tx.ordersCovered(orders.length), PAGE.margin, y);
    y = doc.y + 2;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    const text = orders.map((o) => `${o.number} (${formatDate(o.deliveryDate)})`).join(', ');
    doc.text(text, PAGE.margin, y, { width: CONTENT_W });
    y = doc.y + 12;
  }

  // Lines.
  const headerRow = () => {
    doc.rect(PAGE.margin, y, CONTENT_W, 18).fill('#f5f5f4');
    doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
    const head: [keyof typeof COLUMNS, string, 'left' | 'right'][] = [
      ['no', tx.lineNo, 'left'],
      ['product', tx.product, 'left'],
      ['qty', tx.qty, 'right'],
      ['unit', tx.unit, 'left'],
      ['price', tx.price, 'right'],
      ['subtotal', tx.subtotal, 'right'],
    ];
    for (const [key, label, align] of head)
      doc.text(label, COLUMNS[key].x + CELL_PAD, y + 5, {
        width: COLUMNS[key].w - 2 * CELL_PAD,
        align,
        lineBreak: false,
      });
    y += 18;
  };
  headerRow();
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  if (lines.length === 0) {
    doc.fillColor(MUTED).text(tx.noLines, PAGE.margin + CELL_PAD, y + 5, { width: CONTENT_W - 2 * CELL_PAD });
    y += 20;
  }
  lines.forEach((line, i) => {
    doc.font('Helvetica').fontSize(9);
    const rowH =
      Math.max(
        doc.heightOfString(line.title, { width: COLUMNS.product.w - 2 * CELL_PAD }),
        doc.currentLineHeight(true),
      ) + 8;
    if (y + rowH > BOTTOM) {
      doc.addPage();
      y = PAGE.margin;
      headerRow();
      doc.font('Helvetica').fontSize(9);
    }
    doc.fillColor(INK);
    const cell = (key: keyof typeof COLUMNS, text: string, align: 'left' | 'right') =>
      doc.text(text, COLUMNS[key].x + CELL_PAD, y + 4, { width: COLUMNS[key].w - 2 * CELL_PAD, align });
    cell('no', String(i + 1), 'left');
    cell('product', line.title, 'left');
    cell('qty', formatNumber(line.qty), 'right');
    cell('unit', line.unit, 'left');
    cell('price', formatRupiah(line.price), 'right');
    cell('subtotal', formatRupiah(line.subtotal), 'right');
    y += rowH;
    doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
  });

  // Totals, right-aligned under the amounts.
  const totals: [string, string, boolean][] = [
    [tx.subtotal, formatRupiah(inv.subtotal), false],
    [
      inv.discountType === 'persen' ? tx.percent(tx.discount, amountText(inv.discount)) : tx.discount,
      inv.discountAmount > 0 ? `-${formatRupiah(inv.discountAmount)}` : formatRupiah(0),
      false,
    ],
    ...(company.isPkp
      ? [[tx.dpp, formatRupiah(Math.max(0, inv.subtotal - inv.discountAmount)), false] as [string, string, boolean]]
      : []),
    [
      inv.taxType === 'persen' ? tx.percent(tx.tax, amountText(inv.taxAmount)) : tx.tax,
      formatRupiah(inv.taxValue),
      false,
    ],
    [tx.total, formatRupiah(inv.total), true],
    // Partly paid (issue 17): what was paid and what is still owed, under the total.
    ...(inv.status !== 'lunas' && inv.paidAmount > 0
      ? ([
          [t.invoice.paid, `-${formatRupiah(inv.paidAmount)}`, false],
          [t.invoice.remaining, formatRupiah(Math.max(0, inv.total - inv.paidAmount)), true],
        ] as [string, string, boolean][])
      : []),
  ];
  if (y + totals.length * 16 + 130 > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += 10;
  const labelX = COLUMNS.unit.x;
  const labelW = COLUMNS.price.x + COLUMNS.price.w - labelX;
  for (const [label, value, strong] of totals) {
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 11 : 9)
      .fillColor(INK);
    if (strong) {
      doc
        .moveTo(labelX, y - 3)
        .lineTo(RIGHT, y - 3)
        .lineWidth(0.8)
        .strokeColor(INK)
        .stroke();
      y += 2;
    }
    doc.text(label, labelX + CELL_PAD, y, { width: labelW - 2 * CELL_PAD, align: 'right' });
    doc.text(value, COLUMNS.subtotal.x + CELL_PAD, y, { width: COLUMNS.subtotal.w - 2 * CELL_PAD, align: 'right' });
    y += strong ? 18 : 15;
  }
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor(INK)
    .text(tx.inWords(terbilang(inv.total)), PAGE.margin, y, { width: CONTENT_W, align: 'right' });
  y = doc.y + 4;
  if (inv.status === 'lunas' && inv.paymentDate) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('#166534')
      .text(tx.paidOn(formatDate(inv.paymentDate)), labelX + CELL_PAD, y, {
        width: RIGHT - labelX - CELL_PAD,
        align: 'right',
      });
    y += 14;
  }

  // Where to pay.
  y += 14;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(tx.transferTo, PAGE.margin, y);
  y = doc.y + 3;
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  if (company.bankAccountNumber) {
    for (const line of [
      company.bankName ? tx.bank(company.bankName) : null,
      tx.accountNumber(company.bankAccountNumber),
      company.bankAccountName ? tx.accountName(company.bankAccountName) : null,
    ]) {
      if (!line) continue;
      doc.text(line, PAGE.margin, y, { width: CONTENT_W });
      y = doc.y + 1;
    }
  } else {
    doc.fillColor(MUTED).text(tx.bankNotSet, PAGE.margin, y, { width: CONTENT_W });
    y = doc.y + 1;
  }
  for (const [label, text] of [
    [tx.notes, inv.notes],
    [tx.adjustmentNote, inv.adjustmentNote],
    [null, company.invoiceFooter],
  ] as const) {
    if (!text) continue;
    y += 8;
    if (label) doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text(label, PAGE.margin, y, { width: CONTENT_W });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(text, PAGE.margin, label ? doc.y + 1 : y, { width: CONTENT_W });
    y = doc.y;
  }

  return finishWithPageNumbers(doc, inv.number);
}
