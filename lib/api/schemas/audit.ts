import { z } from 'zod';
import { pageQuery } from '../list';
import { dateFilter, idField } from './common';

const optionalText = z
  .string()
  .trim()
  .max(60)
  .optional()
  .transform((v) => v || undefined);

export const auditListQuery = pageQuery.extend({
  entity: optionalText,
  entityId: optionalText,
  actorId: z.preprocess((v) => (v === '' ? undefined : v), idField.optional()),
  /** WIB dates, both included. */
  from: dateFilter,
  to: dateFilter,
});
export type AuditListQuery = z.output<typeof auditListQuery>;

/** The list's own filters (entity, record, actor) and a range of at most 92 days: the file is what the screen shows. */
export const auditExportQuery = z.object({
  from: z.string().max(20).optional().describe('YYYY-MM-DD, wajib'),
  to: z.string().max(20).optional().describe('YYYY-MM-DD, wajib; paling lama 92 hari dari "from"'),
  entity: optionalText,
  entityId: optionalText,
  actorId: z.preprocess((v) => (v === '' ? undefined : v), idField.optional()),
});

export const auditItem = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number().nullable(),
  /** The actor's name, or "Sistem" for the timer and Midtrans. */
  actor: z.string(),
  actorRole: z.string().nullable(),
  clientAddress: z.string().nullable(),
  action: z.string(),
  actionLabel: z.string(),
  entity: z.string(),
  entityLabel: z.string(),
  entityId: z.string().nullable(),
  /** Each changed field in Indonesian: "Harga Tier A: Rp16.000 -> Rp17.000". */
  lines: z.array(z.string()),
});
export type AuditItem = z.infer<typeof auditItem>;
