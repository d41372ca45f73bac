import { ok } from '../envelope';
import { listSchema } from '../list';
import { apiRoute, newRouter, okAnswer } from '../route';
import { deliveryItem, deliveryOptions, deliveryQuery } from '../schemas/delivery';
import { listDeliveries } from '../services/deliveries';

const tags = ['Pengiriman'];

export const deliveryRoutes = newRouter().openapi(
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
);
