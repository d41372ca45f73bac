import { sql } from 'drizzle-orm';
import { format, parseISO, startOfMonth, subMonths } from 'date-fns';
import { ROLE_IDS } from '../../../roles';
import { todayInWib } from '../../../i18n/format';
import { hashPassword } from '../../services/passwords';
import type { Db } from '../client';
import { DEMO_PASSWORD, seedDemo } from './demo';
import { shiftDate } from '../../../iso-dates';

/**
 * The bakery at the scale of a large franchise, for the benchmark (`npm run db:seed -- --large`):
 * `outlets` outlets of `outlets / 2` partners, a catalogue grown to `products` products, and an
 * order from every outlet for every delivery day of the last `days` days, each with
 * `linesPerOrder` lines, confirmed (stock out through the ledger) or cancelled, invoiced per month
 * and mostly paid. The previous month is left un-invoiced (the month close not run yet), which
 * is what the benchmark's invoice generation works on.
 *
 * Every row is made by PostgreSQL itself (INSERT … SELECT over generate_series), so millions of
 * rows take a few statements instead of millions of round trips, on PGlite and on PostgreSQL
 * alike. It all runs in one transaction: a failure leaves the database as it was.
 *
 * The data keeps the invariants the app keeps: stock equals the ledger sum with a running
 * balance, invoice totals equal their orders' totals, order numbers are per WIB month and the
 * document counters continue after them.
 */
export interface LargeSeedOptions {
  outlets: number;
  products: number;
  days: number;
  linesPerOrder: number;
  /** Today's WIB date; tests pin it. */
  today?: string;
  /** The moment it is made (default: now): nothing it makes is dated after it. */
  now?: Date;
  /** Usernames of the partners it makes: prefix + 001, 002, ... (the demo's history uses its own). */
  partnerPrefix?: string;
  /** Names of those partners in order; without them "Mitra <city> <n>". */
  partnerNames?: readonly string[];
  /**
   * The daily loop's data beside the orders (issue 19): partial payments, routes of 20 outlets,
   * standing orders for half of the outlets, a recipe for every finished good and returns. On by
   * default; the demo makes its own through the services. (The history's audit rows are made
   * either way.)
   */
  dailyLoop?: boolean;
  /**
   * Partners already there (usernames) whose active outlets get the same history, after the
   * seed's own: the demo's signed-in partners (mitra, mitra2) then open on a bakery in full swing.
   */
  alsoPartners?: readonly string[];
  /**
   * Last month invoiced too (the month close ran on the 1st), three in five of its invoices paid;
   * the month before paid but for one outlet in five, late; from the 3rd of a month on. Without it
   * last month waits for its month close, which the benchmark's invoice generation works on.
   */
  lastMonthClosed?: boolean;
}

export const LARGE_SEED_DEFAULTS: LargeSeedOptions = { outlets: 500, products: 100, days: 730, linesPerOrder: 10 };

export interface LargeSeedReport {
  steps: { step: string; ms: number; rows: number }[];
  totalMs: number;
}

/** The first partner the large seed makes; its presence means the seed already ran. */
export const LARGE_PARTNER_PREFIX = 'skala';

// Towns of West Java, where the bakery's outlets are (their region says so).
const CITIES = [
  'Bandung',
  'Cimahi',
  'Bekasi',
  'Depok',
  'Bogor',
  'Cianjur',
  'Sumedang',
  'Garut',
  'Tasikmalaya',
  'Ciamis',
  'Cirebon',
  'Kuningan',
  'Majalengka',
  'Subang',
  'Sukabumi',
  'Karawang',
  'Purwakarta',
  'Banjar',
];
const BREADS = ['Roti Manis', 'Roti Sobek', 'Bolu', 'Donat', 'Pastry', 'Roti Isi', 'Kue Kering', 'Cake'];
const FLAVOURS = [
  'Cokelat',
  'Keju',
  'Pandan',
  'Stroberi',
  'Blueberry',
  'Kacang',
  'Srikaya',
  'Moka',
  'Vanila',
  'Ubi Ungu',
];

export async function largeSeedExists(db: Db): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from users where username = ${`${LARGE_PARTNER_PREFIX}001`} limit 1`);
  return rowsOf(rows).length > 0;
}

export type LargeSeedStep = LargeSeedReport['steps'][number];

export async function seedLarge(
  db: Db,
  options: LargeSeedOptions = LARGE_SEED_DEFAULTS,
  onStep: (step: LargeSeedStep) => void = () => {},
): Promise<LargeSeedReport> {
  const { outlets, products, days, linesPerOrder } = options;
  const prefix = options.partnerPrefix ?? LARGE_PARTNER_PREFIX;
  const names = (options.partnerNames ?? []).join('|');
  if (outlets < 2 || outlets % 2 !== 0) throw new Error('outlets harus genap dan minimal 2');
  await seedDemo(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = options.today ?? todayInWib();
  const placedBefore = new Date((options.now ?? new Date()).getTime() - 3_600_000).toISOString();
  // Delivery days run up to tomorrow: today's and tomorrow's orders are still waiting.
  const lastDay = shiftDate(today, 1);
  const firstDay = shiftDate(lastDay, -(days - 1));
  // Months before the open one are invoiced: by default the open month is last month (its month
  // close not run yet), with the month before partly unpaid; with lastMonthClosed it is this
  // month, last month is partly unpaid, and the month before it has its late payers. In a month's
  // first two days its close may not have run yet (and nobody has paid): last month waits then.
  const lastMonthClosed = options.lastMonthClosed === true && Number(today.slice(8, 10)) >= 3;
  const openMonth = format(subMonths(startOfMonth(parseISO(today)), lastMonthClosed ? 0 : 1), 'yyyy-MM-dd');
  const unpaidMonth = format(subMonths(parseISO(openMonth), 1), 'yyyy-MM-dd');
  const lateMonth = lastMonthClosed ? format(subMonths(parseISO(openMonth), 2), 'yyyy-MM-dd') : null;
  // A paid invoice was paid on the 10th after its month, or yesterday when that is still to come.
  const paidOn = sql`least((m.month + interval '1 month 9 days')::date, ${today}::date - 1)`;
  // Paid: every month before the unpaid one, but the late payers' (one outlet in five) late month;
  // three outlets in five of the unpaid month.
  const isPaid = (month: ReturnType<typeof sql>, oi: ReturnType<typeof sql>) =>
    lateMonth
      ? sql`((${month} < ${unpaidMonth}::date and not (${month} = ${lateMonth}::date and ${oi} % 5 = 3)) or (${month} = ${unpaidMonth}::date and ${oi} % 5 < 3))`
      : sql`(${month} < ${unpaidMonth}::date or ${oi} % 5 < 3)`;
  const alsoPartners = (options.alsoPartners ?? []).join('|');

  const started = Date.now();
  const steps: LargeSeedReport['steps'] = [];

  await db.transaction(async (tx) => {
    const run = async (step: string, query: ReturnType<typeof sql>) => {
      const t0 = Date.now();
      const result = await tx.execute(query);
      steps.push({ step, ms: Date.now() - t0, rows: affectedRows(result) });
      onStep(steps[steps.length - 1]);
    };

    const busy = await tx.execute(
      sql`select 1 from transaction_orders union all select 1 from invoices union all select 1 from productions
          union all select 1 from returns limit 1`,
    );
    if (rowsOf(busy).length > 0 || (await largeSeedExists(tx))) {
      throw new LargeSeedRefused(
        'Data skala besar hanya dibuat di atas data demo yang belum berisi pesanan, invoice, produksi atau retur. Gunakan basis data baru.',
      );
    }

    // Document numbers have at least four digits (ORD/2026/11/0007) and grow past 9999, as nextDocumentNumber does.
    await run(
      'fungsi nomor',
      sql`
      create function pg_temp.seq4(n bigint) returns text language sql immutable
      as $$ select case when n < 10000 then lpad(n::text, 4, '0') else n::text end $$`,
    );

    await run(
      'mitra',
      sql`
      insert into users (name, username, email, phone_number, password_hash, role_id, is_active, is_new)
      select coalesce(nullif((string_to_array(${names}::text, '|'))[g], ''), 'Mitra ' || (string_to_array(${CITIES.join(',')}::text, ','))[1 + g % ${int(CITIES.length)}] || ' ' || g), ${prefix}::text || lpad(g::text, 3, '0'),
             ${prefix}::text || g || '@mitra.rotipusat.id', '0812' || lpad(g::text, 8, '0'), ${passwordHash}::text, ${int(ROLE_IDS.merchant)}, true, false
      from generate_series(1, ${int(outlets / 2)}) g`,
    );

    await run(
      'outlet',
      sql`
      insert into outlets (owner_id, title, phone_number, region, district, address, branch_group_id)
      select u.id, 'Roti Pusat ' || (string_to_array(${CITIES.join(',')}::text, ','))[1 + n % ${int(CITIES.length)}] || ' ' || n, '022' || lpad(n::text, 7, '0'), 'Jawa Barat',
             (string_to_array(${CITIES.join(',')}::text, ','))[1 + n % ${int(CITIES.length)}], 'Jl. Mitra No. ' || n,
             (select id from branch_groups order by id offset (n % 2) limit 1)
      from (select g as n, ((g - 1) / 2) + 1 as partner from generate_series(1, ${int(outlets)}) g) o
      join users u on u.username = ${prefix}::text || lpad(o.partner::text, 3, '0')`,
    );

    // Grow the catalogue with finished goods (codes 201…) until it has `products` products.
    await run(
      'produk',
      sql`
      insert into products (id, title, description, product_type_id, product_unit_id, min_order, queue, has_label, stock)
      select lpad((200 + g)::text, 3, '0'),
             (string_to_array(${BREADS.join(',')}::text, ','))[1 + g % ${int(BREADS.length)}] || ' ' || (string_to_array(${FLAVOURS.join(',')}::text, ','))[1 + (g / ${int(BREADS.length)}) % ${int(FLAVOURS.length)}] || ' ' || g,
             'Produk tambahan data skala besar.',
             (select id from product_types where key = 'bahan_jadi'), (select id from product_units where name = 'pcs'),
             0, 1000 + g, g % 5 = 0, 0
      from generate_series(1, greatest(0, ${int(products)} - (select count(*) from products))) g`,
    );
    await run(
      'harga',
      sql`
      insert into product_prices (product_id, branch_group_id, price)
      select p.id, b.id, (3000 + (p.id::int % 17) * 500) + case when b.id = (select max(id) from branch_groups) then 1000 else 0 end
      from products p cross join branch_groups b
      where p.id >= '201' and p.id ~ '^[0-9]+$'
      on conflict do nothing`,
    );

    // The products outlets order, numbered 0…P-1, with the line values the order form would save.
    await run(
      'tmp produk',
      sql`
      create temp table seed_products on commit drop as
      select (row_number() over (order by p.queue, p.id) - 1)::int as idx, p.id as product_id, p.title, u.name as unit, pt.key as type, p.min_order,
             case when p.size_required then coalesce(p.default_size, p.sizes[1]) else p.default_size end as size
      from products p join product_units u on u.id = p.product_unit_id join product_types pt on pt.id = p.product_type_id
      where pt.key = 'bahan_jadi' and p.is_publish and not p.is_center_only
        and exists (select 1 from product_prices pp where pp.product_id = p.id)`,
    );
    await run(
      'tmp harga',
      sql`
      create temp table seed_prices on commit drop as
      select sp.*, pp.branch_group_id as tier, pp.price from seed_products sp join product_prices pp on pp.product_id = sp.product_id`,
    );
    await run(
      'tmp outlet',
      sql`
      create temp table seed_outlets on commit drop as
      select (row_number() over (order by u.username like ${`${prefix}%`} desc, o.id) - 1)::int as oi, o.id as outlet_id, o.owner_id, o.branch_group_id as tier
      from outlets o join users u on u.id = o.owner_id
      where u.username like ${`${prefix}%`} or (o.is_active and u.username = any(string_to_array(${alsoPartners}::text, '|')))`,
    );
    const [{ n: outletCount }] = rowsOf(await tx.execute(sql`select count(*)::int as n from seed_outlets`)) as {
      n: number;
    }[];

    // One order per outlet and delivery day; id = day * outlets + outlet + 1 (the table is empty).
    await run(
      'tmp pesanan',
      sql`
      create temp table seed_orders on commit drop as
      select d.di * ${int(outletCount)} + o.oi + 1 as id, o.outlet_id, o.owner_id, o.tier, o.oi, d.day,
             -- Placed the morning before, or just now for tomorrow when that morning is still to come.
             least(((d.day - 1) + time '10:00' + make_interval(mins => o.oi % 600)) at time zone 'Asia/Jakarta',
                   ${placedBefore}::timestamptz + make_interval(secs => o.oi)) as created_at,
             case when d.day >= ${today}::date then 'pending'
                  when (d.di * 37 + o.oi * 11) % 100 < 3 then 'dibatalkan' else 'berhasil' end as status
      from (select (g - 1) as di, ${firstDay}::date + (g - 1) as day from generate_series(1, ${int(days)}) g) d cross join seed_outlets o`,
    );

    // Line k of order so: product (so.id * 7 + k) mod P of the catalogue, quantity 1…24. The totals
    // come from one grouped join (set-based; a subquery per order is slow on PGlite).
    const [{ n: catalogue }] = rowsOf(await tx.execute(sql`select count(*)::int as n from seed_products`)) as {
      n: number;
    }[];
    const lineProduct = sql`(so.id * 7 + k) % ${int(catalogue)}`;
    // Never under the product's minimum order, as the order form refuses.
    const lineQty = sql`greatest(1 + (so.id * 31 + k * 17) % 24, p.min_order)`;
    await run(
      'tmp total',
      sql`
      create temp table seed_totals on commit drop as
      select so.id, sum((${lineQty}) * p.price)::bigint as total
      from seed_orders so cross join generate_series(0, ${int(linesPerOrder - 1)}) k
      join seed_prices p on p.idx = ${lineProduct} and p.tier = so.tier
      group by so.id`,
    );

    await run(
      'invoice',
      sql`
      insert into invoices (id, number, outlet_id, periode, status, subtotal, total, tax_type, tax_amount, payment_method, payment_date, paid_at, due_date, created_by, created_at, updated_at)
      select row_number() over (order by m.month, o.oi),
             'INV/' || to_char(m.month + interval '1 month', 'YYYY/MM') || '/' || pg_temp.seq4(row_number() over (partition by m.month order by o.oi)),
             o.outlet_id, to_char(m.month, 'YYYY-MM'),
             case when ${isPaid(sql`m.month`, sql`o.oi`)} then 'lunas' else 'belum_bayar' end,
             0, 0, 'persen', '0',
             case when ${isPaid(sql`m.month`, sql`o.oi`)} then 'transfer' end,
             case when ${isPaid(sql`m.month`, sql`o.oi`)} then ${paidOn} end,
             case when ${isPaid(sql`m.month`, sql`o.oi`)} then (${paidOn} + time '10:00') at time zone 'Asia/Jakarta' end,
             (m.month + interval '1 month 14 days')::date,
             (select id from users where username = 'finance'),
             (m.month + interval '1 month 8 hours' + make_interval(mins => o.oi)) at time zone 'Asia/Jakarta',
             (m.month + interval '1 month 8 hours' + make_interval(mins => o.oi)) at time zone 'Asia/Jakarta'
      from (select distinct date_trunc('month', day)::date as month from seed_orders where day < ${openMonth}::date) m cross join seed_outlets o`,
    );

    await run(
      'pesanan',
      sql`
      insert into transaction_orders (id, number, outlet_id, user_id, delivery_date, status, is_accepted, total, invoice_id, confirmed_at, cancelled_at, created_at, updated_at)
      select so.id,
             'ORD/' || to_char(so.created_at at time zone 'Asia/Jakarta', 'YYYY/MM') || '/'
               || pg_temp.seq4(row_number() over (partition by to_char(so.created_at at time zone 'Asia/Jakarta', 'YYYY/MM') order by so.created_at, so.id)),
             so.outlet_id, so.owner_id, so.day, so.status,
             case when so.status = 'berhasil' then true end,
             st.total,
             case when so.status = 'berhasil' then i.id end,
             case when so.status = 'berhasil' then (so.day + time '05:00' + make_interval(secs => so.oi)) at time zone 'Asia/Jakarta' end,
             case when so.status = 'dibatalkan' then so.created_at + interval '2 hours' end,
             so.created_at, so.created_at
      from seed_orders so
      join seed_totals st on st.id = so.id
      left join invoices i on i.outlet_id = so.outlet_id and i.periode = to_char(so.day, 'YYYY-MM')`,
    );

    await run(
      'baris pesanan',
      sql`
      insert into transaction_order_items (order_id, product_id, title, qty, size, price, unit, type, ordered_qty)
      select so.id, p.product_id, p.title, ${lineQty}, p.size, p.price, p.unit, p.type, ${lineQty}
      from seed_orders so cross join generate_series(0, ${int(linesPerOrder - 1)}) k
      join seed_prices p on p.idx = ${lineProduct} and p.tier = so.tier
      -- An order's lines lie together, as the app writes them: without this the join's order
      -- scattered them, and the planner rightly priced every order's lines as random reads.
      order by so.id, k`,
    );

    await run(
      'total invoice',
      sql`
      update invoices i set subtotal = s.total, total = s.total
      from (select invoice_id, sum(total) as total from transaction_orders where invoice_id is not null group by invoice_id) s
      where s.invoice_id = i.id`,
    );
    await run(
      'invoice kosong',
      sql`delete from invoices i where i.total = 0 and not exists (select 1 from transaction_orders o where o.invoice_id = i.id)`,
    );
    // A paid invoice was paid in full by one accepted transfer.
    await run(
      'pembayaran',
      sql`
      with paid as (update invoices set paid_amount = total where status = 'lunas' returning id, total, payment_method, payment_date, paid_at)
      insert into invoice_payments (invoice_id, amount, method, payment_date, status, created_at, decided_by, decided_at)
      select id, total, payment_method, payment_date, 'diterima', paid_at, (select id from users where username = 'finance'), paid_at from paid`,
    );

    if (options.dailyLoop ?? true) await seedDailyLoop(run, prefix, today);
    // The audit rows the history's orders, invoices and payments would have left (DOMAIN 20).
    await run(
      'jejak audit',
      sql`
      insert into audit_log (actor_id, actor_role, action, entity, entity_id, created_at)
      select so.owner_id, 'merchant', 'create', 'order', so.id::text, so.created_at from seed_orders so
      union all
      select (select id from users where username = 'produksi'), 'production', 'confirm', 'order', o.id::text, o.confirmed_at
      from transaction_orders o where o.confirmed_at is not null and o.id in (select id from seed_orders)
      union all
      select i.created_by, 'admin', 'generate', 'invoice', i.id::text, i.created_at from invoices i
      join seed_outlets so on so.outlet_id = i.outlet_id
      union all
      select p.decided_by, 'admin', 'accept-payment', 'invoice', p.invoice_id::text, p.decided_at from invoice_payments p
      join invoices i on i.id = p.invoice_id join seed_outlets so on so.outlet_id = i.outlet_id`,
    );

    // The bakery bakes each day exactly what the confirmed orders of that day take, so the
    // history nets to zero and the demo's opening stock (and its ledger balances) stay right.
    await run(
      'produksi',
      sql`
      insert into productions (number, status, notes, created_by, approved_by, approved_at, created_at, updated_at)
      select 'PRD/' || to_char(day - 1, 'YYYY/MM') || '/' || pg_temp.seq4(row_number() over (partition by to_char(day - 1, 'YYYY/MM') order by day)),
             'disetujui', 'Produksi harian ' || to_char(day, 'YYYY-MM-DD'),
             (select id from users where username = 'produksi'), (select id from users where username = 'gudang'),
             (day + time '03:00') at time zone 'Asia/Jakarta', ((day - 1) + time '20:00') at time zone 'Asia/Jakarta', (day + time '03:00') at time zone 'Asia/Jakarta'
      from (select distinct day from seed_orders where status = 'berhasil') d order by day`,
    );
    await run(
      'tmp kebutuhan',
      sql`
      create temp table seed_demand on commit drop as
      select so.day, i.product_id, i.unit, sum(i.qty)::bigint as qty
      from seed_orders so join transaction_order_items i on i.order_id = so.id
      where so.status = 'berhasil' group by so.day, i.product_id, i.unit`,
    );
    await run(
      'baris produksi',
      sql`
      insert into production_items (production_id, product_id, qty, unit, type, direction)
      select pr.id, d.product_id, d.qty, d.unit, 'bahan_jadi', 'in'
      from seed_demand d join productions pr on pr.notes = 'Produksi harian ' || to_char(d.day, 'YYYY-MM-DD')`,
    );

    // The stock there was before (the demo's opening stock) was there before the history: its rows
    // move to the eve of the first day, and the history's balances run on from it.
    await run(
      'stok sebelum riwayat',
      sql`update stock_movements set created_at = (${firstDay}::date - 1 + time '05:00') at time zone 'Asia/Jakarta'`,
    );
    await run(
      'buku stok',
      sql`
      insert into stock_movements (product_id, qty, unit, kind, document_type, document_id, document_number, notes, balance, author_id, created_at)
      select m.product_id, m.qty, m.unit, m.kind, m.document_type, m.document_id, m.document_number, m.notes,
             p.stock + sum(m.qty) over (partition by m.product_id order by m.created_at, m.seq rows unbounded preceding), m.author_id, m.created_at
      from (
        select p.id as product_id, 1000::bigint as qty, u.name as unit, 'adjustment' as kind, null as document_type, null as document_id, null as document_number,
               'Stok awal data skala besar' as notes, (select id from users where username = 'gudang') as author_id,
               (${firstDay}::date - 1 + time '06:00') at time zone 'Asia/Jakarta' as created_at, 0::bigint as seq
        from products p join product_units u on u.id = p.product_unit_id where p.id >= '201' and p.id ~ '^[0-9]+$'
        union all
        select d.product_id, d.qty, d.unit, 'production_in', 'production', pr.id::text, pr.number, pr.notes, pr.approved_by, pr.approved_at, 0
        from seed_demand d join productions pr on pr.notes = 'Produksi harian ' || to_char(d.day, 'YYYY-MM-DD')
        union all
        select i.product_id, -i.qty, i.unit, 'order', 'order', o.id::text, o.number, null, (select id from users where username = 'produksi'), o.confirmed_at, i.id
        from transaction_orders o join transaction_order_items i on i.order_id = o.id
        where o.status = 'berhasil'
      ) m
      join products p on p.id = m.product_id`,
    );
    await run('stok produk', sql`update products set stock = stock + 1000 where id >= '201' and id ~ '^[0-9]+$'`);

    // The document counters continue after the seeded numbers (gapless numbering).
    await run(
      'nomor dokumen',
      sql`
      insert into document_sequences (prefix, period, last)
      select split_part(number, '/', 1), split_part(number, '/', 2) || '/' || split_part(number, '/', 3), max(split_part(number, '/', 4)::int)
      from (select number from transaction_orders union all select number from invoices union all select number from productions
            union all select number from returns) n
      group by 1, 2
      on conflict (prefix, period) do update set last = greatest(document_sequences.last, excluded.last)`,
    );
    await run(
      'sequence id',
      sql`
      select setval(pg_get_serial_sequence('transaction_orders', 'id'), (select max(id) from transaction_orders)),
             setval(pg_get_serial_sequence('invoices', 'id'), (select max(id) from invoices))`,
    );
  });

  const t0 = Date.now();
  // VACUUM too: index-only scans (the list counts) need the visibility map of the fresh rows.
  await db.execute(sql`vacuum analyze`);
  steps.push({ step: 'analyze', ms: Date.now() - t0, rows: 0 });
  onStep(steps[steps.length - 1]);
  return { steps, totalMs: Date.now() - started };
}

export class LargeSeedRefused extends Error {}

/**
 * The daily loop at scale, in bulk SQL over the seed's temp tables: part of the unpaid invoices
 * paid (40%), routes of 20 outlets with the driver, standing orders (Monday to Saturday) for every
 * other outlet, a recipe of three raw materials for every finished good without one, returns of
 * one delivery in fifty (thrown away and not credited once processed, so stock and invoices are
 * untouched; the last two days' still waiting).
 */
async function seedDailyLoop(
  run: (step: string, query: ReturnType<typeof sql>) => Promise<void>,
  prefix: string,
  today: string,
) {
  await run(
    'bayar sebagian',
    sql`
    with unpaid as (
      select i.id, row_number() over (order by i.id) as n
      from invoices i join outlets o on o.id = i.outlet_id join users u on u.id = o.owner_id
      where u.username like ${`${prefix}%`} and i.status = 'belum_bayar' and i.total > 0),
    part as (
      update invoices i set paid_amount = (i.total * 0.4)::bigint
      from unpaid where unpaid.id = i.id and unpaid.n % 2 = 1
      returning i.id, i.paid_amount, i.created_at)
    insert into invoice_payments (invoice_id, amount, method, payment_date, status, created_at, decided_by, decided_at)
    select id, paid_amount, 'transfer', ((created_at + interval '10 days') at time zone 'Asia/Jakarta')::date, 'diterima',
           created_at + interval '10 days', (select id from users where username = 'finance'), created_at + interval '10 days'
    from part`,
  );
  await run(
    'rute',
    sql`
    insert into routes (name, driver_id)
    select 'Rute ' || ${prefix}::text || ' ' || r, (select id from users where username = 'kurir')
    from generate_series(1, (select (count(*) + 19) / 20 from seed_outlets)::int) r`,
  );
  await run(
    'perhentian rute',
    sql`
    insert into route_stops (route_id, outlet_id, position)
    select rt.id, o.outlet_id, o.oi % 20 + 1
    from seed_outlets o join routes rt on rt.name = 'Rute ' || ${prefix}::text || ' ' || (o.oi / 20 + 1)`,
  );
  await run(
    'order rutin',
    sql`
    insert into standing_orders (outlet_id, weekday, items, created_by)
    select o.outlet_id, w,
           (select jsonb_agg(jsonb_build_object('productId', p.product_id, 'qty', 5 + (o.oi + k) % 10, 'notes', null))
            from generate_series(0, 2) k join seed_products p on p.idx = (o.oi * 3 + k * 7 + w) % (select count(*) from seed_products)),
           o.owner_id
    from seed_outlets o cross join generate_series(1, 6) w
    where o.oi % 2 = 0`,
  );
  await run(
    'resep',
    sql`
    with raw as (
      select (row_number() over (order by p.id) - 1)::int as idx, p.id from products p
      join product_types t on t.id = p.product_type_id where t.key = 'bahan_baku'),
    made as (
      insert into recipes (product_id, batch_yield, loss_percent)
      select sp.product_id, 40, 2.5 from seed_products sp
      where not exists (select 1 from recipes r where r.product_id = sp.product_id) and exists (select 1 from raw)
      returning product_id)
    insert into recipe_items (recipe_product_id, ingredient_id, qty)
    select distinct on (m.product_id, raw.id) m.product_id, raw.id, 1.250
    from made m join seed_products sp on sp.product_id = m.product_id
    cross join generate_series(0, 2) k
    join raw on raw.idx = (sp.idx * 5 + k * 3) % (select count(*) from raw)`,
  );
  // A return the day after a delivery, numbered per month of its date like the service does.
  await run(
    'tmp retur',
    sql`
    create temp table seed_returns on commit drop as
    select so.id as order_id, so.outlet_id, so.owner_id, so.day + 1 as return_date,
           row_number() over (partition by date_trunc('month', so.day + 1) order by so.id) as n
    from seed_orders so where so.status = 'berhasil' and so.id % 50 = 7 and so.day + 1 <= ${today}::date`,
  );
  await run(
    'retur',
    sql`
    insert into returns (number, outlet_id, return_date, status, client_key, created_by, created_at, processed_by, processed_at)
    select 'RET/' || to_char(return_date, 'YYYY/MM') || '/' || lpad(n::text, 4, '0'), outlet_id, return_date,
           case when return_date >= ${today}::date - 1 then 'menunggu' else 'diproses' end,
           'seed-retur-' || order_id, owner_id, (return_date + time '09:00') at time zone 'Asia/Jakarta',
           case when return_date >= ${today}::date - 1 then null else (select id from users where username = 'gudang') end,
           case when return_date >= ${today}::date - 1 then null else (return_date + time '15:00') at time zone 'Asia/Jakarta' end
    from seed_returns`,
  );
  // Its line is the order's first, found with one pass over the returned orders' lines.
  await run(
    'baris retur',
    sql`
    insert into return_items (return_id, product_id, title, size, unit, qty, reason, disposition)
    select r.id, i.product_id, i.title, i.size, i.unit, least(i.qty, 1 + r.id % 3),
           case when r.id % 2 = 0 then 'sisa' else 'rusak' end,
           case when r.status = 'diproses' then 'buang' end
    from seed_returns sr
    join returns r on r.client_key = 'seed-retur-' || sr.order_id
    join (select distinct on (order_id) order_id, product_id, title, size, unit, qty from transaction_order_items
          where order_id in (select order_id from seed_returns) order by order_id, id) i on i.order_id = sr.order_id`,
  );
}

/** A whole number written into the statement: generate_series and friends need typed integers. */
function int(value: number) {
  if (!Number.isSafeInteger(value)) throw new Error(`bukan bilangan bulat: ${value}`);
  return sql.raw(String(value));
}

type ExecuteResult = { rows?: unknown[]; rowCount?: number | null; affectedRows?: number } | unknown[];

function rowsOf(result: unknown): unknown[] {
  const r = result as ExecuteResult;
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/** Rows written by a statement: node-postgres says rowCount, PGlite affectedRows. */
function affectedRows(result: unknown): number {
  const r = result as Exclude<ExecuteResult, unknown[]>;
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
