import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { companySettingsOf } from './company';
import type { Db } from '../db/client';
import { productUnits, products } from '../db/schema/catalog';
import { outlets } from '../db/schema/outlets';
import { containsPattern } from '../list';

/** GET /transaction/create: outlets and products for a manual invoice, and the default tax percent. */
export async function invoiceFormOptions(db: Db, search: string) {
  const term = search ? containsPattern(search) : null;
  return {
    outlets: await db
      .select({ branchId: outlets.id, title: outlets.title })
      .from(outlets)
      .where(eq(outlets.isActive, true))
      .orderBy(asc(outlets.title)),
    products: await db
      .select({ productId: products.id, title: products.title, unit: productUnits.name })
      .from(products)
      .innerJoin(productUnits, eq(productUnits.id, products.productUnitId))
      .where(and(term ? or(ilike(products.id, term), ilike(products.title, term)) : undefined))
      .orderBy(asc(products.queue), asc(products.id))
      .limit(100),
    taxPercent: String((await companySettingsOf(db)).taxPercent).replace('.', ','),
  };
}
