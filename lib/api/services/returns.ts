import { and, asc, between, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { monthDates } from './reports-month';
import type { z } from 'zod';
import { t } from '../../i18n/id';
import { formatDate, formatRupiah, todayInWib } from '../../i18n/format';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { productPrices } from '../db/schema/catalog';
import { stockLots } from '../db/schema/stock';
import { invoices } from '../db/schema/invoices';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { branchGroups, outlets } from '../db/schema/outlets';
import { returnItems, returns } from '../db/schema/returns';
import { conflict, invalid, notFound } from '../errors';
import { attachReturnCredits } from '../invoicing/return-credits';
import { recomputeAudited } from '../invoicing/recompute';
import { listPage } from '../list';
import type { ReturnItem, returnListQuery, returnProcessBody, returnStoreBody } from '../schemas/return';
import { recordAudit } from './audit';
import { nextDocumentNumber } from './document-numbers';
import { attachableFile } from './file-usage';
import { rolesAllowed } from '../policy';
import { notifyPartner, notifyRoles, settleNotifications } from './notify';
import { orderedByProduct, ordersDelivered } from './order-queries';
import { chosenOutlet, ownOutletsOnly, countWithOutlet } from './outlet-scope';
import { productFacts } from './product-queries';
import { applyStockChanges } from './stock-ledger';
import { deliveredGoods, returnedLots, takeBackReturned, wasteReturned } from './order-lots';
import { goodsDays, goodsKey, lockOutletReturns, mostReturnable, RETURN_WINDOW_DAYS } from './return-coverage';
import { fileUrl } from './uploads';
import { shiftDate } from '../../iso-dates';
import { fromMilli, toMilli } from '../schemas/common';

const tr = t.returns;
/** Who processes returns, and is told of a new one: the policy's processors, so the two agree. */
const PROCESSORS = rolesAllowed('POST /return/process/{id}');
/** The days before a return whose deliveries a percent policy credits against (DOMAIN 18). */
const CREDIT_WINDOW_DAYS = 7;

const creator = alias(users, 'creator');
const processor = alias(users, 'processor');

const columns = {
  id: returns.id,
  number: returns.number,
  branchId: returns.outletId,
  outlet: outlets.title,
  ownerId: outlets.ownerId,
  branchGroupId: outlets.branchGroupId,
  date: returns.returnDate,
  status: returns.status,
  creditTotal: returns.creditTotal,
  invoiceId: returns.invoiceId,
  invoiceNumber: invoices.number,
  photo: returns.photo,
  photoPath: returns.photoPath,
  createdBy: creator.name,
  createdAt: returns.createdAt,
  processedBy: processor.name,
  processedAt: returns.processedAt,
};

function query(db: Db) {
  return db
    .select(columns)
    .from(returns)
    .innerJoin(outlets, eq(outlets.id, returns.outletId))
    .leftJoin(invoices, eq(invoices.id, returns.invoiceId))
    .leftJoin(creator, eq(creator.id, returns.createdBy))
    .leftJoin(processor, eq(processor.id, returns.processedBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

async function present(db: Db, rows: Row[]): Promise<ReturnItem[]> {
  const lines = rows.length
    ? await db
        .select()
        .from(returnItems)
        .where(
          inArray(
            returnItems.returnId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(returnItems.id))
    : [];
  return rows.map(({ ownerId: _o, branchGroupId: _g, photo, photoPath, ...r }) => ({
    ...r,
    status: r.status as ReturnItem['status'],
    statusLabel: tr.statuses[r.status] ?? r.status,
    photoUrl: photo && photoPath ? fileUrl(photoPath, photo) : null,
    createdAt: r.createdAt.toISOString(),
    processedAt: r.processedAt?.toISOString() ?? null,
    items: lines
      .filter((l) => l.returnId === r.id)
      .map((l) => ({
        itemId: l.id,
        productId: l.productId,
        title: l.title,
        size: l.size,
        unit: l.unit,
        qty: l.qty,
        reason: l.reason as ReturnItem['items'][number]['reason'],
        reasonLabel: tr.reasons[l.reason] ?? l.reason,
        disposition: l.disposition as ReturnItem['items'][number]['disposition'],
        creditQty: l.creditQty,
        price: l.price,
        credit: l.creditQty * l.price,
      })),
  }));
}

export async function listReturns(db: Db, actor: Actor, q: z.output<typeof returnListQuery>) {
  const where = and(
    ownOutletsOnly(actor),
    q.status ? eq(returns.status, q.status) : undefined,
    q.branchId ? eq(returns.outletId, q.branchId) : undefined,
    // A range, not to_char(...) = periode: the date index serves it.
    q.periode ? between(returns.returnDate, monthDates(q.periode).first, monthDates(q.periode).last) : undefined,
  );
  return listPage(
    q,
    () => countWithOutlet(db, returns, where),
    async (offset, limit) =>
      present(
        db,
        await query(db).where(where).orderBy(desc(returns.returnDate), desc(returns.id)).limit(limit).offset(offset),
      ),
    {},
  );
}

async function findReturn(db: Db, actor: Actor, id: number) {
  const [row] = await query(db)
    .where(and(eq(returns.id, id), ownOutletsOnly(actor)))
    .limit(1);
  if (!row) throw notFound(tr.notFound);
  return row;
}

export async function showReturn(db: Db, actor: Actor, id: number) {
  return (await present(db, [await findReturn(db, actor, id)]))[0];
}

/**
 * Records a return (the driver at pick-up, the partner, or staff). The same `clientKey` again is
 * the same return: the phone may retry after a lost answer without making a second one.
 */
export async function storeReturn(db: Db, actor: Actor, input: z.output<typeof returnStoreBody>) {
  return db.transaction(async (tx) => {
    const outlet = await chosenOutlet(tx, actor, input.branchId);
    // A retry waits for its first attempt, then finds it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`return|${input.clientKey}`}))`);
    const [same] = await tx
      .select({ id: returns.id, outletId: returns.outletId })
      .from(returns)
      .where(eq(returns.clientKey, input.clientKey))
      .limit(1);
    if (same) {
      if (same.outletId !== outlet.id) throw invalid(tr.keyUsed, { clientKey: tr.keyUsed });
      return { id: same.id, repeated: true };
    }
    const today = todayInWib(actor.now);
    if (input.date > today) throw invalid(tr.dateInFuture, { date: tr.dateInFuture });
    if (input.date < shiftDate(today, -RETURN_WINDOW_DAYS)) throw invalid(tr.dateTooOld, { date: tr.dateTooOld });

    const catalogue = await productFacts(
      tx,
      input.items.map((i) => i.productId),
    );
    const errors: Record<string, string> = {};
    const seen = new Set<string>();
    const lines = input.items.flatMap((item, i) => {
      const product = catalogue.get(item.productId);
      if (!product) {
        errors[`items.${i}.productId`] = tr.unknownProduct(item.productId);
        return [];
      }
      if (product.type !== 'bahan_jadi') {
        errors[`items.${i}.productId`] = tr.notFinished(product.title);
        return [];
      }
      const size = product.sizes.length === 0 ? null : (item.size ?? product.defaultSize);
      if (product.sizes.length > 0 && (!size || !product.sizes.includes(size))) {
        errors[`items.${i}.size`] = tr.sizeInvalid(product.title);
        return [];
      }
      const key = `${product.id}|${size ?? ''}`;
      if (seen.has(key)) errors[`items.${i}.productId`] = tr.duplicateLine(product.title);
      seen.add(key);
      return [
        {
          at: i,
          productId: product.id,
          title: product.title,
          unit: product.unit,
          size,
          qty: item.qty,
          reason: item.reason,
        },
      ];
    });
    if (!Object.keys(errors).length) {
      await lockOutletReturns(tx, outlet.id);
      const days = await goodsDays(
        tx,
        outlet.id,
        [...new Set(lines.map((l) => l.productId))],
        shiftDate(input.date, -RETURN_WINDOW_DAYS),
      );
      lines.forEach(({ at, ...line }) => {
        const most = mostReturnable(days.get(goodsKey(line)) ?? [], input.date);
        if (line.qty > most) errors[`items.${at}.qty`] = tr.moreThanReceived(line.title, most, line.unit);
      });
    }
    let photoPath: string | null = null;
    if (input.photo) {
      photoPath = (await attachableFile(tx, actor, input.photo, { entity: 'return', id: 0 }))?.path ?? null;
      if (!photoPath) errors.photo = t.dispatch.proof.photoNotOwn;
    }
    if (Object.keys(errors).length) throw invalid(Object.values(errors)[0], errors);

    const number = await nextDocumentNumber(tx, 'RET', actor.now);
    const [row] = await tx
      .insert(returns)
      .values({
        number,
        outletId: outlet.id,
        returnDate: input.date,
        photo: input.photo || null,
        photoPath,
        clientKey: input.clientKey,
        createdBy: actor.userId,
        createdAt: actor.now,
      })
      .returning({ id: returns.id });
    await tx.insert(returnItems).values(lines.map(({ at: _at, ...l }) => ({ ...l, returnId: row.id })));
    await recordAudit(tx, actor, 'create', 'return', row.id, { number, lines: lines.length });
    await notifyRoles(tx, PROCESSORS, {
      kind: 'return',
      message: tr.notifyStaff(number, outlet.title),
      link: `/order/returns/${row.id}`,
      entity: 'return',
      entityId: row.id,
    });
    return { id: row.id, repeated: false };
  });
}

/**
 * How many of each line are credited by the outlet's tier policy (DOMAIN 18): none; all; or at
 * most `percent`% of what the outlet received of that product in the 7 days up to the return
 * date, less what earlier returns of those days were already credited.
 */
async function creditQuantities(
  tx: Db,
  outletId: number,
  returnId: number,
  returnDate: string,
  policy: { returnPolicy: string; returnPercent: number | null },
  lines: { id: number; productId: string; qty: number }[],
): Promise<Map<number, number>> {
  if (policy.returnPolicy === 'full') return new Map(lines.map((l) => [l.id, l.qty]));
  if (policy.returnPolicy !== 'percent' || !policy.returnPercent) return new Map(lines.map((l) => [l.id, 0]));
  const from = shiftDate(returnDate, -CREDIT_WINDOW_DAYS);
  const ids = [...new Set(lines.map((l) => l.productId))];
  const delivered = await orderedByProduct(
    tx,
    and(eq(transactionOrders.outletId, outletId), ordersDelivered(from, returnDate)),
    inArray(transactionOrderItems.productId, ids),
  );
  const credited = new Map(
    (
      await tx
        .select({ productId: returnItems.productId, qty: sql<string>`sum(${returnItems.creditQty})` })
        .from(returnItems)
        .innerJoin(returns, eq(returns.id, returnItems.returnId))
        .where(
          and(
            eq(returns.outletId, outletId),
            eq(returns.status, 'diproses'),
            ne(returns.id, returnId),
            gte(returns.returnDate, from),
            lte(returns.returnDate, returnDate),
            inArray(returnItems.productId, ids),
          ),
        )
        .groupBy(returnItems.productId)
    ).map((r) => [r.productId, Number(r.qty)]),
  );
  const left = new Map(
    ids.map((id) => [
      id,
      Math.max(0, Math.floor(((delivered.get(id) ?? 0) * policy.returnPercent!) / 100) - (credited.get(id) ?? 0)),
    ]),
  );
  return new Map(
    lines.map((l) => {
      const qty = Math.min(l.qty, left.get(l.productId)!);
      left.set(l.productId, left.get(l.productId)! - qty);
      return [l.id, qty];
    }),
  );
}

/**
 * The batches goods going back to stock came from, so they keep their dates (DOMAIN 15): the lots
 * the outlet's latest deliveries of them took (order-lots.ts). What cannot be traced that way
 * (confirmed before lots were recorded, or from stock without a lot) of a product whose shelf life
 * is tracked is dated as if baked the day before the oldest delivery it can be from. Also
 * checks again that the outlet received them (an order may have been lowered since the return was
 * made). Refused on the line's disposition.
 */
async function restockedLots(
  tx: Db,
  actor: Actor,
  ret: { id: number; branchId: number; date: string },
  lines: {
    id: number;
    productId: string;
    title: string;
    unit: string;
    size: string | null;
    qty: number;
    reason: string;
  }[],
  choices: z.output<typeof returnProcessBody>['lines'],
) {
  const today = todayInWib(actor.now);
  const window = { from: shiftDate(ret.date, -RETURN_WINDOW_DAYS), to: ret.date };
  const traced: (Awaited<ReturnType<typeof returnedLots>>[number] & { size: string | null })[] = [];
  const dated: (typeof stockLots.$inferInsert)[] = [];
  const errors: Record<string, string> = {};
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const [facts, flows] = await Promise.all([
    productFacts(tx, productIds),
    goodsDays(tx, ret.branchId, productIds, window.from, ret.id),
  ]);
  const wasted: Awaited<ReturnType<typeof returnedLots>> = [];
  for (const [i, choice] of choices.entries()) {
    const line = lines.find((l) => l.id === choice.itemId)!;
    if (choice.disposition !== 'stok') {
      wasted.push(...(await returnedLots(tx, ret.branchId, line, window, line.reason === 'kedaluwarsa')));
      continue;
    }
    const most = mostReturnable(flows.get(goodsKey(line)) ?? [], ret.date);
    if (line.qty > most) {
      errors[`lines.${i}.disposition`] = tr.moreThanReceived(line.title, most, line.unit);
      continue;
    }
    const lots = await returnedLots(tx, ret.branchId, line, window);
    const untraced = fromMilli(toMilli(line.qty) - lots.reduce((sum, l) => sum + toMilli(l.qty), 0));
    const days = facts.get(line.productId)?.shelfLifeDays;
    const expiries = lots.map((l) => l.expiresOn);
    if (untraced > 0 && days != null) {
      // Baked the day before that delivery, as the plan bakes for the next delivery date (DOMAIN 16).
      const bakedOn = shiftDate(await oldestDeliveryOf(tx, ret.branchId, line, ret, window), -1);
      const expiresOn = shiftDate(bakedOn, days);
      expiries.push(expiresOn);
      dated.push({ productId: line.productId, size: line.size, qty: untraced, productionDate: bakedOn, expiresOn });
    }
    const soonest = expiries.sort()[0];
    if (soonest !== undefined && soonest <= today)
      errors[`lines.${i}.disposition`] = tr.lotExpired(line.title, formatDate(soonest));
    traced.push(...lots.map((lot) => ({ ...lot, size: line.size })));
  }
  if (Object.keys(errors).length) throw invalid(Object.values(errors)[0], errors);
  return { traced, dated, wasted };
}

/**
 * The oldest delivery day the goods of a return can be from. An outlet sells its oldest goods first,
 * so what it gives back on a day is the newest it received by then: the outlet's deliveries (one
 * product and size, in the window) are stacked by day, each earlier return takes the newest off as
 * of its own day, and this return takes `qty` off the top. The day of the deepest goods it takes;
 * the window's oldest delivery when it takes more than is left, the return's day when there is none.
 */
async function oldestDeliveryOf(
  tx: Db,
  outletId: number,
  goods: { productId: string; size: string | null; qty: number },
  ret: { id: number; date: string },
  window: { from: string; to: string },
): Promise<string> {
  const deliveries = await tx
    .select({ day: transactionOrders.deliveryDate, qty: sql<string>`sum(${transactionOrderItems.qty})` })
    .from(transactionOrderItems)
    .innerJoin(transactionOrders, eq(transactionOrders.id, transactionOrderItems.orderId))
    .where(deliveredGoods(outletId, goods, window))
    .groupBy(transactionOrders.deliveryDate)
    .orderBy(asc(transactionOrders.deliveryDate));
  const earlier = await tx
    .select({ day: returns.returnDate, qty: sql<string>`sum(${returnItems.qty})` })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(
      and(
        eq(returns.outletId, outletId),
        ne(returns.id, ret.id),
        gte(returns.returnDate, window.from),
        lte(returns.returnDate, ret.date),
        eq(returnItems.productId, goods.productId),
        goods.size === null ? isNull(returnItems.size) : eq(returnItems.size, goods.size),
      ),
    )
    .groupBy(returns.returnDate)
    .orderBy(asc(returns.returnDate));
  const stack: { day: string; qty: number }[] = [];
  let next = 0;
  const deliveredBy = (day: string) => {
    for (; next < deliveries.length && deliveries[next].day <= day; next++)
      stack.push({ day: deliveries[next].day, qty: Number(deliveries[next].qty) });
  };
  const takeOff = (qty: number): string | null => {
    let deepest: string | null = null;
    for (let left = qty; left > 0 && stack.length > 0;) {
      const top = stack[stack.length - 1];
      const part = Math.min(left, top.qty);
      top.qty -= part;
      left -= part;
      deepest = top.day;
      if (top.qty === 0) stack.pop();
    }
    return deepest;
  };
  for (const r of earlier) {
    deliveredBy(r.day);
    takeOff(Number(r.qty));
  }
  deliveredBy(ret.date);
  const before = stack.reduce((sum, d) => sum + d.qty, 0);
  const deepest = takeOff(goods.qty);
  if (deepest === null || before < goods.qty) return deliveries[0]?.day ?? ret.date;
  return deepest;
}

/**
 * Staff process a return: each line is waste or goes back to stock (never an expired one), the
 * credit follows the tier's policy at the tier's price, and lands on the outlet's unpaid invoice of
 * the return's month (nothing paid on it yet), or waits for the next month close. One transaction.
 */
export async function processReturn(db: Db, actor: Actor, id: number, input: z.output<typeof returnProcessBody>) {
  await db.transaction(async (tx) => {
    const ret = await findReturn(tx, actor, id);
    await lockOutletReturns(tx, ret.branchId);
    const [locked] = await tx.select({ status: returns.status }).from(returns).where(eq(returns.id, id)).for('update');
    if (locked.status !== 'menunggu') throw conflict(tr.notPending);
    const lines = await tx.select().from(returnItems).where(eq(returnItems.returnId, id)).orderBy(asc(returnItems.id));
    const errors: Record<string, string> = {};
    const given = new Map<number, string>();
    input.lines.forEach((line, i) => {
      const item = lines.find((l) => l.id === line.itemId);
      if (!item || given.has(line.itemId)) errors[`lines.${i}.itemId`] = tr.unknownLine(line.itemId);
      else if (line.disposition === 'stok' && item.reason === 'kedaluwarsa')
        errors[`lines.${i}.disposition`] = tr.expiredToStock;
      given.set(line.itemId, line.disposition);
    });
    if (lines.some((l) => !given.has(l.id))) errors.lines = tr.lineMissing;
    if (Object.keys(errors).length) throw invalid(Object.values(errors)[0], errors);

    const [policy] = await tx
      .select({ returnPolicy: branchGroups.returnPolicy, returnPercent: branchGroups.returnPercent })
      .from(branchGroups)
      .where(eq(branchGroups.id, ret.branchGroupId ?? -1));
    const creditQty = await creditQuantities(
      tx,
      ret.branchId,
      id,
      ret.date,
      policy ?? { returnPolicy: 'none', returnPercent: null },
      lines,
    );
    const prices = new Map(
      (
        await tx
          .select({ productId: productPrices.productId, price: productPrices.price })
          .from(productPrices)
          .where(
            and(
              eq(productPrices.branchGroupId, ret.branchGroupId ?? -1),
              inArray(
                productPrices.productId,
                lines.map((l) => l.productId),
              ),
            ),
          )
      ).map((p) => [p.productId, p.price]),
    );
    let creditTotal = 0;
    for (const line of lines) {
      const price = prices.get(line.productId) ?? 0;
      const qty = price > 0 ? creditQty.get(line.id)! : 0;
      creditTotal += qty * price;
      await tx
        .update(returnItems)
        .set({ disposition: given.get(line.id)!, creditQty: qty, price })
        .where(eq(returnItems.id, line.id));
    }
    const toStock = lines.filter((l) => given.get(l.id) === 'stok');
    // The stock first, then the lots: the same order as a cancellation or a shortfall, so the two
    // never wait on each other's locks. A refusal below undoes both.
    await applyStockChanges(
      tx,
      actor,
      toStock.map((l) => ({ productId: l.productId, size: l.size, qty: l.qty })),
      { kind: 'return', documentType: 'return', documentId: id, documentNumber: ret.number },
    );
    const restock = await restockedLots(tx, actor, { ...ret, id }, lines, input.lines);
    await takeBackReturned(tx, restock.traced);
    await wasteReturned(tx, restock.wasted);
    if (restock.dated.length) await tx.insert(stockLots).values(restock.dated);
    await tx
      .update(returns)
      .set({ status: 'diproses', processedBy: actor.userId, processedAt: actor.now, creditTotal })
      .where(eq(returns.id, id));
    if (creditTotal > 0) {
      const [open] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(
          and(
            eq(invoices.outletId, ret.branchId),
            eq(invoices.periode, ret.date.slice(0, 7)),
            eq(invoices.status, 'belum_bayar'),
            // Not one partly paid: a credit could take it below what was paid, and that money
            // would vanish; the next month close takes the credit instead.
            eq(invoices.paidAmount, 0),
          ),
        )
        .limit(1)
        // Locked and checked again after a payment that commits meanwhile: a credit never lands on
        // an invoice that has just been paid.
        .for('update');
      if (open) {
        await attachReturnCredits(tx, open.id, ret.branchId, { onlyIds: [id] });
        await recomputeAudited(tx, actor, open.id, 'return-credit', { return: ret.number, creditTotal });
      }
    }
    await recordAudit(tx, actor, 'process', 'return', id, {
      number: ret.number,
      creditTotal,
      toStock: toStock.length,
    });
    await settleNotifications(tx, { kind: 'return', entity: 'return', entityId: id }, actor.now);
    await notifyPartner(tx, ret.ownerId, {
      kind: 'return',
      message: tr.notifyProcessed(ret.number, formatRupiah(creditTotal)),
      link: `/order/returns/${id}`,
      entity: 'return',
      entityId: id,
    });
  });
}
