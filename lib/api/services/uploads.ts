import { randomBytes } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { and, eq, inArray } from 'drizzle-orm';
import { t } from '../../i18n/id';
import { BUSINESS_TIME_ZONE } from '../../i18n/format';
import { ROLE_IDS } from '../../roles';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { files } from '../db/schema/files';
import { invoices } from '../db/schema/invoices';
import { transactionOrders } from '../db/schema/orders';
import { outlets } from '../db/schema/outlets';
import { returns } from '../db/schema/returns';
import { ApiError, conflict, invalid, notFound } from '../errors';
import { fileStore, type FileStore, type StoredObject } from '../storage';
import { isGeneratedFilename, isStoreFolder, storeKey } from '../storage/keys';
import type { ReceivedFile } from '../storage/read-upload';
import { sniffAllowedType } from '../storage/sniff';
import { recordAudit } from './audit';
import { fileUses } from './file-usage';

/** The browser-visible address of a stored file: through the BFF, never the store itself. */
export const fileUrl = (folder: string, filename: string) => `/bff/files/${folder}/${filename}`;

/** uploads/YYYY/MM by the bakery's calendar (WIB). */
function datedFolder(now: Date): string {
  const wib = new TZDate(now.getTime(), BUSINESS_TIME_ZONE);
  return `uploads/${wib.getFullYear()}/${String(wib.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * Stores an accepted file under a generated name and records it. The object is written
 * first; if the row cannot be written the object is removed again, so neither outlives the other.
 */
export async function storeUpload(db: Db, actor: Actor, upload: ReceivedFile, given?: FileStore) {
  const store = given ?? (await fileStore());
  const type = await sniffAllowedType(upload.bytes);
  if (!type) throw invalid(t.upload.wrongType, { imageUrl: t.upload.wrongType });

  const folder = datedFolder(actor.now);
  const filename = `${randomBytes(16).toString('hex')}.${type.ext}`;
  const key = storeKey(folder, filename);
  try {
    await store.put(key, upload.bytes, type.mime);
  } catch (err) {
    console.error('[upload] file tidak dapat disimpan:', (err as Error).message);
    throw new ApiError(503, t.upload.storageFailed, 'storage_unavailable');
  }
  try {
    await db.transaction(async (tx) => {
      const row = {
        filename,
        path: folder,
        contentType: type.mime,
        size: upload.bytes.byteLength,
        originalName: upload.originalName,
        uploadedBy: actor.userId,
      };
      await tx.insert(files).values(row);
      await recordAudit(tx, actor, 'upload', 'file', filename, {
        path: folder,
        contentType: type.mime,
        size: row.size,
        originalName: upload.originalName,
      });
    });
  } catch (err) {
    await store
      .remove(key)
      .catch((e: Error) => console.error('[upload] file yatim tidak dapat dihapus:', key, e.message));
    throw err;
  }
  return { filename, path: folder, url: fileUrl(folder, filename) };
}

/**
 * Removes a recorded file: only one of the generated shape, recorded with exactly this folder,
 * uploaded by the caller (anyone else's file answers 404, as if it did not exist), and only while
 * no record shows it (409 "File masih dipakai."): a receipt or a product picture goes with its
 * record, if ever. The row goes first; an object left behind by a failing store is unreachable,
 * which is safer than a row without its object.
 */
export async function removeUpload(db: Db, actor: Actor, input: { filename: string; path: string }, given?: FileStore) {
  const store = given ?? (await fileStore());
  if (!isGeneratedFilename(input.filename) || !isStoreFolder(input.path))
    throw invalid(t.upload.invalidLocation, 'invalid_location');
  await db.transaction(async (tx) => {
    const mine = and(
      eq(files.filename, input.filename),
      eq(files.path, input.path),
      eq(files.uploadedBy, actor.userId),
    );
    // Locked, so that a document cannot attach the file between the check and the delete.
    const [own] = await tx.select({ filename: files.filename }).from(files).where(mine).for('update').limit(1);
    if (!own) throw notFound();
    if ((await fileUses(tx, input.filename)).length > 0) throw conflict(t.upload.inUse);
    const [removed] = await tx
      .delete(files)
      .where(mine)
      .returning({ filename: files.filename, size: files.size, uploadedBy: files.uploadedBy });
    await recordAudit(tx, actor, 'delete', 'file', removed.filename, {
      path: input.path,
      size: removed.size,
      uploadedBy: removed.uploadedBy,
    });
  });
  const key = storeKey(input.path, input.filename);
  await store
    .remove(key)
    .catch((e: Error) => console.error('[upload] file tidak dapat dihapus dari penyimpanan:', key, e.message));
}

/** The partner a user acts for: itself for a partner, its partner for an admin-merchant, none for staff. */
function partnerOf(roleId: number, userId: number, partnerId: number | null): number | null | undefined {
  if (roleId === ROLE_IDS.merchant) return userId;
  if (roleId === ROLE_IDS['admin-merchant']) return partnerId;
  return undefined; // staff
}

/** Whether a file is a product's picture or belongs to one of the partner's orders, returns or invoices. */
async function showsPartner(db: Db, filename: string, partnerId: number): Promise<boolean> {
  const uses = await fileUses(db, filename);
  if (uses.some((u) => u.entity === 'product')) return true;
  const owned = (table: typeof transactionOrders | typeof returns | typeof invoices, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: table.id })
          .from(table)
          .innerJoin(outlets, eq(outlets.id, table.outletId))
          .where(and(inArray(table.id, ids), eq(outlets.ownerId, partnerId)))
          .limit(1);
  const of = (entity: string) => uses.filter((u) => u.entity === entity).map((u) => u.id);
  const found = await Promise.all([
    owned(transactionOrders, of('delivery')),
    owned(returns, of('return')),
    owned(invoices, of('invoice')),
  ]);
  return found.some((rows) => rows.length > 0);
}

export interface OpenedFile {
  filename: string;
  contentType: string;
  size: number;
  object: StoredObject;
}

/**
 * A stored file for any signed-in user, except that a partner's files are not shown to other
 * partners (staff uploads such as product thumbnails are shown to everyone). Unknown, foreign
 * or missing from the store: 404 alike, so nothing tells which.
 */
export async function openUpload(db: Db, actor: Actor, filename: string, given?: FileStore): Promise<OpenedFile> {
  const store = given ?? (await fileStore());
  if (!isGeneratedFilename(filename)) throw notFound();
  const [row] = await db
    .select({
      filename: files.filename,
      path: files.path,
      contentType: files.contentType,
      size: files.size,
      uploaderId: users.id,
      uploaderRoleId: users.roleId,
      uploaderPartnerId: users.partnerId,
    })
    .from(files)
    .leftJoin(users, eq(users.id, files.uploadedBy))
    .where(eq(files.filename, filename))
    .limit(1);
  if (!row) throw notFound();

  // A deleted uploader (null) could only have been an account without history, so not a partner with receipts.
  const uploaderPartner =
    row.uploaderId === null || row.uploaderRoleId === null
      ? undefined
      : partnerOf(row.uploaderRoleId, row.uploaderId, row.uploaderPartnerId);
  const actorPartner = partnerOf(actor.roleId, actor.userId, actor.partnerId);
  const samePartner = uploaderPartner != null && uploaderPartner === actorPartner;
  if (uploaderPartner !== undefined && actorPartner !== undefined && !samePartner && row.uploaderId !== actor.userId)
    throw notFound();
  // A staff upload reaches a partner only through what it shows them: a product's picture, or a
  // proof, return photo or receipt on one of the partner's own documents (not a supplier's receipt,
  // nor another outlet's proof photo, whoever learns its name).
  if (uploaderPartner === undefined && actorPartner != null && !(await showsPartner(db, filename, actorPartner)))
    throw notFound();

  const object = await store.get(storeKey(row.path, row.filename));
  if (!object) throw notFound();
  return { filename: row.filename, contentType: row.contentType, size: row.size, object };
}
