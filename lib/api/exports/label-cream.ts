import PDFDocument from 'pdfkit';
import { and, asc, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { t } from '../../i18n/id';
import { formatDate } from '../../i18n/format';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { outlets } from '../db/schema/outlets';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { stockLots } from '../db/schema/stock';
import { invalid } from '../errors';
import { businessDate } from '../schemas/schedule';
import { orderScope, ordersToDeliver } from '../services/order-queries';
import { lotsOfLines } from '../services/order-lots';
import { visitingOrder } from '../services/order-route';

/** Spec 5: the label export needs a delivery date ("Tanggal Pengiriman Wajib Diisi!"). */
export function parseLabelDate(date: string | undefined): string {
  const value = date?.trim() ?? '';
  if (!value) throw invalid(t.messages.deliveryDateRequired, { date: t.messages.deliveryDateRequired });
  if (!businessDate('').safeParse(value).success) throw invalid(t.exports.invalidDate, { date: t.exports.invalidDate });
  return value;
}

export interface CreamLabel {
  outlet: string;
  product: string;
  size: string | null;
  qty: number;
  unit: string;
  number: string;
  /** Tracked products (DOMAIN 15): the batch's production date and the day it is good before. */
  producedOn?: string | null;
  bestBefore?: string | null;
}

/** One label per labelled line of the date's orders that are not cancelled, stop by stop. */
export async function loadCreamLabels(db: Db, actor: Actor, date: string): Promise<CreamLabel[]> {
  const rows = await db
    .select({
      itemId: transactionOrderItems.id,
      productId: products.id,
      tracked: isNotNull(products.shelfLifeDays),
      outlet: outlets.title,
      product: transactionOrderItems.title,
      size: transactionOrderItems.size,
      qty: transactionOrderItems.qty,
      unit: transactionOrderItems.unit,
      number: transactionOrders.number,
    })
    .from(transactionOrderItems)
    .innerJoin(transactionOrders, eq(transactionOrders.id, transactionOrderItems.orderId))
    .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
    .innerJoin(products, eq(products.id, transactionOrderItems.productId))
    .where(and(orderScope(actor), ordersToDeliver(date), eq(products.hasLabel, true)))
    // In the order the van visits the outlets (route, then stop), as the run sheet and the
    // driver's list: the stickers come off the roll in the order they are stuck on.
    .orderBy(
      ...visitingOrder,
      asc(transactionOrders.number),
      asc(products.queue),
      asc(products.id),
      asc(transactionOrderItems.size),
    );
  const tracked = rows.filter((r) => r.tracked);
  const taken = await lotsOfLines(
    db,
    tracked.map((r) => r.itemId),
  );
  const latest = await latestLots(db, [...new Set(tracked.map((r) => r.productId))], date);
  return rows
    .filter((r) => r.qty > 0)
    .map(({ itemId, productId, tracked: isTracked, ...label }) => {
      const lot = isTracked ? (taken.get(itemId) ?? latest.get(productId)) : undefined;
      return { ...label, producedOn: lot?.productionDate ?? null, bestBefore: lot?.expiresOn ?? null };
    });
}

/**
 * The dates on a label of an order not confirmed yet (its goods have not left a lot): the
 * product's newest batch baked on or before the delivery date, the one made for it. A confirmed
 * order's label prints the lot its goods were taken from (order-lots.ts). See docs/decisions.md.
 */
async function latestLots(db: Db, productIds: string[], date: string) {
  const out = new Map<string, { productionDate: string; expiresOn: string }>();
  if (productIds.length === 0) return out;
  // One row per product from the database (distinct on), not every lot of two years.
  const rows = await db
    .selectDistinctOn([stockLots.productId], {
      productId: stockLots.productId,
      productionDate: stockLots.productionDate,
      expiresOn: stockLots.expiresOn,
    })
    .from(stockLots)
    .where(and(inArray(stockLots.productId, productIds), lte(stockLots.productionDate, date)))
    .orderBy(stockLots.productId, desc(stockLots.productionDate), desc(stockLots.id));
  for (const r of rows) out.set(r.productId, r);
  return out;
}

export const labelFilename = (date: string) => `label-krim-${date}.pdf`;

/** A4 in points, and a 3 x 7 grid: the common sticker sheet size (about 63 x 38 mm each). */
const PAGE = { width: 595.28, height: 841.89 };
const GRID = { columns: 3, rows: 7, marginX: 18, marginY: 24, padding: 8 };
const LABEL_W = (PAGE.width - 2 * GRID.marginX) / GRID.columns;
const LABEL_H = (PAGE.height - 2 * GRID.marginY) / GRID.rows;
export const LABELS_PER_PAGE = GRID.columns * GRID.rows;

/**
 * The label sheet as a pdfkit document, a Node readable stream that the print route hands to
 * the response as it is. Each label shows the outlet (to sort by stop), the product, size,
 * quantity with unit, the delivery date and the order number. All pages are drawn at once: a
 * label is well under a kilobyte, so even a busy day's sheet stays small.
 */
export function creamLabelPdf(labels: CreamLabel[], date: string): PDFKit.PDFDocument {
  const shownDate = formatDate(date);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: t.exports.labelDocTitle(shownDate), Author: t.app.name, Creator: t.app.name },
  });
  const w = LABEL_W - 2 * GRID.padding;
  labels.forEach((label, i) => {
    const slot = i % LABELS_PER_PAGE;
    if (slot === 0) doc.addPage({ size: 'A4', margin: 0 });
    const x = GRID.marginX + (slot % GRID.columns) * LABEL_W;
    const y = GRID.marginY + Math.floor(slot / GRID.columns) * LABEL_H;
    // Cut lines, light so they do not compete with the text.
    doc
      .save()
      .lineWidth(0.5)
      .dash(3, { space: 3 })
      .strokeColor('#9ca3af')
      .rect(x + 2, y + 2, LABEL_W - 4, LABEL_H - 4)
      .stroke()
      .undash()
      .restore();

    let cy = y + GRID.padding;
    /** Text cut to `maxLines` with an ellipsis, so a long name never pushes into the next label. */
    const block = (text: string, font: 'Helvetica' | 'Helvetica-Bold', size: number, maxLines: number, gap: number) => {
      doc.font(font).fontSize(size).fillColor('#111827');
      const lineHeight = doc.currentLineHeight(true);
      const height = Math.min(doc.heightOfString(text, { width: w }), lineHeight * maxLines);
      doc.text(text, x + GRID.padding, cy, { width: w, height, ellipsis: true });
      cy += height + gap;
    };
    block(label.outlet, 'Helvetica-Bold', 11, 1, 3);
    block(label.product, 'Helvetica-Bold', 10, 2, 2);
    if (label.size) block(t.exports.labelSize(label.size), 'Helvetica', 9, 1, 1);
    block(t.exports.labelQty(label.qty, label.unit), 'Helvetica-Bold', 10, 1, 0);
    // Date and order number sit at the foot of every label, wherever the text above ends.
    doc.font('Helvetica').fontSize(8);
    const dated = Boolean(label.producedOn && label.bestBefore);
    const footLines = dated ? 4 : 2;
    cy = y + LABEL_H - GRID.padding - footLines * doc.currentLineHeight(true) - footLines;
    if (dated) {
      block(t.exports.labelProduced(formatDate(label.producedOn!)), 'Helvetica', 8, 1, 1);
      block(t.exports.labelBestBefore(formatDate(label.bestBefore!)), 'Helvetica-Bold', 8, 1, 1);
    }
    block(t.exports.labelDate(shownDate), 'Helvetica', 8, 1, 1);
    block(t.exports.labelOrder(label.number), 'Helvetica', 8, 1, 0);
  });
  doc.end();
  return doc;
}
