import { describe, expect, it } from 'vitest';
import { expectedGood } from './production-yield';

describe('expectedGood (DOMAIN 15)', () => {
  it('takes the recipe loss off a batch line, rounding down', () => {
    expect(expectedGood(320, 5, true)).toBe(304);
    expect(expectedGood(80, 2.5, true)).toBe(78);
    expect(expectedGood(100, 0, true)).toBe(100);
    expect(expectedGood(7, 50, true)).toBe(3);
  });

  it('keeps thousandths for weighed goods and never rounds a reject up into stock', () => {
    expect(expectedGood(2.5, 10, false)).toBe(2.25);
    expect(expectedGood(1.001, 33.33, false)).toBe(0.667);
    expect(expectedGood(0.001, 1, false)).toBe(0);
  });
});
