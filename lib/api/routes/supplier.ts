import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listQuery, listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idParam } from '../schemas/common';
import { supplierBody, supplierDetail, supplierItem, supplierOptions, supplierProductsBody } from '../schemas/supplier';
import * as supplier from '../services/suppliers';

const tags = ['Supplier'];

export const supplierRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/supplier',
      tags,
      summary: 'Daftar supplier',
      request: { query: listQuery },
      responses: okAnswer(listSchema(supplierItem, supplierOptions), 'Daftar supplier'),
    }),
    async (c) => ok(c, await supplier.listSuppliers(c.var.db, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/supplier/show/{id}',
      tags,
      summary: 'Detail supplier',
      request: { params: idParam },
      errors: [404],
      responses: okAnswer(supplierDetail, 'Supplier dan produk yang dijualnya'),
    }),
    async (c) => ok(c, await supplier.showSupplierDetail(c.var.db, c.req.valid('param').id)),
  )
  .openapi(
    apiRoute({
      method: 'put',
      path: '/supplier/update-products/{id}',
      tags,
      summary: 'Ganti daftar produk yang dijual supplier (harga, waktu kirim, pemasok utama)',
      request: { params: idParam, body: jsonBody(supplierProductsBody) },
      errors: [404],
      responses: okAnswer(supplierDetail, 'Supplier dan produk yang dijualnya'),
    }),
    async (c) =>
      ok(
        c,
        await supplier.updateSupplierProducts(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json')),
        t.supplier.productsSaved,
      ),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/supplier/store',
      tags,
      summary: 'Tambah supplier',
      request: { body: jsonBody(supplierBody) },
      responses: okAnswer(supplierItem, 'Supplier yang dibuat'),
    }),
    async (c) => ok(c, await supplier.createSupplier(c.var.db, c.var.actor, c.req.valid('json')), t.supplier.created),
  )
  .openapi(
    apiRoute({
      method: 'patch',
      path: '/supplier/update/{id}',
      tags,
      summary: 'Ubah supplier',
      request: { params: idParam, body: jsonBody(supplierBody) },
      errors: [404],
      responses: okAnswer(supplierItem, 'Supplier setelah diubah'),
    }),
    async (c) =>
      ok(
        c,
        await supplier.updateSupplier(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json')),
        t.supplier.updated,
      ),
  )
  .openapi(
    apiRoute({
      method: 'delete',
      path: '/supplier/delete/{id}',
      tags,
      summary: 'Hapus supplier tanpa riwayat pengadaan',
      request: { params: idParam },
      errors: [404, 409],
      responses: okAnswer(z.null(), 'Supplier dihapus'),
    }),
    async (c) => {
      await supplier.deleteSupplier(c.var.db, c.var.actor, c.req.valid('param').id);
      return ok(c, null, t.supplier.deleted);
    },
  );
