import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../../roles';
import { withTestApi } from '../../testing/api';
import { onPostgres } from '../../testing/test-db';
import { queryRows } from '../db/raw';
import { ManualClock } from '../clock';
import { actorOf } from './acting';
import { confirmBulk } from './dispatch';
import { generateStandingOrders } from './standing-orders';
import { applyStockChanges, ledgerMismatches } from './stock-ledger';

/**
 * Issue 19's budget for standing orders at franchise scale, on PostgreSQL: 500 outlets of 250
 * partners, each with a standing order of 10 products for Tuesday; on Monday morning the generator
 * makes the 500 orders for tomorrow within 30 s, and running it again (the timer's next tick, or a
 * second process) makes nothing and takes at most 5 s. Every order goes through the order rules
 * (window, prices, credit) as a partner's own would. Then production confirms the date's 500
 * orders in bulk (stock out through the ledger), and the rate is reported.
 */
const MONDAY = new Date('2027-04-26T10:00:00+07:00');
const TUESDAY = '2027-04-27';
const clock = new ManualClock(MONDAY);
const OUTLETS = 500;

describe.runIf(onPostgres)('standing orders at franchise scale (PostgreSQL)', () => {
  const { h } = withTestApi({}, { clock });
  beforeAll(async () => {
    await h.db.execute(sql`insert into branch_groups (name) values ('Harga Skala Rutin')`);
    await h.db.execute(sql`
      insert into users (name, username, password_hash, role_id)
      select 'Mitra Rutin ' || g, 'rutin' || g, 'x', ${ROLE_IDS.merchant} from generate_series(1, ${OUTLETS / 2}) g`);
    await h.db.execute(sql`
      insert into outlets (owner_id, title, branch_group_id)
      select u.id, 'Outlet Rutin ' || u.id || '-' || k, (select id from branch_groups where name = 'Harga Skala Rutin')
      from users u, generate_series(1, 2) k where u.username like 'rutin%'`);
    await h.db.execute(sql`
      insert into products (id, title, product_type_id, product_unit_id, is_publish)
      select '7' || lpad(g::text, 3, '0'), 'Roti Rutin ' || g,
             (select id from product_types where key = 'bahan_jadi'), (select id from product_units where name = 'pcs'), true
      from generate_series(1, 10) g`);
    await h.db.execute(sql`
      insert into product_prices (product_id, branch_group_id, price)
      select '7' || lpad(g::text, 3, '0'), (select id from branch_groups where name = 'Harga Skala Rutin'), 5000 + g * 500
      from generate_series(1, 10) g`);
    await h.db.execute(sql`
      insert into standing_orders (outlet_id, weekday, items)
      select o.id, 2, (select jsonb_agg(jsonb_build_object('productId', '7' || lpad(g::text, 3, '0'), 'qty', 2 + (o.id + g) % 5, 'notes', null))
                       from generate_series(1, 10) g)
      from outlets o where o.title like 'Outlet Rutin %'`);
  }, 120_000);

  it(`makes tomorrow's ${OUTLETS} orders within 30 s, and a second run makes none within 5 s`, async () => {
    let started = performance.now();
    const first = await generateStandingOrders(h.db, clock.now());
    const firstSeconds = (performance.now() - started) / 1000;
    expect(first.skipped).toEqual([]);
    expect(first.created).toBe(OUTLETS);
    started = performance.now();
    const again = await generateStandingOrders(h.db, clock.now());
    const againSeconds = (performance.now() - started) / 1000;
    expect(again.created).toBe(0);
    const [{ orders, lines }] = await queryRows<{ orders: number; lines: number }>(
      h.db,
      sql`select count(distinct o.id)::int as orders, count(i.id)::int as lines
          from transaction_orders o join transaction_order_items i on i.order_id = o.id
          where o.delivery_date = ${TUESDAY}::date and o.standing_order_id is not null`,
    );
    expect({ orders, lines }).toEqual({ orders: OUTLETS, lines: OUTLETS * 10 });
    console.log(
      `[order rutin] ${OUTLETS} outlet x 10 produk: dibuat dalam ${firstSeconds.toFixed(1)} s ` +
        `(${(OUTLETS / firstSeconds).toFixed(0)} order/s); diulang ${againSeconds.toFixed(2)} s`,
    );
    expect(firstSeconds).toBeLessThanOrEqual(30);
    expect(againSeconds).toBeLessThanOrEqual(5);
  }, 120_000);

  it("confirms the date's 500 orders in bulk, each through the single confirmation, and reports orders/s", async () => {
    // Enough of each bread in stock, booked through the ledger as the warehouse would.
    await applyStockChanges(
      h.db,
      { userId: null, now: new Date() },
      Array.from({ length: 10 }, (_, i) => ({ productId: `7${String(i + 1).padStart(3, '0')}`, qty: 5_000 })),
      { kind: 'adjustment', notes: 'stok uji skala' },
    );
    const producer = await actorOf(h.db, (await h.as('production')).username, clock.now());
    const started = performance.now();
    const result = await confirmBulk(h.db, producer, { deliveryDate: TUESDAY });
    const seconds = (performance.now() - started) / 1000;
    expect(result.failed).toEqual([]);
    expect(result.confirmed).toBe(OUTLETS);
    expect(await ledgerMismatches(h.db)).toEqual([]);
    console.log(
      `[konfirmasi massal] ${OUTLETS} order x 10 baris: ${seconds.toFixed(1)} s (${(OUTLETS / seconds).toFixed(0)} order/s)`,
    );
  }, 120_000);
});
