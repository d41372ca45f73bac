import { z } from 'zod';
import { ok } from '../envelope';
import { handleNotification, notificationBody, startOnlinePayment } from '../payments/online-payment';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idField } from '../schemas/common';

const tags = ['Pembayaran Online'];

export const midtransRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'post',
      path: '/midtrans/store',
      tags,
      summary: 'Buat pembayaran Midtrans Snap untuk invoice',
      request: { body: jsonBody(z.object({ transactionId: idField })) },
      errors: [404, 409],
      responses: okAnswer(
        z.object({ redirect_url: z.string(), token: z.string(), orderId: z.string() }),
        'Halaman pembayaran',
      ),
    }),
    async (c) => ok(c, await startOnlinePayment(c.var.db, c.var.actor, c.req.valid('json').transactionId)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/midtrans/notification',
      tags,
      summary: 'Notifikasi HTTP dari Midtrans (tanda tangan SHA-512)',
      request: { body: jsonBody(notificationBody) },
      errors: [404, 409],
      responses: okAnswer(z.object({ applied: z.boolean() }), 'Diterima'),
    }),
    async (c) => ok(c, await handleNotification(c.var.db, c.req.valid('json'), c.var.now)),
  );
