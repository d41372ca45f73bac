import { asc, eq, sql } from 'drizzle-orm';
import { t } from '../../i18n/id';
import { a4Document, BOTTOM, CONTENT_W, INK, MUTED, PAGE, pagedTable, type PdfColumn } from './pdf-page';
import { formatDate } from '../../i18n/format';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { outlets } from '../db/schema/outlets';
import { transactionOrders } from '../db/schema/orders';
import { vanLines } from '../services/deliveries';
import { ordersToDeliver } from '../services/order-queries';
import { outletAddressSql } from '../services/outlet-address';
import { orderDriverNameSql, outletRouteIdSql, outletRouteNameSql, outletStopSql } from '../services/order-route';

export interface PackLine {
  title: string;
  size: string | null;
  qty: number;
  unit: string;
}

export interface PackOrder {
  transactionOrderId: number;
  number: string;
  outlet: string;
  partner: string;
  address: string | null;
  phone: string | null;
  driver: string | null;
  notes: string | null;
  routeId: number | null;
  route: string | null;
  stop: number | null;
  lines: PackLine[];
}

export interface PackRoute {
  routeId: number | null;
  name: string;
  driver: string | null;
  orders: PackOrder[];
}

/** SJ/YYYY/MM/NNNN: one surat jalan per order, numbered after its order, so a reprint keeps it. */
export const deliveryNoteNumber = (orderNumber: string) => orderNumber.replace(/^[A-Z]+\//, 'SJ/');

export const deliveryPackFilename = (date: string) => t.dispatch.pack.filename(date);

const partnerName = sql<string>`(select u.name from ${users} u where u.id = ${outlets.ownerId})`;

/**
 * The date's orders that go out (not cancelled, with something left to deliver), grouped by their
 * outlet's route in stop order; routes by name, and orders without a route last ("Tanpa rute").
 */
export async function loadDeliveryPack(db: Db, date: string): Promise<PackRoute[]> {
  const orders = await db
    .select({
      transactionOrderId: transactionOrders.id,
      number: transactionOrders.number,
      outlet: outlets.title,
      partner: partnerName,
      address: outletAddressSql,
      phone: outlets.phoneNumber,
      driver: orderDriverNameSql,
      notes: transactionOrders.notes,
      routeId: outletRouteIdSql,
      route: outletRouteNameSql,
      stop: outletStopSql,
    })
    .from(transactionOrders)
    .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
    .where(ordersToDeliver(date))
    .orderBy(asc(outlets.title), asc(outlets.id), asc(transactionOrders.number));
  if (orders.length === 0) return [];

  const lines = await vanLines(
    db,
    orders.map((o) => o.transactionOrderId),
  );

  const routes = new Map<number | null, PackRoute>();
  for (const order of orders) {
    const orderLines = lines.get(order.transactionOrderId) ?? [];
    if (orderLines.length === 0) continue;
    const route = routes.get(order.routeId) ?? {
      routeId: order.routeId,
      name: order.route ?? t.dispatch.pack.noRoute,
      driver: null,
      orders: [],
    };
    route.orders.push({ ...order, lines: orderLines });
    routes.set(order.routeId, route);
  }
  const grouped = [...routes.values()];
  for (const route of grouped) {
    route.orders.sort((a, b) => (a.stop ?? 0) - (b.stop ?? 0));
    // The run sheet's driver: the one most of its orders go with (staff may have reassigned a few).
    const counts = new Map<string, number>();
    for (const o of route.orders) if (o.driver) counts.set(o.driver, (counts.get(o.driver) ?? 0) + 1);
    route.driver = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  }
  return grouped.sort((a, b) =>
    a.routeId === null ? 1 : b.routeId === null ? -1 : a.name.localeCompare(b.name, 'id') || a.routeId - b.routeId,
  );
}

/** What a route's van carries: per product and size, in units (quantities of different units are never added). */
export function routeLoad(route: PackRoute): PackLine[] {
  const load = new Map<string, PackLine>();
  for (const order of route.orders)
    for (const line of order.lines) {
      const key = `${line.title}|${line.size ?? ''}|${line.unit}`;
      const sum = load.get(key);
      if (sum) sum.qty += line.qty;
      else load.set(key, { ...line });
    }
  return [...load.values()];
}

/**
 * The delivery pack: per route a run sheet (stops in order, load per product and size), then one
 * surat jalan per order with signature boxes. A pdfkit document is a readable stream; each page is
 * written out as the next one starts, so the route streams it to the browser as it is drawn.
 */
export function deliveryPackPdf(routes: PackRoute[], date: string, bakery: string): PDFKit.PDFDocument {
  const shownDate = formatDate(date);
  const doc = a4Document({ title: `${t.dispatch.pack.deliveryNote} ${shownDate}`, author: bakery, streamed: true });
  const p = t.dispatch.pack;

  const heading = (title: string, subtitle: string) => {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(title, PAGE.margin, PAGE.margin, { width: CONTENT_W });
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(subtitle, { width: CONTENT_W });
    doc.moveDown(0.8);
  };

  const loadColumns: PdfColumn[] = [
    { label: p.product, width: 0 },
    { label: p.size, width: 80 },
    { label: p.qty, width: 60, align: 'right' },
    { label: p.unit, width: 60 },
  ];

  for (const route of routes) {
    const runTitle = `${p.runSheet} — ${route.name}`;
    const runSubtitle = `${p.deliveryDate}: ${shownDate} · ${p.driver}: ${route.driver ?? p.noDriver} · ${p.stops(route.orders.length)}`;
    heading(runTitle, runSubtitle);
    pagedTable(
      doc,
      [
        { label: p.stop, width: 30 },
        { label: p.outlet, width: 130 },
        { label: p.address, width: 0 },
        { label: p.phone, width: 85 },
        { label: p.orderNumber, width: 95 },
      ],
      route.orders.map((o, i) => [
        String(o.stop ?? i + 1),
        `${o.outlet}\n${o.partner}`,
        o.address ?? '',
        o.phone ?? '',
        o.number,
      ]),
      () => heading(runTitle, runSubtitle),
    );
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(p.load, PAGE.margin, doc.y, { width: CONTENT_W });
    doc.moveDown(0.3);
    pagedTable(
      doc,
      loadColumns,
      routeLoad(route).map((l) => [l.title, l.size ?? '', String(l.qty), l.unit]),
      () => heading(runTitle, runSubtitle),
    );

    for (const order of route.orders) {
      const sj = deliveryNoteNumber(order.number);
      const title = `${p.deliveryNote} ${sj}`;
      const subtitle = `${bakery} · ${p.deliveryDate}: ${shownDate} · ${p.orderNumber}: ${order.number}`;
      heading(title, subtitle);
      doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(`${p.recipient}: ${order.outlet}`);
      doc.font('Helvetica').fontSize(10).fillColor(MUTED);
      doc.text(order.partner);
      if (order.address) doc.text(order.address, { width: CONTENT_W });
      if (order.phone) doc.text(`${p.phone}: ${order.phone}`);
      doc.text(`${p.route}: ${route.name} · ${p.driver}: ${order.driver ?? p.noDriver}`);
      if (order.notes) doc.text(`${p.notes}: ${order.notes}`, { width: CONTENT_W });
      doc.moveDown(0.8);
      pagedTable(
        doc,
        loadColumns,
        order.lines.map((l) => [l.title, l.size ?? '', String(l.qty), l.unit]),
        () => heading(title, subtitle),
      );
      signatureBoxes(doc, () => heading(title, subtitle));
    }
  }
  doc.end();
  return doc;
}

/** Two boxes side by side, "Pengirim" and "Penerima", each with room for name, signature and date. */
function signatureBoxes(doc: PDFKit.PDFDocument, onNewPage: () => void) {
  const boxHeight = 90;
  if (doc.y + boxHeight + 20 > BOTTOM) onNewPage();
  const y = doc.y + 10;
  const boxWidth = (CONTENT_W - 20) / 2;
  for (const [i, label] of [t.dispatch.pack.sender, t.dispatch.pack.receiver].entries()) {
    const x = PAGE.margin + i * (boxWidth + 20);
    doc.save().lineWidth(0.8).strokeColor(MUTED).rect(x, y, boxWidth, boxHeight).stroke().restore();
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(label, x + 8, y + 6, { width: boxWidth - 16 });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(t.dispatch.pack.signatureHint, x + 8, y + boxHeight - 16, { width: boxWidth - 16 });
  }
  doc.x = PAGE.margin;
  doc.y = y + boxHeight + 10;
}
