import { describe, expect, it } from 'vitest';
import { computeTotals, percentOf, toHundredths } from './totals';

describe('invoice totals', () => {
  it('applies no discount and no tax', () => {
    expect(
      computeTotals({ subtotal: 1_500_000, discount: 0, discountType: 'nominal', taxAmount: 0, taxType: 'persen' }),
    ).toEqual({ subtotal: 1_500_000, discountAmount: 0, taxValue: 0, total: 1_500_000 });
  });

  it('taxes the amount after the discount', () => {
    // 10% off 1.000.000 = 900.000; 11% PPN on that = 99.000.
    expect(
      computeTotals({
        subtotal: 1_000_000,
        discount: '10',
        discountType: 'persen',
        taxAmount: '11',
        taxType: 'persen',
      }),
    ).toEqual({ subtotal: 1_000_000, discountAmount: 100_000, taxValue: 99_000, total: 999_000 });
    expect(
      computeTotals({
        subtotal: 1_000_000,
        discount: '50000',
        discountType: 'nominal',
        taxAmount: '25000',
        taxType: 'nominal',
      }).total,
    ).toBe(975_000);
  });

  it('rounds half up to whole rupiah', () => {
    expect(percentOf(1005, 1000)).toBe(101); // 100.5 -> 101
    expect(percentOf(1004, 1000)).toBe(100); // 100.4 -> 100
    expect(
      computeTotals({ subtotal: 12_345, discount: 0, discountType: 'nominal', taxAmount: '11', taxType: 'persen' })
        .taxValue,
    ).toBe(1358); // 1357.95
    expect(
      computeTotals({ subtotal: 333, discount: '12.5', discountType: 'persen', taxAmount: 0, taxType: 'persen' })
        .discountAmount,
    ).toBe(42); // 41.625
  });

  it('never goes below zero', () => {
    expect(
      computeTotals({ subtotal: 10_000, discount: '20000', discountType: 'nominal', taxAmount: 0, taxType: 'persen' }),
    ).toMatchObject({ discountAmount: 10_000, total: 0 });
    expect(
      computeTotals({ subtotal: 10_000, discount: '150', discountType: 'persen', taxAmount: 0, taxType: 'persen' })
        .total,
    ).toBe(0);
  });

  it('reads percentages with up to two decimals and refuses anything else', () => {
    expect(toHundredths('11')).toBe(1100);
    expect(toHundredths('11,5')).toBe(1150);
    expect(toHundredths(12.25)).toBe(1225);
    expect(() => toHundredths('-1')).toThrow();
    expect(() => toHundredths('1.234')).toThrow();
  });
});
