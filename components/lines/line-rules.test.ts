import { describe, expect, it } from 'vitest';
import { lineSubtotal, linesTotal } from './line-rules';

describe('a line editor adds up as the API stores it', () => {
  it('rounds half a rupiah up once, from exact thousandths (1,005 x Rp100 = Rp101, not Rp100)', () => {
    expect(lineSubtotal({ qty: '1,005', price: '100' })).toBe(101);
    expect(lineSubtotal({ qty: '2,5', price: '12.345' })).toBe(30_863);
    expect(
      linesTotal([
        { qty: '1,005', price: '100' },
        { qty: '3', price: '1.500' },
      ]),
    ).toBe(4_601);
  });

  it('counts a line still being typed, or one its field refuses, as nothing', () => {
    expect(lineSubtotal({ qty: '', price: '100' })).toBe(0);
    expect(lineSubtotal({ qty: '2', price: '1,5' })).toBe(0);
    expect(lineSubtotal({ qty: '2' })).toBe(0);
  });
});
