import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { branchGroups } from '../db/schema/outlets';
import { invalid } from '../errors';
import { t } from '../../i18n/id';

export async function priceTierOptions(db: Db) {
  return db.select({ id: branchGroups.id, name: branchGroups.name }).from(branchGroups).orderBy(asc(branchGroups.id));
}

export async function assertPriceTier(db: Db, id: number) {
  // Held until the caller commits: a deletion of the tier meanwhile waits and then finds it in use.
  const [row] = await db
    .select({ id: branchGroups.id })
    .from(branchGroups)
    .where(eq(branchGroups.id, id))
    .limit(1)
    .for('key share');
  if (!row) throw invalid(t.errors.incomplete, { branchGroupId: t.mitra.tierNotFound });
}
