import { asc, eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi, expectOk, expectRefused, uniqueName, type ApiAnswer, type SignedIn } from '../../testing/api';
import { insertProduct, auditRows, insertCourier, insertDeliveryProof } from '../../testing/fixtures';
import { productPrices, products } from '../db/schema/catalog';
import { transactionOrders } from '../db/schema/orders';
import { outlets } from '../db/schema/outlets';
import { companySettings } from '../db/schema/settings';
import { users } from '../db/schema/accounts';
import { ROLE_IDS } from '../../roles';
import { deliveryNoteNumber } from '../exports/delivery-pack';
import { day } from '../../testing/days';
import { onPostgres } from '../../testing/test-db';
import { dispatchRoutes } from '../db/schema/routes';

let secondDriverId: number;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function finishedGood(title: string, stock: number) {
  const id = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title, stock });
  const tiers = await h.db.selectDistinct({ g: outlets.branchGroupId }).from(outlets);
  await h.db.insert(productPrices).values(tiers.map((r) => ({ productId: id, branchGroupId: r.g!, price: 4000 })));
  return id;
}

async function place(
  who: SignedIn,
  branchId: number,
  deliveryDate: string,
  items: { productId: string; qty: number }[],
) {
  const res = await who.call('POST', '/transaction/order/store', {
    branchId,
    deliveryDate,
    items: items.map((i) => ({ ...i, notes: null })),
  });
  return expectOk(res) as { transactionOrderId: number; number: string; items: { itemId: number }[] };
}

async function print(who: SignedIn, path: string) {
  const res = await h.print.request(`/print${path}`, { headers: { authorization: `Bearer ${who.token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const { h, owner, production, driver, viewer, merchant, other } = withTestApi({
  owner: 'owner',
  production: 'production',
  driver: 'delivery',
  viewer: 'viewer',
  merchant: 'merchant',
  other: 'merchant',
});
beforeAll(async () => {
  secondDriverId = await insertCourier(h.db, 'Kurir Kedua');
});

describe('routes', () => {
  let northId: number;

  it('creates a route with a driver and stops in visiting order, audited', async () => {
    const res = await production.call('POST', '/route/store', {
      name: 'Rute Utara',
      driverId: driver.userId,
      stops: [merchant.outletIds[1], merchant.outletIds[0]],
    });
    expectOk(res, t.dispatch.route.created);
    northId = res.body.data.routeId;
    expect(res.body.data).toMatchObject({ name: 'Rute Utara', driverId: driver.userId, driver: 'Uji delivery' });
    expect(res.body.data.stops.map((s: { branchId: number; position: number }) => [s.position, s.branchId])).toEqual([
      [1, merchant.outletIds[1]],
      [2, merchant.outletIds[0]],
    ]);
    const audit = await auditRows(h.db, { entity: 'route', entityId: String(northId) });
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('refuses an outlet already on another route, naming that route, and changes nothing', async () => {
    const res = await owner.call('POST', '/route/store', {
      name: 'Rute Selatan',
      driverId: null,
      stops: [other.outletIds[0], merchant.outletIds[0]],
    });
    const errors = expectRefused(res, 422);
    const [title] = await h.db.select({ t: outlets.title }).from(outlets).where(eq(outlets.id, merchant.outletIds[0]));
    expect(errors).toEqual({ 'stops.1': t.dispatch.route.outletOnOtherRoute(title.t, 'Rute Utara') });
    const list = await owner.call('GET', '/route?search=Selatan');
    expect(list.body.data.items).toEqual([]);
  });

  it('reports every problem at once: taken name, a non-driver, an outlet twice, an unknown outlet', async () => {
    const res = await owner.call('POST', '/route/store', {
      name: 'rute utara',
      driverId: merchant.userId,
      stops: [other.outletIds[0], other.outletIds[0], 2_000_000],
    });
    expect(expectRefused(res, 422)).toEqual({
      name: t.dispatch.route.nameTaken('rute utara'),
      driverId: t.dispatch.route.driverNotDelivery,
      'stops.1': t.dispatch.route.outletTwice,
      'stops.2': t.dispatch.route.outletUnknown(2_000_000),
    });
  });

  it('updates the stops order and the driver; the list shows stops in order; a route can be removed', async () => {
    const res = await owner.call('PUT', `/route/update/${northId}`, {
      name: 'Rute Utara',
      driverId: driver.userId,
      stops: [merchant.outletIds[0], merchant.outletIds[1]],
    });
    expectOk(res);
    const list = await driver.call('GET', '/route');
    expectOk(list);
    const north = list.body.data.items.find((r: { routeId: number }) => r.routeId === northId);
    expect(north.stops.map((s: { branchId: number }) => s.branchId)).toEqual(merchant.outletIds);
    expect(list.body.data.options.drivers.some((d: { value: number }) => d.value === secondDriverId)).toBe(true);

    const temp = await owner.call('POST', '/route/store', { name: 'Rute Sementara', driverId: null, stops: [] });
    expectOk(temp);
    const gone = await owner.call('DELETE', `/route/delete/${temp.body.data.routeId}`);
    expectOk(gone);
    expectRefused(await owner.call('GET', `/route/show/${temp.body.data.routeId}`), 404);
  });

  it('is read-only for drivers and the viewer and closed to partners', async () => {
    const body = { name: 'Rute X', driverId: null, stops: [] };
    expectRefused(await driver.call('POST', '/route/store', body), 403);
    expectRefused(await viewer.call('POST', '/route/store', body), 403);
    expectOk(await viewer.call('GET', '/route'));
    expectRefused(await merchant.call('GET', '/route'), 403);
    expectRefused(await merchant.call('DELETE', `/route/delete/${northId}`), 403);
  });
});

describe('drivers of orders', () => {
  const D = day(5);
  let routed: { transactionOrderId: number; number: string };
  let unrouted: { transactionOrderId: number; number: string };

  beforeAll(async () => {
    const bread = await finishedGood('Roti Tawar Rute', 100);
    routed = await place(merchant, merchant.outletIds[0], D, [{ productId: bread, qty: 3 }]);
    unrouted = await place(other, other.outletIds[0], D, [{ productId: bread, qty: 2 }]);
  });

  it("takes the route's driver until staff reassign it, and mine=true follows", async () => {
    const mine = await driver.call('GET', `/delivery?date=${D}&mine=true`);
    expect(mine.body.data.items.map((o: { number: string }) => o.number)).toEqual([routed.number]);
    expect(mine.body.data.items[0]).toMatchObject({ route: 'Rute Utara', stop: 1, driver: 'Uji delivery' });

    const moved = await production.call('POST', '/transaction/order/assign-driver', {
      transactionOrderIds: [routed.transactionOrderId, unrouted.transactionOrderId],
      driverId: secondDriverId,
    });
    expect(expectOk(moved)).toEqual({ updated: 2 });
    expect(expectOk(await driver.call('GET', `/delivery?date=${D}&mine=true`)).items).toEqual([]);
    const detail = expectOk(await owner.call('GET', `/transaction/order/show/${unrouted.transactionOrderId}`));
    expect(detail.driverId).toBe(secondDriverId);

    const back = await production.call('POST', '/transaction/order/assign-driver', {
      transactionOrderIds: [routed.transactionOrderId],
      driverId: null,
    });
    expectOk(back);
    const again = expectOk(await driver.call('GET', `/delivery?date=${D}&mine=true`));
    expect(again.items.map((o: { number: string }) => o.number)).toEqual([routed.number]);
    const audit = await auditRows(h.db, { action: 'assign-driver', entityId: String(routed.transactionOrderId) });
    expect(audit.map((a) => a.diff)).toEqual([
      [{ field: 'driverId', old: null, new: secondDriverId }],
      [{ field: 'driverId', old: secondDriverId, new: null }],
    ]);
  });

  it('refuses a cancelled order or a non-driver, all or nothing', async () => {
    const bread = await finishedGood('Roti Batal Rute', 10);
    const cancelled = await place(merchant, merchant.outletIds[1], D, [{ productId: bread, qty: 1 }]);
    expectOk(await merchant.call('POST', `/transaction/order/cancel/${cancelled.transactionOrderId}`));
    const res = await owner.call('POST', '/transaction/order/assign-driver', {
      transactionOrderIds: [unrouted.transactionOrderId, cancelled.transactionOrderId],
      driverId: driver.userId,
    });
    expect(expectRefused(res, 422)).toEqual({ 'transactionOrderIds.1': t.dispatch.assign.cancelled(cancelled.number) });
    const [row] = await h.db
      .select({ d: transactionOrders.driverId })
      .from(transactionOrders)
      .where(eq(transactionOrders.id, unrouted.transactionOrderId));
    expect(row.d).toBe(secondDriverId);
    const notDriver = await owner.call('POST', '/transaction/order/assign-driver', {
      transactionOrderIds: [unrouted.transactionOrderId],
      driverId: production.userId,
    });
    expect(expectRefused(notDriver, 422)).toEqual({ driverId: t.dispatch.route.driverNotDelivery });
    expectRefused(
      await merchant.call('POST', '/transaction/order/assign-driver', { transactionOrderIds: [1], driverId: null }),
      403,
    );
  });

  it("a route's new driver takes its confirmed orders still to deliver, not the delivered or past ones", async () => {
    const bread = await finishedGood('Roti Ganti Kurir', 100);
    const north = expectOk(await owner.call('GET', '/route?search=Utara')).items[0];
    const outletId = merchant.outletIds[0];
    const tomorrow = await place(merchant, outletId, day(6), [{ productId: bread, qty: 2 }]);
    const delivered = await place(merchant, outletId, day(7), [{ productId: bread, qty: 1 }]);
    const handed = await place(merchant, outletId, day(7), [{ productId: bread, qty: 1 }]);
    for (const o of [tomorrow, delivered, handed])
      expectOk(await production.call('POST', `/transaction/order/confirm/${o.transactionOrderId}`));
    // One order staff gave to another driver, one already proven: neither follows the route.
    expectOk(
      await production.call('POST', '/transaction/order/assign-driver', {
        transactionOrderIds: [handed.transactionOrderId],
        driverId: secondDriverId,
      }),
    );
    await insertDeliveryProof(h.db, delivered.transactionOrderId, driver.userId);
    const third = await insertCourier(h.db, 'Kurir Pengganti');
    expectOk(
      await production.call('PUT', `/route/update/${north.routeId}`, {
        name: north.name,
        driverId: third,
        stops: north.stops.map((s: { branchId: number }) => s.branchId),
      }),
    );
    const driverOf = async (id: number) =>
      (
        await h.db.select({ d: transactionOrders.driverId }).from(transactionOrders).where(eq(transactionOrders.id, id))
      )[0].d;
    expect(await driverOf(tomorrow.transactionOrderId)).toBe(third);
    expect(await driverOf(delivered.transactionOrderId)).toBe(driver.userId);
    expect(await driverOf(handed.transactionOrderId)).toBe(secondDriverId);
    expect(expectOk(await driver.call('GET', `/delivery?date=${day(6)}&mine=true`)).items).toEqual([]);
    // Back to the first driver, so the tests after this one find the route as they left it.
    expectOk(
      await production.call('PUT', `/route/update/${north.routeId}`, {
        name: north.name,
        driverId: driver.userId,
        stops: north.stops.map((s: { branchId: number }) => s.branchId),
      }),
    );
    expect(await driverOf(tomorrow.transactionOrderId)).toBe(driver.userId);
  });

  it('keeps a driver who holds a route, or drops still to make, from being deactivated or given another role', async () => {
    const onRoute = await production.call('POST', '/auth/set-status-account', { userId: driver.userId });
    expectRefused(onRoute, 409, t.user.driverHasRoute('Rute Utara'));
    // The second driver still carries the order staff handed over above (tomorrow on, not proven).
    const carrying = await owner.call('POST', '/auth/set-status-account', { userId: secondDriverId });
    expect(carrying.status).toBe(409);
    expect(carrying.body.message).toMatch(/^Kurir ini masih membawa \d+ order/);
    const [still] = await h.db.select().from(users).where(eq(users.id, secondDriverId));
    expect(still.isActive).toBe(true);

    // A waiting order given to a driver counts too (confirming keeps the driver it was given), and
    // so does a change of role.
    const spare = await insertCourier(h.db, 'Kurir Cadangan');
    const bread = await finishedGood('Roti Kurir Cadangan', 10);
    const waiting = await place(merchant, merchant.outletIds[0], day(12), [{ productId: bread, qty: 1 }]);
    expectOk(
      await production.call('POST', '/transaction/order/assign-driver', {
        transactionOrderIds: [waiting.transactionOrderId],
        driverId: spare,
      }),
    );
    expectRefused(
      await production.call('POST', '/auth/set-status-account', { userId: spare }),
      409,
      t.user.driverHasDrops(1),
    );
    expectRefused(
      await owner.call('PATCH', `/user/update/${spare}`, { name: 'Kurir Cadangan', roleId: ROLE_IDS.warehouse }),
      409,
      t.user.driverHasDrops(1),
    );
    // Handed back, the driver may go.
    expectOk(
      await production.call('POST', '/transaction/order/assign-driver', {
        transactionOrderIds: [waiting.transactionOrderId],
        driverId: null,
      }),
    );
    expectOk(await production.call('POST', '/auth/set-status-account', { userId: spare }));
  });

  /** A driver leaving as the rule counts it: deactivated, or given another role (here by the owner). */
  const leave = (how: 'deactivate' | 'role', courier: number, name: string): Promise<ApiAnswer> =>
    how === 'deactivate'
      ? owner.call('POST', '/auth/set-status-account', { userId: courier })
      : owner.call('PATCH', `/user/update/${courier}`, { name, roleId: ROLE_IDS.warehouse });

  /** Whether the courier is still an active driver after the race. */
  const stillDriving = async (courier: number) => {
    const [row] = await h.db.select().from(users).where(eq(users.id, courier));
    return row.isActive && row.roleId === ROLE_IDS.delivery;
  };

  it.runIf(onPostgres)(
    'a driver deactivated or given another role while a route is saved for them: either the route is saved and the driver stays, or the driver leaves and the route is refused (PostgreSQL)',
    async () => {
      for (const how of ['deactivate', 'role'] as const) {
        for (let round = 0; round < 5; round++) {
          const name = `Kurir Rute ${how} ${round}`;
          const courier = await insertCourier(h.db, name);
          const route = uniqueName('Rute Rebutan ');
          // The driver's leaving starts 0 to 8 ms after the route, a little later each round, so
          // that rounds meet the route at different steps.
          const [saved, left]: ApiAnswer[] = await Promise.all([
            production.call('POST', '/route/store', { name: route, driverId: courier, stops: [] }),
            delay(round * 2).then(() => leave(how, courier, name)),
          ]);
          const label = `${how} round ${round}: ${JSON.stringify([saved.body, left.body])}`;
          expect([200, 422], label).toContain(saved.status);
          expect([200, 409], label).toContain(left.status);
          expect(
            [saved.status, left.status].filter((s) => s === 200),
            label,
          ).toHaveLength(1);
          const held = await h.db.select().from(dispatchRoutes).where(eq(dispatchRoutes.driverId, courier));
          if (saved.status === 200) {
            expect(left.body.message, label).toBe(t.user.driverHasRoute(route));
            expect(await stillDriving(courier), label).toBe(true);
            expect(
              held.map((r) => r.name),
              label,
            ).toEqual([route]);
          } else {
            expect(saved.body.error, label).toEqual({ driverId: t.dispatch.route.driverNotDelivery });
            expect(await stillDriving(courier), label).toBe(false);
            expect(held, label).toEqual([]);
          }
        }
      }
    },
  );

  it.runIf(onPostgres)(
    'a driver deactivated or given another role while an order is given to them: either the order is theirs and they stay, or they leave and the order is refused (PostgreSQL)',
    async () => {
      const bread = await finishedGood('Roti Rebutan Kurir', 100);
      const D = day(20);
      const waiting = await place(merchant, merchant.outletIds[0], D, [{ productId: bread, qty: 1 }]);
      for (const give of ['assign', 'order'] as const) {
        for (let round = 0; round < 6; round++) {
          const how = round % 2 === 0 ? 'deactivate' : 'role';
          const name = `Kurir Order ${give} ${round}`;
          const courier = await insertCourier(h.db, name);
          // The driver's leaving starts 0 to 10 ms after the order is given, a little later every
          // second round.
          const [given, left]: ApiAnswer[] = await Promise.all([
            give === 'assign'
              ? production.call('POST', '/transaction/order/assign-driver', {
                  transactionOrderIds: [waiting.transactionOrderId],
                  driverId: courier,
                })
              : owner.call('POST', '/transaction/order/store', {
                  branchId: merchant.outletIds[0],
                  deliveryDate: D,
                  driver: courier,
                  items: [{ productId: bread, qty: 1, notes: null }],
                }),
            delay(Math.floor(round / 2) * 5).then(() => leave(how, courier, name)),
          ]);
          const label = `${give} ${how} round ${round}: ${JSON.stringify([given.body, left.body])}`;
          expect([200, 422], label).toContain(given.status);
          expect([200, 409], label).toContain(left.status);
          expect(
            [given.status, left.status].filter((s) => s === 200),
            label,
          ).toHaveLength(1);
          const carried = await h.db
            .select({ id: transactionOrders.id })
            .from(transactionOrders)
            .where(eq(transactionOrders.driverId, courier));
          if (given.status === 200) {
            expect(left.body.message, label).toBe(t.user.driverHasDrops(1));
            expect(await stillDriving(courier), label).toBe(true);
            expect(carried, label).toHaveLength(1);
          } else {
            expect(given.body.error, label).toEqual(
              give === 'assign' ? { driverId: t.dispatch.route.driverNotDelivery } : { driver: t.order.driverInvalid },
            );
            expect(await stillDriving(courier), label).toBe(false);
            expect(carried, label).toEqual([]);
          }
        }
      }
    },
  );

  it('gives order lines a stable itemId', async () => {
    const detail = expectOk(await owner.call('GET', `/transaction/order/show/${routed.transactionOrderId}`));
    expect(detail.items).toHaveLength(1);
    expect(detail.items[0].itemId).toEqual(expect.any(Number));
  });
});

describe('bulk confirmation', () => {
  const D = day(6);

  it('confirms every pending order of the date; a short product fails only the orders that need it', async () => {
    const scarce = await finishedGood('Roti Langka', 10);
    const plenty = await finishedGood('Roti Banyak', 100);
    const first = await place(merchant, merchant.outletIds[0], D, [{ productId: scarce, qty: 6 }]);
    const second = await place(merchant, merchant.outletIds[1], D, [
      { productId: scarce, qty: 6 },
      { productId: plenty, qty: 1 },
    ]);
    const third = await place(other, other.outletIds[0], D, [{ productId: plenty, qty: 5 }]);
    const elsewhere = await place(other, other.outletIds[0], day(7), [{ productId: plenty, qty: 1 }]);

    const res = await production.call('POST', '/transaction/order/confirm-bulk', { deliveryDate: D });
    const bulk = expectOk(res, t.dispatch.bulk.done(2, 1));
    expect(bulk.confirmed).toBe(2);
    expect(bulk.failed).toEqual([
      {
        transactionOrderId: second.transactionOrderId,
        number: second.number,
        message: t.stock.insufficient('Roti Langka', 4, 'pcs'),
      },
    ]);
    const statuses = await h.db
      .select({ id: transactionOrders.id, status: transactionOrders.status, driverId: transactionOrders.driverId })
      .from(transactionOrders)
      .where(eq(transactionOrders.deliveryDate, D));
    const byId = new Map(statuses.map((s) => [s.id, s]));
    expect(byId.get(first.transactionOrderId)?.status).toBe('berhasil');
    expect(byId.get(second.transactionOrderId)?.status).toBe('pending');
    expect(byId.get(third.transactionOrderId)?.status).toBe('berhasil');
    // Each confirmation is stamped when it happened, not all at the call's start: the stock card
    // (by time) then reads in the order the balances were taken.
    const confirmedAt = await h.db
      .select({ at: transactionOrders.confirmedAt })
      .from(transactionOrders)
      .where(inArray(transactionOrders.id, [first.transactionOrderId, third.transactionOrderId]))
      .orderBy(asc(transactionOrders.id));
    expect(confirmedAt[1].at!.getTime()).toBeGreaterThan(confirmedAt[0].at!.getTime());
    // Confirmation writes the route's driver onto the order, so a later route change leaves it be.
    expect(byId.get(first.transactionOrderId)?.driverId).toBe(driver.userId);
    const [stock] = await h.db.select({ s: products.stock }).from(products).where(eq(products.id, plenty));
    expect(Number(stock.s)).toBe(95);
    const [later] = await h.db
      .select({ s: transactionOrders.status })
      .from(transactionOrders)
      .where(eq(transactionOrders.id, elsewhere.transactionOrderId));
    expect(later.s).toBe('pending');
  });

  it('with ids: reports the ones that are not pending or unknown and confirms the rest', async () => {
    const bread = await finishedGood('Roti Pilihan', 50);
    const a = await place(merchant, merchant.outletIds[0], day(8), [{ productId: bread, qty: 2 }]);
    const b = await place(other, other.outletIds[0], day(8), [{ productId: bread, qty: 2 }]);
    expectOk(await owner.call('POST', `/transaction/order/confirm/${a.transactionOrderId}`));
    const res = await owner.call('POST', '/transaction/order/confirm-bulk', {
      deliveryDate: day(8),
      transactionOrderIds: [a.transactionOrderId, b.transactionOrderId, 2_000_000],
    });
    expectOk(res);
    expect(res.body.data.confirmed).toBe(1);
    expect(res.body.data.failed).toEqual([
      { transactionOrderId: 2_000_000, number: '', message: t.dispatch.assign.unknownOrder(2_000_000) },
      { transactionOrderId: a.transactionOrderId, number: a.number, message: t.order.notPending },
    ]);
    expectRefused(await merchant.call('POST', '/transaction/order/confirm-bulk', { deliveryDate: day(8) }), 403);
  });
});

describe('delivery pack', () => {
  const D = day(9);
  let orders: { transactionOrderId: number; number: string }[];

  beforeAll(async () => {
    const bread = await finishedGood('Roti Sobek Paket', 100);
    const bun = await finishedGood('Roti Kismis Paket', 100);
    orders = [
      await place(merchant, merchant.outletIds[0], D, [
        { productId: bread, qty: 4 },
        { productId: bun, qty: 2 },
      ]),
      await place(merchant, merchant.outletIds[1], D, [{ productId: bread, qty: 3 }]),
      await place(other, other.outletIds[0], D, [{ productId: bun, qty: 7 }]),
    ];
  });

  it('streams one PDF: a run sheet per route with its load, a surat jalan per order, no-route orders last', async () => {
    // The bakery's own name heads its papers (Identitas Usaha), as on its invoices.
    await h.db
      .insert(companySettings)
      .values({ id: 1, name: 'Toko Roti Sari Rasa' })
      .onConflictDoUpdate({ target: companySettings.id, set: { name: 'Toko Roti Sari Rasa' } });
    const res = await print(production, `/export-delivery-pack?date=${D}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="surat-jalan-${D}.pdf"`);
    const pdf = await getDocumentProxy(new Uint8Array(res.bytes));
    // Route: run sheet + 2 surat jalan; no route: run sheet + 1 surat jalan.
    expect(pdf.numPages).toBe(5);
    const { text } = await extractText(pdf, { mergePages: false });
    expect(text[0]).toContain(`${t.dispatch.pack.runSheet} — Rute Utara`);
    expect(text[1]).toContain('Toko Roti Sari Rasa');
    expect(text[0]).toContain('Uji delivery');
    expect(text[0]).toContain('Roti Sobek Paket');
    expect(text[0]).toMatch(/Roti Sobek Paket\s+-\s+7\s+pcs/); // 4 + 3 on the van
    for (const [page, order] of [
      [1, orders[0]],
      [2, orders[1]],
      [4, orders[2]],
    ] as const) {
      expect(text[page]).toContain(deliveryNoteNumber(order.number));
      expect(text[page]).toContain(order.number);
      expect(text[page]).toContain(t.dispatch.pack.sender);
      expect(text[page]).toContain(t.dispatch.pack.receiver);
    }
    expect(deliveryNoteNumber(orders[0].number)).toMatch(/^SJ\/\d{4}\/\d{2}\/\d{4}$/);
    expect(text[3]).toContain(`${t.dispatch.pack.runSheet} — ${t.dispatch.pack.noRoute}`);
    expect(text[4]).toMatch(/Roti Kismis Paket\s+-\s+7\s+pcs/);
  });

  it('answers 404 for a date without orders and refuses partners', async () => {
    expect((await print(production, `/export-delivery-pack?date=${day(40)}`)).status).toBe(404);
    expect((await print(driver, `/export-delivery-pack?date=${D}`)).status).toBe(200);
    expect((await print(merchant, `/export-delivery-pack?date=${D}`)).status).toBe(403);
  });
});
