import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { todayInWib } from '../../i18n/format';
import { withTestApi, expectOk, expectRefused } from '../../testing/api';
import { onPostgres } from '../../testing/test-db';
import { insertProduct, stockOf } from '../../testing/fixtures';
import { productPrices, products } from '../db/schema/catalog';
import { scheduleClosures } from '../db/schema/orders';
import { outlets } from '../db/schema/outlets';
import { insertAccount } from '../db/seed/accounts';
import { ledgerMismatches } from '../services/stock-ledger';
import { day } from '../../testing/days';

let tier: number;
let otherTier: number;

/** A finished good priced for both partners' tiers. */
async function bread(
  opts: {
    price?: number;
    stock?: number;
    sizes?: string[];
    sizeRequired?: boolean;
    defaultSize?: string;
    minOrder?: number;
    quota?: number;
    isPublish?: boolean;
    isCenterOnly?: boolean;
  } = {},
) {
  const id = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', stock: opts.stock ?? 0 });
  await h.db
    .update(products)
    .set({
      sizes: opts.sizes ?? [],
      sizeRequired: opts.sizeRequired ?? false,
      defaultSize: opts.defaultSize ?? null,
      minOrder: opts.minOrder ?? 0,
      quota: opts.quota ?? null,
      isPublish: opts.isPublish ?? true,
      isCenterOnly: opts.isCenterOnly ?? false,
    })
    .where(eq(products.id, id));
  await h.db.insert(productPrices).values([
    { productId: id, branchGroupId: tier, price: opts.price ?? 5000 },
    { productId: id, branchGroupId: otherTier, price: (opts.price ?? 5000) + 500 },
  ]);
  return id;
}

const { h, merchant, other, owner, admin, production } = withTestApi({
  merchant: 'merchant',
  other: 'merchant',
  owner: 'owner',
  admin: 'admin',
  production: 'production',
});
beforeAll(async () => {
  tier = merchant.tier!;
  otherTier = other.tier!;
});

const order = (
  items: { productId: string; qty: number | string; notes?: string }[],
  extra: Record<string, unknown> = {},
) => ({ deliveryDate: day(1), items, notes: '', ...extra });

describe('placing an order', () => {
  it("prices lines from the outlet's tier, keeps only qty > 0 and numbers the order", async () => {
    const a = await bread({ price: 4000 });
    const b = await bread({ price: 7500 });
    const res = await merchant.call(
      'POST',
      '/transaction/order/store',
      order([
        { productId: a, qty: '1O' },
        { productId: b, qty: 0 },
      ]),
    );
    const placed = expectOk(res, 'Order in successfully');
    expect(placed).toMatchObject({
      status: 'pending',
      statusLabel: 'Menunggu',
      total: 4000 * 1,
      itemCount: 1,
      deliveryDate: day(1),
    });
    expect(placed.number).toMatch(/^ORD\/\d{4}\/\d{2}\/\d{4}$/);
    expect(placed.items).toEqual([
      expect.objectContaining({ productId: a, qty: 1, price: 4000, subtotal: 4000, unit: 'pcs' }),
    ]);

    // The price is a snapshot: a later price change does not touch the order.
    await h.db.update(productPrices).set({ price: 9999 }).where(eq(productPrices.productId, a));
    const shown = expectOk(await merchant.call('GET', `/transaction/order/show/${placed.transactionOrderId}`));
    expect(shown.items[0].price).toBe(4000);
  });

  it("dates an order by the API's clock, the time bulk confirmation takes orders in", async () => {
    const a = await bread();
    const placed = await h.later(2, async () =>
      expectOk(
        await merchant.call(
          'POST',
          '/transaction/order/store',
          order([{ productId: a, qty: 1 }], { deliveryDate: day(4) }),
        ),
      ),
    );
    const shown = expectOk(await merchant.call('GET', `/transaction/order/show/${placed.transactionOrderId}`));
    expect(todayInWib(new Date(shown.createdAt))).toBe(day(2));
  });

  it('refuses today, the past and closed days; the form lists closed days', async () => {
    const a = await bread();
    for (const date of [day(0), day(-3)]) {
      const res = await merchant.call(
        'POST',
        '/transaction/order/store',
        order([{ productId: a, qty: 1 }], { deliveryDate: date }),
      );
      expect(expectRefused(res, 422)).toMatchObject({ deliveryDate: t.order.dateInPast });
    }
    await h.db.insert(scheduleClosures).values({ startDate: day(5), endDate: day(6), notes: 'Lebaran' });
    const closed = await merchant.call(
      'POST',
      '/transaction/order/store',
      order([{ productId: a, qty: 1 }], { deliveryDate: day(6) }),
    );
    expectRefused(closed, 422, t.order.dateClosed('Lebaran'));
    const options = await merchant.call('GET', '/transaction/order/create');
    expect(options.body.data.options.disabledDates).toEqual(expect.arrayContaining([day(5), day(6)]));
    expect(options.body.data.options.minDate).toBe(day(1));
  });

  it('needs a size where the product requires one, and defaults to S where it has a default', async () => {
    const sized = await bread({ sizes: ['S', 'M', 'L'], sizeRequired: true });
    const title = (await h.db.select({ title: products.title }).from(products).where(eq(products.id, sized)))[0].title;
    const missing = await merchant.call('POST', '/transaction/order/store', order([{ productId: sized, qty: 2 }]));
    expectRefused(missing, 422, `Ukuran ${title} belum dipilih.`);
    const defaulted = await bread({ sizes: ['S', 'M', 'L'], defaultSize: 'S' });
    const res = await merchant.call(
      'POST',
      '/transaction/order/store',
      order([
        { productId: sized, qty: 2, notes: 'm' },
        { productId: defaulted, qty: 1 },
      ]),
    );
    expect(expectOk(res).items.map((i: { notes: string }) => i.notes)).toEqual(['M', 'S']);
    const wrong = await merchant.call(
      'POST',
      '/transaction/order/store',
      order([{ productId: sized, qty: 2, notes: 'XL' }]),
    );
    expectRefused(wrong, 422);
  });

  it('applies the minimum order and refuses products outlets may not order', async () => {
    const min = await bread({ minOrder: 10 });
    expectRefused(await merchant.call('POST', '/transaction/order/store', order([{ productId: min, qty: 5 }])), 422);
    for (const flags of [{ isPublish: false }, { isCenterOnly: true }]) {
      const hidden = await bread(flags);
      const res = await merchant.call('POST', '/transaction/order/store', order([{ productId: hidden, qty: 5 }]));
      expectRefused(res, 422);
    }
    const flour = await insertProduct(h.db, { type: 'bahan_baku' });
    expectRefused(await merchant.call('POST', '/transaction/order/store', order([{ productId: flour, qty: 5 }])), 422);
    expectRefused(await merchant.call('POST', '/transaction/order/store', order([])), 422, t.order.noLines);
  });

  it("keeps a product's quota per delivery date across all outlets", async () => {
    const cake = await bread({ quota: 10 });
    expectOk(
      await merchant.call(
        'POST',
        '/transaction/order/store',
        order([{ productId: cake, qty: 7 }], { deliveryDate: day(2) }),
      ),
    );
    const over = await other.call(
      'POST',
      '/transaction/order/store',
      order([{ productId: cake, qty: 4 }], { deliveryDate: day(2) }),
    );
    expectRefused(over, 422);
    expect(over.body.message).toContain('tinggal 3');
    expectOk(
      await other.call(
        'POST',
        '/transaction/order/store',
        order([{ productId: cake, qty: 3 }], { deliveryDate: day(2) }),
      ),
    );
    expectOk(
      await other.call(
        'POST',
        '/transaction/order/store',
        order([{ productId: cake, qty: 4 }], { deliveryDate: day(3) }),
      ),
    );
    const options = await other.call('GET', `/transaction/order/create?deliveryDate=${day(2)}`);
    expect(options.body.data.options.products.find((p: { productId: string }) => p.productId === cake).quotaLeft).toBe(
      0,
    );
  });

  it.runIf(onPostgres)('never exceeds a quota under concurrent orders (PostgreSQL only)', async () => {
    const cake = await bread({ quota: 10 });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? merchant : other).call(
          'POST',
          '/transaction/order/store',
          order([{ productId: cake, qty: 2 }], { deliveryDate: day(4) }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const options = await owner.call(
      'GET',
      `/transaction/order/create?deliveryDate=${day(4)}&branchId=${merchant.outletIds[0]}`,
    );
    expect(options.body.data.options.products.find((p: { productId: string }) => p.productId === cake).quotaLeft).toBe(
      0,
    );
  });
});

describe('who sees and changes which order', () => {
  it('keeps partners to their own outlets (404 elsewhere) and lets staff order for any outlet', async () => {
    const a = await bread();
    const mine = expectOk(await merchant.call('POST', '/transaction/order/store', order([{ productId: a, qty: 3 }])));
    for (const [method, path] of [
      ['GET', `/transaction/order/show/${mine.transactionOrderId}`],
      ['POST', `/transaction/order/cancel/${mine.transactionOrderId}`],
    ] as const) {
      const res = await other.call(method, path);
      expectRefused(res, 404);
      expect(JSON.stringify(res.body)).not.toContain(mine.number);
    }
    const list = await other.call('GET', '/transaction/order');
    expect(list.body.data.items.some((o: { number: string }) => o.number === mine.number)).toBe(false);

    const staffWithout = await admin.call('POST', '/transaction/order/store', order([{ productId: a, qty: 3 }]));
    expect(expectRefused(staffWithout, 422)).toMatchObject({ branchId: t.order.outletRequired });
    const driver = await insertAccount(h.db, {
      role: 'delivery',
      username: `kurir${Date.now()}`,
      password: 'x-12345678',
      name: 'Kurir Uji',
    });
    const onBehalf = await admin.call(
      'POST',
      '/transaction/order/store',
      order([{ productId: a, qty: 3 }], { branchId: mine.branchId, driver: driver }),
    );
    expect(expectOk(onBehalf)).toMatchObject({ branchId: mine.branchId, driver: 'Kurir Uji' });
    const badDriver = await admin.call(
      'POST',
      '/transaction/order/store',
      order([{ productId: a, qty: 3 }], { branchId: mine.branchId, driver: merchant.userId }),
    );
    expect(expectRefused(badDriver, 422)).toMatchObject({ driver: t.order.driverInvalid });
  });

  it("filters a partner's list by one of its outlets; another partner's outlet matches nothing", async () => {
    const a = await bread();
    const [first, second] = merchant.outletIds.map((id) => ({ id }));
    // A partner's orders go to the outlet of its session; staff place the second outlet's order.
    const own = expectOk(await merchant.call('POST', '/transaction/order/store', order([{ productId: a, qty: 2 }])));
    const otherOutlet = own.branchId === first.id ? second.id : first.id;
    const placed = await admin.call(
      'POST',
      '/transaction/order/store',
      order([{ productId: a, qty: 2 }], { branchId: otherOutlet }),
    );
    expectOk(placed);
    const listed = async (who: typeof merchant, branchId: number) =>
      expectOk(await who.call('GET', `/transaction/order?branchId=${branchId}&limit=100`)).items.map(
        (o: { branchId: number }) => o.branchId,
      );
    const onlyOther = await listed(merchant, otherOutlet);
    expect(onlyOther.length).toBeGreaterThan(0);
    expect(onlyOther.every((b: number) => b === otherOutlet)).toBe(true);
    expect(await listed(other, otherOutlet)).toEqual([]);
  });

  it("offers the outlet's habit with the form: median quantity per product and median total", async () => {
    const partner = await h.as('merchant');
    const a = await bread({ price: 1000 });
    const [outlet] = await h.db
      .select({ g: outlets.branchGroupId })
      .from(outlets)
      .where(eq(outlets.ownerId, partner.userId));
    await h.db.insert(productPrices).values({ productId: a, branchGroupId: outlet.g!, price: 1000 });
    const habitsNow = async () =>
      expectOk(await partner.call('GET', `/transaction/order/create?deliveryDate=${day(1)}`)).options.habits;
    expect(await habitsNow()).toEqual({ usual: [], usualTotal: null });
    for (const qty of [4, 10, 6]) {
      expectOk(await partner.call('POST', '/transaction/order/store', order([{ productId: a, qty }])));
    }
    // A cancelled order is not a habit.
    const odd = expectOk(await partner.call('POST', '/transaction/order/store', order([{ productId: a, qty: 500 }])));
    await partner.call('POST', `/transaction/order/cancel/${odd.transactionOrderId}`);
    expect(await habitsNow()).toEqual({ usual: [{ productId: a, qty: 6 }], usualTotal: 6000 });
  });

  it('updates a pending order only', async () => {
    const a = await bread({ price: 1000, stock: 50 });
    const placed = (await merchant.call('POST', '/transaction/order/store', order([{ productId: a, qty: 3 }]))).body
      .data;
    const updated = await merchant.call(
      'POST',
      `/transaction/order/store?type=update&transactionOrderId=${placed.transactionOrderId}`,
      order([{ productId: a, qty: 8 }]),
    );
    expect(expectOk(updated)).toMatchObject({ transactionOrderId: placed.transactionOrderId, total: 8000 });
    await production.call('POST', `/transaction/order/confirm/${placed.transactionOrderId}`);
    const late = await merchant.call(
      'POST',
      `/transaction/order/store?type=update&transactionOrderId=${placed.transactionOrderId}`,
      order([{ productId: a, qty: 1 }]),
    );
    expectRefused(late, 409);
  });

  it.runIf(onPostgres)(
    'an edit and a confirmation at once: the confirmation is never undone (PostgreSQL)',
    async () => {
      const a = await bread({ price: 1000, stock: 500 });
      for (let round = 0; round < 5; round++) {
        const placed = expectOk(
          await merchant.call('POST', '/transaction/order/store', order([{ productId: a, qty: 3 }])),
        );
        const id = placed.transactionOrderId;
        const before = await stockOf(h.db, a);
        const [edited, confirmed] = await Promise.all([
          merchant.call(
            'POST',
            `/transaction/order/store?type=update&transactionOrderId=${id}`,
            order([{ productId: a, qty: 8 }]),
          ),
          production.call('POST', `/transaction/order/confirm/${id}`),
        ]);
        expect(confirmed.status, confirmed.body.message).toBe(200);
        const shown = expectOk(await owner.call('GET', `/transaction/order/show/${id}`));
        expect(shown.status).toBe('berhasil');
        // Edited first: 8 left the stock; confirmed first: the edit is refused and 3 left it.
        const qty = edited.status === 200 ? 8 : 3;
        if (edited.status !== 200) expectRefused(edited, 409, t.order.onlyPending);
        expect(shown.items.map((i: { qty: number }) => i.qty)).toEqual([qty]);
        expect(await stockOf(h.db, a)).toBe(before - qty);
      }
      expect(await ledgerMismatches(h.db)).toEqual([]);
    },
  );
});

describe('confirm, cancel, destroy, adjust', () => {
  it('confirms: Berhasil, isAccepted false, finished goods leave stock; refused whole when short', async () => {
    const a = await bread({ stock: 10 });
    const b = await bread({ stock: 1 });
    const short = (
      await merchant.call(
        'POST',
        '/transaction/order/store',
        order([
          { productId: a, qty: 4 },
          { productId: b, qty: 2 },
        ]),
      )
    ).body.data;
    const refused = await production.call('POST', `/transaction/order/confirm/${short.transactionOrderId}`);
    expectRefused(refused, 422);
    expect(refused.body.message).toContain('tersisa 1 pcs');
    expect(await stockOf(h.db, a)).toBe(10);
    expect(expectOk(await merchant.call('GET', `/transaction/order/show/${short.transactionOrderId}`)).status).toBe(
      'pending',
    );

    const fine = expectOk(await merchant.call('POST', '/transaction/order/store', order([{ productId: a, qty: 4 }])));
    expectRefused(await merchant.call('POST', `/transaction/order/confirm/${fine.transactionOrderId}`), 403);
    const ok = await production.call('POST', `/transaction/order/confirm/${fine.transactionOrderId}`);
    expect(expectOk(ok, 'Konfirmasi order telah berhasil')).toMatchObject({
      status: 'berhasil',
      statusLabel: 'Berhasil',
      isAccepted: false,
    });
    expect(await stockOf(h.db, a)).toBe(6);
    expectRefused(await production.call('POST', `/transaction/order/confirm/${fine.transactionOrderId}`), 409);
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });

  it('cancels: partners only while pending; staff after confirmation, with the stock back', async () => {
    const a = await bread({ stock: 20 });
    const pending = (await merchant.call('POST', '/transaction/order/store', order([{ productId: a, qty: 2 }]))).body
      .data;
    const cancelled = await merchant.call('POST', `/transaction/order/cancel/${pending.transactionOrderId}`);
    expect(expectOk(cancelled, 'Order dibatalkan.').statusLabel).toBe('Dibatalkan');

    const confirmed = (await merchant.call('POST', '/transaction/order/store', order([{ productId: a, qty: 5 }]))).body
      .data;
    await admin.call('POST', `/transaction/order/confirm/${confirmed.transactionOrderId}`);
    expect(await stockOf(h.db, a)).toBe(15);
    expectRefused(await merchant.call('POST', `/transaction/order/cancel/${confirmed.transactionOrderId}`), 409);
    expectOk(await owner.call('POST', `/transaction/order/cancel/${confirmed.transactionOrderId}`));
    expect(await stockOf(h.db, a)).toBe(20);
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });

  it("keeps staff's optional cancel reason for the partner to read; refuses one past 500 characters", async () => {
    const a = await bread({ stock: 20 });
    const place = async () =>
      expectOk(await merchant.call('POST', '/transaction/order/store', order([{ productId: a, qty: 1 }])))
        .transactionOrderId as number;
    const first = await place();
    const long = await owner.call('POST', `/transaction/order/cancel/${first}`, { reason: 'x'.repeat(501) });
    expect(expectRefused(long, 422)).toMatchObject({ reason: t.validation.maxLength(500) });
    expect(expectOk(await merchant.call('GET', `/transaction/order/show/${first}`)).status).toBe('pending');
    expectOk(await owner.call('POST', `/transaction/order/cancel/${first}`, { reason: '  Oven rusak  ' }));
    expect(expectOk(await merchant.call('GET', `/transaction/order/show/${first}`)).cancelReason).toBe('Oven rusak');
    // A partner cancelling its own order has no one to explain it to; no body at all also works.
    const own = await place();
    await merchant.call('POST', `/transaction/order/cancel/${own}`, { reason: 'salah pesan' });
    expect(expectOk(await merchant.call('GET', `/transaction/order/show/${own}`)).cancelReason).toBeNull();
    const bare = await place();
    expectOk(await owner.call('POST', `/transaction/order/cancel/${bare}`));
  });

  it('destroys only cancelled orders, and only the owner', async () => {
    const a = await bread();
    const placed = (await merchant.call('POST', '/transaction/order/store', order([{ productId: a, qty: 2 }]))).body
      .data;
    expectRefused(await owner.call('POST', `/transaction/order/destroy/${placed.transactionOrderId}`), 409);
    await merchant.call('POST', `/transaction/order/cancel/${placed.transactionOrderId}`);
    expectRefused(await admin.call('POST', `/transaction/order/destroy/${placed.transactionOrderId}`), 403);
    expectOk(await owner.call('POST', `/transaction/order/destroy/${placed.transactionOrderId}`));
    expectRefused(await owner.call('GET', `/transaction/order/show/${placed.transactionOrderId}`), 404);
  });

  it('adjusts after delivery: notes, author and time recorded, stock moves by the difference, total follows', async () => {
    const a = await bread({ price: 2000, stock: 30 });
    const placed = (await merchant.call('POST', '/transaction/order/store', order([{ productId: a, qty: 10 }]))).body
      .data;
    expectRefused(
      await admin.call('POST', `/transaction/order/store-adjustment/${placed.transactionOrderId}`, {
        adjustmentNotes: 'x',
        items: [{ productId: a, qty: 8 }],
      }),
      409,
    );
    await admin.call('POST', `/transaction/order/confirm/${placed.transactionOrderId}`);
    expect(await stockOf(h.db, a)).toBe(20);
    const noNotes = await admin.call('POST', `/transaction/order/store-adjustment/${placed.transactionOrderId}`, {
      adjustmentNotes: '',
      items: [{ productId: a, qty: 8 }],
    });
    expect(expectRefused(noNotes, 422)).toMatchObject({ adjustmentNotes: t.order.adjustmentNotesRequired });
    const res = await admin.call('POST', `/transaction/order/store-adjustment/${placed.transactionOrderId}`, {
      adjustmentNotes: '2 pcs kembali, gosong',
      deliveryDate: day(1),
      items: [{ productId: a, qty: 8, subtotal: 16000 }],
    });
    const adjusted = expectOk(res);
    expect(adjusted).toMatchObject({
      total: 16000,
      adjustmentNotes: '2 pcs kembali, gosong',
      adjustmentAuthor: 'Uji admin',
    });
    expect(adjusted.adjustmentCreatedAt).toBeTruthy();
    expect(adjusted.items[0]).toMatchObject({ qty: 8, orderedQty: 10 });
    expect(await stockOf(h.db, a)).toBe(22);
    expectRefused(
      await merchant.call('POST', `/transaction/order/store-adjustment/${placed.transactionOrderId}`, {
        adjustmentNotes: 'x',
        items: [{ productId: a, qty: 1 }],
      }),
      403,
    );
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });

  it('refuses an adjustment that names one order line twice, naming the product, and moves no stock', async () => {
    const a = await bread({ stock: 160 });
    const placed = (await merchant.call('POST', '/transaction/order/store', order([{ productId: a, qty: 10 }]))).body
      .data;
    await admin.call('POST', `/transaction/order/confirm/${placed.transactionOrderId}`);
    expect(await stockOf(h.db, a)).toBe(150);
    const res = await admin.call('POST', `/transaction/order/store-adjustment/${placed.transactionOrderId}`, {
      adjustmentNotes: 'retur',
      items: [0, 0, 0].map((qty) => ({ productId: a, qty })),
    });
    const errors = expectRefused(res, 422);
    const [{ title }] = await h.db.select({ title: products.title }).from(products).where(eq(products.id, a));
    expect(errors).toMatchObject({
      'items.1.productId': t.errors.duplicateLine(title),
      'items.2.productId': t.errors.duplicateLine(title),
    });
    expect(await stockOf(h.db, a)).toBe(150);
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });

  it('keeps stock equal to the ledger and to what the order delivered over any sequence of adjustments', async () => {
    // Each run adjusts a fresh order for its own two products, so a counterexample stands alone.
    const freshOrder = async () => {
      const a = await bread({ stock: 40 });
      const b = await bread({ stock: 40, sizes: ['S', 'M'] });
      const placed = (
        await merchant.call(
          'POST',
          '/transaction/order/store',
          order([
            { productId: a, qty: 5 },
            { productId: b, qty: 3, notes: 'S' },
            { productId: b, qty: 4, notes: 'M' },
          ]),
        )
      ).body.data;
      await admin.call('POST', `/transaction/order/confirm/${placed.transactionOrderId}`);
      return { a, b, id: placed.transactionOrderId as number };
    };
    // Lines name the order's own lines (repeats included) by index, now and then a size it lacks.
    const line = fc.record({ target: fc.integer({ min: 0, max: 3 }), qty: fc.integer({ min: 0, max: 30 }) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(line, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
        async (runs) => {
          const { a, b, id } = await freshOrder();
          const targets = [
            { productId: a, notes: undefined },
            { productId: b, notes: 'S' },
            { productId: b, notes: 'M' },
            { productId: b, notes: 'L' },
          ];
          for (const lines of runs) {
            const res = await admin.call('POST', `/transaction/order/store-adjustment/${id}`, {
              adjustmentNotes: 'uji acak',
              items: lines.map((l) => ({ ...targets[l.target], qty: l.qty })),
            });
            expect([200, 422]).toContain(res.status);
            const shown = expectOk(await admin.call('GET', `/transaction/order/show/${id}`));
            const delivered = (product: string) =>
              shown.items
                .filter((i: { productId: string }) => i.productId === product)
                .reduce((sum: number, i: { qty: number }) => sum + i.qty, 0);
            expect(await ledgerMismatches(h.db)).toEqual([]);
            expect((await stockOf(h.db, a)) + delivered(a)).toBe(40);
            expect((await stockOf(h.db, b)) + delivered(b)).toBe(40);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('refuses to delete an outlet or a product that has orders', async () => {
    const a = await bread();
    const placed = (await merchant.call('POST', '/transaction/order/store', order([{ productId: a, qty: 1 }]))).body
      .data;
    expectRefused(await owner.call('DELETE', `/product/delete/${a}`), 409);
    expectRefused(await owner.call('DELETE', `/mitra/delete/${merchant.userId}`), 409);
    expectRefused(await owner.call('DELETE', `/outlet/delete/${placed.branchId}`), 409);
  });
});
