import { describe, expect, it } from 'vitest';
import { mostLowerable, mostReturnable, type GoodsDay } from './return-coverage';

const got = (day: string, received: number): GoodsDay => ({ day, received, returned: 0 });
const back = (day: string, returned: number): GoodsDay => ({ day, received: 0, returned });

describe('what an outlet may still return', () => {
  it('is what it received by the day less what it gave back', () => {
    const days = [got('2027-06-01', 10), back('2027-06-03', 4)];
    expect(mostReturnable(days, '2027-06-03')).toBe(6);
    expect(mostReturnable(days, '2027-06-05')).toBe(6);
    // Before the delivery nothing was received.
    expect(mostReturnable(days, '2027-05-30')).toBe(0);
  });

  it('dated back, leaves the later returns covered, but may take goods a later delivery covers', () => {
    // 10 on the 1st all came back on the 5th: a return dated the 2nd would take them twice.
    expect(mostReturnable([got('2027-06-01', 10), back('2027-06-05', 10)], '2027-06-02')).toBe(0);
    // The return of the 10th took the 9th's goods: the 1st's 10 are still there on the 2nd.
    const days = [got('2027-06-01', 10), got('2027-06-09', 10), back('2027-06-10', 10)];
    expect(mostReturnable(days, '2027-06-02')).toBe(10);
  });

  it('is never below zero', () => {
    expect(mostReturnable([back('2027-06-01', 3)], '2027-06-02')).toBe(0);
  });

  it('is not lowered by a return of goods delivered before the window', () => {
    // The 5th's return took goods of a delivery older than the window: the 10 of 3 July are all there.
    const days = [back('2027-06-05', 10), got('2027-07-03', 10)];
    expect(mostReturnable(days, '2027-07-04')).toBe(10);
    expect(mostLowerable([...days, back('2027-07-04', 4)], '2027-07-03')).toBe(6);
  });
});

describe('how far delivered goods may still go down', () => {
  it('is the lowest balance on a return day from the delivery on', () => {
    const days = [got('2027-06-01', 10), back('2027-06-02', 3), got('2027-06-05', 4), back('2027-06-06', 8)];
    // After the 6th: 10 + 4 - 3 - 8 = 3 left; the 1st's delivery may lose at most 3.
    expect(mostLowerable(days, '2027-06-01')).toBe(3);
    // The 5th's delivery: the same 3 (the return of the 6th needs the rest).
    expect(mostLowerable(days, '2027-06-05')).toBe(3);
  });

  it('counts only the days before the new one for goods moved to a later day', () => {
    const days = [got('2027-06-01', 10), back('2027-06-02', 8), back('2027-06-09', 1)];
    expect(mostLowerable(days, '2027-06-01', '2027-06-05')).toBe(2);
    expect(mostLowerable(days, '2027-06-01', '2027-06-02')).toBe(Infinity);
  });

  it('is unlimited without a return after it, or when the returns were uncovered already', () => {
    expect(mostLowerable([got('2027-06-01', 10), back('2027-05-30', 2)], '2027-06-01')).toBe(Infinity);
    expect(mostLowerable([got('2027-06-01', 1), back('2027-06-02', 2)], '2027-06-01')).toBe(Infinity);
  });
});
