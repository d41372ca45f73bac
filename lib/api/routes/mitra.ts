import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listQuery, listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idField, idParam } from '../schemas/common';
import { mitraCreated, mitraDetail, mitraItem, mitraOptions, mitraStoreBody, mitraUpdateBody } from '../schemas/mitra';
import * as mitra from '../services/mitra';

const tags = ['Mitra'];
const userIdParam = z.object({ userId: idField });
const showQuery = z.object({ type: z.string().optional() });

export const mitraRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/mitra',
      tags,
      summary: 'Daftar mitra',
      request: { query: listQuery },
      responses: okAnswer(listSchema(mitraItem, mitraOptions), 'Daftar mitra'),
    }),
    async (c) => ok(c, await mitra.listMitra(c.var.db, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/mitra/create',
      tags,
      summary: 'Pilihan formulir mitra',
      responses: okAnswer(z.object({ options: mitraOptions }), 'Kelompok harga dan provinsi'),
    }),
    async (c) => ok(c, { options: await mitra.mitraOptions(c.var.db) }),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/mitra/show/{id}',
      tags,
      summary: 'Detail mitra',
      request: { params: idParam, query: showQuery },
      errors: [404],
      responses: okAnswer(mitraDetail, 'Mitra dan outletnya'),
    }),
    async (c) => ok(c, await mitra.showMitra(c.var.db, c.var.actor, c.req.valid('param').id)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/mitra/store',
      tags,
      summary: 'Tambah mitra dengan outlet pertamanya',
      request: { body: jsonBody(mitraStoreBody) },
      responses: okAnswer(mitraCreated, 'Mitra dibuat; password sementara sekali tampil'),
    }),
    async (c) => ok(c, await mitra.createMitra(c.var.db, c.var.actor, c.req.valid('json')), t.mitra.created),
  )
  .openapi(
    apiRoute({
      method: 'patch',
      path: '/mitra/update/{userId}',
      tags,
      summary: 'Ubah mitra dan outletnya',
      request: { params: userIdParam, body: jsonBody(mitraUpdateBody) },
      errors: [404],
      responses: okAnswer(mitraDetail, 'Mitra setelah diubah'),
    }),
    async (c) =>
      ok(
        c,
        await mitra.updateMitra(c.var.db, c.var.actor, c.req.valid('param').userId, c.req.valid('json')),
        t.mitra.updated,
      ),
  )
  .openapi(
    apiRoute({
      method: 'delete',
      path: '/mitra/delete/{id}',
      tags,
      summary: 'Hapus mitra tanpa riwayat',
      request: { params: idParam },
      errors: [404, 409],
      responses: okAnswer(z.null(), 'Mitra dihapus'),
    }),
    async (c) => {
      await mitra.deleteMitra(c.var.db, c.var.actor, c.req.valid('param').id);
      return ok(c, null, t.mitra.deleted);
    },
  );
