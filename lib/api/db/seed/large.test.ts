import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApi } from '../../../testing/api';
import { nextDocumentNumber } from '../../services/document-numbers';
import { DEMO_PASSWORD } from './demo';
import { LargeSeedRefused, seedLarge } from './large';

const sizes = { outlets: 6, products: 40, days: 75, linesPerOrder: 4, today: '2026-11-22' };

const { h } = withTestApi();
beforeAll(async () => {
  await seedLarge(h.db, sizes);
});

const rows = async <T>(query: ReturnType<typeof sql>) => {
  const r = (await h.db.execute(query)) as unknown as { rows: T[] };
  return r.rows;
};

describe('large seed (small sizes)', () => {
  it('makes one order per outlet and day with its lines, numbered per WIB month', async () => {
    const [counts] = await rows<{ orders: number; lines: number; numbers: number; outlets: number }>(sql`
      select (select count(*)::int from transaction_orders) as orders, (select count(*)::int from transaction_order_items) as lines,
             (select count(distinct number)::int from transaction_orders) as numbers,
             (select count(*)::int from outlets o join users u on u.id = o.owner_id where u.username like 'skala%') as outlets`);
    expect(counts).toEqual({ orders: 6 * 75, lines: 6 * 75 * 4, numbers: 6 * 75, outlets: 6 });
    // An order's lines are written together, as the app writes them (the bench's plans depend on it).
    const [{ backwards }] = await rows<{ backwards: number }>(sql`
      select count(*)::int as backwards from (
        select order_id, lag(order_id) over (order by id) as previous from transaction_order_items) x
      where order_id < previous`);
    expect(backwards).toBe(0);
    const pending = await rows<{ day: string }>(
      sql`select distinct delivery_date::text as day from transaction_orders where status = 'pending' order by 1`,
    );
    expect(pending.map((r) => r.day)).toEqual(['2026-11-22', '2026-11-23']);
  });

  it('keeps stock equal to the ledger sum, with the last balance equal to the stock', async () => {
    const bad = await rows(sql`
      select p.id from products p
      where p.stock <> coalesce((select sum(qty) from stock_movements m where m.product_id = p.id), 0)
         or p.stock <> coalesce((select balance from stock_movements m where m.product_id = p.id order by created_at desc, id desc limit 1), p.stock)`);
    expect(bad).toEqual([]);
    const [{ negative }] = await rows<{ negative: number }>(
      sql`select count(*)::int as negative from stock_movements where balance < 0`,
    );
    expect(negative).toBe(0);
  });

  it('invoices every month before the previous one, with totals equal to their orders', async () => {
    const periods = await rows<{ periode: string }>(sql`select distinct periode from invoices order by 1`);
    expect(periods.map((p) => p.periode)).toEqual(['2026-09']);
    const [{ wrong }] = await rows<{ wrong: number }>(sql`
      select count(*)::int as wrong from invoices i where i.total <> (select sum(total) from transaction_orders o where o.invoice_id = i.id)`);
    expect(wrong).toBe(0);
    const [{ loose }] = await rows<{ loose: number }>(sql`
      select count(*)::int as loose from transaction_orders where status = 'berhasil' and delivery_date < '2026-10-01' and invoice_id is null`);
    expect(loose).toBe(0);
  });

  it('leaves the previous month for the month close, which the API then runs', async () => {
    const owner = h.caller(await h.login('owner', DEMO_PASSWORD));
    const res = await owner('POST', '/transaction/store?periode=2026-10');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ created: 6, updated: 0 });
    const list = await owner('GET', '/transaction/order?search=ORD/2026/10');
    expect(list.body.data.pagination.total).toBeGreaterThan(0);
  });

  it("keeps the staff's unfiltered order total exact through bulk inserts and deletes (row_counts triggers)", async () => {
    const owner = h.caller(await h.login('owner', DEMO_PASSWORD));
    const total = async () => (await owner('GET', '/transaction/order')).body.data.pagination.total;
    expect(await total()).toBe(6 * 75);
    await h.db.execute(
      sql`delete from transaction_orders where id in (select id from transaction_orders where invoice_id is null order by id desc limit 3)`,
    );
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from transaction_orders`);
    expect(n).toBe(6 * 75 - 3);
    expect(await total()).toBe(n);
  });

  it("keeps each product's stock history total exact through bulk inserts, adjustments and deletes (stock_movement_counts)", async () => {
    const warehouse = h.caller(await h.login('gudang', DEMO_PASSWORD));
    const [{ id }] = await rows<{ id: string }>(
      sql`select product_id as id from stock_movements group by 1 order by count(*) desc, 1 limit 1`,
    );
    const counted = async () =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from stock_movements where product_id = ${id}`))[0].n;
    const total = async () => (await warehouse('GET', `/stock/show/${id}`)).body.data.pagination.total;
    const before = await counted();
    expect(before).toBeGreaterThan(40);
    expect(await total()).toBe(before);
    const adjusted = await warehouse('POST', '/stock/update', {
      notes: 'Hitung ulang',
      items: [{ productId: id, qty: 1 }],
    });
    expect(adjusted.status).toBe(200);
    expect(await total()).toBe(before + 1);
    await h.db.execute(
      sql`delete from stock_movements where id in (select id from stock_movements where product_id = ${id} order by id limit 2)`,
    );
    expect(await counted()).toBe(before - 1);
    expect(await total()).toBe(before - 1);
    // A filtered history still counts its rows.
    const incoming = await warehouse('GET', `/stock/show/${id}?inBound=true`);
    const [{ n: inCount }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from stock_movements where product_id = ${id} and qty > 0`,
    );
    expect(incoming.body.data.pagination.total).toBe(inCount);
  });

  it('carries the daily loop: part payments, routes, standing orders, recipes and the audit trail', async () => {
    const [c] = await rows<{
      partly: number;
      payments: number;
      paidOff: number;
      stops: number;
      routes: number;
      standing: number;
      withoutRecipe: number;
      audit: number;
      returns: number;
      waiting: number;
      returnLines: number;
    }>(sql`
      select (select count(*)::int from invoices where paid_amount > 0 and paid_amount < total) as partly,
             (select count(*)::int from invoices i where i.paid_amount <> (select coalesce(sum(amount), 0) from invoice_payments p where p.invoice_id = i.id and p.status = 'diterima')) as "paidOff",
             (select count(*)::int from invoice_payments) as payments,
             (select count(*)::int from route_stops) as stops,
             (select count(*)::int from routes) as routes,
             (select count(*)::int from standing_orders) as standing,
             (select count(*)::int from products p join product_types t on t.id = p.product_type_id
              where t.key = 'bahan_jadi' and p.is_publish and not exists (select 1 from recipes r where r.product_id = p.id)) as "withoutRecipe",
             (select count(*)::int from audit_log) as audit,
             (select count(*)::int from returns) as returns,
             (select count(*)::int from returns where status = 'menunggu') as waiting,
             (select count(*)::int from return_items) as "returnLines"`);
    expect(c.partly).toBeGreaterThan(0);
    expect(c.paidOff).toBe(0); // every paid amount is its accepted payments
    expect(c.stops).toBe(6);
    expect(c.routes).toBe(1);
    expect(c.standing).toBe(3 * 6); // every other outlet, Monday to Saturday
    expect(c.withoutRecipe).toBe(0);
    expect(c.audit).toBeGreaterThan(6 * 75);
    // One delivery in fifty comes back the next day, one line each; the last two days' still wait.
    expect(c.returns).toBeGreaterThan((6 * 75) / 60);
    expect(c.returnLines).toBe(c.returns);
    expect(c.waiting).toBeLessThan(c.returns);
    const returns = await h.caller(await h.login('gudang', DEMO_PASSWORD))('GET', '/return?limit=5');
    expect(returns.body.data.items.length).toBe(5);
    // What the daily loop reads of it answers: the ageing counts what is left, a plan has materials.
    const owner = h.caller(await h.login('owner', DEMO_PASSWORD));
    const ageing = await owner('GET', '/receivables?asOf=2026-11-22&limit=100');
    expect(ageing.body.data.totals.total).toBeGreaterThan(0);
    const audit = await owner('GET', '/audit?entity=order&limit=5');
    expect(audit.body.data.items.length).toBe(5);
  });

  it('continues document numbers after the seeded ones and refuses a second run', async () => {
    const [{ last }] = await rows<{ last: string }>(
      sql`select max(number) as last from transaction_orders where number like 'ORD/2026/10/%'`,
    );
    const next = await nextDocumentNumber(h.db, 'ORD', new Date('2026-10-15T05:00:00Z'));
    expect(Number(next.split('/')[3])).toBe(Number(last.split('/')[3]) + 1);
    const [{ lastReturn }] = await rows<{ lastReturn: string }>(
      sql`select max(number) as "lastReturn" from returns where number like 'RET/2026/10/%'`,
    );
    const nextReturn = await nextDocumentNumber(h.db, 'RET', new Date('2026-10-15T05:00:00Z'));
    expect(Number(nextReturn.split('/')[3])).toBe(Number(lastReturn.split('/')[3]) + 1);
    await expect(seedLarge(h.db, sizes)).rejects.toBeInstanceOf(LargeSeedRefused);
  });
});
