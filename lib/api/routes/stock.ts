import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { z } from 'zod';
import {
  expiringItem,
  writeOffBody,
  writeOffResult,
  stockFormItem,
  stockFormQuery,
  stockHistoryOptions,
  stockHistoryQuery,
  stockItem,
  stockListOptions,
  stockListQuery,
  stockMovementItem,
  stockProductParam,
  stockUpdateBody,
  stockUpdated,
} from '../schemas/stock';
import * as stock from '../services/stock';

const tags = ['Stok'];

export const stockRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/stock',
      tags,
      summary: 'Daftar stok produk',
      description:
        'Stok saat ini per produk, urut nama; type = bahan_baku | bahan_jadi | kosong (semua); search mencari kode dan nama.',
      request: { query: stockListQuery },
      responses: okAnswer(listSchema(stockItem, stockListOptions), 'Produk dengan stok dan waktu perubahan terakhir'),
    }),
    async (c) => ok(c, await stock.listStock(c.var.db, c.req.valid('query'), c.var.actor.now)),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/stock/create',
      tags,
      summary: 'Daftar produk untuk formulir penyesuaian stok',
      description: 'Halaman berisi 100 produk secara bawaan, urut nama.',
      request: { query: stockFormQuery },
      responses: okAnswer(listSchema(stockFormItem, stockListOptions), 'Produk dengan satuan dan stok saat ini'),
    }),
    async (c) => ok(c, await stock.stockFormProducts(c.var.db, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/stock/show/{productId}',
      tags,
      summary: 'Riwayat stok satu produk',
      description:
        'Buku besar stok produk, terbaru dulu. inBound=true hanya masuk, inBound=false hanya keluar. Produknya ada di options.product.',
      request: { params: stockProductParam, query: stockHistoryQuery },
      errors: [404],
      responses: okAnswer(listSchema(stockMovementItem, stockHistoryOptions), 'Perubahan stok dan produknya'),
    }),
    async (c) =>
      ok(c, await stock.stockHistory(c.var.db, c.req.valid('param').productId, c.req.valid('query'), c.var.actor.now)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/stock/update',
      tags,
      summary: 'Sesuaikan stok',
      description:
        'qty bertanda (negatif = keluar); baris 0 diabaikan; notes wajib. Satu transaksi: bila satu produk akan di bawah nol, seluruh penyesuaian ditolak (422) dengan nama produk dan sisa stoknya.',
      request: { body: jsonBody(stockUpdateBody) },
      responses: okAnswer(stockUpdated, 'Stok produk yang berubah setelah disesuaikan'),
    }),
    async (c) => ok(c, await stock.adjustStock(c.var.db, c.var.actor, c.req.valid('json')), t.messages.stockUpdated),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/stock/expiring',
      tags,
      summary: 'Produk dengan lot kedaluwarsa atau segera kedaluwarsa (dua hari)',
      responses: okAnswer(z.array(expiringItem), 'Stok kedaluwarsa dan segera kedaluwarsa'),
    }),
    async (c) => ok(c, await stock.expiringStock(c.var.db, c.var.actor.now)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/stock/write-off-expired',
      tags,
      summary: 'Hapus stok kedaluwarsa sebagai buangan (satu produk atau semua)',
      request: { body: jsonBody(writeOffBody) },
      errors: [409],
      responses: okAnswer(writeOffResult, 'Berapa produk dan lot yang dihapus'),
    }),
    async (c) => {
      const result = await stock.writeOffExpired(c.var.db, c.var.actor, c.req.valid('json').productId);
      return ok(c, result, t.stock.writtenOff(result.products));
    },
  );
