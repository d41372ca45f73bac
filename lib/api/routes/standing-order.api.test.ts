import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi, expectOk, expectRefused } from '../../testing/api';
import { wibAt } from '../../testing/days';
import { insertProduct } from '../../testing/fixtures';
import { onPostgres } from '../../testing/test-db';
import { ManualClock } from '../clock';
import { standingOrdersJob } from '../jobs';
import { runDueJobs } from '../jobs/runner';
import { auditLog } from '../db/schema/audit';
import { productPrices, products } from '../db/schema/catalog';
import { notifications } from '../db/schema/notifications';
import { scheduleClosures, transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { outlets } from '../db/schema/outlets';

/**
 * Monday 5 April 2027, 10:00 WIB. With the default cut-off (D-1 at 20:00) the first date still open
 * is Tuesday 6 April until 20:00 today, then Wednesday 7 April.
 */
const MONDAY = '2027-04-05';
const clock = new ManualClock(wibAt(MONDAY, '10:00:00'));
const TUESDAY = '2027-04-06';
const WEDNESDAY = '2027-04-07';

let outletId: number;
let secondOutlet: number;
let bread: string;
let limited: string;

async function ordersFrom(standingOrderId: number) {
  return h.db
    .select({
      id: transactionOrders.id,
      deliveryDate: transactionOrders.deliveryDate,
      status: transactionOrders.status,
    })
    .from(transactionOrders)
    .where(eq(transactionOrders.standingOrderId, standingOrderId))
    .orderBy(transactionOrders.deliveryDate);
}

async function linesOf(orderId: number) {
  return h.db
    .select({ productId: transactionOrderItems.productId, qty: transactionOrderItems.qty })
    .from(transactionOrderItems)
    .where(eq(transactionOrderItems.orderId, orderId))
    .orderBy(transactionOrderItems.productId);
}

const generate = (body: Record<string, unknown> = {}) => owner.call('POST', '/standing-order/generate', body);

const { h, merchant, owner, admin, production, viewer } = withTestApi(
  { merchant: 'merchant', owner: 'owner', admin: 'admin', production: 'production', viewer: 'viewer' },
  { clock },
);
beforeAll(async () => {
  [outletId, secondOutlet] = merchant.outletIds;
  bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Rutin' });
  limited = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Kuota' });
  await h.db.update(products).set({ isPublish: true }).where(eq(products.id, bread));
  await h.db.update(products).set({ isPublish: true, quota: 8, minOrder: 2 }).where(eq(products.id, limited));
  await h.db.insert(productPrices).values([
    { productId: bread, branchGroupId: merchant.tier!, price: 5000 },
    { productId: limited, branchGroupId: merchant.tier!, price: 7000 },
  ]);
});

describe('standing orders: who may set them, and their rules', () => {
  it('lets a partner set its own outlet, refuses the read-only rows, and hides it from other partners', async () => {
    const body = { branchId: outletId, weekday: 2, items: [{ productId: bread, qty: 5 }] };
    for (const reader of [production, viewer, await h.as('admin-merchant', { partnerId: merchant.userId })])
      expectRefused(await reader.call('POST', '/standing-order/store', body), 403);

    const saved = await merchant.call('POST', '/standing-order/store', body);
    const standing = expectOk(saved, t.standingOrder.saved);
    expect(standing).toMatchObject({
      branchId: outletId,
      weekday: 2,
      weekdayLabel: 'Selasa',
      isPaused: false,
      items: [{ productId: bread, title: 'Roti Rutin', qty: 5, notes: null }],
    });
    const id = standing.id;

    for (const reader of [owner, admin, production, viewer]) {
      const list = await reader.call('GET', `/standing-order?branchId=${outletId}`);
      expect(expectOk(list).items.map((i: { id: number }) => i.id)).toContain(id);
    }
    const stranger = await h.as('merchant');
    expectRefused(await stranger.call('GET', `/standing-order/show/${id}`), 404);
    expect(expectOk(await stranger.call('GET', '/standing-order')).items).toEqual([]);
    expectRefused(await stranger.call('POST', '/standing-order/store', body), 422);
    expectRefused(await stranger.call('DELETE', `/standing-order/delete/${id}`), 404);
    expectRefused(await merchant.call('POST', '/standing-order/generate', {}), 403);
    await merchant.call('DELETE', `/standing-order/delete/${id}`);
  });

  it('refuses a missing weekday, no lines, a line under its minimum and a second order for the weekday', async () => {
    const noDay = await merchant.call('POST', '/standing-order/store', {
      branchId: outletId,
      weekday: '',
      items: [{ productId: bread, qty: 1 }],
    });
    expect(expectRefused(noDay, 422)).toMatchObject({ weekday: t.standingOrder.weekdayRequired });

    const empty = await merchant.call('POST', '/standing-order/store', { branchId: outletId, weekday: 3, items: [] });
    expectRefused(empty, 422, t.order.noLines);

    const small = await merchant.call('POST', '/standing-order/store', {
      branchId: outletId,
      weekday: 3,
      items: [
        { productId: bread, qty: 1 },
        { productId: limited, qty: 1 },
      ],
    });
    expect(expectRefused(small, 422)).toEqual({ 'items.1.qty': t.order.belowMinimum('Roti Kuota', 2) });

    const first = expectOk(
      await merchant.call('POST', '/standing-order/store', {
        branchId: outletId,
        weekday: 3,
        items: [{ productId: bread, qty: 1 }],
      }),
    );
    const twice = await merchant.call('POST', '/standing-order/store', {
      branchId: outletId,
      weekday: 3,
      items: [{ productId: bread, qty: 2 }],
    });
    expect(expectRefused(twice, 422)).toEqual({ weekday: t.standingOrder.weekdayTaken('Rabu') });
    // Changing it is the way: the same weekday on the same record is fine.
    const changed = await merchant.call('PUT', `/standing-order/update/${first.id}`, {
      branchId: outletId,
      weekday: 3,
      items: [{ productId: bread, qty: 4 }],
    });
    expect(expectOk(changed).items[0].qty).toBe(4);
    await merchant.call('DELETE', `/standing-order/delete/${first.id}`);
  });
});

describe('generation (POST /standing-order/generate and the job timer)', () => {
  it("makes tomorrow's pending order once, for the partner, and nothing for a date whose deadline passed", async () => {
    clock.set(wibAt(MONDAY, '10:00:00'));
    const tuesday = (
      await merchant.call('POST', '/standing-order/store', {
        branchId: outletId,
        weekday: 2,
        items: [{ productId: bread, qty: 6 }],
      })
    ).body.data.id;

    const first = await generate();
    expect(expectOk(first, t.standingOrder.generated(1)).orders).toEqual([
      expect.objectContaining({ standingOrderId: tuesday, branchId: outletId, deliveryDate: TUESDAY }),
    ]);
    const [made] = await ordersFrom(tuesday);
    expect(made).toMatchObject({ deliveryDate: TUESDAY, status: 'pending' });
    expect(await linesOf(made.id)).toEqual([{ productId: bread, qty: 6 }]);
    // An ordinary order of the partner's: it sees it, may change it before the deadline.
    expectOk(await merchant.call('GET', `/transaction/order/show/${made.id}`));
    const edited = await merchant.call('POST', `/transaction/order/store?type=update&transactionOrderId=${made.id}`, {
      deliveryDate: TUESDAY,
      items: [{ productId: bread, qty: 9 }],
    });
    expectOk(edited);

    expect((await generate()).body.data.created).toBe(0);
    expect(await ordersFrom(tuesday)).toHaveLength(1);

    // After Tuesday's deadline the generator looks at Wednesday only; Tuesday is not made late.
    await h.db.delete(transactionOrders).where(eq(transactionOrders.id, made.id));
    clock.set(wibAt(MONDAY, '20:00:01'));
    expect((await generate()).body.data.created).toBe(0);
    expect(await ordersFrom(tuesday)).toHaveLength(0);
    await merchant.call('DELETE', `/standing-order/delete/${tuesday}`);
  });

  it('skips a paused standing order until it is resumed, closed days, inactive outlets and outlets that ordered by hand', async () => {
    clock.set(wibAt(MONDAY, '21:00:00')); // Wednesday is the first open date
    const wednesday = (
      await merchant.call('POST', '/standing-order/store', {
        branchId: outletId,
        weekday: 3,
        items: [{ productId: bread, qty: 3 }],
      })
    ).body.data.id;

    const pastPause = await merchant.call('POST', `/standing-order/pause/${wednesday}`, { until: '2027-04-04' });
    expect(expectRefused(pastPause, 422)).toEqual({ until: t.standingOrder.untilInPast });
    const paused = await merchant.call('POST', `/standing-order/pause/${wednesday}`, { until: WEDNESDAY });
    expect(expectOk(paused)).toMatchObject({ pausedUntil: WEDNESDAY, isPaused: true });
    expect((await generate()).body.data.created).toBe(0);

    const resumed = await merchant.call('POST', `/standing-order/resume/${wednesday}`);
    expect(expectOk(resumed)).toMatchObject({ pausedUntil: null, isPaused: false });

    const [closure] = await h.db
      .insert(scheduleClosures)
      .values({ startDate: WEDNESDAY, endDate: WEDNESDAY, notes: 'Libur uji' })
      .returning({ id: scheduleClosures.id });
    expect((await generate()).body.data.created).toBe(0);
    await h.db.delete(scheduleClosures).where(eq(scheduleClosures.id, closure.id));

    await h.db.update(outlets).set({ isActive: false }).where(eq(outlets.id, outletId));
    expect((await generate()).body.data.created).toBe(0);
    await h.db.update(outlets).set({ isActive: true }).where(eq(outlets.id, outletId));

    // The second outlet ordered Wednesday by hand: its standing order makes no second order.
    const other = (
      await merchant.call('POST', '/standing-order/store', {
        branchId: secondOutlet,
        weekday: 3,
        items: [{ productId: bread, qty: 2 }],
      })
    ).body.data.id;
    const byHand = await merchant.call('POST', '/transaction/order/store', {
      branchId: secondOutlet,
      deliveryDate: WEDNESDAY,
      items: [{ productId: bread, qty: 1 }],
    });
    const handOrder = expectOk(byHand);

    const run = await generate();
    expect(run.body.data.orders).toEqual([expect.objectContaining({ standingOrderId: wednesday })]);
    expect(run.body.data.skipped).toEqual([{ standingOrderId: other, deliveryDate: WEDNESDAY, reason: 'sudah_ada' }]);
    await h.db.delete(transactionOrders).where(isNotNull(transactionOrders.standingOrderId));
    await h.db.delete(transactionOrders).where(eq(transactionOrders.id, handOrder.transactionOrderId));
    for (const id of [wednesday, other]) await merchant.call('DELETE', `/standing-order/delete/${id}`);
  });

  it('caps a line to what is left of the quota, drops one below its minimum, and tells the partner', async () => {
    clock.set(wibAt(MONDAY, '21:00:00'));
    const rival = await h.makePartner(1);
    const [rivalTier] = await h.db
      .select({ tier: outlets.branchGroupId })
      .from(outlets)
      .where(eq(outlets.id, rival.outletIds[0]));
    await h.db.insert(productPrices).values({ productId: limited, branchGroupId: rivalTier.tier!, price: 7000 });
    const rivalOrder = await admin.call('POST', '/transaction/order/store', {
      branchId: rival.outletIds[0],
      deliveryDate: WEDNESDAY,
      items: [{ productId: limited, qty: 5 }],
    });
    expectOk(rivalOrder);

    const capped = (
      await merchant.call('POST', '/standing-order/store', {
        branchId: outletId,
        weekday: 3,
        items: [
          { productId: bread, qty: 4 },
          { productId: limited, qty: 6 },
        ],
      })
    ).body.data.id;
    const run = await generate();
    expect(run.body.data.created).toBe(1);
    const [made] = await ordersFrom(capped);
    expect(await linesOf(made.id)).toEqual(
      [
        { productId: bread, qty: 4 },
        { productId: limited, qty: 3 },
      ].sort((a, b) => a.productId.localeCompare(b.productId)),
    );
    const told = await h.db.select().from(notifications).where(eq(notifications.userId, merchant.userId));
    expect(told.map((n) => n.message)).toContainEqual(
      expect.stringContaining(t.standingOrder.lineCapped('Roti Kuota', 3, 6)),
    );

    // Next week the rival takes 7 of 8: one left is under the minimum of 2, so that line is dropped.
    clock.set(wibAt('2027-04-12', '21:00:00'));
    const nextWeek = '2027-04-14';
    await admin.call('POST', '/transaction/order/store', {
      branchId: rival.outletIds[0],
      deliveryDate: nextWeek,
      items: [{ productId: limited, qty: 7 }],
    });
    await generate();
    const week2 = (await ordersFrom(capped)).find((o) => o.deliveryDate === nextWeek)!;
    expect(await linesOf(week2.id)).toEqual([{ productId: bread, qty: 4 }]);
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'standing_order'),
          eq(auditLog.action, 'generate'),
          eq(auditLog.entityId, String(capped)),
        ),
      )
      .orderBy(auditLog.id);
    expect(audit.actorId).toBeNull();
    await h.db.delete(transactionOrders).where(isNotNull(transactionOrders.standingOrderId));
    await merchant.call('DELETE', `/standing-order/delete/${capped}`);
  });

  it('runs from the job timer with the same service', async () => {
    clock.set(wibAt('2027-04-19', '10:00:00')); // Monday: Tuesday the 20th is open
    const id = (
      await merchant.call('POST', '/standing-order/store', {
        branchId: outletId,
        weekday: 2,
        items: [{ productId: bread, qty: 2 }],
      })
    ).body.data.id;
    const [outcome] = await runDueJobs(h.db, [standingOrdersJob], clock.now());
    expect(outcome).toMatchObject({ ran: true, result: { created: 1 } });
    expect((await ordersFrom(id)).map((o) => o.deliveryDate)).toEqual(['2027-04-20']);
    await merchant.call('DELETE', `/standing-order/delete/${id}`);
  });

  it('makes orders up to a chosen date for staff, never further than a month', async () => {
    clock.set(wibAt('2027-04-19', '10:00:00'));
    const id = (
      await merchant.call('POST', '/standing-order/store', {
        branchId: secondOutlet,
        weekday: 5,
        items: [{ productId: bread, qty: 2 }],
      })
    ).body.data.id;
    const tooFar = await generate({ until: '2027-06-01' });
    expectRefused(tooFar, 422, t.standingOrder.untilTooFar(31));
    await generate({ until: '2027-05-01' });
    expect((await ordersFrom(id)).map((o) => o.deliveryDate)).toEqual(['2027-04-23', '2027-04-30']);
    await merchant.call('DELETE', `/standing-order/delete/${id}`);
  });
});

describe.runIf(onPostgres)('generation on PostgreSQL', () => {
  it('makes one order per standing order and date when generators run at the same moment', async () => {
    clock.set(wibAt('2027-04-26', '10:00:00'));
    const ids = await Promise.all(
      [outletId, secondOutlet].map(
        async (branchId) =>
          (
            await merchant.call('POST', '/standing-order/store', {
              branchId,
              weekday: 2,
              items: [{ productId: bread, qty: 3 }],
            })
          ).body.data.id as number,
      ),
    );
    const runs = await Promise.all([
      generate(),
      generate(),
      generate(),
      runDueJobs(h.db, [standingOrdersJob], clock.now()),
    ]);
    const created = runs
      .slice(0, 3)
      .reduce((n, r) => n + (r as { body: { data: { created: number } } }).body.data.created, 0);
    const byJob = (runs[3] as Awaited<ReturnType<typeof runDueJobs>>)[0].result?.created as number;
    expect(created + byJob).toBe(2);
    for (const id of ids) expect(await ordersFrom(id)).toHaveLength(1);
  });
});
if (!onPostgres) console.log('[uji] generator serentak pada order rutin dilewati di PGlite.');
