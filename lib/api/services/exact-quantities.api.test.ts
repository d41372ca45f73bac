import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApi, expectOk } from '../../testing/api';
import { insertProduct } from '../../testing/fixtures';
import { products } from '../db/schema/catalog';
import { stockMovements } from '../db/schema/stock';
import { toMilli } from '../schemas/common';
import { ledgerMismatches } from './stock-ledger';

/**
 * DOMAIN 15: raw-material quantities are exact to 0.001 everywhere, and stock = ledger sum still
 * holds exactly, whatever mix of weighed adjustments, recipes and production approvals happens.
 * Property-based: fast-check draws the recipes, the adjustments (typed "2,125" or sent as numbers)
 * and the batches; approvals that run short are refused as a whole and leave nothing behind.
 */
/** Three raw materials; their ids come from the database in beforeAll. */
const RAW = 3;
const raw: string[] = [];
let cream = '';
let bread = '';
/** A bread kept per size (S, M, L). */
let sized = '';

const { h, warehouse, producer } = withTestApi({ warehouse: 'warehouse', producer: 'production' });
beforeAll(async () => {
  for (let i = 0; i < RAW; i++) raw.push(await insertProduct(h.db, { title: `Bahan Acak ${i}`, unit: 'kg' }));
  cream = await insertProduct(h.db, { title: 'Krim Acak', type: 'setengah_jadi', unit: 'kg' });
  bread = await insertProduct(h.db, { title: 'Roti Acak', type: 'bahan_jadi', unit: 'pcs' });
  sized = await insertProduct(h.db, {
    title: 'Roti Ukuran Acak',
    type: 'bahan_jadi',
    unit: 'pcs',
    sizes: ['S', 'M', 'L'],
  });
});

/** Up to three decimals, as a number or the Indonesian text a form sends. */
const milli = fc.integer({ min: 1, max: 50_000 });
const typed = (value: number) => value.toFixed(3).replace('.', ',');
const quantity = milli.chain((m) => fc.constantFrom<number | string>(m / 1000, typed(m / 1000)));

const step = fc.oneof(
  fc.record({ kind: fc.constant('adjust' as const), product: fc.nat(RAW + 1), qty: quantity, out: fc.boolean() }),
  fc.record({
    kind: fc.constant('recipe' as const),
    batchYield: fc.integer({ min: 1, max: 100 }),
    loss: fc.integer({ min: 0, max: 5000 }),
    lines: fc.array(fc.record({ product: fc.nat(RAW - 1), qty: quantity }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('batch' as const),
    made: fc.integer({ min: 1, max: 200 }),
    cream: quantity,
    used: fc.array(fc.record({ product: fc.nat(RAW - 1), qty: quantity }), { minLength: 1, maxLength: 3 }),
  }),
);

const productAt = (i: number) => (i < raw.length ? raw[i] : i === raw.length ? cream : raw[0]);

async function stockMilli(id: string) {
  const [row] = await h.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  const [ledger] = await h.db
    .select({ sum: sql<string>`coalesce(sum(${stockMovements.qty}), 0)::text` })
    .from(stockMovements)
    .where(eq(stockMovements.productId, id));
  return { stock: toMilli(row.stock), ledger: toMilli(Number(ledger.sum)) };
}

describe('exact quantities (DOMAIN 15)', () => {
  it('keeps stock = ledger to 0.001 through random weighed adjustments, recipes and approvals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
        for (const s of steps) {
          if (s.kind === 'adjust') {
            const qty = typeof s.qty === 'number' ? (s.out ? -s.qty : s.qty) : `${s.out ? '-' : ''}${s.qty}`;
            const res = await warehouse.call('POST', '/stock/update', {
              notes: 'acak',
              items: [{ productId: productAt(s.product), qty }],
            });
            expect([200, 422]).toContain(res.status);
          } else if (s.kind === 'recipe') {
            const seen = new Set<number>();
            const items = s.lines
              .filter((l) => !seen.has(l.product) && seen.add(l.product))
              .map((l) => ({ productId: raw[l.product], qty: l.qty }));
            const res = await producer.call('PUT', `/recipe/update/${cream}`, {
              batchYield: s.batchYield,
              lossPercent: s.loss / 100,
              items,
            });
            expect(res.status).toBe(200);
          } else {
            const seen = new Set<number>();
            const used = s.used
              .filter((l) => !seen.has(l.product) && seen.add(l.product))
              .map((l) => ({ productId: raw[l.product], qty: l.qty }));
            const made = await producer.call('POST', '/production/store', {
              items: [
                { productId: bread, qty: s.made },
                { productId: cream, qty: s.cream, direction: 'in' },
                { productId: cream, qty: s.cream, direction: 'out' },
                ...used,
              ],
            });
            expect(made.status).toBe(200);
            const approved = await warehouse.call('POST', `/production/accept/${made.body.data.productionId}`);
            expect([200, 422]).toContain(approved.status);
          }
        }
        expect(await ledgerMismatches(h.db)).toEqual([]);
        for (const id of [...raw, cream, bread]) {
          const { stock, ledger } = await stockMilli(id);
          expect(stock).toBe(ledger);
          expect(stock).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('keeps every size = its ledger and stock without a size >= 0 through random counts and batches per size', async () => {
    const size = fc.constantFrom<string | null>('S', 'M', 'L', null);
    const sizedStep = fc.oneof(
      fc.record({
        kind: fc.constant('count' as const),
        lines: fc.array(fc.record({ size, qty: fc.integer({ min: 1, max: 40 }), out: fc.boolean() }), {
          minLength: 1,
          maxLength: 3,
        }),
      }),
      fc.record({
        kind: fc.constant('batch' as const),
        lines: fc.uniqueArray(fc.record({ size, qty: fc.integer({ min: 1, max: 60 }) }), {
          minLength: 1,
          maxLength: 4,
          selector: (l) => l.size,
        }),
      }),
    );
    type Shown = { stock: number; sizeStock: { size: string | null; qty: number }[] };
    const qtyOf = (shown: Shown, z: string | null) => toMilli(shown.sizeStock.find((x) => x.size === z)?.qty ?? 0);
    const sizeStock = async (): Promise<Shown> =>
      expectOk(await warehouse.call('GET', `/stock/show/${sized}`)).options.product;
    await fc.assert(
      fc.asyncProperty(fc.array(sizedStep, { minLength: 3, maxLength: 8 }), async (steps) => {
        for (const s of steps) {
          const before = await sizeStock();
          if (s.kind === 'count') {
            const res = await warehouse.call('POST', '/stock/update', {
              notes: 'hitung acak',
              items: s.lines.map((l) => ({ productId: sized, qty: l.out ? -l.qty : l.qty, size: l.size })),
            });
            expect([200, 422]).toContain(res.status);
            // A refused count changes nothing, in any size.
            if (res.status === 422) expect(await sizeStock()).toEqual(before);
          } else {
            const made = await producer.call('POST', '/production/store', {
              items: s.lines.map((l) => ({ productId: sized, qty: l.qty, size: l.size })),
            });
            expect(made.status, JSON.stringify(made.body)).toBe(200);
            expect((await warehouse.call('POST', `/production/accept/${made.body.data.productionId}`)).status).toBe(
              200,
            );
            // Each size (and stock without a size) grows by exactly its line, and nothing else moves.
            const after = await sizeStock();
            for (const z of ['S', 'M', 'L', null]) {
              const line = s.lines.find((l) => l.size === z);
              expect(qtyOf(after, z) - qtyOf(before, z)).toBe((line?.qty ?? 0) * 1000);
            }
          }
        }
        expect(await ledgerMismatches(h.db)).toEqual([]);
        // No size, and no stock without a size, is ever below zero.
        for (const z of (await sizeStock()).sizeStock) expect(z.qty).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 10 },
    );
  });
});
