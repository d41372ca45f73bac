import { describe, expect, it } from 'vitest';
import { safeCell } from './safe-cell';

describe('safeCell', () => {
  it('puts an apostrophe before text a spreadsheet could run as a formula', () => {
    for (const v of ['=HYPERLINK("http://x","y")', '+6281234', '-1+1', '@SUM(A1:A2)', '\t=1', '\r=1'])
      expect(safeCell(v)).toBe(`'${v}`);
  });

  it('leaves ordinary text alone, including formula characters further in', () => {
    for (const v of ['Roti Pusat Dago', 'Roti Tawar Gandum (M)', 'A=B', 'Jl. Merdeka No. 1 - Blok C', '', ' =1', "'=1"])
      expect(safeCell(v)).toBe(v);
  });
});
