import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { t } from '../../i18n/id';
import { dateRange } from '../../i18n/id/schedule';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { outlets } from '../db/schema/outlets';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { invalid } from '../errors';
import { businessDate, daysInclusive } from '../schemas/schedule';
import { orderScope, ordersToDeliver, productSizeSums } from '../services/order-queries';
import { safeCell } from './safe-cell';

/** About two months: enough for a period's planning, small enough to stay one readable sheet. */
export const MAX_RECAP_DAYS = 62;

export interface RecapRange {
  startDate: string;
  endDate: string;
}

const isDate = (v: string) => businessDate('').safeParse(v).success;

/** The range of GET /count-order, refused with a message that says what to fix (422). */
export function parseRecapRange(query: { startDate?: string; endDate?: string }): RecapRange {
  const startDate = query.startDate?.trim() ?? '';
  const endDate = query.endDate?.trim() ?? '';
  if (!startDate || !endDate) {
    throw invalid(t.exports.datesRequired, {
      ...(!startDate && { startDate: t.exports.datesRequired }),
      ...(!endDate && { endDate: t.exports.datesRequired }),
    });
  }
  if (!isDate(startDate)) throw invalid(t.exports.invalidDate, { startDate: t.exports.invalidDate });
  if (!isDate(endDate)) throw invalid(t.exports.invalidDate, { endDate: t.exports.invalidDate });
  if (endDate < startDate) throw invalid(t.exports.endBeforeStart, { endDate: t.exports.endBeforeStart });
  if (daysInclusive(startDate, endDate) > MAX_RECAP_DAYS)
    throw invalid(t.exports.rangeTooLong(MAX_RECAP_DAYS), { endDate: t.exports.rangeTooLong(MAX_RECAP_DAYS) });
  return { startDate, endDate };
}

/** Orders that will be baked and delivered in the range: not cancelled, scoped to the caller. */
function ordersInRange(actor: Actor, range: RecapRange): SQL | undefined {
  return and(orderScope(actor), ordersToDeliver(range.startDate, range.endDate));
}

export async function countOrdersInRange(db: Db, actor: Actor, range: RecapRange): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(transactionOrders)
    .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
    .where(ordersInRange(actor, range));
  return row.n;
}

export interface RecapRow {
  productId: string;
  /** "Roti Tawar Gandum (M)": each size is its own row, since each is baked separately. */
  label: string;
  unit: string;
  qtyByOutlet: Map<number, number>;
}

export interface Recap {
  range: RecapRange;
  outlets: { id: number; title: string }[];
  rows: RecapRow[];
}

/** Quantities per outlet and product (sizes apart), summed in the database. */
export async function loadRecap(db: Db, actor: Actor, range: RecapRange): Promise<Recap> {
  const sums = await db
    .select({
      outletId: outlets.id,
      outletTitle: outlets.title,
      ...productSizeSums,
    })
    .from(transactionOrderItems)
    .innerJoin(transactionOrders, eq(transactionOrders.id, transactionOrderItems.orderId))
    .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
    .innerJoin(products, eq(products.id, transactionOrderItems.productId))
    .where(ordersInRange(actor, range))
    .groupBy(outlets.id, products.id, transactionOrderItems.size);

  const outletTitles = new Map<number, string>();
  const rows = new Map<string, RecapRow & { queue: number; sizeRank: number; size: string }>();
  for (const s of sums) {
    const qty = Number(s.qty);
    if (qty === 0) continue;
    outletTitles.set(s.outletId, s.outletTitle);
    const key = `${s.productId}|${s.size ?? ''}`;
    let row = rows.get(key);
    if (!row) {
      const rank = s.size === null ? -1 : s.sizes.indexOf(s.size);
      row = {
        productId: s.productId,
        label: s.size ? `${s.title} (${s.size})` : s.title,
        unit: s.unit,
        qtyByOutlet: new Map(),
        queue: s.queue,
        sizeRank: rank === -1 && s.size !== null ? Number.MAX_SAFE_INTEGER : rank,
        size: s.size ?? '',
      };
      rows.set(key, row);
    }
    row.qtyByOutlet.set(s.outletId, (row.qtyByOutlet.get(s.outletId) ?? 0) + qty);
  }
  const sortedRows = [...rows.values()].sort(
    (a, b) =>
      a.queue - b.queue ||
      a.productId.localeCompare(b.productId) ||
      a.sizeRank - b.sizeRank ||
      a.size.localeCompare(b.size),
  );
  const sortedOutlets = [...outletTitles.entries()]
    .map(([id, title]) => ({ id, title }))
    .sort((a, b) => a.title.localeCompare(b.title, 'id') || a.id - b.id);
  return {
    range,
    outlets: sortedOutlets,
    rows: sortedRows.map(({ productId, label, unit, qtyByOutlet }) => ({ productId, label, unit, qtyByOutlet })),
  };
}

export const recapFilename = (range: RecapRange) => `rekap-order-${range.startDate}_${range.endDate}.xlsx`;

/** Zero shows as "-" so the quantities stand out, while every quantity cell stays a number. */
const QTY_FORMAT = '#,##0;-#,##0;"-"';

/**
 * Writes the recap with exceljs's streaming writer: each row is committed (serialised and
 * released) as soon as it is added, so memory stays flat however many outlets there are.
 * Layout: a title, a note, the header (Kode, Produk, Satuan, one column per outlet, Total),
 * one row per product and size in queue order, and a totals row per unit.
 */
export async function writeRecapXlsx(recap: Recap, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = t.app.name;
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(t.exports.sheetName, { views: [{ state: 'frozen', xSplit: 3, ySplit: 3 }] });
  const outletCount = recap.outlets.length;
  sheet.columns = [
    { width: 8 },
    { width: 36 },
    { width: 10 },
    ...recap.outlets.map(() => ({ width: 16 })),
    { width: 12 },
  ];

  const title = sheet.addRow([t.exports.sheetTitle(dateRange(recap.range.startDate, recap.range.endDate))]);
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet.addRow([t.exports.sheetNote]).commit();

  const header = sheet.addRow([
    t.exports.code,
    t.exports.product,
    t.exports.unit,
    ...recap.outlets.map((o) => safeCell(o.title)),
    t.exports.total,
  ]);
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'middle' };
  header.commit();

  // One totals row per unit: pieces and trays are never added together (issue 12).
  const unitTotals = new Map<string, number[]>();
  const numberCells = (row: ExcelJS.Row) => {
    for (let c = 4; c <= 4 + outletCount; c++) row.getCell(c).numFmt = QTY_FORMAT;
  };
  for (const r of recap.rows) {
    const columnTotals = unitTotals.get(r.unit) ?? new Array<number>(outletCount).fill(0);
    unitTotals.set(r.unit, columnTotals);
    const quantities = recap.outlets.map((o, i) => {
      const qty = r.qtyByOutlet.get(o.id) ?? 0;
      columnTotals[i] += qty;
      return qty;
    });
    const row = sheet.addRow([
      safeCell(r.productId),
      safeCell(r.label),
      safeCell(r.unit),
      ...quantities,
      quantities.reduce((s, q) => s + q, 0),
    ]);
    numberCells(row);
    row.getCell(4 + outletCount).font = { bold: true };
    row.commit();
  }
  for (const [unit, columnTotals] of unitTotals) {
    const totals = sheet.addRow([
      null,
      t.exports.total,
      safeCell(unit),
      ...columnTotals,
      columnTotals.reduce((s, q) => s + q, 0),
    ]);
    numberCells(totals);
    totals.font = { bold: true };
    totals.commit();
  }

  sheet.commit();
  await workbook.commit();
}
