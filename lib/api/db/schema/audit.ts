import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './timestamps';

/** One field's change, as the "Riwayat" tab shows it: Harga Tier A: Rp16.000 -> Rp17.000. */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/**
 * Who changed what, when (DOMAIN 14 and 20). Written in the same transaction as the change;
 * append-only: a trigger (migration 0008) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id'),
    /** The actor's role key at the time (owner, admin, ...); null for the system (timer, Midtrans). */
    actorRole: text('actor_role'),
    /** The client's address the change came from; null for the system. */
    clientAddress: text('client_address'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** Context of the change (numbers, notes, what was sent). */
    changes: jsonb('changes'),
    /** Field-level old and new values, for money and quantities (DOMAIN 20). */
    diff: jsonb('diff').$type<FieldChange[]>(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.createdAt),
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
  ],
);
