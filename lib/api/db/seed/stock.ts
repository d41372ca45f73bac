import { and, eq, inArray, sql } from 'drizzle-orm';
import { t } from '../../../i18n/id';
import { applyStockChanges } from '../../services/stock-ledger';
import type { Db } from '../client';
import { users } from '../schema/accounts';
import { products } from '../schema/catalog';
import { stockMovements } from '../schema/stock';
import { todayInWib } from '../../../i18n/format';
import { shiftDate } from '../../../iso-dates';

/**
 * Opening stock was counted the evening before: whatever the API's clock says today (the tests run
 * it at 10:00 WIB), a product's stock card reads it first. The demo and the tests' products use it.
 */
export const openingStockAt = () => new Date(`${shiftDate(todayInWib(), -1)}T20:00:00+07:00`);

/**
 * Opening stock of the demo catalogue (lib/api/db/seed/catalog.ts), in each product's own unit:
 * a week or two of raw materials for a small central bakery, and a day's finished goods.
 */
const OPENING_STOCK: Record<string, number> = {
  // Raw materials (kg, gram, liter).
  '101': 250, // Tepung Terigu Protein Tinggi, kg
  '102': 120, // Gula Pasir, kg
  '103': 40, // Mentega, kg
  '104': 60, // Telur Ayam, kg
  '105': 5000, // Ragi Instan, gram
  '106': 80, // Susu Cair Full Cream, liter
  '107': 15, // Keju Cheddar, kg
  '108': 25, // Cokelat Blok, kg
  '109': 30, // Krim Kocok, liter
  '110': 20, // Kelapa Parut, kg
  // Finished goods (pcs, loyang, pack, box); 040 is discontinued and stays at 0.
  '001': 120,
  '013': 60,
  '002': 80,
  '003': 150,
  '005': 100,
  '007': 90,
  '009': 100,
  '008': 200,
  '011': 48,
  '010': 80,
  '012': 80,
  '025': 20,
  '018': 12,
  '021': 10,
  '030': 30,
  '033': 15,
  '049': 5,
  '050': 4,
};

/**
 * Books the demo opening stock through the ledger (DOMAIN 5: stock is always the sum of the
 * ledger), as a manual adjustment by the demo warehouse admin when that account exists.
 * Products that already have ledger rows are left alone, so a second run changes nothing.
 */
export async function seedDemoStock(db: Db): Promise<{ booked: number }> {
  const ids = Object.keys(OPENING_STOCK);
  const present = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(products.id, ids),
        sql`not exists (select 1 from ${stockMovements} m where m.product_id = ${products.id})`,
      ),
    );
  const changes = present.map((p) => ({ productId: p.id, qty: OPENING_STOCK[p.id] })).filter((c) => c.qty > 0);
  if (changes.length === 0) return { booked: 0 };
  const [warehouse] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'gudang')).limit(1);
  // One unit: inside the demo seed's transaction this is a savepoint, on its own a transaction.
  await db.transaction((tx) =>
    applyStockChanges(tx, { userId: warehouse?.id ?? null, now: openingStockAt() }, changes, {
      kind: 'adjustment',
      notes: t.inventory.openingStock,
    }),
  );
  return { booked: changes.length };
}
