import { queryRows } from '../db/raw';
import { sql } from 'drizzle-orm';
import { HABIT_MIN_ORDERS, type OrderHabits } from '../../order-habits';
import type { Db } from '../db/client';

/** How many of the outlet's latest orders make its habit. */
const RECENT = 8;

/**
 * The outlet's usual order: per product the median quantity of its last eight lines of it, and the
 * median total of its last eight orders (cancelled ones and the order being edited left out).
 */
export async function orderHabits(db: Db, outletId: number, excludeOrderId = 0): Promise<OrderHabits> {
  type Row = { productId: string; qty: string | number };
  const usual = await queryRows<Row>(
    db,
    sql`
    with recent as (
      select i.product_id, i.qty,
             row_number() over (partition by i.product_id order by o.delivery_date desc, o.id desc) as rn
      from transaction_order_items i
      join transaction_orders o on o.id = i.order_id
      where o.outlet_id = ${outletId} and o.status <> 'dibatalkan' and o.id <> ${excludeOrderId}
    )
    select product_id as "productId", percentile_cont(0.5) within group (order by qty) as qty
    from recent where rn <= ${RECENT}
    group by product_id
    having count(*) >= ${HABIT_MIN_ORDERS}`,
  );
  const [{ median, n }] = await queryRows<{ median: string | number | null; n: number }>(
    db,
    sql`
    select percentile_cont(0.5) within group (order by total) as median, count(*)::int as n
    from (
      select total from transaction_orders
      where outlet_id = ${outletId} and status <> 'dibatalkan' and id <> ${excludeOrderId}
      order by delivery_date desc, id desc
      limit ${RECENT}
    ) latest`,
  );
  return {
    usual: usual.map((r) => ({ productId: r.productId, qty: Number(r.qty) })),
    usualTotal: Number(n) >= HABIT_MIN_ORDERS && median !== null ? Number(median) : null,
  };
}
