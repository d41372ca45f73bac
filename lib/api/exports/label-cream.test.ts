import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { ApiError } from '../errors';
import { creamLabelPdf, labelFilename, LABELS_PER_PAGE, parseLabelDate, type CreamLabel } from './label-cream';

async function pdfOf(labels: CreamLabel[], date: string) {
  const doc = creamLabelPdf(labels, date);
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return { bytes, pdf, text: (await extractText(pdf, { mergePages: true })).text };
}

const label = (i: number, extra: Partial<CreamLabel> = {}): CreamLabel => ({
  outlet: `Outlet ${i}`,
  product: 'Roti Krim Keju',
  size: null,
  qty: i,
  unit: 'pcs',
  number: `ORD/2026/11/${String(i).padStart(4, '0')}`,
  ...extra,
});

describe('parseLabelDate', () => {
  it('requires the date with the spec text, and a real date', () => {
    for (const value of [undefined, '', '   ']) {
      expect(() => parseLabelDate(value)).toThrowError(
        new ApiError(422, 'Tanggal Pengiriman Wajib Diisi!', { date: 'Tanggal Pengiriman Wajib Diisi!' }),
      );
    }
    expect(() => parseLabelDate('2026-02-30')).toThrowError(t.exports.invalidDate);
    expect(parseLabelDate(' 2026-11-24 ')).toBe('2026-11-24');
    expect(labelFilename('2026-11-24')).toBe('label-krim-2026-11-24.pdf');
  });
});

describe('creamLabelPdf', () => {
  it('puts 21 labels on an A4 page and continues on the next', async () => {
    expect(LABELS_PER_PAGE).toBe(21);
    const { bytes, pdf, text } = await pdfOf(
      Array.from({ length: 43 }, (_, i) => label(i + 1)),
      '2026-11-24',
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.numPages).toBe(3);
    const page = await pdf.getPage(1);
    const [, , w, h] = page.view;
    expect([Math.round(w), Math.round(h)]).toEqual([595, 842]);
    expect(text).toContain('Outlet 43');
    expect(text).toContain(t.exports.labelDate('24 November 2026'));
    expect(text).toContain(t.exports.labelOrder('ORD/2026/11/0043'));
  });

  it('keeps long names inside their label instead of spilling onto new pages', async () => {
    const long = 'Roti Pusat Cabang Jalan Raya Bandung–Cimahi Kilometer Dua Belas Dekat Pasar Induk';
    const { pdf, text } = await pdfOf(
      [
        label(1, {
          outlet: long,
          product: 'Bolu Gulung Krim Mentega Ekstra Besar Spesial Lebaran',
          size: 'L',
          unit: 'loyang',
        }),
      ],
      '2026-11-24',
    );
    expect(pdf.numPages).toBe(1);
    expect(text).toContain('Roti Pusat Cabang');
    expect(text).toContain(t.exports.labelSize('L'));
    expect(text).toContain(t.exports.labelQty(1, 'loyang'));
  });

  it('prints the production and best-before dates of a tracked product (DOMAIN 15), and only then', async () => {
    const { pdf, text } = await pdfOf(
      [label(1, { producedOn: '2026-11-23', bestBefore: '2026-11-26' }), label(2)],
      '2026-11-24',
    );
    expect(pdf.numPages).toBe(1);
    expect(text).toContain(t.exports.labelProduced('23 November 2026'));
    expect(text).toContain(t.exports.labelBestBefore('26 November 2026'));
    expect(text.split(t.exports.labelProduced('')).length - 1).toBe(1);
  });
});
