import { describe, expect, it } from 'vitest';
import { applyParts, coverBySize, splitOut, type SizeBalances } from './stock-sizes';

const SIZES = ['S', 'M', 'L'] as const;
const balances = (sized: Record<string, number>, unsized: number): SizeBalances => ({
  sized: new Map(Object.entries(sized)),
  unsized,
});

describe('splitOut: where stock leaving a product with sizes is taken from', () => {
  it('takes a size from its own stock first, then from stock without a size', () => {
    expect(splitOut(balances({ S: 4, L: 20 }, 5), 'S', 7, SIZES)).toEqual({
      parts: [
        { size: 'S', milli: -4 },
        { size: null, milli: -3 },
      ],
    });
  });

  it('never takes another size for a size, and says how much there was', () => {
    expect(splitOut(balances({ M: 3, L: 50 }, 1), 'M', 6, SIZES)).toEqual({ short: true, available: 4 });
  });

  it('takes a movement without a size from stock without a size, then the sizes in order', () => {
    expect(splitOut(balances({ S: 2, M: 5 }, 1), null, 6, SIZES)).toEqual({
      parts: [
        { size: null, milli: -1 },
        { size: 'S', milli: -2 },
        { size: 'M', milli: -3 },
      ],
    });
  });

  it('takes only what `usable` allows (an order: lots still good), though the balance holds more', () => {
    const onShelf = balances({ S: 8 }, 2);
    const good = balances({ S: 0 }, 0);
    expect(splitOut(onShelf, 'S', 3, SIZES, good)).toEqual({ short: true, available: 0 });
    expect(splitOut(onShelf, 'S', 3, SIZES)).toEqual({ parts: [{ size: 'S', milli: -3 }] });
  });

  it('applyParts returns new balances and leaves the old ones as they were', () => {
    const before = balances({ S: 4 }, 5);
    const after = applyParts(before, [
      { size: 'S', milli: -4 },
      { size: null, milli: -3 },
      { size: 'L', milli: 2 },
    ]);
    expect(after).toEqual(balances({ S: 0, L: 2 }, 2));
    expect(before).toEqual(balances({ S: 4 }, 5));
  });
});

describe('coverBySize: the plan per size', () => {
  it('serves earlier dates first, then each size from its own stock and stock without a size, in size order', () => {
    const { covers } = coverBySize({
      sizeOrder: SIZES,
      good: balances({ S: 10, L: 20 }, 5),
      earlier: [['S', 4]],
      wanted: [
        ['S', 30],
        ['M', 10],
      ],
    });
    // S: 10 - 4 earlier = 6, then the 5 without a size: 11 from stock, 19 to make; M: nothing left for it.
    expect(covers).toEqual([
      { size: 'S', wanted: 30, fromStock: 11, toMake: 19 },
      { size: 'M', wanted: 10, fromStock: 0, toMake: 10 },
    ]);
  });

  it('with all stock without a size, it is the product-level rule: max(0, wanted - (stock - earlier))', () => {
    for (const [stock, earlier, s, m] of [
      [40, 0, 200, 112],
      [40, 50, 10, 10],
      [100, 30, 20, 10],
    ]) {
      const { covers } = coverBySize({
        sizeOrder: SIZES,
        good: balances({}, stock),
        earlier: [[null, earlier]],
        wanted: [
          ['S', s],
          ['M', m],
        ],
      });
      const toMake = covers.reduce((sum, c) => sum + c.toMake, 0);
      expect(toMake).toBe(Math.max(0, s + m - Math.max(0, stock - earlier)));
    }
  });
});
