import { describe, expect, it } from 'vitest';
import { terbilang } from './terbilang';

describe('terbilang', () => {
  it.each([
    [0, 'Nol rupiah'],
    [1, 'Satu rupiah'],
    [11, 'Sebelas rupiah'],
    [12, 'Dua belas rupiah'],
    [100, 'Seratus rupiah'],
    [115, 'Seratus lima belas rupiah'],
    [1000, 'Seribu rupiah'],
    [1_250_000, 'Satu juta dua ratus lima puluh ribu rupiah'],
    [2_011_000, 'Dua juta sebelas ribu rupiah'],
    [1_917_158_400, 'Satu miliar sembilan ratus tujuh belas juta seratus lima puluh delapan ribu empat ratus rupiah'],
    [100_000_000_000, 'Seratus miliar rupiah'],
  ])('%d', (n, expected) => expect(terbilang(n)).toBe(expected));
});
