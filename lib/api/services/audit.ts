import type { Db } from '../db/client';
import { auditLog } from '../db/schema/audit';

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function recordAudit(
  db: Db,
  actorId: number | null,
  action: string,
  entity: string,
  entityId: string | number | null,
  changes?: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId,
    action,
    entity,
    entityId: entityId === null ? null : String(entityId),
    changes: changes ?? null,
  });
}
