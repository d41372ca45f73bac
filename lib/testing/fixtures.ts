import { and, asc, eq, inArray } from 'drizzle-orm';
import { auditLog } from '../api/db/schema/audit';
import type { Actor } from '../api/actor';
import type { Db } from '../api/db/client';
import { productPrices, productTypes, productUnits, products } from '../api/db/schema/catalog';
import { outlets } from '../api/db/schema/outlets';
import { deliveryProofs } from '../api/db/schema/routes';
import { insertAccount } from '../api/db/seed/accounts';
import { openingStockAt } from '../api/db/seed/stock';
import { applyStockChanges } from '../api/services/stock-ledger';
import { ROLE_IDS, type RolePage } from '../roles';
import type { Caller, SignedIn, TestApi } from './api';
import { uniqueName } from './unique-name';

let productCounter = 500;

/** A product for a test, with an optional opening stock booked through the ledger. */
export async function insertProduct(
  db: Db,
  opts: {
    id?: string;
    title?: string;
    type?: 'bahan_baku' | 'setengah_jadi' | 'bahan_jadi';
    unit?: string;
    stock?: number;
    /** Sizes an order line may carry (S, M, L); stock is then kept per size too. */
    sizes?: string[];
    /** Days a finished good keeps (DOMAIN 15); its batches then become lots. */
    shelfLifeDays?: number;
  } = {},
): Promise<string> {
  const id = opts.id ?? String(productCounter++).padStart(3, '0');
  const [type] = await db
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(eq(productTypes.key, opts.type ?? 'bahan_baku'));
  const [unit] = await db
    .select({ id: productUnits.id })
    .from(productUnits)
    .where(eq(productUnits.name, opts.unit ?? 'kg'));
  await db.insert(products).values({
    id,
    title: opts.title ?? `Produk Uji ${id}`,
    productTypeId: type.id,
    productUnitId: unit.id,
    sizes: opts.sizes ?? [],
    shelfLifeDays: opts.shelfLifeDays ?? null,
  });
  if (opts.stock)
    await applyStockChanges(db, { userId: null, now: openingStockAt() }, [{ productId: id, qty: opts.stock }], {
      kind: 'adjustment',
      notes: 'stok awal uji',
    });
  return id;
}

/** A product's current stock (`products.stock`, a number in the product's unit). */
export async function stockOf(db: Db, productId: string): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row.stock;
}

/** A partner's outlets (ids in order) and the price tier of the first: what an order test needs. */
export async function outletsOf(db: Db, ownerId: number): Promise<{ ids: number[]; tier: number }> {
  const rows = await db
    .select({ id: outlets.id, tier: outlets.branchGroupId })
    .from(outlets)
    .where(eq(outlets.ownerId, ownerId))
    .orderBy(outlets.id);
  return { ids: rows.map((r) => r.id), tier: rows[0].tier! };
}

/** Publishes products for ordering at one price in a tier. */
export async function publishAt(db: Db, tier: number, prices: Record<string, number>): Promise<void> {
  const ids = Object.keys(prices);
  await db.update(products).set({ isPublish: true }).where(inArray(products.id, ids));
  await db
    .insert(productPrices)
    .values(ids.map((productId) => ({ productId, branchGroupId: tier, price: prices[productId] })));
}

/** The audit rows of a record (or of a whole kind, or of one action on it), oldest first. */
export async function auditRows(db: Db, of: { entity?: string; entityId?: string; action?: string }) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        of.entity === undefined ? undefined : eq(auditLog.entity, of.entity),
        of.entityId === undefined ? undefined : eq(auditLog.entityId, of.entityId),
        of.action === undefined ? undefined : eq(auditLog.action, of.action),
      ),
    )
    .orderBy(asc(auditLog.id));
}

/**
 * A confirmed order through the API: `staff` places `qty` of one product for the partner's outlet
 * at `outletIndex` (its outlets in id order) on `deliveryDate`, then confirms it.
 */
export async function placeConfirmedOrder(
  h: TestApi,
  staff: SignedIn,
  partner: SignedIn,
  order: { productId: string; qty: number; deliveryDate: string; outletIndex?: number },
): Promise<{ id: number; outletId: number }> {
  const [outlet] = (await h.db.select().from(outlets).where(eq(outlets.ownerId, partner.userId)))
    .sort((a, b) => a.id - b.id)
    .slice(order.outletIndex ?? 0);
  const placed = await staff.call('POST', '/transaction/order/store', {
    branchId: outlet.id,
    deliveryDate: order.deliveryDate,
    items: [{ productId: order.productId, qty: order.qty }],
  });
  if (placed.status !== 200) throw new Error(`order/store ${placed.status}: ${JSON.stringify(placed.body)}`);
  const id = placed.body.data.transactionOrderId as number;
  const confirmed = await staff.call('POST', `/transaction/order/confirm/${id}`);
  if (confirmed.status !== 200) throw new Error(`order/confirm ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  return { id, outletId: outlet.id };
}

/** `user` signed in now: a session made before the test moved its clock months ahead has ended. */
export async function signInNow(h: TestApi, user: SignedIn): Promise<Caller> {
  return h.caller(await h.login(user.username));
}

/**
 * A manual invoice through the API: `finance`, signed in now, bills the partner's first outlet
 * one line of `productId` at `amount` rupiah; it is issued on the API clock's day.
 */
export async function issueInvoice(
  h: TestApi,
  finance: SignedIn,
  partner: SignedIn,
  line: { productId: string; amount: number },
) {
  const res = await (
    await signInNow(h, finance)
  )('POST', '/transaction/store', {
    branchId: partner.outletIds[0],
    items: [{ productId: line.productId, qty: 1, price: line.amount }],
  });
  if (res.status !== 200) throw new Error(`transaction/store ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as { transactionId: number; number: string; dueDate: string; overdueDays: number };
}

/** The terms a new price tier starts with (the database's defaults). */
export const DEFAULT_TIER_TERMS = {
  cutoffDaysBefore: 1,
  cutoffTime: '20:00',
  paymentTermDays: 14,
  returnPolicy: 'none',
  returnPercent: null,
  reminderLevels: [-3, 0, 3, 7, 14],
};

/** A courier account nobody signs in as (a second driver to assign a route or delivery to). */
export function insertCourier(db: Db, name: string): Promise<number> {
  return insertAccount(db, { role: 'delivery', username: uniqueName('kurir'), password: 'x-12345678', name });
}

/** An admin-merchant account nobody signs in as, pointing at `partnerId` (a partner's staff, or a stray row). */
export function insertPartnerStaff(db: Db, partnerId: number): Promise<number> {
  return insertAccount(db, { role: 'admin-merchant', username: uniqueName('staf'), password: 'x-12345678', partnerId });
}

/** An actor for calling a service directly, without a session: the role's id and quiet defaults. */
export function testActor(role: RolePage, userId: number, more: Partial<Actor> = {}): Actor {
  return {
    userId,
    roleId: ROLE_IDS[role],
    role,
    name: 'Uji',
    sessionId: 0,
    branchId: null,
    isNew: false,
    partnerId: null,
    remember: false,
    now: new Date(),
    clientAddress: 'test',
    ...more,
  };
}

/**
 * An order signed for by its outlet, as a driver's proof leaves it (without the photo's file):
 * for tests of what a delivered order changes, without going through the phone's steps.
 */
export async function insertDeliveryProof(db: Db, orderId: number, deliveredBy: number | null = null) {
  await db.insert(deliveryProofs).values({
    orderId,
    clientKey: `bukti-uji-${orderId}`,
    recipientName: 'Penerima',
    photo: 'bukti.png',
    photoPath: 'uploads/2026/11',
    lines: [],
    deliveredBy,
    deliveredAt: new Date(),
  });
}
