import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outlets } from '../db/schema/outlets';
import type { Actor } from '../actor';
import { ROLE_IDS } from '../../roles';

/** The partner whose outlets this caller may see, or null for central staff. */
export function partnerOf(actor: Pick<Actor, 'roleId' | 'userId' | 'partnerId'>): number | null {
  if (actor.roleId === ROLE_IDS.merchant) return actor.userId;
  if (actor.roleId === ROLE_IDS['admin-merchant']) return actor.partnerId ?? -1; // unattached: sees nothing
  return null;
}

/** A partner's outlets in a stable order (the first is the default selection). */
export async function outletsOfPartner(db: Db, partnerId: number) {
  return db
    .select({ branchId: outlets.id, title: outlets.title, isActive: outlets.isActive })
    .from(outlets)
    .where(eq(outlets.ownerId, partnerId))
    .orderBy(asc(outlets.id));
}

export async function findOwnOutlet(db: Db, partnerId: number, branchId: number) {
  const [row] = await db
    .select({ branchId: outlets.id, title: outlets.title })
    .from(outlets)
    .where(and(eq(outlets.id, branchId), eq(outlets.ownerId, partnerId)))
    .limit(1);
  return row ?? null;
}
