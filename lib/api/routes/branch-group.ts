import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import {
  bulkPriceBody,
  bulkPriceResult,
  tierItem,
  tierListQuery,
  tierOptions,
  tierPriceList,
  tierStoreBody,
  tierUpdateBody,
} from '../schemas/branch-group';
import { idParam } from '../schemas/common';
import * as tiers from '../services/tiers';

const tags = ['Kelompok Harga'];

/** Price tiers (Kelompok Harga) with their terms: cut-off, payment term, return policy, reminders. */
export const branchGroupRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/branch-group',
      tags,
      summary: 'Daftar kelompok harga dengan ketentuannya',
      request: { query: tierListQuery },
      responses: okAnswer(listSchema(tierItem, tierOptions), 'Daftar kelompok harga'),
    }),
    async (c) => ok(c, await tiers.listTiers(c.var.db, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/branch-group/show/{id}',
      tags,
      summary: 'Detail kelompok harga',
      request: { params: idParam },
      errors: [404],
      responses: okAnswer(tierItem, 'Kelompok harga'),
    }),
    async (c) => ok(c, await tiers.showTier(c.var.db, c.req.valid('param').id)),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/branch-group/prices/{id}',
      tags,
      summary: 'Harga produk di kelompok harga ini (pilihan untuk ubah harga massal)',
      request: { params: idParam },
      errors: [404],
      responses: okAnswer(tierPriceList, 'Produk dan harganya'),
    }),
    async (c) => ok(c, await tiers.tierPrices(c.var.db, c.req.valid('param').id)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/branch-group/store',
      tags,
      summary: 'Tambah kelompok harga (ketentuan bawaan bila tidak diisi)',
      request: { body: jsonBody(tierStoreBody) },
      responses: okAnswer(tierItem, 'Kelompok harga yang dibuat'),
    }),
    async (c) => ok(c, await tiers.createTier(c.var.db, c.var.actor, c.req.valid('json')), t.tier.created),
  )
  .openapi(
    apiRoute({
      method: 'put',
      path: '/branch-group/update/{id}',
      tags,
      summary: 'Ubah kelompok harga dan ketentuannya dalam satu formulir',
      request: { params: idParam, body: jsonBody(tierUpdateBody) },
      errors: [404],
      responses: okAnswer(tierItem, 'Kelompok harga setelah diubah'),
    }),
    async (c) =>
      ok(
        c,
        await tiers.updateTier(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json')),
        t.tier.updated,
      ),
  )
  .openapi(
    apiRoute({
      method: 'delete',
      path: '/branch-group/delete/{id}',
      tags,
      summary: 'Hapus kelompok harga yang tidak dipakai outlet atau harga',
      request: { params: idParam },
      errors: [404, 409],
      responses: okAnswer(z.null(), 'Kelompok harga dihapus'),
    }),
    async (c) => {
      await tiers.deleteTier(c.var.db, c.var.actor, c.req.valid('param').id);
      return ok(c, null, t.tier.deleted);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/branch-group/bulk-price/{id}',
      tags,
      summary: 'Ubah harga banyak produk sekaligus (persen atau nominal), dengan pratinjau',
      description: 'apply=false (bawaan): hanya pratinjau. apply=true: disimpan dalam satu transaksi dan diaudit.',
      request: { params: idParam, body: jsonBody(bulkPriceBody) },
      errors: [404],
      responses: okAnswer(bulkPriceResult, 'Harga lama dan baru per produk'),
    }),
    async (c) => {
      const result = await tiers.bulkUpdatePrices(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json'));
      return ok(
        c,
        result,
        result.applied ? t.tier.bulk.applied(result.lines.length) : t.tier.bulk.previewed(result.lines.length),
      );
    },
  );
