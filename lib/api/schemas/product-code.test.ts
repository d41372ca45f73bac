import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { productCodeField } from './product';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe('a product code on a document line (productCodeField)', () => {
  const code = productCodeField('Produk belum dipilih.');

  it('reads a code typed or sent as a number the way the catalogue writes it', () => {
    expect(code.parse('13')).toBe('013');
    expect(code.parse(13)).toBe('013');
    expect(code.parse(' 0013 ')).toBe('013');
    expect(code.parse('1234')).toBe('1234');
    // Leading zeros of any length, as a scanner or a spreadsheet may send them.
    expect(code.parse('00000000013')).toBe('013');
  });

  it('keeps a code with letters as typed, trimmed', () => {
    expect(code.parse(' RT-01 ')).toBe('RT-01');
  });

  it('says the given message when the code is missing, and refuses one too long', () => {
    for (const missing of ['', '   ', null, undefined])
      expect(messageOf(code.safeParse(missing))).toBe('Produk belum dipilih.');
    expect(messageOf(productCodeField().safeParse(null))).toBe(t.validation.required);
    expect(code.safeParse('x'.repeat(21)).success).toBe(false);
  });
});
