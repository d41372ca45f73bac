import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { orderWindowBody, orderWindowItem, orderWindowList, orderWindowParam } from '../schemas/order-window';
import { listOrderWindows, updateOrderWindow } from '../services/order-window';

const tags = ['Batas Waktu Order'];

/** DOMAIN 17: the order deadline of each price tier (outlets may override theirs). */
export const orderWindowRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/order-window',
      tags,
      summary: 'Batas waktu order per kelompok harga',
      responses: okAnswer(orderWindowList, 'Batas waktu order'),
    }),
    async (c) => ok(c, await listOrderWindows(c.var.db)),
  )
  .openapi(
    apiRoute({
      method: 'put',
      path: '/order-window/update/{branchGroupId}',
      tags,
      summary: 'Ubah batas waktu order sebuah kelompok harga',
      request: { params: orderWindowParam, body: jsonBody(orderWindowBody) },
      errors: [404],
      responses: okAnswer(orderWindowItem, 'Batas waktu order setelah diubah'),
    }),
    async (c) =>
      ok(
        c,
        await updateOrderWindow(c.var.db, c.var.actor, c.req.valid('param').branchGroupId, c.req.valid('json')),
        t.orderWindow.updated,
      ),
  );
