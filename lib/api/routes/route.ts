import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listQuery, listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idParam } from '../schemas/common';
import { routeBody, routeItem, routeOptions } from '../schemas/route';
import * as routes from '../services/routes';

const tags = ['Rute'];

/** Delivery routes (DOMAIN 18): a driver and the outlets they visit, in order. */
export const routeRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/route',
      tags,
      summary: 'Daftar rute pengiriman dengan kurir dan urutan outlet',
      request: { query: listQuery },
      responses: okAnswer(listSchema(routeItem, routeOptions), 'Daftar rute'),
    }),
    async (c) => ok(c, await routes.listRoutes(c.var.db, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/route/show/{id}',
      tags,
      summary: 'Detail rute',
      request: { params: idParam },
      errors: [404],
      responses: okAnswer(routeItem, 'Rute'),
    }),
    async (c) => ok(c, await routes.showRoute(c.var.db, c.req.valid('param').id)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/route/store',
      tags,
      summary: 'Tambah rute',
      description: 'Satu outlet paling banyak di satu rute: 422 menyebut rute lainnya.',
      request: { body: jsonBody(routeBody) },
      responses: okAnswer(routeItem, 'Rute yang dibuat'),
    }),
    async (c) => ok(c, await routes.createRoute(c.var.db, c.var.actor, c.req.valid('json')), t.dispatch.route.created),
  )
  .openapi(
    apiRoute({
      method: 'put',
      path: '/route/update/{id}',
      tags,
      summary: 'Ubah rute (nama, kurir, urutan outlet)',
      request: { params: idParam, body: jsonBody(routeBody) },
      errors: [404],
      responses: okAnswer(routeItem, 'Rute setelah diubah'),
    }),
    async (c) =>
      ok(
        c,
        await routes.updateRoute(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json')),
        t.dispatch.route.updated,
      ),
  )
  .openapi(
    apiRoute({
      method: 'delete',
      path: '/route/delete/{id}',
      tags,
      summary: 'Hapus rute',
      request: { params: idParam },
      errors: [404],
      responses: okAnswer(z.null(), 'Rute dihapus'),
    }),
    async (c) => {
      await routes.deleteRoute(c.var.db, c.var.actor, c.req.valid('param').id);
      return ok(c, null, t.dispatch.route.deleted);
    },
  );
