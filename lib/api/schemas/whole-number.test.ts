import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { amountInput, readWhole, wholeInput } from './common';

describe('whole amounts as people type them (issue 12: never silently change what was typed)', () => {
  it('reads thousands dots, rupiah signs, spaces and zero decimals', () => {
    expect(readWhole('12500')).toBe(12500);
    expect(readWhole('12.500')).toBe(12500);
    expect(readWhole('Rp 1.500.000')).toBe(1_500_000);
    expect(readWhole('12.500,00')).toBe(12500);
    expect(readWhole(' 7 ')).toBe(7);
    expect(readWhole('')).toBeNull();
    expect(readWhole('Rp')).toBeNull();
  });

  it('refuses a decimal part instead of multiplying the amount', () => {
    for (const typed of ['2,5', '2.5', '1,500', '12.50', '1.500,5', '3,', '1.2.3', '0,25'])
      expect(readWhole(typed), typed).toBe(typed === '3,' ? 3 : 'decimal');
  });

  it('answers the Indonesian message for a decimal, and numbers pass as they are', () => {
    const res = wholeInput.safeParse('2,5');
    expect(res.success).toBe(false);
    expect(res.error?.issues[0].message).toBe(t.validation.wholeNumber);
    expect(wholeInput.safeParse(2.5).success).toBe(false);
    expect(wholeInput.parse(25)).toBe(25);
    expect(wholeInput.parse(null)).toBeNull();
  });
});

describe('amountInput: what an amount field shows while typing', () => {
  it('strips to digits as spec 5 says, but keeps a decimal exactly as typed', () => {
    expect(amountInput('Rp 4.000')).toBe('4000');
    expect(amountInput('5 pcs')).toBe('5');
    expect(amountInput('2,5')).toBe('2,5');
    expect(amountInput('2.5')).toBe('2.5');
    expect(amountInput('12.')).toBe('12.'); // on the way to 12.500
    expect(amountInput('12.500')).toBe('12500');
    expect(amountInput('')).toBe('');
  });
});
