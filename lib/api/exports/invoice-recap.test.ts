import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import {
  invoiceRecapFilename,
  invoiceZipFilename,
  monthBounds,
  parseExportPeriod,
  type ExportInvoice,
} from './invoice-period';
import { writeInvoiceRecapXlsx } from './invoice-recap';
import { zipEntryName } from './invoice-zip';
import { ApiError } from '../errors';

const tx = t.report.invoiceExport;

async function written(invoices: ExportInvoice[], periode: string): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await writeInvoiceRecapXlsx(invoices, periode, out);
  await ended;
  return Buffer.concat(chunks);
}

const invoice = (i: number, extra: Partial<ExportInvoice> = {}): ExportInvoice => ({
  id: i,
  number: `INV/2026/12/${String(i).padStart(4, '0')}`,
  periode: '2026-11',
  status: 'belum_bayar',
  subtotal: 10_000 * i,
  discount: '0',
  discountType: 'nominal',
  discountAmount: i,
  taxAmount: '0',
  taxType: 'persen',
  taxValue: 2 * i,
  total: 10_000 * i + i,
  paidAmount: 0,
  dueDate: '2026-12-15',
  notes: null,
  adjustmentNote: null,
  paymentDate: null,
  createdAt: new Date('2026-12-01T03:00:00Z'),
  outlet: `Outlet ${i}`,
  outletAddress: null,
  partner: `Mitra ${i}`,
  ...extra,
});

describe('parseExportPeriod', () => {
  it('needs a YYYY-MM period and says what is wrong', () => {
    const refusal = (v: string | undefined) => {
      try {
        parseExportPeriod(v);
        return null;
      } catch (err) {
        expect(err).toBeInstanceOf(ApiError);
        expect((err as ApiError).status).toBe(422);
        return (err as ApiError).message;
      }
    };
    expect(refusal(undefined)).toBe(tx.periodeRequired);
    expect(refusal('  ')).toBe(tx.periodeRequired);
    expect(refusal('2026-13')).toBe(t.invoice.periodeInvalid);
    expect(refusal('2026-1')).toBe(t.invoice.periodeInvalid);
    expect(parseExportPeriod(' 2026-11 ')).toBe('2026-11');
    expect(invoiceZipFilename('2026-11')).toBe('invoice-2026-11.zip');
    expect(invoiceRecapFilename('2026-11')).toBe('rekap-invoice-2026-11.xlsx');
  });

  it('takes a month from WIB midnight to WIB midnight', () => {
    expect(monthBounds('2026-12')).toEqual({
      start: new Date('2026-11-30T17:00:00Z'),
      end: new Date('2026-12-31T17:00:00Z'),
    });
  });
});

describe('zipEntryName', () => {
  it('makes names that cannot leave the folder or upset a file system, and never repeats one', () => {
    const taken = new Set<string>();
    expect(zipEntryName({ number: 'INV/2026/11/0001', outlet: 'Roti Pusat Dago' }, taken)).toBe(
      'INV-2026-11-0001 Roti Pusat Dago.pdf',
    );
    const evil = zipEntryName({ number: 'INV/2026/11/0002', outlet: '../../etc/passwd\u0000<x>:"|?*\\..' }, taken);
    expect(evil).not.toMatch(/[/\\:*?"<>|\u0000]/);
    expect(evil).not.toContain('..');
    expect(evil.endsWith('.pdf')).toBe(true);
    const leading = zipEntryName({ number: '../x', outlet: '' }, taken);
    expect(leading).toBe('x.pdf');
    expect(zipEntryName({ number: 'INV/2026/11/0001', outlet: 'Roti Pusat Dago' }, taken)).toBe(
      'INV-2026-11-0001 Roti Pusat Dago (2).pdf',
    );
    const long = zipEntryName({ number: 'INV/2026/11/0003', outlet: 'Roti '.repeat(60) + '🍞' }, taken);
    expect([...long].length).toBeLessThanOrEqual(124);
  });
});

describe('writeInvoiceRecapXlsx', () => {
  it('writes one row per invoice with numbers, neutralised names and a totals row', async () => {
    const invoices = [
      invoice(1, { outlet: '=HYPERLINK("http://contoh.invalid","klik")', partner: '+62 812', paidAmount: 4_000 }),
      invoice(2, { status: 'lunas', paymentDate: '2026-12-05' }),
      invoice(3, { periode: null, status: 'proses', outlet: '@SUM(A1)' }),
    ];
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await written(invoices, '2026-11')) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(tx.sheetName)!;
    expect(sheet.getRow(1).getCell(1).value).toBe(tx.sheetTitle('November 2026'));
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      tx.number,
      tx.outlet,
      tx.partnerColumn,
      tx.periode,
      tx.subtotal,
      tx.discount,
      tx.tax,
      tx.total,
      t.invoice.paid,
      t.invoice.remaining,
      tx.status,
      tx.paymentDate,
    ]);
    const first = sheet.getRow(4);
    expect(first.getCell(1).value).toBe('INV/2026/12/0001');
    expect(first.getCell(2).value).toBe('\'=HYPERLINK("http://contoh.invalid","klik")');
    expect(first.getCell(3).value).toBe("'+62 812");
    expect(first.getCell(4).value).toBe('November 2026');
    expect([5, 6, 7, 8].map((c) => first.getCell(c).value)).toEqual([10_000, 1, 2, 10_001]);
    expect(first.getCell(8).numFmt).toBe('"Rp"#,##0');
    // Partly paid: what was paid and what is left beside the total.
    expect([9, 10].map((c) => first.getCell(c).value)).toEqual([4_000, 6_001]);
    expect(first.getCell(10).numFmt).toBe('"Rp"#,##0');
    expect(first.getCell(11).value).toBe('Belum Bayar');
    expect(first.getCell(12).value).toBeNull();
    const second = sheet.getRow(5);
    expect([9, 10].map((c) => second.getCell(c).value)).toEqual([20_002, 0]);
    expect(second.getCell(11).value).toBe('Lunas');
    expect(second.getCell(12).value).toEqual(new Date('2026-12-05T00:00:00Z'));
    const third = sheet.getRow(6);
    expect(third.getCell(2).value).toBe("'@SUM(A1)");
    expect(third.getCell(4).value).toBe(tx.manualPeriode);
    const totals = sheet.getRow(7);
    expect(totals.getCell(1).value).toBe(tx.totalRow);
    expect([5, 6, 7, 8, 9, 10].map((c) => totals.getCell(c).value)).toEqual([60_000, 6, 12, 60_006, 24_002, 36_004]);
    expect(sheet.rowCount).toBe(7);
  });
});
