import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idParam } from '../schemas/common';
import { invoiceDetail } from '../schemas/invoice';
import {
  rejectPaymentBody,
  releaseOrderBody,
  receivablesList,
  receivablesQuery,
  reminderItem,
  reminderListQuery,
} from '../schemas/receivables';
import { releaseOrder } from '../services/credit';
import { showInvoice } from '../services/invoice-queries';
import { rejectPayment } from '../services/invoices';
import { listReceivables } from '../services/receivables';
import { listReminders, makeReminders, markReminderSent } from '../services/reminders';

const tags = ['Piutang'];

/** DOMAIN 19: who owes what and for how long, the reminders, and sending a payment proof back. */
export const receivablesRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/receivables',
      tags,
      summary: 'Umur piutang per mitra (mitra: miliknya sendiri)',
      request: { query: receivablesQuery },
      responses: okAnswer(receivablesList, 'Piutang per mitra dan totalnya'),
    }),
    async (c) => ok(c, await listReceivables(c.var.db, c.var.actor, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/reminder',
      tags,
      summary: 'Antrean pengingat pembayaran (yang perlu dikirim dulu)',
      request: { query: reminderListQuery },
      responses: okAnswer(listSchema(reminderItem, z.object({})), 'Daftar pengingat'),
    }),
    async (c) => ok(c, await listReminders(c.var.db, c.var.actor, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/reminder/generate',
      tags,
      summary: 'Buat pengingat yang jatuh hari ini sekarang (yang dikerjakan timer setiap jam)',
      responses: okAnswer(z.object({ created: z.number() }), 'Jumlah pengingat baru'),
    }),
    async (c) => ok(c, await makeReminders(c.var.db, c.var.actor.now)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/reminder/mark-sent/{id}',
      tags,
      summary: 'Tandai pengingat terkirim (setelah dikirim lewat WhatsApp)',
      request: { params: idParam },
      errors: [404, 409],
      responses: okAnswer(z.null(), 'Ditandai'),
    }),
    async (c) => {
      await markReminderSent(c.var.db, c.var.actor, c.req.valid('param').id);
      return ok(c, null, t.receivables.markedSent);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/transaction/order/release/{id}',
      tags: ['Order'],
      summary: 'Lepas order yang ditahan kontrol kredit, dengan alasan (Ditahan -> Menunggu)',
      request: { params: idParam, body: jsonBody(releaseOrderBody) },
      errors: [404, 409],
      responses: okAnswer(z.null(), 'Dilepas'),
    }),
    async (c) => {
      await releaseOrder(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json').reason);
      return ok(c, null, t.credit.released);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/transaction/reject-payment/{id}',
      tags: ['Transaksi'],
      summary: 'Tolak bukti pembayaran dengan alasan (Proses -> Belum Bayar)',
      request: { params: idParam, body: jsonBody(rejectPaymentBody) },
      errors: [404, 409],
      responses: okAnswer(invoiceDetail, 'Invoice'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await rejectPayment(c.var.db, c.var.actor, id, c.req.valid('json'));
      return ok(c, await showInvoice(c.var.db, c.var.actor, id), t.receivables.rejected);
    },
  );
