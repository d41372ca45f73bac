import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idParam } from '../schemas/common';
import { validationError } from '../errors';
import {
  approveProductionBody,
  productionBody,
  productionCreateForm,
  productionDetail,
  productionItem,
  productionListOptions,
  productionListQuery,
  productionOptionsQuery,
  productionShowQuery,
} from '../schemas/production';
import * as queries from '../services/production-queries';
import * as productions from '../services/productions';

const tags = ['Produksi'];

export const productionRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/production',
      tags,
      summary: 'Daftar produksi, terbaru dulu',
      request: { query: productionListQuery },
      responses: okAnswer(listSchema(productionItem, productionListOptions), 'Daftar produksi'),
    }),
    async (c) => ok(c, await queries.listProductions(c.var.db, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/production/create',
      tags,
      summary: 'Produk dan bahan baku untuk formulir produksi',
      request: { query: productionOptionsQuery },
      responses: okAnswer(productionCreateForm, 'Sampai 100 produk dengan stok sekarang'),
    }),
    async (c) => ok(c, await queries.productionProductOptions(c.var.db, c.req.valid('query').search)),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/production/show/{id}',
      tags,
      summary: 'Detail produksi',
      request: { params: idParam, query: productionShowQuery },
      errors: [404],
      responses: okAnswer(productionDetail, 'Produksi dengan barisnya'),
    }),
    async (c) => ok(c, await queries.showProduction(c.var.db, c.req.valid('param').id)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/production/store',
      tags,
      summary: 'Catat produksi (menunggu persetujuan; stok belum berubah)',
      request: { body: jsonBody(productionBody) },
      responses: okAnswer(productionDetail, 'Produksi dicatat'),
    }),
    async (c) =>
      ok(c, await productions.createProduction(c.var.db, c.var.actor, c.req.valid('json')), t.production.created),
  )
  .openapi(
    apiRoute({
      method: 'put',
      path: '/production/update/{id}',
      tags,
      summary: 'Ubah produksi yang masih menunggu',
      request: { params: idParam, body: jsonBody(productionBody) },
      errors: [404, 409],
      responses: okAnswer(productionDetail, 'Produksi setelah diubah'),
    }),
    async (c) =>
      ok(
        c,
        await productions.updateProduction(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json')),
        t.production.updated,
      ),
  )
  .openapi(
    apiRoute({
      method: 'delete',
      path: '/production/delete/{id}',
      tags,
      summary: 'Hapus produksi yang masih menunggu',
      request: { params: idParam },
      errors: [404, 409],
      responses: okAnswer(z.null(), 'Produksi dihapus'),
    }),
    async (c) => {
      await productions.deleteProduction(c.var.db, c.var.actor, c.req.valid('param').id);
      return ok(c, null, t.production.deleted);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/production/accept/{id}',
      tags,
      summary: 'Setujui produksi: produk jadi masuk, bahan baku keluar dari stok',
      description:
        'made (pilihan): hasil baik per produk yang dibuat, paling banyak sesuai rencana; sisanya afkir. Tanpa made: sesuai rencana.',
      request: {
        params: idParam,
        body: { content: { 'application/json': { schema: approveProductionBody } }, required: false },
      },
      errors: [404, 409],
      responses: okAnswer(productionDetail, 'Produksi setelah disetujui'),
    }),
    async (c) => {
      // The body is optional: the spec's call sends none, and then every line counts as planned.
      const body = approveProductionBody.safeParse(await c.req.json().catch(() => ({})));
      if (!body.success) throw validationError(body.error);
      const approved = await productions.approveProduction(c.var.db, c.var.actor, c.req.valid('param').id, body.data);
      return ok(c, approved, t.messages.productionApproved);
    },
  );
