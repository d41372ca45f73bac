import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi, expectOk, expectRefused, type SignedIn } from '../../testing/api';
import { onPostgres } from '../../testing/test-db';
import { wibAt } from '../../testing/days';
import { insertProduct, auditRows } from '../../testing/fixtures';
import { ManualClock } from '../clock';
import { auditLog } from '../db/schema/audit';
import { productPrices, products } from '../db/schema/catalog';
import { notifications } from '../db/schema/notifications';
import { orderChangeRequests, scheduleClosures, transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { returnItems, returns } from '../db/schema/returns';

/** Tuesday 9 March 2027: the deadline of Wednesday's orders is today at 20:00 WIB. */
const TODAY = '2027-03-09';
const TOMORROW = '2027-03-10';
const clock = new ManualClock(wibAt(TODAY, '10:00:00'));

let tier: number;
let outletId: number;
let bread: string;

const order = (deliveryDate = TOMORROW, qty = 5) => ({ deliveryDate, items: [{ productId: bread, qty }], notes: '' });
const late = t.orderWindow.deadlinePassed;
/** The partner asks, after the cut-off, for an order of `qty` breads that does not exist yet. */
const requestNewOrder = (deliveryDate: string, qty: number, reason: string) =>
  merchant.call('POST', '/order-change-request/store', {
    branchId: outletId,
    deliveryDate,
    items: [{ productId: bread, qty }],
    reason,
  });

const { h, merchant, owner, admin, production, viewer } = withTestApi(
  { merchant: 'merchant', owner: 'owner', admin: 'admin', production: 'production', viewer: 'viewer' },
  { clock },
);
beforeAll(async () => {
  outletId = merchant.outletIds[0];
  tier = merchant.tier!;
  bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs' });
  await h.db.update(products).set({ isPublish: true }).where(eq(products.id, bread));
  await h.db.insert(productPrices).values({ productId: bread, branchGroupId: tier, price: 5000 });
});

describe('order window settings (GET /order-window, PUT /order-window/update/{branchGroupId})', () => {
  it("lists every tier's deadline to staff who plan, and lets owner and finance change it", async () => {
    for (const reader of [owner, admin, production, viewer]) {
      const res = await reader.call('GET', '/order-window');
      expect(expectOk(res).items).toContainEqual(
        expect.objectContaining({ branchGroupId: tier, cutoffDaysBefore: 1, cutoffTime: '20:00' }),
      );
    }
    expectRefused(await merchant.call('GET', '/order-window'), 403);
    for (const writer of [production, viewer, merchant])
      expectRefused(
        await writer.call('PUT', `/order-window/update/${tier}`, { cutoffDaysBefore: 2, cutoffTime: '17:00' }),
        403,
      );

    const bad = await owner.call('PUT', `/order-window/update/${tier}`, { cutoffDaysBefore: 8, cutoffTime: '25:00' });
    expect(expectRefused(bad, 422)).toMatchObject({ cutoffTime: t.tier.cutoffTimeInvalid });
    expectRefused(
      await owner.call('PUT', '/order-window/update/999999', { cutoffDaysBefore: 1, cutoffTime: '20:00' }),
      404,
    );

    const saved = await admin.call('PUT', `/order-window/update/${tier}`, { cutoffDaysBefore: 2, cutoffTime: '17:30' });
    expect(expectOk(saved, t.orderWindow.updated)).toMatchObject({ cutoffDaysBefore: 2, cutoffTime: '17:30' });
    const [audit] = await auditRows(h.db, { entity: 'order_window', entityId: String(tier) });
    expect(audit.diff).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'cutoffTime', old: '20:00', new: '17:30' })]),
    );
    await admin.call('PUT', `/order-window/update/${tier}`, { cutoffDaysBefore: 1, cutoffTime: '20:00' });
  });
});

describe('the deadline on every path (DOMAIN 17)', () => {
  it('lets a partner store, change and cancel until 20:00:00 on D-1 and refuses it one second later', async () => {
    clock.set(wibAt(TODAY, '20:00:00'));
    const stored = await merchant.call('POST', '/transaction/order/store', order());
    const id = expectOk(stored, 'Order in successfully').transactionOrderId;

    clock.set(wibAt(TODAY, '20:00:01'));
    const again = await merchant.call('POST', '/transaction/order/store', order());
    expect(expectRefused(again, 422, late)).toMatchObject({ deliveryDate: late });

    const update = await merchant.call(
      'POST',
      `/transaction/order/store?type=update&transactionOrderId=${id}`,
      order(TOMORROW, 9),
    );
    expectRefused(update, 422, late);
    // Moving a closed date to an open one is a change of the closed date too.
    const moved = await merchant.call(
      'POST',
      `/transaction/order/store?type=update&transactionOrderId=${id}`,
      order('2027-03-12'),
    );
    expectRefused(moved, 422);
    const cancel = await merchant.call('POST', `/transaction/order/cancel/${id}`);
    expectRefused(cancel, 422, late);
    const shown = expectOk(await merchant.call('GET', `/transaction/order/show/${id}`));
    expect(shown).toMatchObject({ status: 'pending', total: 25_000 });

    // A later date is still open.
    expectOk(await merchant.call('POST', '/transaction/order/store', order('2027-03-11')));
  });

  it('lets staff change a late order and records the change as late', async () => {
    clock.set(wibAt(TODAY, '21:15:00'));
    const stored = await owner.call('POST', '/transaction/order/store', { ...order(), branchId: outletId });
    const id = expectOk(stored).transactionOrderId;
    const cancelled = await production.call('POST', `/transaction/order/cancel/${id}`, { reason: 'Outlet tutup' });
    expectOk(cancelled);
    const audits = await h.db
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))));
    expect(audits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'create', changes: expect.objectContaining({ late: true }) }),
        expect.objectContaining({ action: 'cancel', changes: expect.objectContaining({ late: true }) }),
      ]),
    );
  });

  it("offers a partner only open dates, each with its deadline, and follows the outlet's own deadline", async () => {
    clock.set(wibAt(TODAY, '21:00:00'));
    const options = async (who: SignedIn) =>
      expectOk(await who.call('GET', `/transaction/order/create?branchId=${outletId}`)).options;
    const forPartner = await options(merchant);
    expect(forPartner.minDate).toBe('2027-03-11');
    expect(forPartner.cutoff).toEqual({ cutoffDaysBefore: 1, cutoffTime: '20:00' });
    expect(forPartner.deadlines[0]).toEqual({ deliveryDate: '2027-03-11', deadline: '2027-03-10T20:00:00+07:00' });
    expect(forPartner.deadlines.map((d: { deliveryDate: string }) => d.deliveryDate)).not.toContain(TOMORROW);
    expect((await options(owner)).minDate).toBe(TOMORROW);

    // This outlet takes orders on the day before until it ends (0 days: orders are for tomorrow on,
    // so its 06:00 on the day itself cannot be met and is not shown).
    const outlet = expectOk(await owner.call('GET', `/outlet/show/${outletId}`));
    const patch = await owner.call('PATCH', `/outlet/update/${outletId}`, {
      title: outlet.title,
      branchGroupId: tier,
      cutoffDaysBefore: 0,
      cutoffTime: '06:00',
    });
    expect(expectOk(patch)).toMatchObject({ cutoffDaysBefore: 0, cutoffTime: '06:00' });
    // The outlet's own deadline is recorded old and new (DOMAIN 20); its unchanged tier is not.
    const [changed] = await auditRows(h.db, { entity: 'outlet', entityId: String(outletId), action: 'update' });
    expect(changed.diff).toEqual([
      { field: 'cutoffDaysBefore', old: null, new: 0 },
      { field: 'cutoffTime', old: null, new: '06:00' },
    ]);
    const sameDay = await options(merchant);
    expect(sameDay.minDate).toBe(TOMORROW);
    expect(sameDay.deadlines[0]).toEqual({ deliveryDate: TOMORROW, deadline: `${TODAY}T23:59:59+07:00` });
    expectOk(await merchant.call('POST', '/transaction/order/store', order()));

    // '' follows the tier again.
    const reset = expectOk(
      await owner.call('PATCH', `/outlet/update/${outletId}`, {
        title: outlet.title,
        branchGroupId: tier,
        cutoffDaysBefore: '',
        cutoffTime: '',
      }),
    );
    expect(reset).toMatchObject({ cutoffDaysBefore: null, cutoffTime: null });
    expect((await options(merchant)).minDate).toBe('2027-03-11');
  });
});

describe('change requests after the deadline (/order-change-request/*)', () => {
  const tc = t.changeRequest;

  it('takes a partner request only after the deadline, tells the deciders, and shows it to its own partner only', async () => {
    clock.set(wibAt(TODAY, '10:00:00'));
    const placed = await merchant.call('POST', '/transaction/order/store', order('2027-03-12', 4));
    const orderId = expectOk(placed).transactionOrderId;
    const ask = (body: Record<string, unknown> = {}) =>
      merchant.call('POST', '/order-change-request/store', {
        transactionOrderId: orderId,
        branchId: outletId,
        deliveryDate: '2027-03-12',
        items: [{ productId: bread, qty: 12 }],
        reason: 'Ada pesanan acara',
        ...body,
      });
    const early = await ask();
    expectRefused(early, 422, tc.notYetLate);

    clock.set(wibAt('2027-03-11', '20:30:00'));
    const noReason = await ask({ reason: ' ' });
    expect(expectRefused(noReason, 422)).toMatchObject({ reason: tc.reasonRequired });
    const request = expectOk(await ask(), tc.sent);
    expect(request).toMatchObject({
      status: 'menunggu',
      statusLabel: tc.status.menunggu,
      transactionOrderId: orderId,
      items: [expect.objectContaining({ productId: bread, qty: 12 })],
    });
    const told = await h.db.select().from(notifications).where(eq(notifications.userId, production.userId));
    expect(told.some((n) => n.kind === 'change_request')).toBe(true);

    const stranger = await h.as('merchant');
    expectRefused(await stranger.call('GET', `/order-change-request/show/${request.id}`), 404);
    expect(expectOk(await stranger.call('GET', '/order-change-request')).items).toHaveLength(0);
    expect(expectOk(await viewer.call('GET', '/order-change-request?status=menunggu')).items).toContainEqual(
      expect.objectContaining({ id: request.id }),
    );
    expectRefused(await viewer.call('POST', `/order-change-request/approve/${request.id}`), 403);
    expectRefused(await merchant.call('POST', `/order-change-request/approve/${request.id}`), 403);

    // Production applies it as a late staff change; the partner is told; it is decided once.
    const approved = await production.call('POST', `/order-change-request/approve/${request.id}`);
    expect(expectOk(approved, tc.approved)).toMatchObject({ status: 'disetujui', resultOrderId: orderId });
    const changed = expectOk(await merchant.call('GET', `/transaction/order/show/${orderId}`));
    expect(changed.items[0]).toMatchObject({ productId: bread, qty: 12 });
    const partnerTold = await h.db.select().from(notifications).where(eq(notifications.userId, merchant.userId));
    expect(partnerTold.map((n) => n.message)).toContain(tc.notifyApproved('12 Maret 2027'));
    expect(partnerTold.find((n) => n.message === tc.notifyApproved('12 Maret 2027'))?.readAt).toBeNull();
    // Decided, the request no longer waits in the other deciders' bell: it is read for them too.
    const decidersTold = await h.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'change_request'), eq(notifications.entityId, String(request.id))));
    const askedStaff = decidersTold.filter((n) => n.message !== tc.notifyApproved('12 Maret 2027'));
    expect(askedStaff.length).toBeGreaterThan(0);
    expect(askedStaff.every((n) => n.readAt !== null)).toBe(true);
    const twice = await admin.call('POST', `/order-change-request/approve/${request.id}`);
    expectRefused(twice, 409, tc.alreadyDecided);
  });

  it('checks the lines when the request is made: a size that must be chosen is asked for at once', async () => {
    const tawar = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', sizes: ['S', 'L'] });
    await h.db.update(products).set({ isPublish: true, sizeRequired: true }).where(eq(products.id, tawar));
    await h.db.insert(productPrices).values({ productId: tawar, branchGroupId: tier, price: 9000 });
    clock.set(wibAt('2027-03-14', '20:30:00'));
    const ask = (notes: string | null) =>
      merchant.call('POST', '/order-change-request/store', {
        branchId: outletId,
        deliveryDate: '2027-03-15',
        items: [{ productId: tawar, qty: 2, notes }],
        reason: 'Pesanan tambahan',
      });
    const title = (await h.db.select({ title: products.title }).from(products).where(eq(products.id, tawar)))[0].title;
    const noSize = await ask(null);
    expect(expectRefused(noSize, 422, t.messages.sizeRequired(title))).toMatchObject({
      'items.0.notes': t.messages.sizeRequired(title),
    });
    expect(expectOk(await ask('L')).items).toEqual([expect.objectContaining({ productId: tawar, qty: 2, notes: 'L' })]);
  });

  it('refuses at once a request approval could never apply: a past date, a closed day', async () => {
    clock.set(wibAt('2027-03-20', '21:00:00'));
    const past = await requestNewOrder('2027-03-19', 3, 'Lupa pesan');
    expect(expectRefused(past, 422, t.order.dateInPast)).toMatchObject({ deliveryDate: t.order.dateInPast });
    await h.db.insert(scheduleClosures).values({ startDate: '2027-03-21', endDate: '2027-03-21', notes: 'Nyepi' });
    expectRefused(await requestNewOrder('2027-03-21', 3, 'Pesanan tambahan'), 422, t.order.dateClosed('Nyepi'));
    const asked = await h.db.select().from(orderChangeRequests).where(eq(orderChangeRequests.outletId, outletId));
    expect(asked.filter((r) => r.deliveryDate === '2027-03-19' || r.deliveryDate === '2027-03-21')).toEqual([]);
  });

  it('cancels the order when the partner asks for every line at 0 after the deadline', async () => {
    clock.set(wibAt('2027-03-15', '10:00:00'));
    const placed = expectOk(await merchant.call('POST', '/transaction/order/store', order('2027-03-17', 4)));
    clock.set(wibAt('2027-03-16', '21:00:00'));
    const asked = expectOk(
      await merchant.call('POST', '/order-change-request/store', {
        transactionOrderId: placed.transactionOrderId,
        branchId: outletId,
        deliveryDate: '2027-03-17',
        items: [{ productId: bread, qty: 0 }],
        reason: 'Toko tutup mendadak',
      }),
    );
    const approved = expectOk(await production.call('POST', `/order-change-request/approve/${asked.id}`));
    expect(approved).toMatchObject({ status: 'disetujui', resultOrderId: placed.transactionOrderId });
    const cancelled = expectOk(await merchant.call('GET', `/transaction/order/show/${placed.transactionOrderId}`));
    expect(cancelled).toMatchObject({ status: 'dibatalkan', cancelReason: 'Toko tutup mendadak' });
    // Asking for nothing without an order is no order at all.
    const none = await merchant.call('POST', '/order-change-request/store', {
      branchId: outletId,
      deliveryDate: '2027-03-17',
      items: [{ productId: bread, qty: 0 }],
      reason: 'Tidak jadi',
    });
    expectRefused(none, 422, t.order.noLines);
  });

  it('keeps a request open when an order rule now fails, and rejects it with a reason', async () => {
    clock.set(wibAt('2027-03-12', '20:30:00'));
    const request = expectOk(await requestNewOrder('2027-03-13', 3, 'Lupa pesan'));
    expect(request.transactionOrderId).toBeNull();
    await h.db.update(products).set({ isPublish: false }).where(eq(products.id, bread));
    const refused = await owner.call('POST', `/order-change-request/approve/${request.id}`);
    expectRefused(refused, 422);
    expect(JSON.stringify(refused.body)).toContain('tidak dapat dipesan');
    expect(expectOk(await owner.call('GET', `/order-change-request/show/${request.id}`)).status).toBe('menunggu');
    await h.db.update(products).set({ isPublish: true }).where(eq(products.id, bread));

    expectRefused(await owner.call('POST', `/order-change-request/reject/${request.id}`, { reason: '' }), 422);
    const rejected = await owner.call('POST', `/order-change-request/reject/${request.id}`, {
      reason: 'Adonan sudah dibuat',
    });
    expect(expectOk(rejected)).toMatchObject({ status: 'ditolak', decisionReason: 'Adonan sudah dibuat' });
    const partnerTold = await h.db.select().from(notifications).where(eq(notifications.userId, merchant.userId));
    expect(partnerTold.map((n) => n.message)).toContain(tc.notifyRejected('13 Maret 2027', 'Adonan sudah dibuat'));
  });
});

describe('reorder and suggested quantities', () => {
  /** A delivered (confirmed) order of this outlet on a past date, written directly: history to read. */
  async function delivered(deliveryDate: string, qty: number, status = 'berhasil') {
    const [row] = await h.db
      .insert(transactionOrders)
      .values({
        number: `ORD/UJI/${deliveryDate}/${qty}/${status}`,
        outletId,
        deliveryDate,
        status,
        total: qty * 5000,
      })
      .returning({ id: transactionOrders.id });
    await h.db.insert(transactionOrderItems).values({
      orderId: row.id,
      productId: bread,
      title: 'Roti uji',
      qty,
      orderedQty: qty,
      price: 5000,
      unit: 'pcs',
      type: 'bahan_jadi',
    });
  }

  it('suggests the median of the last four same weekdays, less returns, a week without it counting 0', async () => {
    clock.set(wibAt('2027-04-05', '10:00:00'));
    await delivered('2027-03-31', 10);
    await delivered('2027-03-24', 12);
    await delivered('2027-03-10', 11);
    await delivered('2027-03-31', 100, 'dibatalkan');
    await delivered('2027-03-30', 50); // a Tuesday: another weekday
    const res = await merchant.call('GET', `/transaction/order/suggest?branchId=${outletId}&deliveryDate=2027-04-07`);
    expect(expectOk(res).items).toEqual([
      { productId: bread, size: null, qty: 11, basis: t.order.suggestBasis('Rabu', [11, 0, 12, 10]) },
    ]);
    // Returned on those dates: 4 of the 12 came back, so that week kept 8 and the median of 0, 8, 10, 11 is 9.
    const [back] = await h.db
      .insert(returns)
      .values({ number: 'RET/UJI/0001', outletId, returnDate: '2027-03-24', clientKey: 'saran-retur' })
      .returning({ id: returns.id });
    await h.db
      .insert(returnItems)
      .values({ returnId: back.id, productId: bread, title: 'Roti uji', unit: 'pcs', qty: 4, reason: 'sisa' });
    const net = await merchant.call('GET', `/transaction/order/suggest?branchId=${outletId}&deliveryDate=2027-04-07`);
    expect(expectOk(net).items).toEqual([
      { productId: bread, size: null, qty: 9, basis: t.order.suggestBasis('Rabu', [11, 0, 8, 10]) },
    ]);
    // Nine days ahead: the four Wednesdays that have been, not one still to come counted as 0.
    const ahead = await merchant.call('GET', `/transaction/order/suggest?branchId=${outletId}&deliveryDate=2027-04-14`);
    expect(expectOk(ahead).items).toEqual([
      { productId: bread, size: null, qty: 9, basis: t.order.suggestBasis('Rabu', [11, 0, 8, 10]) },
    ]);
    const none = expectOk(
      await merchant.call('GET', `/transaction/order/suggest?branchId=${outletId}&deliveryDate=2027-04-09`),
    );
    expect(none.items).toEqual([]);
    expectRefused(
      await viewer.call('GET', `/transaction/order/suggest?branchId=${outletId}&deliveryDate=2027-04-07`),
      403,
    );
  });

  it("reorders an order's lines for another date at today's price, for its own partner only", async () => {
    clock.set(wibAt('2027-04-05', '10:00:00'));
    const first = expectOk(await merchant.call('POST', '/transaction/order/store', order('2027-04-06', 7)));
    await h.db.update(productPrices).set({ price: 6000 }).where(eq(productPrices.productId, bread));
    const again = await merchant.call('POST', `/transaction/order/reorder/${first.transactionOrderId}`, {
      deliveryDate: '2027-04-08',
    });
    const reordered = expectOk(again, t.order.reordered);
    expect(reordered).toMatchObject({ status: 'pending', deliveryDate: '2027-04-08', total: 7 * 6000 });
    expect(reordered.transactionOrderId).not.toBe(first.transactionOrderId);

    const stranger = await h.as('merchant');
    expectRefused(
      await stranger.call('POST', `/transaction/order/reorder/${first.transactionOrderId}`, {
        deliveryDate: '2027-04-08',
      }),
      404,
    );
    clock.set(wibAt('2027-04-05', '21:00:00'));
    const late = await merchant.call('POST', `/transaction/order/reorder/${first.transactionOrderId}`, {
      deliveryDate: '2027-04-06',
    });
    expectRefused(late, 422, t.orderWindow.deadlinePassed);
    await h.db.update(productPrices).set({ price: 5000 }).where(eq(productPrices.productId, bread));
  });
});

if (!onPostgres)
  console.log('[uji] keputusan serentak atas permintaan perubahan hanya berarti di PostgreSQL; dilewati di PGlite.');

describe.runIf(onPostgres)('change requests decided at once (PostgreSQL)', () => {
  it('applies a request once when two deciders approve it in parallel', async () => {
    clock.set(wibAt('2027-04-06', '20:30:00')); // within the test sessions' 30 days
    const request = expectOk(await requestNewOrder('2027-04-07', 2, 'Tambahan'));
    const answers = await Promise.all(
      [owner, production, admin].map((who) => who.call('POST', `/order-change-request/approve/${request.id}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const made = await h.db
      .select({ id: transactionOrders.id })
      .from(transactionOrders)
      .where(and(eq(transactionOrders.outletId, outletId), eq(transactionOrders.deliveryDate, '2027-04-07')));
    expect(made).toHaveLength(1);
  });
});
