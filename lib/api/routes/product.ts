import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import {
  priceListItem,
  priceListOptions,
  priceListQuery,
  productCreateForm,
  productDetail,
  productIdParam,
  productItem,
  productListOptions,
  productListQuery,
  productShowQuery,
  productStoreBody,
  productUpdateBody,
  queueBody,
  queueSaved,
} from '../schemas/product';
import * as products from '../services/products';

const tags = ['Produk'];

export const productRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/product',
      tags,
      summary: 'Daftar produk (mitra: yang dapat dipesan, harga kelompoknya)',
      request: { query: productListQuery },
      responses: okAnswer(listSchema(productItem, productListOptions), 'Daftar produk menurut urutan'),
    }),
    async (c) => ok(c, await products.listProducts(c.var.db, c.var.actor, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/product/create',
      tags,
      summary: 'Pilihan formulir produk dan kode berikutnya',
      responses: okAnswer(productCreateForm, 'Jenis, satuan, kelompok harga, kode usulan'),
    }),
    async (c) => ok(c, await products.productCreateForm(c.var.db, c.var.actor)),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/product/show/{id}',
      tags,
      summary: 'Detail produk dengan harga per kelompok',
      request: { params: productIdParam, query: productShowQuery },
      errors: [404],
      responses: okAnswer(productDetail, 'Produk'),
    }),
    async (c) => ok(c, await products.showProduct(c.var.db, c.var.actor, c.req.valid('param').id)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/product/store',
      tags,
      summary: 'Tambah produk',
      request: { body: jsonBody(productStoreBody) },
      responses: okAnswer(productDetail, 'Produk dibuat'),
    }),
    async (c) => ok(c, await products.createProduct(c.var.db, c.var.actor, c.req.valid('json')), t.product.created),
  )
  .openapi(
    apiRoute({
      method: 'patch',
      path: '/product/update/{id}',
      tags,
      summary: 'Ubah produk dan harganya',
      request: { params: productIdParam, body: jsonBody(productUpdateBody) },
      errors: [404],
      responses: okAnswer(productDetail, 'Produk setelah diubah'),
    }),
    async (c) =>
      ok(
        c,
        await products.updateProduct(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json')),
        t.product.updated,
      ),
  )
  .openapi(
    apiRoute({
      method: 'delete',
      path: '/product/delete/{id}',
      tags,
      summary: 'Hapus produk tanpa riwayat',
      request: { params: productIdParam },
      errors: [404, 409],
      responses: okAnswer(z.null(), 'Produk dihapus'),
    }),
    async (c) => {
      await products.deleteProduct(c.var.db, c.var.actor, c.req.valid('param').id);
      return ok(c, null, t.product.deleted);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/product/update-queue-product',
      tags,
      summary: 'Simpan urutan produk',
      request: { body: jsonBody(queueBody) },
      responses: okAnswer(queueSaved, 'Urutan lengkap setelah disimpan'),
    }),
    async (c) =>
      ok(
        c,
        await products.saveProductQueue(c.var.db, c.var.actor, c.req.valid('json').productIds),
        t.messages.productQueueSaved,
      ),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/product-price',
      tags,
      summary: 'Daftar harga produk per kelompok harga',
      request: { query: priceListQuery },
      responses: okAnswer(listSchema(priceListItem, priceListOptions), 'Harga per produk'),
    }),
    async (c) => ok(c, await products.listProductPrices(c.var.db, c.var.actor, c.req.valid('query'))),
  );
