import type { Context } from 'hono';
import { z } from 'zod';
import { t } from '../../i18n/id';
import type { AppEnv } from '../context';
import { ok } from '../envelope';
import { validationError } from '../errors';
import { listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idParam, statusFilterOptions } from '../schemas/common';
import {
  adjustmentBody,
  cancelBody,
  orderCreateQuery,
  orderDetail,
  orderFormOptions as orderFormOptionsSchema,
  orderListItem,
  orderListQuery,
  orderShowQuery,
  orderStoreBody,
  orderStoreQuery,
  reorderBody,
  suggestionList,
  suggestQuery,
} from '../schemas/order';
import { assignDriverBody, confirmBulkBody, confirmBulkResult } from '../schemas/route';
import { assignDriver, confirmBulk } from '../services/dispatch';
import { listOrders, orderFormOptions, showOrder } from '../services/order-queries';
import { adjustOrder, cancelOrder, confirmOrder, destroyOrder, saveOrder } from '../services/orders';
import { reorder, suggestOrder } from '../services/order-suggestions';

const tags = ['Order'];

/**
 * A saved order (new, edited, reordered) as the partner is told of it: a held order's message, or
 * the order with the credit warning of warning mode (DOMAIN 19), or `message`.
 */
async function savedOrderAnswer(c: Context<AppEnv>, saved: Awaited<ReturnType<typeof saveOrder>>, message: string) {
  const order = await showOrder(c.var.db, c.var.actor, saved.transactionOrderId);
  const { credit } = saved;
  const held = credit?.mode === 'tahan';
  return ok(
    c,
    { ...order, creditWarning: credit && !held ? t.credit.warning(credit.reason) : null },
    held ? t.credit.heldSaved(credit.reason) : message,
  );
}

export const orderRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/transaction/order',
      tags,
      summary: 'Daftar order (mitra: outlet sendiri)',
      request: { query: orderListQuery },
      responses: okAnswer(listSchema(orderListItem, statusFilterOptions), 'Daftar order'),
    }),
    async (c) => ok(c, await listOrders(c.var.db, c.var.actor, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/transaction/order/create',
      tags,
      summary: 'Pilihan formulir order: produk, tanggal tutup, outlet',
      request: { query: orderCreateQuery },
      errors: [404],
      responses: okAnswer(
        z.object({ options: orderFormOptionsSchema, order: orderDetail.nullable() }),
        'Pilihan formulir',
      ),
    }),
    async (c) => {
      const query = c.req.valid('query');
      const options = await orderFormOptions(c.var.db, c.var.actor, query);
      const order =
        query.type === 'form' && query.transactionOrderId
          ? await showOrder(c.var.db, c.var.actor, query.transactionOrderId)
          : null;
      return ok(c, { options, order });
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/transaction/order/store',
      tags,
      summary: 'Simpan order (type=update&transactionOrderId untuk mengubah)',
      request: { query: orderStoreQuery, body: jsonBody(orderStoreBody) },
      errors: [404, 409],
      responses: okAnswer(orderDetail, 'Order'),
    }),
    async (c) => {
      const query = c.req.valid('query');
      const updating = query.type === 'update' ? query.transactionOrderId : undefined;
      const saved = await saveOrder(c.var.db, c.var.actor, c.req.valid('json'), updating);
      return savedOrderAnswer(c, saved, updating ? t.order.updated : t.dialog.orderSuccessToast);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/transaction/order/store-adjustment/{id}',
      tags,
      summary: 'Penyesuaian order setelah pengiriman',
      request: { params: idParam, body: jsonBody(adjustmentBody) },
      errors: [404, 409],
      responses: okAnswer(orderDetail, 'Order setelah penyesuaian'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await adjustOrder(c.var.db, c.var.actor, id, c.req.valid('json'));
      return ok(c, await showOrder(c.var.db, c.var.actor, id), t.order.adjusted);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/transaction/order/confirm/{id}',
      tags,
      summary: 'Konfirmasi order (stok keluar)',
      request: { params: idParam },
      errors: [404, 409],
      responses: okAnswer(orderDetail, 'Order Berhasil'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await confirmOrder(c.var.db, c.var.actor, id);
      return ok(c, await showOrder(c.var.db, c.var.actor, id), t.messages.orderConfirmed);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/transaction/order/confirm-bulk',
      tags,
      summary: 'Konfirmasi semua order Menunggu satu tanggal (atau yang dipilih)',
      description:
        'Setiap order dalam transaksinya sendiri dengan aturan konfirmasi tunggal: produk yang kurang hanya menggagalkan order yang membutuhkannya. Order terlama lebih dulu.',
      request: { body: jsonBody(confirmBulkBody) },
      responses: okAnswer(confirmBulkResult, 'Jumlah yang dikonfirmasi dan yang gagal dengan alasannya'),
    }),
    async (c) => {
      const result = await confirmBulk(c.var.db, c.var.actor, c.req.valid('json'));
      return ok(c, result, t.dispatch.bulk.done(result.confirmed, result.failed.length));
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/transaction/order/assign-driver',
      tags,
      summary: 'Tugaskan kurir ke order (null: kembali ke kurir rute)',
      request: { body: jsonBody(assignDriverBody) },
      responses: okAnswer(z.object({ updated: z.number() }), 'Jumlah order yang diubah'),
    }),
    async (c) => {
      const result = await assignDriver(c.var.db, c.var.actor, c.req.valid('json'));
      return ok(c, result, t.dispatch.assign.done(result.updated));
    },
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/transaction/order/suggest',
      tags,
      summary: 'Jumlah saran: median pengiriman 4 hari yang sama sebelumnya, per produk dan ukuran',
      request: { query: suggestQuery },
      responses: okAnswer(suggestionList, 'Saran jumlah'),
    }),
    async (c) => ok(c, await suggestOrder(c.var.db, c.var.actor, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/transaction/order/reorder/{id}',
      tags,
      summary: 'Pesan lagi: order baru dengan barang order ini untuk tanggal lain, harga hari ini',
      request: { params: idParam, body: jsonBody(reorderBody) },
      errors: [404],
      responses: okAnswer(orderDetail, 'Order baru'),
    }),
    async (c) =>
      savedOrderAnswer(
        c,
        await reorder(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json')),
        t.order.reordered,
      ),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/transaction/order/cancel/{id}',
      tags,
      summary: 'Batalkan order (staf boleh menyertakan alasan)',
      request: {
        params: idParam,
        body: { content: { 'application/json': { schema: cancelBody } }, required: false },
      },
      errors: [404, 409],
      responses: okAnswer(orderDetail, 'Order Dibatalkan'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      // The reason is optional, and so is the body: the spec's call sends none.
      const body = cancelBody.safeParse(await c.req.json().catch(() => ({})));
      if (!body.success) throw validationError(body.error);
      await cancelOrder(c.var.db, c.var.actor, id, body.data.reason);
      return ok(c, await showOrder(c.var.db, c.var.actor, id), t.messages.orderCancelled);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/transaction/order/destroy/{id}',
      tags,
      summary: 'Hapus order yang dibatalkan',
      request: { params: idParam },
      errors: [404, 409],
      responses: okAnswer(z.null(), 'Order dihapus'),
    }),
    async (c) => {
      await destroyOrder(c.var.db, c.var.actor, c.req.valid('param').id);
      return ok(c, null, t.order.destroyed);
    },
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/transaction/order/show/{id}',
      tags,
      summary: 'Detail order',
      request: { params: idParam, query: orderShowQuery },
      errors: [404],
      responses: okAnswer(orderDetail, 'Order'),
    }),
    async (c) => ok(c, await showOrder(c.var.db, c.var.actor, c.req.valid('param').id)),
  );
