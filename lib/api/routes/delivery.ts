import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idParam, statusFilterOptions } from '../schemas/common';
import { orderDetail } from '../schemas/order';
import { deliveryConfirmBody, disputeBody, disputeItem, disputeListQuery, resolveDisputeBody } from '../schemas/route';
import { confirmDelivery, disputeDelivery, listDisputes, resolveDispute } from '../services/delivery-proof';
import { showOrder } from '../services/order-queries';
import { deliveryItem, deliveryOptions, deliveryQuery } from '../schemas/delivery';
import { listDeliveries } from '../services/deliveries';

const tags = ['Pengiriman'];

export const deliveryRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/delivery',
      tags,
      summary: 'Daftar pengiriman per tanggal',
      description:
        'Order untuk satu tanggal pengiriman (bawaan hari ini, WIB), urut nama outlet, dengan alamat, telepon, mitra, kurir dan isi order; 100 per halaman. ' +
        'Tanpa status: Menunggu dan Berhasil. transactionOrderId tanpa tanggal/status: order itu apa pun tanggal dan statusnya. mine=true: hanya order dengan kurir = pemanggil.',
      request: { query: deliveryQuery },
      responses: okAnswer(listSchema(deliveryItem, deliveryOptions), 'Daftar pengiriman'),
    }),
    async (c) => ok(c, await listDeliveries(c.var.db, c.var.actor, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/delivery/confirm/{id}',
      tags,
      summary: 'Bukti kirim: penerima, foto, posisi, jumlah terkirim per baris',
      description:
        'Baris yang tidak dikirim dianggap terkirim penuh. Kekurangan wajib beralasan (kurang, rusak, salah_kirim) dan menjadi penyesuaian oleh kurir (stok kembali, tagihan belum lunas dihitung ulang). clientKey yang sama dua kali: satu efek.',
      request: { params: idParam, body: jsonBody(deliveryConfirmBody) },
      errors: [404, 409],
      responses: okAnswer(orderDetail, 'Order dengan bukti kirim'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await confirmDelivery(c.var.db, c.var.actor, id, c.req.valid('json'));
      return ok(c, await showOrder(c.var.db, c.var.actor, id), t.dispatch.proof.done);
    },
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/delivery/dispute',
      tags,
      summary: 'Keberatan pengiriman dari mitra',
      request: { query: disputeListQuery },
      responses: okAnswer(listSchema(disputeItem, statusFilterOptions), 'Daftar keberatan'),
    }),
    async (c) => ok(c, await listDisputes(c.var.db, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/delivery/dispute/{id}',
      tags,
      summary: 'Ajukan keberatan atas pengiriman (mitra, 24 jam sejak diterima)',
      request: { params: idParam, body: jsonBody(disputeBody) },
      errors: [404, 409],
      responses: okAnswer(orderDetail, 'Order dengan keberatan'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await disputeDelivery(c.var.db, c.var.actor, id, c.req.valid('json'));
      return ok(c, await showOrder(c.var.db, c.var.actor, id), t.dispatch.dispute.done);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/delivery/dispute/resolve/{id}',
      tags,
      summary: 'Selesaikan keberatan (setelah penyesuaian bila perlu)',
      request: { params: idParam, body: jsonBody(resolveDisputeBody) },
      errors: [404, 409],
      responses: okAnswer(z.null(), 'Keberatan selesai'),
    }),
    async (c) => {
      await resolveDispute(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json'));
      return ok(c, null, t.dispatch.dispute.resolved);
    },
  );
