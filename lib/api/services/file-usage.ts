import { queryRows } from '../db/raw';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ROLE_IDS } from '../../roles';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { files } from '../db/schema/files';
import { partnerOf } from './outlet-scope';

/** A record that shows an uploaded file: the file lives as long as the record. */
export interface FileUse {
  entity: 'product' | 'invoice' | 'procurement' | 'delivery' | 'return';
  id: number;
}

/**
 * Every column that points at an uploaded file, in one place (issue 11): product pictures,
 * payment receipts of invoices (each payment's, issue 17) and procurements, delivery receipts,
 * proof-of-delivery and return photos.
 * A new column that keeps a file name must be added here, or the file could be removed under it.
 */
export async function fileUses(db: Db, filename: string): Promise<FileUse[]> {
  const rows = await queryRows<{ entity: FileUse['entity']; id: number | string }>(
    db,
    sql`
    select 'product' as entity, 0 as id from products where thumbnail = ${filename}
    union all select 'invoice', id from invoices where payment_receipt = ${filename}
    union all select 'invoice', invoice_id from invoice_payments where receipt = ${filename}
    union all select 'procurement', id from procurements
      where payment_receipt = ${filename} or delivery_receipt = ${filename}
    union all select 'delivery', order_id from delivery_proofs where photo = ${filename}
    union all select 'return', id from returns where photo = ${filename}
  `,
  );
  return rows.map((r) => ({ entity: r.entity, id: Number(r.id) }));
}

/**
 * The users whose uploads `actor` may attach to a document: itself, and for a partner or its
 * staff (admin-merchant) every account of that partner, so a receipt the partner's staff uploaded
 * can be sent by the partner.
 */
async function colleagues(db: Db, actor: Actor): Promise<number[]> {
  const partner = partnerOf(actor);
  if (partner === null) return [actor.userId];
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.partnerId, partner), eq(users.roleId, ROLE_IDS['admin-merchant'])));
  return [...new Set([actor.userId, partner, ...staff.map((s) => s.id)])];
}

/**
 * The folder of a file `actor` may attach to a document: uploaded by the caller (or its partner's
 * accounts) and not attached to any other record than `self`. Null when it may not be used.
 */
export async function attachableFile(
  db: Db,
  actor: Actor,
  filename: string,
  self?: FileUse,
): Promise<{ path: string } | null> {
  const mine = await colleagues(db, actor);
  const [file] = await db
    .select({ path: files.path })
    .from(files)
    .where(and(eq(files.filename, filename), inArray(files.uploadedBy, mine)))
    .limit(1)
    // Locked until the caller's document commits, as remove-file locks it: a second document
    // attaching the same file meanwhile waits and then sees this use; a removal cannot slip in.
    .for('update');
  if (!file) return null;
  const uses = await fileUses(db, filename);
  const elsewhere = uses.filter((u) => !(self && u.entity === self.entity && u.id === self.id));
  return elsewhere.length === 0 ? file : null;
}
