import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/api';
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
let h: TestApi;
let warehouse: Awaited<ReturnType<TestApi['as']>>;
let producer: Awaited<ReturnType<TestApi['as']>>;
/** Three raw materials; their ids come from the database in beforeAll. */
const RAW = 3;
const raw: string[] = [];
let cream = '';
let bread = '';

beforeAll(async () => {
  h = await createTestApi();
  [warehouse, producer] = await Promise.all([h.as('warehouse'), h.as('production')]);
  for (let i = 0; i < RAW; i++) raw.push(await insertProduct(h.db, { title: `Bahan Acak ${i}`, unit: 'kg' }));
  cream = await insertProduct(h.db, { title: 'Krim Acak', type: 'setengah_jadi', unit: 'kg' });
  bread = await insertProduct(h.db, { title: 'Roti Acak', type: 'bahan_jadi', unit: 'pcs' });
});
afterAll(async () => h.close());

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
});
