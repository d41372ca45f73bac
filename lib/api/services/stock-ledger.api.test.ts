import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestApi } from '../../testing/api';
import { onPostgres } from '../../testing/test-db';
import { insertProduct, stockOf } from '../../testing/fixtures';
import { stockMovements } from '../db/schema/stock';
import { nextDocumentNumber } from './document-numbers';
import { applyStockChanges, ledgerMismatches } from './stock-ledger';

const { h } = withTestApi();

describe('stock ledger', () => {
  it('moves stock and writes one ledger row per product with the balance after it', async () => {
    const flour = await insertProduct(h.db, { title: 'Tepung Terigu', stock: 50 });
    await applyStockChanges(
      h.db,
      { userId: null, now: new Date() },
      [
        { productId: flour, qty: -20 },
        { productId: flour, qty: 5 },
      ],
      { kind: 'production_out', documentType: 'production', documentId: 7, documentNumber: 'PRD/2026/11/0001' },
    );
    expect(await stockOf(h.db, flour)).toBe(35);
    const rows = await h.db.select().from(stockMovements).where(eq(stockMovements.productId, flour));
    expect(rows.map((r) => [r.qty, r.balance, r.kind, r.unit])).toEqual([
      [50, 50, 'adjustment', 'kg'],
      [-15, 35, 'production_out', 'kg'],
    ]);
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });

  it('refuses a change below zero as a whole, naming the product and what is left', async () => {
    const sugar = await insertProduct(h.db, { title: 'Gula Pasir', stock: 3 });
    const butter = await insertProduct(h.db, { title: 'Mentega', stock: 10 });
    const attempt = h.db.transaction((tx) =>
      applyStockChanges(
        tx,
        { userId: null, now: new Date() },
        [
          { productId: butter, qty: -4 },
          { productId: sugar, qty: -5 },
        ],
        { kind: 'adjustment' },
      ),
    );
    await expect(attempt).rejects.toMatchObject({ status: 422, message: 'Stok Gula Pasir tidak cukup: tersisa 3 kg.' });
    expect(await stockOf(h.db, butter)).toBe(10);
    expect(await stockOf(h.db, sugar)).toBe(3);
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });

  it('refuses an unknown product', async () => {
    await expect(
      h.db.transaction((tx) =>
        applyStockChanges(tx, { userId: null, now: new Date() }, [{ productId: '999', qty: 1 }], {
          kind: 'adjustment',
        }),
      ),
    ).rejects.toMatchObject({ status: 422 });
  });

  it.runIf(onPostgres)(
    'never oversells under concurrency: 200 decrements of 1 against 100 (PostgreSQL only)',
    async () => {
      const bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', stock: 100 });
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, () =>
          h.db.transaction((tx) =>
            applyStockChanges(tx, { userId: null, now: new Date() }, [{ productId: bread, qty: -1 }], {
              kind: 'order',
            }),
          ),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
      expect(await stockOf(h.db, bread)).toBe(0);
      expect(await ledgerMismatches(h.db)).toEqual([]);
    },
  );
});

describe('document numbers', () => {
  it('counts per prefix and WIB month, zero-padded, and gives a rolled-back number back', async () => {
    const nov = new Date('2026-11-15T05:00:00Z');
    expect(await nextDocumentNumber(h.db, 'PO', nov)).toBe('PO/2026/11/0001');
    expect(await nextDocumentNumber(h.db, 'PO', nov)).toBe('PO/2026/11/0002');
    expect(await nextDocumentNumber(h.db, 'PRD', nov)).toBe('PRD/2026/11/0001');
    // 30 November 20:00 UTC is already 1 December in Jakarta.
    expect(await nextDocumentNumber(h.db, 'PO', new Date('2026-11-30T20:00:00Z'))).toBe('PO/2026/12/0001');
    await h.db
      .transaction(async (tx) => {
        expect(await nextDocumentNumber(tx, 'PO', nov)).toBe('PO/2026/11/0003');
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await nextDocumentNumber(h.db, 'PO', nov)).toBe('PO/2026/11/0003');
  });

  it.runIf(onPostgres)('hands out distinct, gapless numbers to concurrent documents (PostgreSQL only)', async () => {
    const at = new Date('2027-01-10T05:00:00Z');
    const numbers = await Promise.all(
      Array.from({ length: 40 }, () => h.db.transaction((tx) => nextDocumentNumber(tx, 'ORD', at))),
    );
    expect(new Set(numbers).size).toBe(40);
    expect(numbers.sort()).toEqual(
      Array.from({ length: 40 }, (_, i) => `ORD/2027/01/${String(i + 1).padStart(4, '0')}`),
    );
  });
});
