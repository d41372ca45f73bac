import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { t } from '../../i18n/id';
import { monthLabel } from '../../i18n/id/report';
import type { ExportInvoice } from './invoice-period';
import { safeCell } from './safe-cell';

const tx = t.report.invoiceExport;

/** Rupiah with id-ID grouping in the reader's spreadsheet program; the cell stays a number. */
const RUPIAH_FORMAT = '"Rp"#,##0';
const DATE_FORMAT = 'd mmm yyyy';

/** Columns of the recap; money columns hold numbers so they can be summed and sorted. */
const COLUMNS = [
  { header: tx.number, width: 20 },
  { header: tx.outlet, width: 30 },
  { header: tx.partnerColumn, width: 24 },
  { header: tx.periode, width: 16 },
  { header: tx.subtotal, width: 16, money: true },
  { header: tx.discount, width: 14, money: true },
  { header: tx.tax, width: 14, money: true },
  { header: tx.total, width: 16, money: true },
  { header: t.invoice.paid, width: 16, money: true },
  { header: t.invoice.remaining, width: 16, money: true },
  { header: tx.status, width: 13 },
  { header: tx.paymentDate, width: 14 },
] as const;
const MONEY_COLUMNS = COLUMNS.flatMap((c, i) => ('money' in c ? [i + 1] : []));

/** A business date (YYYY-MM-DD) as a spreadsheet date; exceljs writes dates in UTC. */
const asDate = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

/**
 * Writes the period's recap with exceljs's streaming writer: a title, a note, the header, one
 * row per invoice (number, outlet, partner, period, subtotal, discount, tax, total, paid, what is
 * left, status, payment date) and a totals row. Each row is committed as soon as it is added, so memory
 * stays flat for any number of invoices. Text that comes from people (outlet and partner
 * names) is neutralised when a spreadsheet could read it as a formula (QUALITY 9).
 */
export async function writeInvoiceRecapXlsx(invoices: ExportInvoice[], periode: string, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = t.app.name;
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(tx.sheetName, { views: [{ state: 'frozen', xSplit: 1, ySplit: 3 }] });
  sheet.columns = COLUMNS.map((c) => ({ width: c.width }));

  const title = sheet.addRow([tx.sheetTitle(monthLabel(periode))]);
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet.addRow([tx.sheetNote]).commit();
  const header = sheet.addRow(COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  header.commit();

  const sums = { subtotal: 0, discount: 0, tax: 0, total: 0, paid: 0 };
  const money = (row: ExcelJS.Row) => {
    for (const c of MONEY_COLUMNS) row.getCell(c).numFmt = RUPIAH_FORMAT;
  };
  for (const inv of invoices) {
    sums.subtotal += inv.subtotal;
    sums.discount += inv.discountAmount;
    sums.tax += inv.taxValue;
    sums.total += inv.total;
    // A Lunas invoice is paid whole; otherwise what accepted payments cover (issue 17).
    const paid = inv.status === 'lunas' ? inv.total : Math.min(inv.paidAmount, inv.total);
    sums.paid += paid;
    const row = sheet.addRow([
      safeCell(inv.number),
      safeCell(inv.outlet),
      safeCell(inv.partner ?? ''),
      inv.periode ? monthLabel(inv.periode) : tx.manualPeriode,
      inv.subtotal,
      inv.discountAmount,
      inv.taxValue,
      inv.total,
      paid,
      inv.total - paid,
      t.invoice.statuses[inv.status] ?? safeCell(inv.status),
      asDate(inv.paymentDate),
    ]);
    money(row);
    row.getCell(COLUMNS.length).numFmt = DATE_FORMAT;
    row.commit();
  }
  const totals = sheet.addRow([
    tx.totalRow,
    null,
    null,
    null,
    sums.subtotal,
    sums.discount,
    sums.tax,
    sums.total,
    sums.paid,
    sums.total - sums.paid,
    null,
    null,
  ]);
  money(totals);
  totals.font = { bold: true };
  totals.commit();

  sheet.commit();
  await workbook.commit();
}
