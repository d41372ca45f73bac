import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { formatRupiah } from '../../i18n/format';
import { terbilang } from '../../i18n/terbilang';
import type { Company } from '../services/company';
import { invoicePdf, type InvoicePdfLine, type InvoicePdfOrder } from './invoice-pdf';
import type { ExportInvoice } from './invoice-period';

const tx = t.report.invoiceExport;

type Bank = Pick<Company, 'bankName' | 'bankAccountNumber' | 'bankAccountName'>;

const company = (extra: Partial<Company> = {}): Company => ({
  name: 'PT Roti Pusat Nusantara',
  address: 'Jl. Sukajadi No. 5, Bandung',
  phone: '0221234567',
  npwp: '01.234.567.8-901.000',
  isPkp: false,
  bankName: null,
  bankAccountNumber: null,
  bankAccountName: null,
  invoiceFooter: null,
  taxPercent: 11,
  saved: true,
  updatedAt: null,
  ...extra,
});

async function pdfOf(
  inv: ExportInvoice,
  lines: InvoicePdfLine[],
  bank: Bank,
  orders: InvoicePdfOrder[] = [],
  extra: Partial<Company> = {},
) {
  const chunks: Buffer[] = [];
  for await (const chunk of invoicePdf(inv, lines, orders, company({ ...bank, ...extra })))
    chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return { bytes, pdf, text: (await extractText(pdf, { mergePages: true })).text };
}

const invoice = (extra: Partial<ExportInvoice> = {}): ExportInvoice => ({
  id: 1,
  number: 'INV/2026/11/0001',
  periode: '2026-11',
  status: 'belum_bayar',
  subtotal: 70_000,
  discount: '10.00',
  discountType: 'persen',
  discountAmount: 7_000,
  taxAmount: '11.00',
  taxType: 'persen',
  taxValue: 6_930,
  total: 69_930,
  paidAmount: 0,
  notes: null,
  adjustmentNote: 'Diskon mitra lama',
  paymentDate: null,
  createdAt: new Date('2026-12-01T03:00:00Z'),
  outlet: 'Roti Pusat Dago',
  outletAddress: 'Jl. Ir. H. Juanda No. 120, Dago, Coblong, Kota Bandung, Jawa Barat, 40135',
  partner: 'Rina Kusuma',
  dueDate: '2026-12-15',
  ...extra,
});

const line = (i: number): InvoicePdfLine => ({
  title: `Roti Tawar Gandum ${i} (M)`,
  qty: 10 + i,
  unit: 'pcs',
  price: 5000,
  subtotal: (10 + i) * 5000,
});
const noBank: Bank = { bankName: null, bankAccountNumber: null, bankAccountName: null };

describe('invoicePdf', () => {
  it("carries the bakery's identity, due date, the orders covered, DPP for a PKP seller and the total in words", async () => {
    const { text } = await pdfOf(
      invoice(),
      [line(1)],
      noBank,
      [
        { number: 'ORD/2026/11/0003', deliveryDate: '2026-11-03', total: 30_000 },
        { number: 'ORD/2026/11/0009', deliveryDate: '2026-11-09', total: 40_000 },
      ],
      { isPkp: true, invoiceFooter: 'Terima kasih atas kerja samanya.' },
    );
    for (const expected of [
      'PT Roti Pusat Nusantara',
      'Jl. Sukajadi No. 5, Bandung',
      tx.phone('0221234567'),
      tx.npwp('01.234.567.8-901.000'),
      tx.periodeLabel,
      tx.issueDate,
      tx.dueDate,
      '15 Desember 2026', // 1 Desember + 14 days
      tx.ordersCovered(2),
      'ORD/2026/11/0003 (3 November 2026)',
      tx.dpp,
      formatRupiah(63_000),
      tx.inWords(terbilang(69_930)),
      'Terima kasih atas kerja samanya.',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(tx.periode); // the screen's "Periode Unduhan" is not a document label
    expect(text).not.toContain(t.app.tagline);
    const plain = await pdfOf(invoice(), [line(1)], noBank, [], { isPkp: false });
    expect(plain.text).not.toContain(tx.dpp);
  });

  it('lays out an Indonesian invoice: number, period, outlet, lines, totals, status and the bank account', async () => {
    const { bytes, pdf, text } = await pdfOf(
      invoice(),
      [line(1), { title: 'Bolu Pandan Krim (S)', qty: 2, unit: 'loyang', price: 0, subtotal: 0 }],
      {
        bankName: 'BCA',
        bankAccountNumber: '1234567890',
        bankAccountName: 'PT Roti Pusat Nusantara',
      },
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.numPages).toBe(1);
    for (const expected of [
      tx.docTitle,
      'INV/2026/11/0001',
      'November 2026',
      '1 Desember 2026',
      'Belum Bayar',
      'Roti Pusat Dago',
      tx.partner('Rina Kusuma'),
      'Kota Bandung',
      'Roti Tawar Gandum 1 (M)',
      'Bolu Pandan Krim (S)',
      'loyang',
      formatRupiah(55_000),
      tx.percent(tx.discount, '10'),
      `-${formatRupiah(7_000)}`,
      tx.percent(tx.tax, '11'),
      formatRupiah(6_930),
      formatRupiah(69_930),
      tx.transferTo,
      tx.bank('BCA'),
      tx.accountNumber('1234567890'),
      tx.accountName('PT Roti Pusat Nusantara'),
      'Diskon mitra lama',
      tx.page(1, 1),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(tx.bankNotSet);
  });

  it('says the account is not set, shows a paid invoice as Lunas with its date, and a manual invoice as such', async () => {
    const { text } = await pdfOf(
      invoice({
        status: 'lunas',
        paymentDate: '2026-12-05',
        periode: null,
        discountType: 'nominal',
        discountAmount: 0,
        discount: '0',
      }),
      [line(1)],
      noBank,
    );
    expect(text).toContain(tx.bankNotSet);
    expect(text).toContain('Lunas');
    expect(text).toContain(tx.paidOn('5 Desember 2026'));
    expect(text).toContain(tx.manualPeriode);
    expect(text).not.toContain(tx.percent(tx.discount, '0'));
  });

  it('continues a long invoice on further pages, repeating the table header and numbering the pages', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => line(i + 1));
    const { pdf, text } = await pdfOf(invoice({ subtotal: 1, total: 123_456_789 }), lines, noBank);
    expect(pdf.numPages).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Roti Tawar Gandum 80 (M)');
    expect(text).toContain(formatRupiah(123_456_789));
    expect(text).toContain(tx.page(pdf.numPages, pdf.numPages));
    const second = await pdf.getPage(2);
    const secondText = (await second.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    expect(secondText).toContain(tx.product);
  });
});
