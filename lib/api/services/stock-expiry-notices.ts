import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { formatQuantity, todayInWib } from '../../i18n/format';
import { t } from '../../i18n/id';
import { longDate } from '../../i18n/id/dates';
import type { Db } from '../db/client';
import { productUnits, products } from '../db/schema/catalog';
import { notifications } from '../db/schema/notifications';
import { stockLots } from '../db/schema/stock';
import { notifyRoles } from './notify';
import { EXPIRING_DAYS } from './stock';
import { shiftDate } from '../../iso-dates';

const dayBefore = (iso: string) => shiftDate(iso, -1);

/**
 * Tells the warehouse (who sends stock out first-expiring-first) about stock that is about to
 * expire (DOMAIN 15, "segera": within EXPIRING_DAYS): one notification per product and expiry day,
 * made by the job timer and never twice; the notification's entity key is what says it was made.
 */
export async function noticeExpiringStock(db: Db, now: Date) {
  const today = todayInWib(now);
  const until = shiftDate(today, EXPIRING_DAYS);
  const key = sql<string>`${stockLots.productId} || ':' || ${stockLots.expiresOn}::text`;
  const rows = await db
    .select({
      key,
      productId: stockLots.productId,
      title: products.title,
      unit: productUnits.name,
      expiresOn: stockLots.expiresOn,
      qty: sql<string>`sum(${stockLots.qty})::text`,
    })
    .from(stockLots)
    .innerJoin(products, eq(products.id, stockLots.productId))
    .innerJoin(productUnits, eq(productUnits.id, products.productUnitId))
    .where(
      and(
        gt(stockLots.qty, 0),
        gt(stockLots.expiresOn, today),
        lte(stockLots.expiresOn, until),
        sql`not exists (select 1 from ${notifications} n where n.kind = 'stock_expiring' and n.entity = 'stock' and n.entity_id = ${key})`,
      ),
    )
    .groupBy(stockLots.productId, products.title, productUnits.name, stockLots.expiresOn)
    .orderBy(stockLots.expiresOn, products.title);
  for (const row of rows) {
    await db.transaction((tx) =>
      notifyRoles(tx, ['warehouse'], {
        kind: 'stock_expiring',
        // The lot is good before its expiry day: the last good day is the day before.
        message: t.notification.stockExpiring(
          row.title,
          formatQuantity(Number(row.qty)),
          row.unit,
          longDate(dayBefore(row.expiresOn)),
        ),
        link: `/inventory/${row.productId}`,
        entity: 'stock',
        entityId: row.key,
      }),
    );
  }
  return { notified: rows.length };
}
