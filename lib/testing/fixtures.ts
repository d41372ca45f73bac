import { eq } from 'drizzle-orm';
import type { Db } from '../api/db/client';
import { productTypes, productUnits, products } from '../api/db/schema/catalog';
import { applyStockChanges } from '../api/services/stock-ledger';

let productCounter = 500;

/** A product for a test, with an optional opening stock booked through the ledger. */
export async function insertProduct(
  db: Db,
  opts: { id?: string; title?: string; type?: 'bahan_baku' | 'bahan_jadi'; unit?: string; stock?: number } = {},
): Promise<string> {
  const id = opts.id ?? String(productCounter++).padStart(3, '0');
  const [type] = await db
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(eq(productTypes.key, opts.type ?? 'bahan_baku'));
  const [unit] = await db
    .select({ id: productUnits.id })
    .from(productUnits)
    .where(eq(productUnits.name, opts.unit ?? 'kg'));
  await db
    .insert(products)
    .values({ id, title: opts.title ?? `Produk Uji ${id}`, productTypeId: type.id, productUnitId: unit.id });
  if (opts.stock)
    await applyStockChanges(db, null, [{ productId: id, qty: opts.stock }], {
      kind: 'adjustment',
      notes: 'stok awal uji',
    });
  return id;
}
