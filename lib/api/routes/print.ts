import { PassThrough } from 'node:stream';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { BINARY as binary, download } from '../exports/download';
import { notFound } from '../errors';
import { countOrdersInRange, loadRecap, parseRecapRange, recapFilename, writeRecapXlsx } from '../exports/count-order';
import { deliveryPackFilename, deliveryPackPdf, loadDeliveryPack } from '../exports/delivery-pack';
import { creamLabelPdf, labelFilename, loadCreamLabels, parseLabelDate } from '../exports/label-cream';
import { apiRoute, envelopeSchema, newRouter } from '../route';
import { countOrderCheck, countOrderQuery, labelCreamQuery, XLSX_TYPE } from '../schemas/print';
import { deliveryPackQuery } from '../schemas/route';
import { companySettingsOf } from '../services/company';

const tags = ['Cetak'];

export const printRoutes = newRouter()
  .openapi(
    apiRoute({
      base: 'print',
      method: 'get',
      path: '/count-order',
      tags,
      summary: 'Rekap order per produk dan outlet (xlsx)',
      description:
        'Dengan check=true: amplop JSON berisi jumlah order, atau 404 "Data tidak ditemukan." bila tidak ada. Tanpa check: file xlsx (satu baris per produk dan ukuran, ' +
        'urut antrean produk; satu kolom per outlet; kolom dan baris total). Order Dibatalkan tidak dihitung. Rentang paling lama 62 hari.',
      request: { query: countOrderQuery },
      errors: [404],
      responses: {
        200: {
          description: 'Jumlah order (check=true) atau file xlsx',
          content: { 'application/json': { schema: envelopeSchema(countOrderCheck) }, [XLSX_TYPE]: binary },
        },
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const range = parseRecapRange(query);
      const orders = await countOrdersInRange(c.var.db, c.var.actor, range);
      if (orders === 0) throw notFound(t.errors.notFound);
      if (query.check === 'true' || query.check === '1')
        return ok(c, { count: orders, ...range }, t.exports.ordersFound(orders));

      const recap = await loadRecap(c.var.db, c.var.actor, range);
      const out = new PassThrough();
      writeRecapXlsx(recap, out).catch((err: unknown) => {
        console.error('[print] rekap order gagal ditulis:', err);
        out.destroy(err as Error);
      });
      return download(out, XLSX_TYPE, recapFilename(range));
    },
  )
  .openapi(
    apiRoute({
      base: 'print',
      method: 'get',
      path: '/export-label-cream',
      tags,
      summary: 'Label produk krim untuk satu tanggal pengiriman (PDF)',
      description:
        'Tanpa date: 422 "Tanggal Pengiriman Wajib Diisi!". Satu label per baris order berlabel (order tidak Dibatalkan), 21 label per halaman A4. Tanpa label: 404.',
      request: { query: labelCreamQuery },
      errors: [404],
      responses: { 200: { description: 'File PDF label', content: { 'application/pdf': binary } } },
    }),
    async (c) => {
      const date = parseLabelDate(c.req.valid('query').date);
      const labels = await loadCreamLabels(c.var.db, c.var.actor, date);
      if (labels.length === 0) throw notFound(t.errors.notFound);
      return download(creamLabelPdf(labels, date), 'application/pdf', labelFilename(date));
    },
  )
  .openapi(
    apiRoute({
      base: 'print',
      method: 'get',
      path: '/export-delivery-pack',
      tags,
      summary: 'Surat jalan dan lembar rute untuk satu tanggal pengiriman (PDF)',
      description:
        'Per rute: lembar rute (urutan outlet, alamat, telepon, muatan per produk dan ukuran), lalu satu surat jalan SJ/YYYY/MM/NNNN per order dengan kotak tanda tangan Pengirim dan Penerima. Order tanpa rute di akhir ("Tanpa rute"). Tanpa order: 404.',
      request: { query: deliveryPackQuery },
      errors: [404],
      responses: { 200: { description: 'File PDF surat jalan', content: { 'application/pdf': binary } } },
    }),
    async (c) => {
      const { date } = c.req.valid('query');
      const routes = await loadDeliveryPack(c.var.db, date);
      if (routes.length === 0) throw notFound(t.dispatch.pack.empty);
      // The bakery's own name (Identitas Usaha), as on its invoices and statements.
      const { name } = await companySettingsOf(c.var.db);
      return download(deliveryPackPdf(routes, date, name), 'application/pdf', deliveryPackFilename(date));
    },
  );
