import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { branchGroups, outlets } from '../db/schema/outlets';
import { invalid, notFound } from '../errors';
import { deadlinePassed, effectiveCutoff, type Cutoff } from '../rules/order-deadline';
import type { orderWindowBody } from '../schemas/order-window';
import { fieldChanges, recordAudit } from './audit';
import { partnerOf } from './outlet-scope';

const windowColumns = {
  branchGroupId: branchGroups.id,
  title: branchGroups.name,
  cutoffDaysBefore: branchGroups.cutoffDaysBefore,
  cutoffTime: branchGroups.cutoffTime,
};

/** GET /order-window: every price tier's deadline, in the tiers' order. */
export async function listOrderWindows(db: Db) {
  return { items: await db.select(windowColumns).from(branchGroups).orderBy(asc(branchGroups.id)) };
}

/** PUT /order-window/update/{branchGroupId}: the same columns the tier's terms form saves. */
export async function updateOrderWindow(
  db: Db,
  actor: Actor,
  branchGroupId: number,
  input: z.output<typeof orderWindowBody>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(windowColumns).from(branchGroups).where(eq(branchGroups.id, branchGroupId));
    if (!before) throw notFound(t.tier.notFound);
    const [after] = await tx
      .update(branchGroups)
      .set({ cutoffDaysBefore: input.cutoffDaysBefore, cutoffTime: input.cutoffTime })
      .where(eq(branchGroups.id, branchGroupId))
      .returning(windowColumns);
    await recordAudit(
      tx,
      actor,
      'update',
      'order_window',
      branchGroupId,
      input,
      fieldChanges(before, after, ['cutoffDaysBefore', 'cutoffTime']),
    );
    return after;
  });
}

/** The cut-off that holds for an outlet: its own values, else its tier's, else the default. */
export async function outletCutoff(db: Db, outletId: number): Promise<Cutoff> {
  const [row] = await db
    .select({
      cutoffDaysBefore: outlets.cutoffDaysBefore,
      cutoffTime: outlets.cutoffTime,
      tierDays: branchGroups.cutoffDaysBefore,
      tierTime: branchGroups.cutoffTime,
    })
    .from(outlets)
    .leftJoin(branchGroups, eq(branchGroups.id, outlets.branchGroupId))
    .where(eq(outlets.id, outletId))
    .limit(1);
  if (!row) return effectiveCutoff({ cutoffDaysBefore: null, cutoffTime: null }, null);
  const tier =
    row.tierDays === null || row.tierTime === null
      ? null
      : { cutoffDaysBefore: row.tierDays, cutoffTime: row.tierTime };
  return effectiveCutoff(row, tier);
}

/**
 * DOMAIN 17 on every path that changes an order (store, update, cancel): a partner past the
 * deadline of the date is refused (422); staff go ahead, and the answer says the change is late
 * so the caller records it so in the audit.
 */
export async function checkOrderWindow(db: Db, actor: Actor, outletId: number, deliveryDate: string) {
  const late = deadlinePassed(deliveryDate, await outletCutoff(db, outletId), actor.now);
  if (late && partnerOf(actor) !== null)
    throw invalid(t.orderWindow.deadlinePassed, { deliveryDate: t.orderWindow.deadlinePassed });
  return { late };
}
