import { PassThrough } from 'node:stream';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupiah } from '../../i18n/format';
import { createTestDb } from '../../testing/test-db';
import { insertProduct, testActor } from '../../testing/fixtures';
import { openZip } from '../../testing/files';
import type { Database } from '../db/client';
import { invoiceItems, invoices } from '../db/schema/invoices';
import { insertAccount, insertBranchGroup, insertOutlet } from '../db/seed/accounts';
import type { Company } from '../services/company';
import { loadPeriodInvoices } from './invoice-period';
import { writeInvoiceZip } from './invoice-zip';
import type { Actor } from '../actor';

const PERIODE = '2031-05';
const COUNT = 120;
const bank: Company = {
  name: 'Roti Pusat',
  address: null,
  phone: null,
  npwp: null,
  isPkp: false,
  bankName: 'BCA',
  bankAccountNumber: '1234567890',
  bankAccountName: 'PT Roti Pusat',
  invoiceFooter: null,
  taxPercent: 0,
  saved: true,
  updatedAt: null,
};
let database: Database;
let staff: Actor;

beforeAll(async () => {
  database = await createTestDb();
  const db = database.db;
  const partner = await insertAccount(db, {
    role: 'merchant',
    username: 'mitra-zip',
    password: 'rahasia-uji-123',
    name: 'Mitra Zip',
  });
  const tier = await insertBranchGroup(db, 'Tier Zip');
  const outletId = await insertOutlet(db, { ownerId: partner, title: 'Outlet Zip', branchGroupId: tier });
  const product = await insertProduct(db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Sobek Cokelat' });
  const rows = await db
    .insert(invoices)
    .values(
      Array.from({ length: COUNT }, (_, i) => ({
        number: `INV/2031/06/${String(i + 1).padStart(4, '0')}`,
        outletId,
        periode: PERIODE,
        dueDate: `${PERIODE}-28`,
        subtotal: 1000 * (i + 1),
        total: 1000 * (i + 1),
      })),
    )
    .returning({ id: invoices.id });
  await db.insert(invoiceItems).values(
    rows.flatMap(({ id }) =>
      Array.from({ length: 25 }, (_, j) => ({
        invoiceId: id,
        productId: product,
        title: `Roti Sobek Cokelat varian ${j + 1}`,
        qty: j + 1,
        price: 1000,
        unit: 'pcs',
      })),
    ),
  );
  staff = testActor('owner', 1, { sessionId: 1 });
});
afterAll(async () => database.close());

describe('writeInvoiceZip', () => {
  it('waits for its reader instead of building the whole archive in memory, then writes one PDF per invoice', async () => {
    const list = await loadPeriodInvoices(database.db, staff, PERIODE);
    expect(list).toHaveLength(COUNT);
    const out = new PassThrough();
    let finished = false;
    const writing = writeInvoiceZip(database.db, list, bank, out).then(() => {
      finished = true;
    });
    // Nobody reads yet: the writer must stall with only stream buffers filled.
    await new Promise((r) => setTimeout(r, 400));
    expect(finished).toBe(false);
    expect(out.readableLength).toBeLessThanOrEqual(out.readableHighWaterMark * 2);

    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((r) => out.on('end', r));
    await writing;
    await ended;
    const zip = openZip(Buffer.concat(chunks));
    try {
      expect(zip.names).toHaveLength(COUNT);
      expect(zip.names[0]).toBe('INV-2031-06-0001 Outlet Zip.pdf');
      const last = zip.read(zip.names[COUNT - 1]);
      const text = (await extractText(await getDocumentProxy(new Uint8Array(last)), { mergePages: true })).text;
      expect(text).toContain(`INV/2031/06/${String(COUNT).padStart(4, '0')}`);
      expect(text).toContain(formatRupiah(1000 * COUNT));
    } finally {
      zip.close();
    }
  });

  it('stops quietly when the client goes away midway', async () => {
    const list = await loadPeriodInvoices(database.db, staff, PERIODE);
    const out = new PassThrough();
    const writing = writeInvoiceZip(database.db, list, bank, out);
    await new Promise((r) => setTimeout(r, 100));
    out.destroy();
    await expect(writing).resolves.toBeUndefined();
  });
});
