import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idParam } from '../schemas/common';
import {
  standingOrderBody,
  standingOrderGenerateBody,
  standingOrderGenerateResult,
  standingOrderItem,
  standingOrderListQuery,
  standingOrderPauseBody,
} from '../schemas/standing-order';
import {
  deleteStandingOrder,
  generateStandingOrders,
  listStandingOrders,
  pauseStandingOrder,
  resumeStandingOrder,
  saveStandingOrder,
  showStandingOrder,
} from '../services/standing-orders';
import { recordAudit } from '../services/audit';
import { invalid } from '../errors';

const tags = ['Order Rutin'];

/** DOMAIN 17: an outlet's usual order per weekday, made into pending orders by the job timer. */
export const standingOrderRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/standing-order',
      tags,
      summary: 'Daftar order rutin (mitra: outlet sendiri)',
      request: { query: standingOrderListQuery },
      responses: okAnswer(listSchema(standingOrderItem, z.object({})), 'Daftar order rutin'),
    }),
    async (c) => ok(c, await listStandingOrders(c.var.db, c.var.actor, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/standing-order/show/{id}',
      tags,
      summary: 'Detail order rutin',
      request: { params: idParam },
      errors: [404],
      responses: okAnswer(standingOrderItem, 'Order rutin'),
    }),
    async (c) => ok(c, await showStandingOrder(c.var.db, c.var.actor, c.req.valid('param').id)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/standing-order/store',
      tags,
      summary: 'Tambah order rutin untuk satu hari dalam seminggu',
      request: { body: jsonBody(standingOrderBody) },
      responses: okAnswer(standingOrderItem, 'Order rutin yang disimpan'),
    }),
    async (c) => {
      const id = await saveStandingOrder(c.var.db, c.var.actor, c.req.valid('json'));
      return ok(c, await showStandingOrder(c.var.db, c.var.actor, id), t.standingOrder.saved);
    },
  )
  .openapi(
    apiRoute({
      method: 'put',
      path: '/standing-order/update/{id}',
      tags,
      summary: 'Ubah order rutin (order yang sudah dibuat tidak berubah)',
      request: { params: idParam, body: jsonBody(standingOrderBody) },
      errors: [404],
      responses: okAnswer(standingOrderItem, 'Order rutin yang disimpan'),
    }),
    async (c) => {
      const id = await saveStandingOrder(c.var.db, c.var.actor, c.req.valid('json'), c.req.valid('param').id);
      return ok(c, await showStandingOrder(c.var.db, c.var.actor, id), t.standingOrder.saved);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/standing-order/pause/{id}',
      tags,
      summary: 'Jeda order rutin sampai dengan tanggal pengiriman tertentu',
      request: { params: idParam, body: jsonBody(standingOrderPauseBody) },
      errors: [404],
      responses: okAnswer(standingOrderItem, 'Order rutin setelah dijeda'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await pauseStandingOrder(c.var.db, c.var.actor, id, c.req.valid('json').until);
      return ok(c, await showStandingOrder(c.var.db, c.var.actor, id), t.standingOrder.paused);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/standing-order/resume/{id}',
      tags,
      summary: 'Lanjutkan order rutin yang dijeda',
      request: { params: idParam },
      errors: [404],
      responses: okAnswer(standingOrderItem, 'Order rutin setelah dilanjutkan'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await resumeStandingOrder(c.var.db, c.var.actor, id);
      return ok(c, await showStandingOrder(c.var.db, c.var.actor, id), t.standingOrder.resumed);
    },
  )
  .openapi(
    apiRoute({
      method: 'delete',
      path: '/standing-order/delete/{id}',
      tags,
      summary: 'Hapus order rutin (order yang sudah dibuat tetap ada)',
      request: { params: idParam },
      errors: [404],
      responses: okAnswer(z.null(), 'Terhapus'),
    }),
    async (c) => {
      await deleteStandingOrder(c.var.db, c.var.actor, c.req.valid('param').id);
      return ok(c, null, t.standingOrder.removed);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/standing-order/generate',
      tags,
      summary: 'Buat order dari order rutin sekarang (juga dijalankan otomatis oleh timer)',
      // The body is optional: without `until`, each outlet's next open date.
      request: { body: { content: { 'application/json': { schema: standingOrderGenerateBody } }, required: false } },
      responses: okAnswer(standingOrderGenerateResult, 'Order yang dibuat dan yang dilewati'),
    }),
    async (c) => {
      const { actor, db } = c.var;
      const body = standingOrderGenerateBody.safeParse(await c.req.json().catch(() => ({})));
      if (!body.success) throw invalid(t.standingOrder.untilInvalid, { until: t.standingOrder.untilInvalid });
      const result = await generateStandingOrders(db, actor.now, body.data);
      await recordAudit(db, actor, 'generate', 'standing_order', null, { created: result.created });
      return ok(c, result, t.standingOrder.generated(result.created));
    },
  );
