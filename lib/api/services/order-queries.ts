import { queryRows } from '../db/raw';
import { and, asc, eq, gte, ilike, inArray, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '../schemas/invoice';
import { t } from '../../i18n/id';
import { todayInWib } from '../../i18n/format';
import { ROLE_IDS } from '../../roles';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { productPrices, productTypes, productUnits, products } from '../db/schema/catalog';
import { outlets } from '../db/schema/outlets';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { deliveryProofs } from '../db/schema/routes';
import { notFound } from '../errors';
import { containsPattern, listPage } from '../list';
import type { OrderStatus } from '../schemas/order';
import { closedDatesBetween } from './closures';
import { deliveryProofOf } from './delivery-proof-queries';
import { orderDriverIdSql, orderDriverNameSql } from './order-route';
import { deadlinePassed, firstOpenDate, orderDeadline, type Cutoff } from '../rules/order-deadline';
import { outletCutoff } from './order-window';
import { outletFilters, ownOutletsOnly, partnerOf } from './outlet-scope';
import { orderHabits } from './order-habits';
import { newestFirstPage } from '../db/newest-first-page';
import { selectProducts } from './product-select';
import { shiftDate } from '../../iso-dates';
import { labelled } from '../../labelled';
import { ORDER_STATUSES } from '../schemas/order';

/** Orders a caller may see: a partner's own outlets, an admin-merchant's partner's, all for staff. */
export const orderScope = ownOutletsOnly;

const owner = sql<string>`(select u.name from ${users} u where u.id = ${outlets.ownerId})`;
const driverName = orderDriverNameSql;
const itemCount = sql<number>`(select count(*)::int from ${transactionOrderItems} i where i.order_id = ${transactionOrders.id})`;

const listColumns = {
  transactionOrderId: transactionOrders.id,
  number: transactionOrders.number,
  branchId: transactionOrders.outletId,
  outlet: outlets.title,
  owner,
  userId: transactionOrders.userId,
  deliveryDate: transactionOrders.deliveryDate,
  status: transactionOrders.status,
  isAccepted: transactionOrders.isAccepted,
  total: transactionOrders.total,
  itemCount,
  driver: driverName,
  invoiceId: transactionOrders.invoiceId,
  // Spelled out: drizzle leaves a column bare inside sql`` in a one-table select.
  invoiceStatus: sql<
    string | null
  >`(select iv.status from invoices iv where iv.id = "transaction_orders"."invoice_id")`,
  createdAt: transactionOrders.createdAt,
};

type ListRow = { [K in keyof typeof listColumns]: unknown } & {
  status: string;
  invoiceId: number | null;
  invoiceStatus: string | null;
  createdAt: Date;
  itemCount: number;
  total: number;
};

function toListItem(row: ListRow) {
  const { invoiceId, createdAt, ...rest } = row;
  return {
    ...(rest as Omit<ListRow, 'invoiceId' | 'createdAt'>),
    status: row.status as OrderStatus,
    statusLabel: t.order.statuses[row.status] ?? row.status,
    itemCount: Number(row.itemCount),
    invoiced: invoiceId !== null,
    invoiceStatus: row.invoiceStatus as InvoiceStatus | null,
    createdAt: createdAt.toISOString(),
  } as {
    transactionOrderId: number;
    number: string;
    branchId: number;
    outlet: string;
    owner: string;
    userId: number | null;
    deliveryDate: string;
    status: OrderStatus;
    statusLabel: string;
    isAccepted: boolean | null;
    total: number;
    itemCount: number;
    driver: string | null;
    invoiced: boolean;
    invoiceStatus: InvoiceStatus | null;
    createdAt: string;
  };
}

/**
 * The staff's unfiltered total, kept by triggers (migration 0007) instead of counting every
 * order on each page view; any filter or a partner's scope counts exactly as usual.
 */
async function allOrdersCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select n from row_counts where table_name = 'transaction_orders'`,
  );
  return Number(row?.n ?? 0);
}

export async function listOrders(
  db: Db,
  actor: Actor,
  query: {
    page: number;
    limit: number;
    search: string;
    status?: OrderStatus;
    deliveryDate?: string;
    branchId?: number;
  },
) {
  const term = query.search ? containsPattern(query.search) : null;
  const outletsOf = outletFilters(db, transactionOrders.outletId, actor);
  const where = and(
    outletsOf.scope,
    query.status ? eq(transactionOrders.status, query.status) : undefined,
    query.deliveryDate ? eq(transactionOrders.deliveryDate, query.deliveryDate) : undefined,
    query.branchId ? eq(transactionOrders.outletId, query.branchId) : undefined,
    term ? or(ilike(transactionOrders.number, term), outletsOf.titleMatches(term)) : undefined,
  );
  return listPage(
    query,
    async () => (where ? await db.$count(transactionOrders, where) : allOrdersCount(db)),
    async (offset, limit) => {
      const { onPage, newestFirst } = newestFirstPage(db, transactionOrders, where, offset, limit);
      const rows = await db
        .select(listColumns)
        .from(transactionOrders)
        .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
        .where(onPage)
        .orderBy(...newestFirst);
      return rows.map((r) => toListItem(r as ListRow));
    },
    {
      status: labelled(ORDER_STATUSES, t.order.statuses),
    },
  );
}

/** One order the caller may see; another partner's order is simply not found (404). */
export async function findOrder(db: Db, actor: Actor, id: number) {
  const [row] = await db
    .select({
      ...listColumns,
      notes: transactionOrders.notes,
      driverId: orderDriverIdSql,
      delivered: sql<boolean>`exists (select 1 from ${deliveryProofs} p where p.order_id = ${transactionOrders.id})`,
      outletAddress: sql<
        string | null
      >`concat_ws(', ', ${outlets.address}, ${outlets.village}, ${outlets.subdistrict}, ${outlets.district})`,
      outletPhone: outlets.phoneNumber,
      adjustmentNotes: transactionOrders.adjustmentNotes,
      adjustmentAuthor: sql<
        string | null
      >`(select u.name from ${users} u where u.id = ${transactionOrders.adjustmentAuthorId})`,
      adjustmentCreatedAt: transactionOrders.adjustmentCreatedAt,
      cancelReason: transactionOrders.cancelReason,
      holdReason: transactionOrders.holdReason,
      standingOrderId: transactionOrders.standingOrderId,
      outletGroup: outlets.branchGroupId,
      outletActive: outlets.isActive,
    })
    .from(transactionOrders)
    .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
    .where(and(eq(transactionOrders.id, id), orderScope(actor)))
    .limit(1);
  if (!row) throw notFound(t.errors.notFound);
  return row;
}

export async function orderLines(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(transactionOrderItems)
    .where(eq(transactionOrderItems.orderId, orderId))
    .orderBy(asc(transactionOrderItems.id));
  return rows.map((r) => ({
    itemId: r.id,
    productId: r.productId,
    title: r.title,
    qty: r.qty,
    orderedQty: r.orderedQty,
    notes: r.size,
    price: r.price,
    subtotal: r.qty * r.price,
    unit: r.unit,
    type: r.type,
  }));
}

export async function showOrder(db: Db, actor: Actor, id: number) {
  const row = await findOrder(db, actor, id);
  const { outletGroup: _g, outletActive: _a, delivered: _d, adjustmentCreatedAt, outletAddress, ...rest } = row;
  const cutoff = await outletCutoff(db, row.branchId);
  return {
    ...toListItem(rest as unknown as ListRow),
    deadline: orderDeadline(row.deliveryDate, cutoff),
    deadlinePassed: deadlinePassed(row.deliveryDate, cutoff, actor.now),
    notes: row.notes,
    driverId: row.driverId,
    outletAddress: outletAddress || null,
    outletPhone: row.outletPhone,
    adjustmentNotes: row.adjustmentNotes,
    adjustmentAuthor: row.adjustmentAuthor,
    adjustmentCreatedAt: adjustmentCreatedAt ? adjustmentCreatedAt.toISOString() : null,
    cancelReason: row.cancelReason,
    holdReason: row.holdReason,
    standingOrderId: row.standingOrderId,
    items: await orderLines(db, id),
    delivery: await deliveryProofOf(db, id, actor.now),
  };
}

/** The products an outlet may order (DOMAIN 4): published, not center-only, finished goods, priced for its tier. */
export async function orderableProducts(db: Db, branchGroupId: number | null, search = '') {
  const term = search ? containsPattern(search) : null;
  return selectProducts(db, {
    productId: products.id,
    title: products.title,
    thumbnail: products.thumbnail,
    thumbnailPath: products.thumbnailPath,
    price: productPrices.price,
    unit: productUnits.name,
    type: productTypes.key,
    minOrder: products.minOrder,
    quota: products.quota,
    sizes: products.sizes,
    sizeRequired: products.sizeRequired,
    defaultSize: products.defaultSize,
  })
    .innerJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.branchGroupId, branchGroupId ?? -1)),
    )
    .where(
      and(
        eq(products.isPublish, true),
        eq(products.isCenterOnly, false),
        eq(productTypes.key, 'bahan_jadi'),
        term ? or(ilike(products.id, term), ilike(products.title, term)) : undefined,
      ),
    )
    .orderBy(asc(products.queue), asc(products.id));
}

/** Quantity already ordered per product for a delivery date, across all outlets, cancelled excluded. */
export async function orderedForDate(
  db: Db,
  date: string,
  productIds: string[],
  exceptOrderId?: number,
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  return orderedByProduct(
    db,
    and(
      eq(transactionOrders.deliveryDate, date),
      ne(transactionOrders.status, 'dibatalkan'),
      exceptOrderId ? ne(transactionOrders.id, exceptOrderId) : undefined,
    ),
    inArray(transactionOrderItems.productId, productIds),
  );
}

/** Orders placed for the dates from `from` to `to` and not cancelled, held ones included. */
export function ordersPlaced(from: string, to: string = from): SQL | undefined {
  return and(
    gte(transactionOrders.deliveryDate, from),
    lte(transactionOrders.deliveryDate, to),
    ne(transactionOrders.status, 'dibatalkan'),
  );
}

/**
 * Orders that go out, to bake, load and deliver: all but the cancelled and those held by credit
 * control, which wait for their release (DOMAIN 19) as the production plan does; pending ones too.
 */
export const goingOut = () => notInArray(transactionOrders.status, ['dibatalkan', 'ditahan']);

/** Orders to bake and deliver on the dates from `from` to `to` (`goingOut`). */
export function ordersToDeliver(from: string, to: string = from): SQL | undefined {
  return and(gte(transactionOrders.deliveryDate, from), lte(transactionOrders.deliveryDate, to), goingOut());
}

/** Orders delivered on the dates from `from` to `to`: the driver confirmed them (berhasil). */
export function ordersDelivered(from: string, to: string = from): SQL | undefined {
  return and(
    eq(transactionOrders.status, 'berhasil'),
    gte(transactionOrders.deliveryDate, from),
    lte(transactionOrders.deliveryDate, to),
  );
}

/**
 * Order lines summed per product and size (grouped by the product and the line's size), with what
 * names and sorts them: each size is its own row, since each is baked separately.
 */
export const productSizeSums = {
  productId: products.id,
  title: products.title,
  queue: products.queue,
  sizes: products.sizes,
  size: transactionOrderItems.size,
  unit: sql<string>`min(${transactionOrderItems.unit})`,
  qty: sql<string>`sum(${transactionOrderItems.qty})`,
};

/**
 * The lines of the orders `orders` picks, as a condition on transaction_order_items: the orders
 * are found first through their own indexes (delivery date and status, outlet), then their lines
 * by order id. For a day's orders this costs what a join costs when an order's lines lie together,
 * and far less when they do not or the planner misjudges the statuses: as a join, PostgreSQL then
 * scanned all 365,000 orders of the large seed for a day's 500 (45-67 ms a sum against 7-10). A
 * month's orders are better joined (docs/decisions.md).
 */
export function linesOfOrders(orders: SQL | undefined, { withOutlet = false } = {}): SQL {
  // A partner's scope and outlet filters name the outlet: then the orders are joined to it.
  const from = withOutlet
    ? sql`${transactionOrders} inner join ${outlets} on ${outlets.id} = ${transactionOrders.outletId}`
    : sql`${transactionOrders}`;
  return sql`${transactionOrderItems.orderId} = any(array(select ${transactionOrders.id} from ${from} where ${orders ?? sql`true`}))`;
}

/** Order lines summed per product, of the orders `orders` picks and the lines `lines` keeps. */
export async function orderedByProduct(db: Db, orders: SQL | undefined, lines?: SQL): Promise<Map<string, number>> {
  const rows = await db
    .select({ productId: transactionOrderItems.productId, qty: sql<string>`sum(${transactionOrderItems.qty})` })
    .from(transactionOrderItems)
    .where(and(linesOfOrders(orders), lines))
    .groupBy(transactionOrderItems.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.qty)]));
}

/** The outlet an order is placed for: a partner's selected outlet, or the outlet staff chose. */
export async function orderOutlet(db: Db, actor: Actor, branchId?: number) {
  const partner = partnerOf(actor);
  const id = partner !== null ? (branchId ?? actor.branchId) : branchId;
  if (!id) return null;
  const [row] = await db
    .select({
      branchId: outlets.id,
      title: outlets.title,
      branchGroupId: outlets.branchGroupId,
      isActive: outlets.isActive,
      ownerId: outlets.ownerId,
    })
    .from(outlets)
    .where(and(eq(outlets.id, id), partner !== null ? eq(outlets.ownerId, partner) : undefined))
    .limit(1);
  return row ?? null;
}

export async function activeDrivers(db: Db) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.roleId, ROLE_IDS.delivery), eq(users.isActive, true)))
    .orderBy(asc(users.name));
}

/** The next two weeks of deliverable dates from `from`, each with its deadline. */
function offeredDeadlines(from: string, closed: readonly string[], cutoff: Cutoff) {
  return Array.from({ length: 14 }, (_, i) => shiftDate(from, i))
    .filter((date) => !closed.includes(date))
    .map((deliveryDate) => ({ deliveryDate, deadline: orderDeadline(deliveryDate, cutoff) }));
}

/** GET /transaction/order/create: what the order form needs for an outlet and a date. */
export async function orderFormOptions(
  db: Db,
  actor: Actor,
  query: { search: string; branchId?: number; deliveryDate?: string; transactionOrderId?: number },
) {
  const today = todayInWib(actor.now);
  const tomorrow = shiftDate(today, 1);
  const editing = query.transactionOrderId ? await findOrder(db, actor, query.transactionOrderId) : null;
  const outlet = await orderOutlet(db, actor, editing?.branchId ?? query.branchId);
  const partner = partnerOf(actor);
  const cutoff = outlet ? await outletCutoff(db, outlet.branchId) : null;
  // A partner is offered only dates whose deadline is still open; staff may still change later ones.
  const minDate = cutoff && partner !== null ? firstOpenDate(tomorrow, cutoff, actor.now) : tomorrow;
  const closedDates = await closedDatesBetween(db, tomorrow, shiftDate(today, 366));
  const choosable =
    partner === null
      ? await db
          .select({ branchId: outlets.id, title: outlets.title })
          .from(outlets)
          .where(eq(outlets.isActive, true))
          .orderBy(asc(outlets.title))
      : await db
          .select({ branchId: outlets.id, title: outlets.title })
          .from(outlets)
          .where(eq(outlets.ownerId, partner))
          .orderBy(asc(outlets.id));
  const date = query.deliveryDate ?? editing?.deliveryDate ?? null;
  const catalogue = outlet ? await orderableProducts(db, outlet.branchGroupId, query.search) : [];
  const ordered = date
    ? await orderedForDate(
        db,
        date,
        catalogue.filter((p) => p.quota !== null).map((p) => p.productId),
        editing?.transactionOrderId,
      )
    : new Map<string, number>();
  return {
    products: catalogue.map((p) => ({
      ...p,
      quotaLeft: p.quota === null || !date ? p.quota : Math.max(0, p.quota - (ordered.get(p.productId) ?? 0)),
    })),
    pageDisable: !outlet || !outlet.isActive,
    disabledDates: closedDates.filter((d) => d >= minDate),
    outlet: outlet ? { branchId: outlet.branchId, title: outlet.title } : null,
    outlets: choosable,
    drivers: partner === null ? await activeDrivers(db) : [],
    minDate,
    cutoff,
    now: actor.now.toISOString(),
    deadlines: cutoff ? offeredDeadlines(minDate, closedDates, cutoff) : [],
    habits: outlet
      ? await orderHabits(db, outlet.branchId, editing?.transactionOrderId)
      : { usual: [], usualTotal: null },
  };
}
