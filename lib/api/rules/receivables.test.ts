import { describe, expect, it } from 'vitest';
import { ageingBucket, daysOverdue, dueDateOf, reminderLevelDue, whatsappNumber, whatsappUrl } from './receivables';

describe('receivables rules', () => {
  it('counts the due date from the issue date and the days late after it', () => {
    expect(dueDateOf('2026-12-20', 14)).toBe('2027-01-03');
    expect(daysOverdue('2026-03-16', '2026-03-16')).toBe(0);
    expect(daysOverdue('2026-03-16', '2026-03-17')).toBe(1);
    expect(daysOverdue('2026-03-16', '2026-03-01')).toBe(0);
  });

  it('puts the bucket boundaries at 0, 30, 60 and 90 days', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(ageingBucket)).toEqual([
      'current',
      'd1_30',
      'd1_30',
      'd31_60',
      'd31_60',
      'd61_90',
      'd61_90',
      'over90',
    ]);
  });

  it('writes phones typed 08..., +62... and 62... as one WhatsApp number', () => {
    for (const phone of ['0812-3456-7890', '+62 812 3456 7890', '6281234567890', '812 3456 7890'])
      expect(whatsappNumber(phone)).toBe('6281234567890');
    expect(whatsappNumber('')).toBeNull();
    expect(whatsappNumber('12345')).toBeNull();
    expect(whatsappUrl('0812 3456 7890', 'Halo & sampai jumpa?')).toBe(
      'https://wa.me/6281234567890?text=Halo%20%26%20sampai%20jumpa%3F',
    );
    expect(whatsappUrl(null, 'x')).toBeNull();
  });

  it('makes the newest level reached once, never a burst of older ones after a stopped timer', () => {
    const levels = [-3, 0, 3, 7, 14];
    expect(reminderLevelDue('2026-03-16', '2026-03-12', levels, [])).toBeNull();
    expect(reminderLevelDue('2026-03-16', '2026-03-13', levels, [])).toBe(-3);
    expect(reminderLevelDue('2026-03-16', '2026-03-13', levels, [-3])).toBeNull();
    // Down from the 12th to the 25th: only the 7-day level, and the 3-day one is not made after it.
    expect(reminderLevelDue('2026-03-16', '2026-03-25', levels, [])).toBe(7);
    expect(reminderLevelDue('2026-03-16', '2026-03-26', levels, [7])).toBeNull();
  });
});
