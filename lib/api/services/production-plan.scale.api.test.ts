import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApi } from '../../testing/api';
import { onPostgres } from '../../testing/test-db';
import { ManualClock } from '../clock';
import { planShortfall, productionPlan } from './production-plan';

/**
 * Issue 14's budget: the plan of one delivery date for 500 outlets x 100 products answers within
 * 500 ms (p50) on PostgreSQL. The data is made in bulk SQL: 100 finished goods with recipes of
 * three raw materials and one of 10 semi-finished creams (each with its own recipe), 500 pending
 * orders of all 100 products for the date, and as many for the day before (which the plan
 * subtracts from stock). PostgreSQL only: PGlite runs in the test process and its timing is not
 * the production figure.
 */
const clock = new ManualClock(new Date('2027-06-07T10:00:00+07:00'));
const DATE = '2027-06-09';
const BEFORE = '2027-06-08';

async function timed(run: () => Promise<unknown>, times: number): Promise<number[]> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    took.push(performance.now() - started);
  }
  return took.sort((a, b) => a - b);
}

describe.runIf(onPostgres)('the production plan at franchise scale (PostgreSQL)', () => {
  const { h } = withTestApi({}, { clock });
  beforeAll(async () => {
    const owner = await h.as('merchant');
    await h.db.execute(sql`
      with types as (select id, key from product_types), unit as (select id from product_units where name = 'kg')
      insert into products (id, title, product_type_id, product_unit_id, stock, is_publish)
      select '9' || lpad(g::text, 3, '0'), 'Skala ' || g,
             (select id from types where key = case when g <= 100 then 'bahan_jadi' when g <= 110 then 'setengah_jadi' else 'bahan_baku' end),
             (select id from unit), case when g <= 100 then 50 else 200 end, true
      from generate_series(1, 140) g`);
    await h.db.execute(sql`
      insert into recipes (product_id, batch_yield, loss_percent)
      select '9' || lpad(g::text, 3, '0'), case when g <= 100 then 40 else 10 end, case when g <= 100 then 2.5 else 0 end
      from generate_series(1, 110) g`);
    // Product g has code 9ggg. Finished good g: raw 111 + (g % 30), 111 + ((g + 7) % 30), 111 + ((g + 13) % 30) and cream 101 + g % 10.
    await h.db.execute(sql`
      insert into recipe_items (recipe_product_id, ingredient_id, qty)
      select distinct on (r, i) '9' || lpad(r::text, 3, '0'), '9' || lpad(i::text, 3, '0'), 1.25
      from (
        select g as r, 111 + ((g + k) % 30) as i from generate_series(1, 100) g, unnest(array[0, 7, 13]) k
        union all select g, 101 + g % 10 from generate_series(1, 100) g
        union all select g, 111 + ((g + k) % 30) from generate_series(101, 110) g, unnest(array[0, 11]) k
      ) lines`);
    await h.db.execute(sql`
      insert into outlets (owner_id, title)
      select ${owner.userId}, 'Outlet Skala ' || g from generate_series(1, 500) g`);
    await h.db.execute(sql`
      insert into transaction_orders (number, outlet_id, delivery_date, status)
      select 'SKALA/' || d.day || '/' || o.id, o.id, d.day::date, 'pending'
      from (select id from outlets where title like 'Outlet Skala %') o, (values (${DATE}), (${BEFORE})) d(day)`);
    await h.db.execute(sql`
      insert into transaction_order_items (order_id, product_id, title, unit, type, qty, ordered_qty, price)
      select o.id, '9' || lpad(g::text, 3, '0'), 'Skala ' || g, 'kg', 'bahan_jadi', 1 + (o.id + g) % 5, 1 + (o.id + g) % 5, 1000
      from transaction_orders o, generate_series(1, 100) g
      where o.number like 'SKALA/%'`);
  }, 120_000);

  it('plans 500 outlets x 100 products for a date within 500 ms (p50)', async () => {
    const plan = await productionPlan(h.db, DATE, clock.now());
    expect(plan.lines.filter((l) => l.type === 'bahan_jadi')).toHaveLength(100);
    expect(plan.lines.filter((l) => l.type === 'setengah_jadi')).toHaveLength(10);
    expect(plan.materials).toHaveLength(30);
    const took = await timed(() => productionPlan(h.db, DATE, clock.now()), 7);
    const shortfall = await timed(() => planShortfall(h.db, DATE, clock.now()), 3);
    const p50 = took[Math.floor(took.length / 2)];
    console.log(
      `[rencana] 500 outlet x 100 produk (50.000 baris pesanan): p50 ${p50.toFixed(0)} ms, ` +
        `terlama ${took.at(-1)!.toFixed(0)} ms; kekurangan per pemasok p50 ${shortfall[1].toFixed(0)} ms`,
    );
    expect(p50).toBeLessThanOrEqual(500);
  });
});
if (!onPostgres) console.log('[rencana] uji skala hanya di PostgreSQL: TEST_DATABASE_URL tidak diset.');
