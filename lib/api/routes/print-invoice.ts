import type { Readable } from 'node:stream';
import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { BINARY as binary, download, streamed } from '../exports/download';
import { invalid, notFound } from '../errors';
import { partnerOf } from '../services/outlet-scope';
import {
  countPeriodInvoices,
  loadOneInvoice,
  invoicePdfFilename,
  invoiceRecapFilename,
  invoiceZipFilename,
  loadPeriodInvoices,
  parseExportPeriod,
} from '../exports/invoice-period';
import { writeInvoiceRecapXlsx } from '../exports/invoice-recap';
import { invoicePdf } from '../exports/invoice-pdf';
import { writeInvoiceZip } from '../exports/invoice-zip';
import { MAX_ID } from '../schemas/common';
import { companySettingsOf } from '../services/company';
import { invoiceLines, invoiceOrders } from '../services/invoice-queries';
import { apiRoute, newRouter, okAnswer } from '../route';
import { XLSX_TYPE } from '../schemas/print';

const tags = ['Cetak'];

/** Checked in the service (parseExportPeriod) so a missing period gets its own message. */
const periodeQuery = z.object({ periode: z.string().max(20).optional().describe('YYYY-MM, periode invoice; wajib') });
const exportInvoiceQuery = periodeQuery.extend({
  transactionId: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ID)
    .optional()
    .describe('Satu invoice saja: jawabannya PDF invoice itu (mitra hanya invoice outletnya sendiri), bukan ZIP'),
});
const periodeNote =
  'Invoice periode itu ditambah invoice manual yang dibuat pada bulan itu (WIB), dalam lingkup pemanggil. Tanpa periode atau format salah: 422. Tidak ada invoice: 404 "Data tidak ditemukan."';

export const printInvoiceRoutes = newRouter()
  .openapi(
    apiRoute({
      base: 'print',
      method: 'get',
      path: '/export-invoice-filename',
      tags,
      summary: 'Nama file ZIP invoice satu periode',
      description: `Menjawab {filename, count}: nama file ZIP (invoice-YYYY-MM.zip) dan jumlah invoice. ${periodeNote}`,
      request: { query: periodeQuery },
      errors: [404],
      responses: okAnswer(
        z.object({
          filename: z.string().describe('invoice-YYYY-MM.zip'),
          count: z.number().describe('Jumlah invoice (satu PDF per invoice)'),
        }),
        'Nama file',
      ),
    }),
    async (c) => {
      const periode = parseExportPeriod(c.req.valid('query').periode);
      const count = await countPeriodInvoices(c.var.db, c.var.actor, periode);
      if (count === 0) throw notFound(t.errors.notFound);
      return ok(c, { filename: invoiceZipFilename(periode), count }, t.report.invoiceExport.found(count));
    },
  )
  .openapi(
    apiRoute({
      base: 'print',
      method: 'get',
      path: '/export-invoice',
      tags,
      summary: 'Semua invoice satu periode (ZIP berisi satu PDF per invoice), atau satu invoice (PDF)',
      description: `Dialirkan (streaming) sambil dibuat; nama entri aman ("INV-2026-11-0001 Nama Outlet.pdf"). ${periodeNote}`,
      request: { query: exportInvoiceQuery },
      errors: [404],
      responses: {
        200: {
          description: 'File ZIP, atau PDF satu invoice',
          content: { 'application/zip': binary, 'application/pdf': binary },
        },
      },
    }),
    async (c) => {
      const { periode: rawPeriode, transactionId } = c.req.valid('query');
      const db = c.var.db;
      const company = await companySettingsOf(db);
      if (transactionId !== undefined) {
        const inv = await loadOneInvoice(db, c.var.actor, transactionId);
        const [lines, orders] = await Promise.all([invoiceLines(db, inv.id), invoiceOrders(db, inv.id)]);
        return download(
          invoicePdf(inv, lines, orders, company) as unknown as Readable,
          'application/pdf',
          invoicePdfFilename(inv.number),
        );
      }
      // The month's zip is the bakery's; a partner downloads its invoices one by one.
      if (partnerOf(c.var.actor) !== null)
        throw invalid(t.invoice.onePdfForPartners, { transactionId: t.invoice.onePdfForPartners });
      const periode = parseExportPeriod(rawPeriode);
      const invoices = await loadPeriodInvoices(db, c.var.actor, periode);
      if (invoices.length === 0) throw notFound(t.errors.notFound);
      return download(
        streamed((out) => writeInvoiceZip(db, invoices, company, out), 'zip invoice'),
        'application/zip',
        invoiceZipFilename(periode),
      );
    },
  )
  .openapi(
    apiRoute({
      base: 'print',
      method: 'get',
      path: '/rekap-invoice',
      tags,
      summary: 'Rekap invoice satu periode (xlsx)',
      description: `Satu baris per invoice (nomor, outlet, mitra, periode, subtotal, diskon, pajak, total, status, tanggal bayar) dan baris total; angka sebagai angka. ${periodeNote}`,
      request: { query: periodeQuery },
      errors: [404],
      responses: { 200: { description: 'File xlsx', content: { [XLSX_TYPE]: binary } } },
    }),
    async (c) => {
      const periode = parseExportPeriod(c.req.valid('query').periode);
      const invoices = await loadPeriodInvoices(c.var.db, c.var.actor, periode);
      if (invoices.length === 0) throw notFound(t.errors.notFound);
      return download(
        streamed((out) => writeInvoiceRecapXlsx(invoices, periode, out), 'rekap invoice'),
        XLSX_TYPE,
        invoiceRecapFilename(periode),
      );
    },
  );
