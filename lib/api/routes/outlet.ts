import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listQuery, listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idField, idParam } from '../schemas/common';
import { optionSchema, outletItem, outletStoreBody, outletUpdateBody } from '../schemas/outlet';
import * as outlets from '../services/outlets';

const tags = ['Outlet'];
const branchIdParam = z.object({ branchId: idField });
const formOptions = z.object({
  branch: z.array(optionSchema),
  owners: z.array(optionSchema),
  regions: z.array(z.string()),
});

export const outletRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/outlet',
      tags,
      summary: 'Daftar outlet (mitra: outlet sendiri)',
      request: { query: listQuery },
      responses: okAnswer(listSchema(outletItem, z.object({ branch: z.array(optionSchema) })), 'Daftar outlet'),
    }),
    async (c) => ok(c, await outlets.listOutlets(c.var.db, c.var.actor, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/outlet/create',
      tags,
      summary: 'Pilihan formulir outlet',
      responses: okAnswer(z.object({ options: formOptions }), 'Kelompok harga, mitra, provinsi'),
    }),
    async (c) => ok(c, { options: await outlets.outletFormOptions(c.var.db) }),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/outlet/show/{id}',
      tags,
      summary: 'Detail outlet',
      request: { params: idParam, query: z.object({ type: z.string().optional() }) },
      errors: [404],
      responses: okAnswer(outletItem, 'Outlet'),
    }),
    async (c) => ok(c, await outlets.findOutlet(c.var.db, c.var.actor, c.req.valid('param').id)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/outlet/store',
      tags,
      summary: 'Tambah outlet untuk mitra',
      request: { body: jsonBody(outletStoreBody) },
      responses: okAnswer(outletItem, 'Outlet dibuat'),
    }),
    async (c) => ok(c, await outlets.createOutlet(c.var.db, c.var.actor, c.req.valid('json')), t.outlet.created),
  )
  .openapi(
    apiRoute({
      method: 'patch',
      path: '/outlet/update/{branchId}',
      tags,
      summary: 'Ubah outlet',
      request: { params: branchIdParam, body: jsonBody(outletUpdateBody) },
      errors: [404],
      responses: okAnswer(outletItem, 'Outlet setelah diubah'),
    }),
    async (c) =>
      ok(
        c,
        await outlets.updateOutlet(c.var.db, c.var.actor, c.req.valid('param').branchId, c.req.valid('json')),
        t.outlet.updated,
      ),
  )
  .openapi(
    apiRoute({
      method: 'delete',
      path: '/outlet/delete/{id}',
      tags,
      summary: 'Hapus outlet tanpa riwayat',
      request: { params: idParam },
      errors: [404, 409],
      responses: okAnswer(z.null(), 'Outlet dihapus'),
    }),
    async (c) => {
      await outlets.deleteOutlet(c.var.db, c.var.actor, c.req.valid('param').id);
      return ok(c, null, t.outlet.deleted);
    },
  );
