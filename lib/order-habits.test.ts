import { describe, expect, it } from 'vitest';
import { UNUSUAL_QTY, unusualLines, unusualTotal } from './order-habits';

const habits = { usual: [{ productId: '001', qty: 20 }], usualTotal: 100_000 };
const line = (productId: string, qty: number) => ({ productId, title: `Roti ${productId}`, unit: 'pcs', qty });

describe('unusual orders (issue 12)', () => {
  it('asks about a line more than ten times the usual, or a typo-sized one without history', () => {
    expect(unusualLines([line('001', 200)], habits)).toEqual([]);
    expect(unusualLines([line('001', 201)], habits)).toEqual([{ ...line('001', 201), usual: 20 }]);
    expect(unusualLines([line('002', UNUSUAL_QTY - 1)], habits)).toEqual([]);
    expect(unusualLines([line('002', UNUSUAL_QTY)], habits)).toEqual([{ ...line('002', UNUSUAL_QTY), usual: null }]);
  });

  it('asks about a total more than ten times the usual, never without history', () => {
    expect(unusualTotal(1_000_000, habits)).toBe(false);
    expect(unusualTotal(1_000_001, habits)).toBe(true);
    expect(unusualTotal(1e12, { usual: [], usualTotal: null })).toBe(false);
  });
});
