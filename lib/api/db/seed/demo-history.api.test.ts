import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withTestApi, type Caller } from '../../../testing/api';
import { API_PREFIX } from '../../app';
import { ManualClock } from '../../clock';
import { ledgerMismatches, lotMismatches } from '../../services/stock-ledger';
import { queryRows } from '../raw';
import { DEMO_PASSWORD, seedDemo } from './demo';
import { DEMO_HISTORY, seedDemoHistory } from './demo-history';

/** The demo as a newcomer opens it on 26 November 2026 at 09:00 WIB. */
const NOW = new Date('2026-11-26T09:00:00+07:00');
const clock = new ManualClock(NOW);

let owner: Caller;
let finance: Caller;
let took = 0;

const { h } = withTestApi({}, { clock });
beforeAll(async () => {
  await seedDemo(h.db);
  const made = await seedDemoHistory(h.db, NOW);
  expect(made.created).toBe(true);
  took = made.ms;
  owner = h.caller(await h.login('owner', DEMO_PASSWORD));
  finance = h.caller(await h.login('finance', DEMO_PASSWORD));
}, 120_000);

describe('the demo bakery in full swing (DOMAIN 21)', () => {
  it('is made once, in bulk, within the start-up budget', async () => {
    console.log(`[demo] riwayat demo dibuat dalam ${(took / 1000).toFixed(1)} s`);
    expect(took).toBeLessThan(20_000);
    expect((await seedDemoHistory(h.db, NOW)).created).toBe(false);
  });

  it('ties out: stock equals the ledger, every invoice equals its orders', async () => {
    expect(await ledgerMismatches(h.db)).toEqual([]);
    expect(await lotMismatches(h.db)).toEqual([]);
    const wrong = await queryRows(
      h.db,
      sql`select i.id from invoices i
          where i.total <> (select coalesce(sum(total), 0) from transaction_orders o where o.invoice_id = i.id)
             or i.paid_amount <> (select coalesce(sum(amount), 0) from invoice_payments p where p.invoice_id = i.id and p.status = 'diterima')`,
    );
    expect(wrong).toEqual([]);
    // Each ledger row's balance is the stock after it: the demo's opening stock comes first, on the
    // eve of the history, and the history's balances run on from it.
    const offBalance = await queryRows(
      h.db,
      sql`select product_id, id from (
            select product_id, id, balance, sum(qty) over (partition by product_id order by created_at, id) as running
            from stock_movements) m
          where balance <> running limit 5`,
    );
    expect(offBalance).toEqual([]);
  });

  it('shows every dashboard figure of this month with data', async () => {
    const res = await owner('GET', '/reports?month=2026-11');
    expect(res.status).toBe(200);
    const sales = res.body.data.sales;
    expect(sales.orders.count).toBeGreaterThan(50);
    expect(sales.perDay.filter((d: { count: number }) => d.count > 0).length).toBeGreaterThan(20);
    expect(sales.topProducts.length).toBeGreaterThan(0);
    expect(sales.topOutlets.length).toBeGreaterThan(0);
    const invoices = await finance('GET', '/transaction?limit=100');
    expect(invoices.body.data.items.some((i: { status: string }) => i.status === 'lunas')).toBe(true);
  });

  it('has last month closed: its invoices out, most paid, the rest within 30 days, the late payers beyond', async () => {
    const october = (await owner('GET', '/reports?month=2026-10')).body.data.sales.invoices;
    expect(october.count).toBeGreaterThan(5);
    expect(october.paid).toBeGreaterThan(october.outstanding);
    expect(october.outstanding).toBeGreaterThan(0);
    // The trail shows them issued and paid, on the days they were (finance's Riwayat).
    const issued = (await finance('GET', '/audit?entity=invoice&from=2026-11-01&to=2026-11-01&limit=100')).body.data;
    expect(issued.items.some((r: { action: string }) => r.action === 'generate')).toBe(true);
    const { totals } = (await finance('GET', '/receivables?limit=100&asOf=2026-11-26')).body.data;
    expect(totals.d1_30).toBeGreaterThan(0);
    expect(totals.d31_60).toBeGreaterThan(0);
  });

  it('opens the accounts the login page offers on their outlets history', async () => {
    for (const username of ['mitra', 'mitra2', 'adminmitra']) {
      const partner = h.caller(await h.login(username, DEMO_PASSWORD));
      const orders = (await partner('GET', '/transaction/order?limit=10')).body.data;
      expect(orders.pagination.total, username).toBeGreaterThan(60);
      const invoices = (await partner('GET', '/transaction?limit=10')).body.data;
      expect(invoices.items.length, username).toBeGreaterThan(1);
    }
  });

  it("has today's orders confirmed for the drivers, a dispute, a closed day soon and a usual order", async () => {
    const [today] = await queryRows<{ confirmed: number; waiting: number }>(
      h.db,
      sql`select count(*) filter (where status = 'berhasil')::int as confirmed, count(*) filter (where status = 'pending')::int as waiting
          from transaction_orders where delivery_date = '2026-11-26'`,
    );
    expect(today.confirmed).toBeGreaterThan(today.waiting);
    const disputes = (await owner('GET', '/delivery/dispute')).body.data.items;
    expect(disputes.length).toBe(1);
    const closures = (await owner('GET', '/schedule-close')).body.data.items;
    expect(closures.map((c: { startDate: string }) => c.startDate)).toEqual(['2026-12-06']);
    const mitra = h.caller(await h.login('mitra', DEMO_PASSWORD));
    const usual = (await mitra('GET', '/standing-order')).body.data.items;
    expect(usual.length).toBe(6);
    // Goods keep their days: today's orders took this morning's lots, and leftovers given back
    // yesterday run out soon (the warehouse's expiring card).
    const [traced] = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from order_item_lots`);
    expect(traced.n).toBeGreaterThan(0);
    const warehouse = h.caller(await h.login('gudang', DEMO_PASSWORD));
    const expiring = (await warehouse('GET', '/stock/expiring')).body.data;
    expect(expiring.length).toBeGreaterThan(0);
  });

  it('has one partner partly paid and one late partner held by its credit rule', async () => {
    const ageing = (await finance('GET', '/receivables?limit=100&asOf=2026-11-26')).body.data.items as {
      partner: string;
      status: string;
      total: number;
    }[];
    const held = ageing.find((r) => r.status === 'lewat_batas');
    expect(held?.partner).toBe(DEMO_HISTORY.partnerNames![1]);
    const heldOrders = await owner('GET', '/transaction/order?status=ditahan&limit=50');
    expect(heldOrders.body.data.items.length).toBeGreaterThan(0);
    const partly = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from invoices where paid_amount > 0 and paid_amount < total and status = 'belum_bayar'`,
    );
    expect(partly[0].n).toBe(1);
    const reminders = await finance('GET', '/reminder?limit=50');
    expect(reminders.body.data.items.length).toBeGreaterThan(0);
  });

  it("has the day's operations: routes with the driver, returns and purchase orders to receive", async () => {
    const [counts] = await queryRows<{
      routes: number;
      driven: number;
      processed: number;
      waiting: number;
      ordered: number;
    }>(
      h.db,
      sql`select (select count(*)::int from routes) as routes,
                 (select count(*)::int from routes r join users u on u.id = r.driver_id where u.username = 'kurir') as driven,
                 (select count(*)::int from returns where status = 'diproses') as processed,
                 (select count(*)::int from returns where status = 'menunggu') as waiting,
                 (select count(*)::int from procurements where delivery_status = 'dipesan') as ordered`,
    );
    expect(counts).toEqual({ routes: 2, driven: 2, processed: 1, waiting: 1, ordered: 2 });
    const warehouse = h.caller(await h.login('gudang', DEMO_PASSWORD));
    const report = (await warehouse('GET', '/reports?month=2026-11')).body.data;
    expect(report.warehouse.toReceive.total).toBeGreaterThan(0);
  });

  it('has a kitchen: recipes, purchases received and paid with their receipts, batches from the plan', async () => {
    const production = h.caller(await h.login('produksi', DEMO_PASSWORD));
    const warehouseToken = await h.login('gudang', DEMO_PASSWORD);
    const warehouse = h.caller(warehouseToken);
    const recipes = (await production('GET', '/recipe?limit=100')).body.data.items as { hasRecipe: boolean }[];
    expect(recipes.filter((r) => r.hasRecipe).length).toBeGreaterThanOrEqual(15);

    const purchases = (await warehouse('GET', '/procurement?limit=50')).body.data.items as {
      procurementId: number;
      deliveryStatus: string;
      statusPayment: string;
    }[];
    const paid = purchases.find((p) => p.deliveryStatus === 'diterima' && p.statusPayment === 'lunas');
    expect(paid).toBeDefined();
    expect(purchases.some((p) => p.deliveryStatus === 'diterima' && p.statusPayment === 'belum_bayar')).toBe(true);
    const detail = (await warehouse('GET', `/procurement/show/${paid!.procurementId}`)).body.data;
    for (const receipt of [detail.deliveryReceipt, detail.paymentReceipt]) {
      expect(receipt.filename).toMatch(/\.pdf$/);
      const file = await h.api.request(`${API_PREFIX}/utils/file/${receipt.filename}`, {
        headers: { authorization: `Bearer ${warehouseToken}` },
      });
      expect(file.headers.get('content-type')).toBe('application/pdf');
    }

    // Today's batch from the plan was approved: the flour it used left the stock through the ledger.
    const batches = (await warehouse('GET', '/production?limit=50')).body.data.items as {
      status: string;
      notes: string | null;
    }[];
    expect(batches.some((b) => b.status === 'disetujui' && b.notes?.includes('2026-11-26'))).toBe(true);
    expect(batches.some((b) => b.status === 'pending' && b.notes?.includes('2026-11-27'))).toBe(true);
    const [used] = await queryRows<{ used: string }>(
      h.db,
      sql`select coalesce(-sum(qty), 0)::text as used from stock_movements where product_id = '101' and kind = 'production_out'`,
    );
    expect(Number(used.used)).toBeGreaterThan(0);
    const plan = (await production('GET', '/production-plan?deliveryDate=2026-11-27')).body.data;
    expect(plan.productionStatus).toBe('pending');
    expect(plan.missingRecipes).toEqual([]);
  });

  it("has yesterday's drops proven by the driver, one with a shortfall", async () => {
    const proofs = await queryRows<{ order_id: number; photo_path: string | null; short: boolean }>(
      h.db,
      sql`select order_id, photo_path, exists (select 1 from jsonb_array_elements(lines) l
                 where (l->>'deliveredQty')::int < (l->>'qty')::int) as short
          from delivery_proofs`,
    );
    expect(proofs.length).toBeGreaterThanOrEqual(6);
    expect(proofs.every((p) => p.photo_path !== null)).toBe(true);
    expect(proofs.filter((p) => p.short).length).toBe(1);
    const order = (await owner('GET', `/transaction/order/show/${proofs[0].order_id}`)).body.data;
    expect(order.delivery.photoUrl).toMatch(/\.png$/);
  });
});
