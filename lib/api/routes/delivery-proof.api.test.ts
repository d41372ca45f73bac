import { rmSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { t } from '../../i18n/id';
import { todayInWib } from '../../i18n/format';
import { withTestApi, expectOk, expectRefused, type SignedIn } from '../../testing/api';
import { auditRows, insertProduct, stockOf } from '../../testing/fixtures';
import { API_PREFIX } from '../app';
import { ManualClock } from '../clock';
import { invoices } from '../db/schema/invoices';
import { recomputeInvoice } from '../invoicing/recompute';
import { auditLog } from '../db/schema/audit';
import { productPrices } from '../db/schema/catalog';
import { notifications } from '../db/schema/notifications';
import { transactionOrders } from '../db/schema/orders';
import { outlets } from '../db/schema/outlets';
import { deliveryProofs } from '../db/schema/routes';
import { stockMovements } from '../db/schema/stock';
import { ledgerMismatches } from '../services/stock-ledger';
import { ONE_PIXEL_PNG as PNG } from '../../testing/files';
import { shiftDate } from '../../iso-dates';
import { longDate } from '../../i18n/id/dates';
import { wibAt } from '../../testing/days';

const { dataDir } = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'rp-proof-'));
  vi.stubEnv('DATA_DIR', dir);
  vi.stubEnv('S3_BUCKET', ''); // empty reads as unset: the local store
  return { dataDir: dir };
});

const clock = new ManualClock();
let bread: string;
let cake: string;
let branchId: number;

/** Sessions expire by the API's clock: after moving it, the callers sign in again. */
async function signInAgain(...callers: SignedIn[]) {
  for (const who of callers) {
    const token = await h.login(who.username);
    Object.assign(who, { token, call: h.caller(token) });
  }
}

/** Days from the API's clock, which the tests move: from the real date, an order placed after a
 * day's moves could fall behind the cut-off at some hours of the day. */
const day = (n: number) => shiftDate(todayInWib(clock.now()), n);
async function uploadPhoto(who: SignedIn) {
  const body = new FormData();
  body.append('imageUrl', new File([new Uint8Array(PNG)], 'bukti.png', { type: 'image/png' }));
  const res = await h.api.request(`${API_PREFIX}/utils/upload-file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}` },
    body,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { filename: string } }).data.filename;
}

/** A confirmed order of the merchant's first outlet: 10 bread and 4 cakes. */
async function confirmedOrder() {
  const placed = await merchant.call('POST', '/transaction/order/store', {
    branchId,
    deliveryDate: day(2),
    items: [
      { productId: bread, qty: 10, notes: null },
      { productId: cake, qty: 4, notes: null },
    ],
  });
  const { transactionOrderId: id, number } = expectOk(placed) as { transactionOrderId: number; number: string };
  expectOk(await owner.call('POST', `/transaction/order/confirm/${id}`));
  const detail = expectOk(await owner.call('GET', `/transaction/order/show/${id}`));
  const items = detail.items as { itemId: number; productId: string }[];
  // Its drop is proven on its delivery day: the API's clock goes there.
  clock.set(new Date(clock.now().getTime() + 2 * 86_400_000));
  await signInAgain(owner, driver, otherDriver, merchant, other);
  return {
    id,
    number,
    breadLine: items.find((i) => i.productId === bread)!.itemId,
    cakeLine: items.find((i) => i.productId === cake)!.itemId,
  };
}

const { h, owner, driver, otherDriver, merchant, other } = withTestApi(
  { owner: 'owner', driver: 'delivery', otherDriver: 'delivery', merchant: 'merchant', other: 'merchant' },
  { clock },
);
beforeAll(async () => {
  bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Bukti', stock: 500 });
  cake = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'loyang', title: 'Bolu Bukti', stock: 500 });
  const tiers = await h.db.selectDistinct({ g: outlets.branchGroupId }).from(outlets);
  for (const [id, price] of [
    [bread, 5000],
    [cake, 60000],
  ] as const)
    await h.db.insert(productPrices).values(tiers.map((r) => ({ productId: id, branchGroupId: r.g!, price })));
  branchId = merchant.outletIds[0];
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('proof of delivery', () => {
  it('records a full delivery with recipient, photo and position; the partner sees it and is told', async () => {
    clock.set(new Date());
    const order = await confirmedOrder();
    const photo = await uploadPhoto(driver);
    const res = await driver.call('POST', `/delivery/confirm/${order.id}`, {
      recipientName: 'Bu Sari',
      photo,
      lat: -6.914744,
      lng: 107.60981,
      clientKey: `kirim-${order.id}-a`,
    });
    expectOk(res, t.dispatch.proof.done);
    const seen = expectOk(await merchant.call('GET', `/transaction/order/show/${order.id}`));
    expect(seen.delivery).toMatchObject({
      recipientName: 'Bu Sari',
      deliveredBy: 'Uji delivery',
      deliveredAt: clock.now().toISOString(),
      lat: -6.914744,
      lng: 107.60981,
      photoUrl: expect.stringContaining(photo),
      dispute: null,
    });
    expect(seen.delivery.lines).toEqual([
      { itemId: order.breadLine, qty: 10, deliveredQty: 10, reason: null },
      { itemId: order.cakeLine, qty: 4, deliveredQty: 4, reason: null },
    ]);
    const told = await h.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, merchant.userId), eq(notifications.kind, 'delivered')));
    expect(told.map((n) => n.message)).toContain(t.dispatch.proof.notifyDelivered(order.number, 'Bu Sari'));
  });

  it('turns a shortfall into an adjustment by the driver: stock comes back, the total follows', async () => {
    const order = await confirmedOrder();
    const before = await stockOf(h.db, bread);
    const photo = await uploadPhoto(driver);
    const res = await driver.call('POST', `/delivery/confirm/${order.id}`, {
      lines: [{ itemId: order.breadLine, deliveredQty: 7, reason: 'kurang' }],
      recipientName: 'Pak Budi',
      photo,
      clientKey: `kirim-${order.id}-b`,
    });
    const adjusted = expectOk(res);
    expect(await stockOf(h.db, bread)).toBe(before + 3);
    const [row] = await h.db.select().from(transactionOrders).where(eq(transactionOrders.id, order.id));
    expect(row.total).toBe(7 * 5000 + 4 * 60000);
    expect(row.adjustmentAuthorId).toBe(driver.userId);
    expect(row.adjustmentNotes).toBe(
      t.dispatch.proof.adjustmentNote('Pak Budi', t.dispatch.proof.shortLine('Roti Bukti', 3, 'pcs', 'Kurang')),
    );
    expect(adjusted.items.find((i: { itemId: number }) => i.itemId === order.breadLine).qty).toBe(7);
  });

  it('books goods that came back damaged as waste: billed as not delivered, never sold again', async () => {
    const order = await confirmedOrder();
    const before = await stockOf(h.db, bread);
    expectOk(
      await driver.call('POST', `/delivery/confirm/${order.id}`, {
        lines: [{ itemId: order.breadLine, deliveredQty: 6, reason: 'rusak' }],
        recipientName: 'Pak Dedi',
        photo: await uploadPhoto(driver),
        clientKey: `kirim-${order.id}-rusak`,
      }),
    );
    const [row] = await h.db.select().from(transactionOrders).where(eq(transactionOrders.id, order.id));
    expect(row.total).toBe(6 * 5000 + 4 * 60000);
    // The four loaves came back with the driver and went out again as waste: stock as before.
    expect(await stockOf(h.db, bread)).toBe(before);
    const moves = await h.db
      .select({ kind: stockMovements.kind, qty: stockMovements.qty, notes: stockMovements.notes })
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, bread), eq(stockMovements.documentId, String(order.id))))
      .orderBy(stockMovements.id);
    expect(moves.slice(-2)).toEqual([
      expect.objectContaining({ kind: 'order_adjustment', qty: 4 }),
      { kind: 'waste', qty: -4, notes: t.dispatch.proof.damagedNote(order.number) },
    ]);
    expect(await ledgerMismatches(h.db)).toEqual([]);
    const month = todayInWib(clock.now()).slice(0, 7);
    const wasted = async () =>
      (
        expectOk(await owner.call('GET', `/reports/waste?month=${month}`)).writtenOff as {
          productId: string;
          qty: number;
        }[]
      )
        .filter((w) => w.productId === bread)
        .reduce((sum, w) => sum + w.qty, 0);
    const before4 = await wasted();
    expect(before4).toBeGreaterThanOrEqual(4);

    // The outlet objects: three loaves were fine after all. Staff give them back on the order, and
    // they come back from the waste rather than out of the stock a second time.
    expectOk(
      await owner.call('POST', `/transaction/order/store-adjustment/${order.id}`, {
        adjustmentNotes: 'Keberatan diterima: tiga roti ternyata baik',
        items: [{ productId: bread, qty: 9, notes: null }],
      }),
    );
    expect(await stockOf(h.db, bread)).toBe(before);
    expect(await wasted()).toBe(before4 - 3);
    const last = await h.db
      .select({ kind: stockMovements.kind, qty: stockMovements.qty, notes: stockMovements.notes })
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, bread), eq(stockMovements.documentId, String(order.id))))
      .orderBy(stockMovements.id);
    expect(last.slice(-2)).toEqual([
      { kind: 'waste', qty: 3, notes: t.dispatch.proof.damagedUndone(order.number) },
      expect.objectContaining({ kind: 'order_adjustment', qty: -3 }),
    ]);
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });

  it('recomputes the unpaid invoice the order is already on', async () => {
    const order = await confirmedOrder();
    const [invoice] = await h.db
      .insert(invoices)
      .values({ number: `INV/UJI/${order.id}`, outletId: branchId, periode: day(2).slice(0, 7), dueDate: day(16) })
      .returning({ id: invoices.id });
    await h.db.update(transactionOrders).set({ invoiceId: invoice.id }).where(eq(transactionOrders.id, order.id));
    await recomputeInvoice(h.db, invoice.id, new Date());
    const subtotal = async () =>
      (await h.db.select({ s: invoices.subtotal }).from(invoices).where(eq(invoices.id, invoice.id)))[0].s;
    expect(await subtotal()).toBe(10 * 5000 + 4 * 60000);
    const res = await driver.call('POST', `/delivery/confirm/${order.id}`, {
      lines: [{ itemId: order.cakeLine, deliveredQty: 3, reason: 'kurang' }],
      recipientName: 'Bu Tini',
      photo: await uploadPhoto(driver),
      clientKey: `kirim-${order.id}-inv`,
    });
    expectOk(res);
    expect(await subtotal()).toBe(10 * 5000 + 3 * 60000);
    // Both histories say what moved (DOMAIN 20): the order's total, and the invoice's because of it.
    const [orderRow] = await auditRows(h.db, { entity: 'order', entityId: String(order.id), action: 'adjust' });
    expect(orderRow.diff).toEqual([{ field: 'total', old: 10 * 5000 + 4 * 60000, new: 10 * 5000 + 3 * 60000 }]);
    const [invoiceRow] = await auditRows(h.db, { entity: 'invoice', entityId: String(invoice.id) });
    expect(invoiceRow).toMatchObject({ action: 'order-adjusted', actorId: driver.userId });
    expect(invoiceRow.diff).toEqual(
      expect.arrayContaining([{ field: 'subtotal', old: 10 * 5000 + 4 * 60000, new: 10 * 5000 + 3 * 60000 }]),
    );
  });

  it('has one effect for the same clientKey twice; another confirmation of a delivered order is refused', async () => {
    const order = await confirmedOrder();
    const photo = await uploadPhoto(driver);
    const body = {
      lines: [{ itemId: order.cakeLine, deliveredQty: 3, reason: 'kurang' }],
      recipientName: 'Bu Ani',
      photo,
      clientKey: `kirim-${order.id}-c`,
    };
    const before = await stockOf(h.db, cake);
    // At once, as a phone retrying after a lost answer would (truly parallel on PostgreSQL).
    const [first, second] = await Promise.all([
      driver.call('POST', `/delivery/confirm/${order.id}`, body),
      driver.call('POST', `/delivery/confirm/${order.id}`, body),
    ]);
    expectOk(first);
    expectOk(second);
    expect(await stockOf(h.db, cake)).toBe(before + 1);
    const [{ n }] = await h.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deliver'), eq(auditLog.entityId, String(order.id))));
    expect(n).toBe(1);
    const otherKey = await otherDriver.call('POST', `/delivery/confirm/${order.id}`, {
      ...body,
      photo: await uploadPhoto(otherDriver),
      clientKey: `kirim-${order.id}-lain`,
    });
    expectRefused(otherKey, 409, t.dispatch.proof.alreadyDelivered);
  });

  it('refuses bad lines, a missing reason and someone else’s photo, all at once, and changes nothing', async () => {
    const order = await confirmedOrder();
    const notMine = await uploadPhoto(otherDriver);
    const before = await stockOf(h.db, bread);
    const res = await driver.call('POST', `/delivery/confirm/${order.id}`, {
      lines: [
        { itemId: order.breadLine, deliveredQty: 11 },
        { itemId: order.cakeLine, deliveredQty: 2 },
        { itemId: 2_000_000, deliveredQty: 1, reason: 'kurang' },
      ],
      recipientName: 'Bu Sari',
      photo: notMine,
      clientKey: `kirim-${order.id}-d`,
    });
    expect(expectRefused(res, 422)).toEqual({
      'lines.0.deliveredQty': t.dispatch.proof.overOrdered(10),
      'lines.1.reason': t.dispatch.proof.reasonRequired,
      'lines.2.itemId': t.dispatch.proof.unknownLine(2_000_000),
      photo: t.dispatch.proof.photoNotOwn,
    });
    const noPhoto = await driver.call('POST', `/delivery/confirm/${order.id}`, {
      recipientName: 'Bu Sari',
      clientKey: `kirim-${order.id}-e`,
    });
    expect(expectRefused(noPhoto, 422)).toEqual({ photo: t.dispatch.proof.photoRequired });
    expect(await stockOf(h.db, bread)).toBe(before);
    expect(await h.db.select().from(deliveryProofs).where(eq(deliveryProofs.orderId, order.id))).toEqual([]);
  });

  it('takes a drop on its day from its own driver; a delivered order is no longer cancelled', async () => {
    const placed = expectOk(
      await merchant.call('POST', '/transaction/order/store', {
        branchId,
        deliveryDate: day(2),
        items: [{ productId: bread, qty: 2, notes: null }],
      }),
    );
    const id = placed.transactionOrderId as number;
    expectOk(await owner.call('POST', `/transaction/order/confirm/${id}`));
    expectOk(
      await owner.call('POST', '/transaction/order/assign-driver', {
        transactionOrderIds: [id],
        driverId: driver.userId,
      }),
    );
    const body = (key: string, photo: string) => ({ recipientName: 'Bu Tini', photo, clientKey: `kirim-${id}-${key}` });
    const early = await driver.call('POST', `/delivery/confirm/${id}`, body('awal', await uploadPhoto(driver)));
    expectRefused(early, 409, t.dispatch.proof.notYetItsDay(longDate(day(2))));

    clock.set(new Date(clock.now().getTime() + 2 * 86_400_000));
    await signInAgain(owner, driver, otherDriver, merchant);
    const { driver: assigned } = expectOk(await owner.call('GET', `/transaction/order/show/${id}`));
    const notTheirs = await otherDriver.call(
      'POST',
      `/delivery/confirm/${id}`,
      body('lain', await uploadPhoto(otherDriver)),
    );
    expectRefused(notTheirs, 409, t.dispatch.proof.otherDriver(assigned));
    expect(await h.db.select().from(deliveryProofs).where(eq(deliveryProofs.orderId, id))).toEqual([]);
    expectOk(await driver.call('POST', `/delivery/confirm/${id}`, body('hari', await uploadPhoto(driver))));

    // The outlet has the goods: cancelling would put them back in stock a second time.
    const before = await stockOf(h.db, bread);
    expectRefused(await owner.call('POST', `/transaction/order/cancel/${id}`), 409, t.order.deliveredCannotCancel);
    expect(await stockOf(h.db, bread)).toBe(before);
  });

  it('is delivered when the phone recorded it, within its day and never ahead of now', async () => {
    /** A drop on its day (the clock is there), recorded at `recorded(now)`: when it is stored as delivered. */
    const deliveredAt = async (recorded: (now: number) => string) => {
      const order = await confirmedOrder();
      const res = await driver.call('POST', `/delivery/confirm/${order.id}`, {
        recipientName: 'Bu Wati',
        photo: await uploadPhoto(driver),
        clientKey: `kirim-${order.id}-rekam`,
        recordedAt: recorded(clock.now().getTime()),
      });
      expectOk(res);
      const [proof] = await h.db.select().from(deliveryProofs).where(eq(deliveryProofs.orderId, order.id));
      return { id: order.id, stored: proof.deliveredAt.toISOString(), now: clock.now().toISOString(), today: day(0) };
    };
    const iso = (ms: number) => new Date(ms).toISOString();
    clock.set(wibAt(day(0))); // 10:00 WIB: three hours earlier is still the same day
    // Kept in the outbox for three hours while the van had no signal.
    const late = await deliveredAt((now) => iso(now - 3 * 3_600_000));
    expect(late.stored).toBe(iso(Date.parse(late.now) - 3 * 3_600_000));
    // The partner is told when the proof arrives: its 24 hours to object count from then.
    const seen = expectOk(await merchant.call('GET', `/transaction/order/show/${late.id}`));
    expect(seen.delivery.disputeUntil).toBe(iso(Date.parse(late.now) + 24 * 3_600_000));
    clock.advance(23 * 3_600_000); // 26 hours after the drop, 23 after the proof arrived
    await signInAgain(merchant, owner, driver, otherDriver, other);
    const still = expectOk(await merchant.call('GET', `/transaction/order/show/${late.id}`));
    expect(still.delivery.disputeOpen).toBe(true);
    // A phone clock ahead is now; one behind the delivery day is the day's start (WIB).
    const ahead = await deliveredAt((now) => iso(now + 10 * 86_400_000));
    expect(ahead.stored).toBe(ahead.now);
    const behind = await deliveredAt(() => '2001-01-01T00:00:00+07:00');
    expect(behind.stored).toBe(iso(Date.parse(`${behind.today}T00:00:00+07:00`)));
  });

  it('refuses a pending order, and anyone but a driver', async () => {
    const placed = expectOk(
      await merchant.call('POST', '/transaction/order/store', {
        branchId,
        deliveryDate: day(3),
        items: [{ productId: bread, qty: 1, notes: null }],
      }),
    );
    const id = placed.transactionOrderId;
    const photo = await uploadPhoto(driver);
    const body = { recipientName: 'X', photo, clientKey: `kirim-${id}-pending` };
    const res = await driver.call('POST', `/delivery/confirm/${id}`, body);
    expectRefused(res, 409, t.dispatch.proof.notConfirmed);
    expectRefused(await owner.call('POST', `/delivery/confirm/${id}`, body), 403);
    expectRefused(await merchant.call('POST', `/delivery/confirm/${id}`, body), 403);
  });
});

describe('disputes', () => {
  let order: Awaited<ReturnType<typeof confirmedOrder>>;

  beforeAll(async () => {
    clock.set(new Date());
    order = await confirmedOrder();
    const res = await driver.call('POST', `/delivery/confirm/${order.id}`, {
      recipientName: 'Bu Sari',
      photo: await uploadPhoto(driver),
      clientKey: `kirim-${order.id}-dispute`,
    });
    expectOk(res);
  });

  it('lets the partner object within 24 hours; staff are told, see it and resolve it; the partner is told', async () => {
    expectRefused(await other.call('POST', `/delivery/dispute/${order.id}`, { notes: 'Bukan order kami' }), 404);
    clock.advance(23 * 60 * 60 * 1000);
    await signInAgain(merchant, owner);
    // Blank words are no objection: the field's own message, and nothing is recorded.
    const blank = expectRefused(await merchant.call('POST', `/delivery/dispute/${order.id}`, { notes: '   ' }), 422);
    expect(blank).toEqual({ notes: t.dispatch.dispute.notesRequired });
    const res = await merchant.call('POST', `/delivery/dispute/${order.id}`, { notes: 'Dua bolu penyok' });
    expect(expectOk(res).delivery.dispute).toMatchObject({ notes: 'Dua bolu penyok', status: 'open' });
    const again = await merchant.call('POST', `/delivery/dispute/${order.id}`, { notes: 'Lagi' });
    expectRefused(again, 409, t.dispatch.dispute.alreadyOpen);

    const told = await h.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.userId), eq(notifications.kind, 'dispute')));
    expect(told).toHaveLength(1);
    const list = expectOk(await owner.call('GET', '/delivery/dispute?status=open'));
    const listed = list.items.find((d: { transactionOrderId: number }) => d.transactionOrderId === order.id);
    expect(listed).toMatchObject({ notes: 'Dua bolu penyok', number: order.number, status: 'open' });

    expectRefused(
      await merchant.call('POST', `/delivery/dispute/resolve/${listed.disputeId}`, { resolution: 'x' }),
      403,
    );
    const unresolved = expectRefused(
      await owner.call('POST', `/delivery/dispute/resolve/${listed.disputeId}`, { resolution: '' }),
      422,
    );
    expect(unresolved).toEqual({ resolution: t.dispatch.dispute.resolutionRequired });
    const resolved = await owner.call('POST', `/delivery/dispute/resolve/${listed.disputeId}`, {
      resolution: 'Diganti dua bolu pada pengiriman besok',
    });
    expectOk(resolved);
    const seen = expectOk(await merchant.call('GET', `/transaction/order/show/${order.id}`));
    expect(seen.delivery.dispute).toMatchObject({
      status: 'resolved',
      resolution: 'Diganti dua bolu pada pengiriman besok',
    });
    const partnerTold = await h.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, merchant.userId), eq(notifications.kind, 'dispute_resolved')));
    expect(partnerTold).toHaveLength(1);
  });

  it('refuses an objection after 24 hours and one for an order not delivered', async () => {
    clock.advance(60 * 60 * 1000 + 1); // now past 24 hours since delivery
    await signInAgain(merchant, owner);
    const late = await merchant.call('POST', `/delivery/dispute/${order.id}`, { notes: 'Terlambat' });
    expectRefused(late, 422, t.dispatch.dispute.windowPassed);
    const pending = await confirmedOrder();
    const res = await merchant.call('POST', `/delivery/dispute/${pending.id}`, { notes: 'Belum datang' });
    expectRefused(res, 409, t.dispatch.dispute.notDelivered);
  });
});

describe('a shortfall after the outlet gave goods back', () => {
  it("is refused under the driver's own line, not as a message without a place", async () => {
    const roll = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Bukti Retur', stock: 50 });
    const tiers = await h.db.selectDistinct({ g: outlets.branchGroupId }).from(outlets);
    await h.db.insert(productPrices).values(tiers.map((r) => ({ productId: roll, branchGroupId: r.g!, price: 4000 })));
    const placed = expectOk(
      await merchant.call('POST', '/transaction/order/store', {
        branchId,
        deliveryDate: day(2),
        items: [
          { productId: cake, qty: 1, notes: null },
          { productId: roll, qty: 10, notes: null },
        ],
      }),
    );
    const id = placed.transactionOrderId as number;
    expectOk(await owner.call('POST', `/transaction/order/confirm/${id}`));
    const items = expectOk(await owner.call('GET', `/transaction/order/show/${id}`)).items as {
      itemId: number;
      productId: string;
    }[];
    // On the delivery day the outlet gives 9 back before the driver's proof is sent.
    clock.set(new Date(clock.now().getTime() + 2 * 86_400_000));
    await signInAgain(driver, merchant);
    expectOk(
      await merchant.call('POST', '/return/store', {
        clientKey: `retur-bukti-${id}`,
        branchId,
        date: todayInWib(clock.now()),
        items: [{ productId: roll, qty: 9, reason: 'sisa' }],
      }),
    );
    const photo = await uploadPhoto(driver);
    const res = await driver.call('POST', `/delivery/confirm/${id}`, {
      lines: [
        { itemId: items.find((i) => i.productId === cake)!.itemId, deliveredQty: 1 },
        { itemId: items.find((i) => i.productId === roll)!.itemId, deliveredQty: 8, reason: 'rusak' },
      ],
      recipientName: 'Bu Ani',
      photo,
      clientKey: `kirim-${id}-retur`,
    });
    expect(expectRefused(res, 422)).toEqual({
      'lines.1.deliveredQty': t.returns.lowerPastReturn('Roti Bukti Retur', 1, 'pcs'),
    });
  });
});
