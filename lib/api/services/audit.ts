import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { auditLog, type FieldChange } from '../db/schema/audit';

/**
 * Who made a change, and when by the API's clock: a signed-in actor, or the system (the job timer,
 * Midtrans) at the time it acted.
 */
export type AuditActor =
  | Pick<Actor, 'userId' | 'role' | 'clientAddress' | 'now'>
  | { userId: null; role: null; clientAddress: null; now: Date };

/** The system as the author of a change (a job, a payment notification), at `now`. */
export const systemActor = (now: Date): AuditActor => ({ userId: null, role: null, clientAddress: null, now });

/**
 * Writes one audit row; call it inside the transaction of the change it records, so the change
 * and its record commit or roll back together. `diff` holds field-level old and new values for
 * money and quantities (DOMAIN 20); `changes` the context.
 */
export async function recordAudit(
  db: Db,
  actor: AuditActor,
  action: string,
  entity: string,
  entityId: string | number | null,
  changes?: Record<string, unknown>,
  diff?: FieldChange[],
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.userId,
    actorRole: actor.role,
    clientAddress: actor.clientAddress,
    createdAt: actor.now,
    action,
    entity,
    entityId: entityId === null ? null : String(entityId),
    changes: changes ?? null,
    diff: diff && diff.length > 0 ? diff : null,
  });
}

/** The listed fields whose value differs between `before` and `after` (compared as JSON). */
export function fieldChanges<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (!(field in after)) continue;
    const old = before[field] ?? null;
    const next = after[field] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(next)) changes.push({ field, old, new: next });
  }
  return changes;
}
