import { auditRows, insertProduct } from '../../testing/fixtures';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi, expectOk, expectRefused, type ApiAnswer, type SignedIn } from '../../testing/api';
import type { Actor } from '../actor';
import { API_PREFIX } from '../app';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { files } from '../db/schema/files';
import { returns } from '../db/schema/returns';
import { storeUpload } from '../services/uploads';
import { LocalFileStore } from '../storage/local-store';
import { MAX_UPLOAD_BYTES } from '../storage/read-upload';
import { ONE_PIXEL_PNG as PNG } from '../../testing/files';

// lib/env.ts reads (and caches) DATA_DIR on first use, so the temporary one is set before any import.
const { dataDir } = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'rp-upload-'));
  vi.stubEnv('DATA_DIR', dir);
  vi.stubEnv('S3_BUCKET', ''); // empty reads as unset: the local store
  return { dataDir: dir };
});
const storeRoot = path.join(dataDir, 'files');

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const GENERATED = /^[0-9a-f]{32}\.(png|pdf)$/;

const { h, owner, warehouse, merchantA, merchantB } = withTestApi({
  owner: 'owner',
  warehouse: 'warehouse',
  merchantA: 'merchant',
  merchantB: 'merchant',
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
});

const form = (bytes: Uint8Array | null, name = 'foto.png', type = 'image/png', field = 'imageUrl') => {
  const body = new FormData();
  if (bytes) body.append(field, new File([new Uint8Array(bytes)], name, { type }));
  else body.append('other', 'x');
  return body;
};

/** What an upload answers with. */
interface Uploaded {
  filename: string;
  path: string;
  url: string;
}

async function upload(
  token: string | null,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<Uploaded>> {
  const init: RequestInit & { duplex?: 'half' } = {
    method: 'POST',
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  };
  if (body instanceof ReadableStream) init.duplex = 'half';
  const res = await h.api.request(`${API_PREFIX}/utils/upload-file`, init);
  return { status: res.status, body: await res.json(), headers: res.headers };
}

async function getFile(token: string | null, filename: string) {
  return h.api.request(`${API_PREFIX}/utils/file/${filename}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function uploaded(who: SignedIn, bytes: Uint8Array = PNG, name = 'foto.png', type = 'image/png') {
  return expectOk(await upload(who.token, form(bytes, name, type)));
}

describe('POST /utils/upload-file', () => {
  it('stores a PNG under a generated name in a dated folder outside public/, and records it', async () => {
    const res = await upload(merchantA.token, form(PNG, 'struk transfer.png'));
    const { filename, path: folder, url } = expectOk(res, t.upload.uploaded);
    expect(filename).toMatch(GENERATED);
    expect(filename).not.toContain('struk');
    expect(folder).toMatch(/^uploads\/\d{4}\/\d{2}$/);
    expect(url).toBe(`/bff/files/${folder}/${filename}`);

    const onDisk = path.join(storeRoot, folder, filename);
    expect(readFileSync(onDisk).equals(PNG)).toBe(true);
    expect(onDisk.startsWith(path.join(process.cwd(), 'public'))).toBe(false);

    const [row] = await h.db.select().from(files).where(eq(files.filename, filename));
    expect(row).toMatchObject({
      path: folder,
      contentType: 'image/png',
      size: PNG.length,
      originalName: 'struk transfer.png',
      uploadedBy: merchantA.userId,
    });
    const audit = await auditRows(h.db, { entity: 'file', entityId: filename });
    expect(audit.map((a) => a.action)).toEqual(['upload']);
  });

  it('stores a PDF receipt, typed by its content rather than its declared type', async () => {
    const { filename, path: folder } = await uploaded(owner, PDF, 'bukti.bin', 'application/octet-stream');
    expect(filename).toMatch(/\.pdf$/);
    const [row] = await h.db.select().from(files).where(eq(files.filename, filename));
    expect(row.contentType).toBe('application/pdf');
    expect(existsSync(path.join(storeRoot, folder, filename))).toBe(true);
  });

  it('refuses a text file dressed up as a PNG, and stores nothing', async () => {
    const before = (await h.db.select().from(files)).length;
    const res = await upload(owner.token, form(Buffer.from('bukan gambar, hanya teks\n'), 'foto.png', 'image/png'));
    expectRefused(res, 422, t.upload.wrongType);
    expect(res.body.message).toMatch(/JPG.*PNG.*WEBP.*PDF/);
    expect((await h.db.select().from(files)).length).toBe(before);
  });

  it('refuses more than 5 MB with 413, counted or declared', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    PNG.copy(big);
    const counted = await upload(owner.token, form(big));
    expectRefused(counted, 413, t.upload.tooLarge);

    // A body with no Content-Length is counted while read: refused once it passes the limit.
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await upload(owner.token, stream, { 'content-type': 'multipart/form-data; boundary=x' });
    expectRefused(streamed, 413);
    expect(sent).toBeLessThan(8);

    // A declared Content-Length over the limit is refused before the body is read.
    const declared = await upload(owner.token, 'x', {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(10 * 1024 * 1024),
    });
    expectRefused(declared, 413);
  });

  it('asks for the file when the field is missing or empty, or the body is not multipart', async () => {
    for (const body of [form(null), form(new Uint8Array(0))]) {
      const res = await upload(owner.token, body);
      expect(expectRefused(res, 422, t.upload.required)).toEqual({ imageUrl: t.upload.required });
    }
    const json = await owner.call('POST', '/utils/upload-file', {});
    expectRefused(json, 422, t.upload.required);
  });

  it('refuses anonymous callers (401) and roles without uploads (403)', async () => {
    expectRefused(await upload(null, form(PNG)), 401);
    for (const role of ['viewer', 'admin-merchant'] as const) {
      const who = await h.as(role);
      const res = await upload(who.token, form(PNG));
      expect(res.status, `${role}: ${JSON.stringify(res.body)}`).toBe(403); // says which role failed
      expect(res.body.message).toBe(t.errors.forbidden);
    }
  });

  it('lets a driver upload the photo that proves a delivery', async () => {
    const driver = await h.as('delivery');
    expectOk(await upload(driver.token, form(PNG)));
  });

  it('removes the stored object again when the row cannot be written', async () => {
    const store = new LocalFileStore(path.join(dataDir, 'rollback'));
    const failingDb = { transaction: async () => Promise.reject(new Error('insert gagal')) } as unknown as Db;
    const actor = { userId: owner.userId, now: new Date() } as Actor;
    await expect(storeUpload(failingDb, actor, { bytes: PNG, originalName: 'x.png' }, store)).rejects.toThrow(
      'insert gagal',
    );
    const left = existsSync(store.root)
      ? readdirSync(store.root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      : [];
    expect(left).toEqual([]);
  });
});

describe('GET /utils/file/{filename}', () => {
  it('serves a file to another staff role, with nosniff, a disposition and private caching', async () => {
    const png = await uploaded(merchantA);
    const res = await getFile(warehouse.token, png.filename);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${png.filename}"`);
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const pdf = await uploaded(merchantA, PDF, 'bukti.pdf', 'application/pdf');
    const pdfRes = await getFile(owner.token, pdf.filename);
    expect(pdfRes.status).toBe(200);
    expect(pdfRes.headers.get('content-disposition')).toBe(`attachment; filename="${pdf.filename}"`);
    await pdfRes.body?.cancel();
  });

  it("hides a partner's file from other partners, but not staff files or the partner's own", async () => {
    const receipt = await uploaded(merchantA);
    expect((await getFile(merchantA.token, receipt.filename)).status).toBe(200);
    const other = await getFile(merchantB.token, receipt.filename);
    expect(other.status).toBe(404);
    expect((await other.json()).message).toBe(t.errors.notFound);

    const ownStaff = await h.as('admin-merchant', { partnerId: merchantA.userId });
    const foreignStaff = await h.as('admin-merchant', { partnerId: merchantB.userId });
    expect((await getFile(ownStaff.token, receipt.filename)).status).toBe(200);
    expect((await getFile(foreignStaff.token, receipt.filename)).status).toBe(404);

    // A staff upload reaches partners through what it shows them: a product's picture to all, a
    // return photo to the outlet's own partner only, an unattached one to none.
    const thumbnail = await uploaded(owner);
    const product = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs' });
    await h.db.update(products).set({ thumbnail: thumbnail.filename }).where(eq(products.id, product));
    expect((await getFile(merchantB.token, thumbnail.filename)).status).toBe(200);
    const photo = await uploaded(owner);
    expect((await getFile(merchantA.token, photo.filename)).status).toBe(404);
    await h.db.insert(returns).values({
      number: `RET/UJI/${photo.filename.slice(0, 6)}`,
      outletId: merchantA.outletIds[0],
      returnDate: '2026-11-01',
      clientKey: `foto-${photo.filename}`,
      photo: photo.filename,
    });
    expect((await getFile(merchantA.token, photo.filename)).status).toBe(200);
    expect((await getFile(merchantB.token, photo.filename)).status).toBe(404);
  });

  it('answers 401 without a token and 404 for unknown or malformed names', async () => {
    const png = await uploaded(owner);
    expect((await getFile(null, png.filename)).status).toBe(401);
    expect((await getFile(owner.token, `${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await getFile(owner.token, '..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});

describe('POST /utils/remove-file', () => {
  it('removes an own file from the store and the table', async () => {
    const png = await uploaded(merchantA);
    const onDisk = path.join(storeRoot, png.path, png.filename);
    expect(existsSync(onDisk)).toBe(true);
    const res = await merchantA.call('POST', '/utils/remove-file', { filename: png.filename, path: png.path });
    expectOk(res, t.upload.removed);
    expect(existsSync(onDisk)).toBe(false);
    expect(await h.db.select().from(files).where(eq(files.filename, png.filename))).toEqual([]);
    expect((await getFile(merchantA.token, png.filename)).status).toBe(404);
    const audit = await auditRows(h.db, { entity: 'file', entityId: png.filename });
    expect(audit.map((a) => a.action).sort()).toEqual(['delete', 'upload']);
  });

  it("refuses another user's file (404), staff included, and leaves it", async () => {
    const png = await uploaded(merchantA);
    const onDisk = path.join(storeRoot, png.path, png.filename);
    const res = await merchantB.call('POST', '/utils/remove-file', { filename: png.filename, path: png.path });
    expectRefused(res, 404, t.errors.notFound);
    expect(existsSync(onDisk)).toBe(true);

    const wrongFolder = await merchantA.call('POST', '/utils/remove-file', {
      filename: png.filename,
      path: 'uploads/1999/01',
    });
    expectRefused(wrongFolder, 404);
    expect(existsSync(onDisk)).toBe(true);

    // Staff neither: only the uploader removes a file (issue 11).
    expectRefused(await warehouse.call('POST', '/utils/remove-file', { filename: png.filename, path: png.path }), 404);
    expect(existsSync(onDisk)).toBe(true);
  });

  it('keeps a file a record shows: a product picture and a sent payment receipt answer 409', async () => {
    // The owner's product picture: warehouse cannot touch it, the owner cannot remove it while used.
    const picture = await uploaded(owner);
    const productId = `P${Date.now().toString(36).slice(-6)}`;
    const { insertProduct } = await import('../../testing/fixtures');
    const { products } = await import('../db/schema/catalog');
    const id = await insertProduct(h.db, { id: productId, type: 'bahan_jadi', unit: 'pcs', stock: 1 });
    await h.db
      .update(products)
      .set({ thumbnail: picture.filename, thumbnailPath: picture.path })
      .where(eq(products.id, id));
    const byWarehouse = await warehouse.call('POST', '/utils/remove-file', {
      filename: picture.filename,
      path: picture.path,
    });
    expectRefused(byWarehouse, 404);
    const byOwner = await owner.call('POST', '/utils/remove-file', { filename: picture.filename, path: picture.path });
    expectRefused(byOwner, 409, t.upload.inUse);
    expect(existsSync(path.join(storeRoot, picture.path, picture.filename))).toBe(true);

    // A partner's receipt on an invoice it sent for checking.
    const receipt = await uploaded(merchantA);
    const { invoices } = await import('../db/schema/invoices');
    const { outlets } = await import('../db/schema/outlets');
    const [outlet] = await h.db.select().from(outlets).where(eq(outlets.ownerId, merchantA.userId)).limit(1);
    await h.db.insert(invoices).values({
      number: `INV/UJI/${Date.now()}`,
      outletId: outlet.id,
      status: 'proses',
      dueDate: '2026-12-31',
      paymentReceipt: receipt.filename,
      paymentReceiptPath: receipt.path,
    });
    const own = await merchantA.call('POST', '/utils/remove-file', { filename: receipt.filename, path: receipt.path });
    expectRefused(own, 409, t.upload.inUse);
  });

  it('never leaves the store, even for a row that names a path outside it', async () => {
    // Files a traversal would reach from the store root (DATA_DIR/files).
    mkdirSync(path.join(dataDir, 'etc'), { recursive: true });
    const passwd = path.join(dataDir, 'etc', 'passwd');
    const secret = path.join(dataDir, 'session-secret');
    writeFileSync(passwd, 'root:x:0:0');
    writeFileSync(secret, 'rahasia');
    // Even a poisoned row must not make remove-file act on it.
    await h.db
      .insert(files)
      .values({ filename: 'passwd', path: '../../etc', contentType: 'text/plain', size: 10, uploadedBy: owner.userId });

    const attempts = [
      { path: '../../etc', filename: 'passwd' },
      { path: '../etc', filename: 'passwd' },
      { path: '..', filename: 'session-secret' },
      { path: '/etc', filename: 'passwd' },
      { path: path.join(dataDir, 'etc'), filename: 'passwd' },
      { path: 'uploads/2026/11/../../../../etc', filename: 'passwd' },
      { path: '..%2F..%2Fetc', filename: 'passwd' },
      { path: '..\\..\\etc', filename: 'passwd' },
      { path: 'uploads/2026/11', filename: `../../../session-secret` },
    ];
    for (const body of attempts) {
      const res = await owner.call('POST', '/utils/remove-file', body);
      expect([404, 422], JSON.stringify(body)).toContain(res.status);
    }
    expect(readFileSync(passwd, 'utf8')).toBe('root:x:0:0');
    expect(readFileSync(secret, 'utf8')).toBe('rahasia');
    expect(await h.db.select().from(files).where(eq(files.filename, 'passwd'))).toHaveLength(1);
  });

  it('asks for filename and path', async () => {
    const res = await owner.call('POST', '/utils/remove-file', {});
    const errors = expectRefused(res, 422);
    expect(errors).toHaveProperty('filename');
    expect(errors).toHaveProperty('path');
  });
});
