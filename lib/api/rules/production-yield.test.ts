import { describe, expect, it } from 'vitest';
import { expectedGood } from './production-yield';

const one = (qty: number) => [{ size: null, qty }];

describe('expectedGood (DOMAIN 15)', () => {
  it('takes the recipe loss off a batch line, rounding down', () => {
    expect(expectedGood(one(320), 5, true)).toEqual([304]);
    expect(expectedGood(one(80), 2.5, true)).toEqual([78]);
    expect(expectedGood(one(100), 0, true)).toEqual([100]);
    expect(expectedGood(one(7), 50, true)).toEqual([3]);
    expect(expectedGood(one(1), 3, true)).toEqual([0]);
  });

  it('keeps thousandths for weighed goods and never rounds a reject up into stock', () => {
    expect(expectedGood(one(2.5), 10, false)).toEqual([2.25]);
    expect(expectedGood(one(1.001), 33.33, false)).toEqual([0.667]);
    expect(expectedGood(one(0.001), 1, false)).toEqual([0]);
  });

  it("takes the loss off the product's total, from the line without a size first", () => {
    // The plan's batch: S 20 and M 12 as ordered, 8 more without a size as the allowance (5% of 40 = 2).
    const lines = [
      { size: 'S', qty: 20 },
      { size: 'M', qty: 12 },
      { size: null, qty: 8 },
    ];
    expect(expectedGood(lines, 5, true)).toEqual([20, 12, 6]);
    // With no allowance line, the last size gives first.
    expect(
      expectedGood(
        [
          { size: 'S', qty: 20 },
          { size: 'M', qty: 1 },
        ],
        10,
        true,
      ),
    ).toEqual([18, 0]);
  });
});
