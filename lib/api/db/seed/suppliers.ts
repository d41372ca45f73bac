import type { Db } from '../client';

/** The demo bakery's suppliers. Filled by the suppliers work. */
export async function seedDemoSuppliers(_db: Db): Promise<void> {}
