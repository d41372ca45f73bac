import type { Readable } from 'node:stream';
import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { BINARY, download } from '../exports/download';
import { statementPdf } from '../exports/statement-pdf';
import { listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idField, idParam } from '../schemas/common';
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
import { rejectPayment } from '../services/invoice-payments';
import { listReceivables } from '../services/receivables';
import { companySettingsOf } from '../services/company';
import { loadStatement } from '../services/statement';
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
    async (c) => {
      const made = await makeReminders(c.var.db, c.var.actor.now);
      return ok(c, made, t.receivables.generated(made.created));
    },
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

const statementQuery = z.object({
  partnerId: z.preprocess((v) => (v === '' ? undefined : v), idField.optional()),
  from: z.string().max(20).optional().describe('YYYY-MM-DD, wajib'),
  to: z.string().max(20).optional().describe('YYYY-MM-DD, wajib; paling lama 366 hari dari "from"'),
});

/** The partner's statement on the print base (DOMAIN 19): staff for any partner, a partner its own. */
export const statementPrintRoutes = newRouter().openapi(
  apiRoute({
    base: 'print',
    method: 'get',
    path: '/export-statement',
    tags,
    summary: 'Kartu piutang satu mitra (PDF): saldo awal, invoice, pembayaran, saldo akhir',
    request: { query: statementQuery },
    errors: [404],
    responses: { 200: { description: 'File PDF', content: { 'application/pdf': BINARY } } },
  }),
  async (c) => {
    const statement = await loadStatement(c.var.db, c.var.actor, c.req.valid('query'));
    const company = await companySettingsOf(c.var.db);
    const slug =
      statement.partner.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'mitra';
    return download(
      statementPdf(statement, company, c.var.actor.now) as unknown as Readable,
      'application/pdf',
      t.statement.filename(slug, statement.from, statement.to),
    );
  },
);
