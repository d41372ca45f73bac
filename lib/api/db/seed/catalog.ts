import type { Db } from '../client';

/** The demo bakery's catalogue (products, prices per tier). Filled by the products work. */
export async function seedDemoCatalog(_db: Db, _tiers: { reguler: number; kota: number }): Promise<void> {}
