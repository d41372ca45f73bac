import { describe, expect, it } from 'vitest';
import { isIsoDate, isoDate, laterDate, shiftDate, shiftMonth } from './iso-dates';

describe('business dates as YYYY-MM-DD', () => {
  it('moves across month and year ends, and back', () => {
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('moves months, keeping the YYYY-MM form', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('picks the later of two dates', () => {
    expect(laterDate('2026-11-28', '2026-11-30')).toBe('2026-11-30');
    expect(laterDate('2027-01-01', '2026-12-31')).toBe('2027-01-01');
  });

  it('tells a typed YYYY-MM-DD from anything else', () => {
    expect(isIsoDate('2026-11-28')).toBe(true);
    for (const typed of ['', '28-11-2026', '2026-11-28T00:00', '2026-1-28']) expect(isIsoDate(typed)).toBe(false);
  });

  it('writes a local calendar day', () => {
    expect(isoDate(new Date(2026, 10, 7, 23, 30))).toBe('2026-11-07');
  });
});
