import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRupiah, formatRupiahCompact, todayInWib } from './format';

describe('Indonesian formats', () => {
  it('shows rupiah with id-ID grouping and no decimals', () => {
    expect(formatRupiah(1_500_000)).toBe('Rp1.500.000');
    expect(formatRupiah(0)).toBe('Rp0');
    expect(formatRupiah('12500')).toBe('Rp12.500');
    expect(formatRupiah(-2500)).toBe('-Rp2.500');
  });

  it('shows headline figures of ten million or more compact, smaller ones in full', () => {
    expect(formatRupiahCompact(1_917_158_000)).toBe('Rp1,9\u00a0M');
    expect(formatRupiahCompact(12_500_000)).toBe('Rp12,5\u00a0jt');
    expect(formatRupiahCompact(9_999_999)).toBe('Rp9.999.999');
  });

  it('shows dates in Indonesian, in WIB', () => {
    expect(formatDate('2025-01-06T03:00:00Z')).toBe('6 Januari 2025');
    // 18:30 UTC on 5 January is already 6 January in Jakarta.
    expect(formatDate('2025-01-05T18:30:00Z')).toBe('6 Januari 2025');
    expect(formatDateTime('2025-08-17T07:05:00Z')).toBe('17 Agustus 2025, 14.05 WIB');
    expect(todayInWib(new Date('2025-12-31T17:00:00Z'))).toBe('2026-01-01');
    expect(todayInWib(new Date('2025-12-31T16:59:59Z'))).toBe('2025-12-31');
  });

  it('writes the half hour after midnight as 00.30, not 24.30', () => {
    expect(formatDateTime('2025-08-16T17:30:00Z')).toBe('17 Agustus 2025, 00.30 WIB');
    expect(formatDateTime(new Date('2025-03-01T02:09:00Z'))).toBe('1 Maret 2025, 09.09 WIB');
  });
});
