import { describe, expect, it } from 'vitest';
import { deadlinePassed, effectiveCutoff, firstOpenDate, minutesLeft, orderDeadline } from './order-deadline';

const usual = { cutoffDaysBefore: 1, cutoffTime: '20:00' };

describe('order deadline (DOMAIN 17)', () => {
  it('falls on D-1 at 20:00 WIB by default and is passed one second later', () => {
    expect(orderDeadline('2026-11-27', usual)).toBe('2026-11-26T20:00:00+07:00');
    expect(deadlinePassed('2026-11-27', usual, new Date('2026-11-26T13:00:00Z'))).toBe(false); // 20:00:00 WIB
    expect(deadlinePassed('2026-11-27', usual, new Date('2026-11-26T13:00:01Z'))).toBe(true); // 20:00:01 WIB
  });

  it('crosses months; a same-day cut-off ends with the day before, as orders are for tomorrow on', () => {
    expect(orderDeadline('2026-12-01', { cutoffDaysBefore: 2, cutoffTime: '17:30' })).toBe('2026-11-29T17:30:00+07:00');
    const sameDay = { cutoffDaysBefore: 0, cutoffTime: '06:00' };
    expect(orderDeadline('2026-12-01', sameDay)).toBe('2026-11-30T23:59:59+07:00');
    // At 00:30 on the day the screens no longer offer it: the API refuses the day itself.
    expect(deadlinePassed('2026-12-01', sameDay, new Date('2026-11-30T17:30:00Z'))).toBe(true);
    expect(firstOpenDate('2026-12-01', sameDay, new Date('2026-11-30T17:30:00Z'))).toBe('2026-12-02');
  });

  it("takes the outlet's own values over its tier's, each on its own", () => {
    expect(effectiveCutoff({ cutoffDaysBefore: null, cutoffTime: null }, null)).toEqual(usual);
    expect(
      effectiveCutoff({ cutoffDaysBefore: 2, cutoffTime: null }, { cutoffDaysBefore: 1, cutoffTime: '18:00' }),
    ).toEqual({ cutoffDaysBefore: 2, cutoffTime: '18:00' });
  });

  it('offers the first date whose deadline is open and counts the minutes left', () => {
    const evening = new Date('2026-11-25T14:30:00Z'); // 21:30 WIB
    expect(firstOpenDate('2026-11-26', usual, evening)).toBe('2026-11-27');
    expect(firstOpenDate('2026-11-26', usual, new Date('2026-11-25T11:46:00Z'))).toBe('2026-11-26');
    expect(minutesLeft('2026-11-25T20:00:00+07:00', new Date('2026-11-25T10:46:00Z'))).toBe(134);
    expect(minutesLeft('2026-11-25T20:00:00+07:00', evening)).toBe(0);
  });
});
