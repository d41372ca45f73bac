import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { ApiError } from '../errors';
import { parseRecapRange, recapFilename, writeRecapXlsx, type Recap } from './count-order';

async function written(recap: Recap): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await writeRecapXlsx(recap, out);
  await ended;
  return Buffer.concat(chunks);
}

describe('parseRecapRange', () => {
  it('accepts a range of up to 62 days and names the file after it', () => {
    const range = parseRecapRange({ startDate: '2026-11-23', endDate: '2026-11-24' });
    expect(range).toEqual({ startDate: '2026-11-23', endDate: '2026-11-24' });
    expect(recapFilename(range)).toBe('rekap-order-2026-11-23_2026-11-24.xlsx');
    expect(parseRecapRange({ startDate: '2026-01-01', endDate: '2026-03-03' })).toBeTruthy(); // 62 days
  });

  it('says what is wrong', () => {
    const message = (q: { startDate?: string; endDate?: string }) => {
      try {
        parseRecapRange(q);
        return null;
      } catch (err) {
        expect(err).toBeInstanceOf(ApiError);
        expect((err as ApiError).status).toBe(422);
        return (err as ApiError).message;
      }
    };
    expect(message({})).toBe(t.exports.datesRequired);
    expect(message({ startDate: '2026-11-23', endDate: ' ' })).toBe(t.exports.datesRequired);
    expect(message({ startDate: '2026-11-31', endDate: '2026-12-01' })).toBe(t.exports.invalidDate);
    expect(message({ startDate: '2026-11-23', endDate: '2026-11-22' })).toBe(t.exports.endBeforeStart);
    expect(message({ startDate: '2026-01-01', endDate: '2026-03-04' })).toBe(t.exports.rangeTooLong(62));
  });
});

describe('writeRecapXlsx', () => {
  it('writes a sheet that opens again with numbers, neutralised text and totals', async () => {
    const outletsMany = Array.from({ length: 120 }, (_, i) => ({
      id: i + 1,
      title: i === 0 ? '@cmd' : `Outlet ${String(i + 1).padStart(3, '0')}`,
    }));
    const recap: Recap = {
      range: { startDate: '2026-11-23', endDate: '2026-11-24' },
      outlets: outletsMany,
      rows: [
        {
          productId: '013',
          label: 'Roti Tawar Gandum (M)',
          unit: 'pcs',
          qtyByOutlet: new Map(outletsMany.map((o) => [o.id, o.id])),
        },
        { productId: '099', label: '-Produk aneh', unit: 'pcs', qtyByOutlet: new Map([[2, 5]]) },
      ],
    };
    const bytes = await written(recap);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(t.exports.sheetName)!;
    expect(sheet.getRow(1).getCell(1).value).toBe(t.exports.sheetTitle('23–24 November 2026'));
    const header = sheet.getRow(3);
    expect(header.getCell(4).value).toBe("'@cmd");
    expect(header.getCell(4 + 120).value).toBe(t.exports.total);
    const first = sheet.getRow(4);
    expect(first.getCell(4).value).toBe(1);
    expect(first.getCell(4).numFmt).toBe('#,##0;-#,##0;"-"');
    expect(first.getCell(4 + 120).value).toBe((120 * 121) / 2);
    const second = sheet.getRow(5);
    expect(second.getCell(2).value).toBe("'-Produk aneh");
    expect(second.getCell(4).value).toBe(0); // a zero is a number, shown as "-"
    expect(second.getCell(5).value).toBe(5);
    const totals = sheet.getRow(6);
    expect(totals.getCell(2).value).toBe(t.exports.total);
    expect(totals.getCell(5).value).toBe(2 + 5);
    expect(totals.getCell(4 + 120).value).toBe((120 * 121) / 2 + 5);
  });

  it('totals each unit on its own row: pieces and trays are never added', async () => {
    const recap: Recap = {
      range: { startDate: '2026-11-23', endDate: '2026-11-23' },
      outlets: [
        { id: 1, title: 'Dago' },
        { id: 2, title: 'Cimahi' },
      ],
      rows: [
        {
          productId: '001',
          label: 'Roti Tawar',
          unit: 'pcs',
          qtyByOutlet: new Map([
            [1, 10],
            [2, 4],
          ]),
        },
        { productId: '002', label: 'Bolu Pandan', unit: 'loyang', qtyByOutlet: new Map([[2, 3]]) },
        { productId: '003', label: 'Roti Sobek', unit: 'pcs', qtyByOutlet: new Map([[1, 1]]) },
      ],
    };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await written(recap)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(t.exports.sheetName)!;
    const row = (n: number) => [2, 3, 4, 5, 6].map((c) => sheet.getRow(n).getCell(c).value);
    expect(row(7)).toEqual([t.exports.total, 'pcs', 11, 4, 15]);
    expect(row(8)).toEqual([t.exports.total, 'loyang', 0, 3, 3]);
    expect(sheet.getRow(9).getCell(2).value).toBeNull();
  });
});
