import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { validationError } from '../errors';
import { generateInvoices } from '../invoicing/generate';
import { listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idParam, statusFilterOptions } from '../schemas/common';
import {
  acceptPaymentBody,
  adjustmentInvoiceBody,
  confirmPaymentBody,
  invoiceDetail,
  invoiceListItem,
  invoiceListQuery,
  invoiceStoreQuery,
  manualInvoiceBody,
} from '../schemas/invoice';
import { listInvoices, showInvoice } from '../services/invoice-queries';
import { acceptPayment, confirmPayment } from '../services/invoice-payments';
import { adjustInvoice, createManualInvoice } from '../services/invoices';
import { invoiceFormOptions } from '../services/invoice-form';

const tags = ['Transaksi'];
const generated = z.object({ created: z.number(), updated: z.number() });

export const invoiceRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/transaction',
      tags,
      summary: 'Daftar invoice (mitra: outlet sendiri)',
      request: { query: invoiceListQuery },
      responses: okAnswer(listSchema(invoiceListItem, statusFilterOptions), 'Daftar invoice'),
    }),
    async (c) => ok(c, await listInvoices(c.var.db, c.var.actor, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/transaction/create',
      tags,
      summary: 'Pilihan invoice manual: outlet dan produk',
      request: { query: z.object({ search: z.string().trim().max(100).optional().default('') }) },
      responses: okAnswer(
        z.object({
          options: z.object({
            outlets: z.array(z.object({ branchId: z.number(), title: z.string() })),
            products: z.array(z.object({ productId: z.string(), title: z.string(), unit: z.string() })),
            taxPercent: z.string(),
          }),
        }),
        'Pilihan',
      ),
    }),
    async (c) => ok(c, { options: await invoiceFormOptions(c.var.db, c.req.valid('query').search) }),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/transaction/store',
      tags,
      summary: 'Terbitkan invoice periode (?periode=YYYY-MM) atau invoice manual',
      request: {
        query: invoiceStoreQuery,
        // Partial here: a month close (?periode) may carry an empty body; the handler reads a manual invoice strictly.
        body: { content: { 'application/json': { schema: manualInvoiceBody.partial() } }, required: false },
      },
      errors: [409],
      responses: okAnswer(z.union([generated, invoiceDetail]), 'Jumlah invoice yang dibuat, atau invoice manual'),
    }),
    async (c) => {
      const { periode } = c.req.valid('query');
      if (periode) {
        const result = await generateInvoices(c.var.db, c.var.actor, periode);
        const message =
          result.created + result.updated === 0
            ? t.invoice.generatedNone
            : `${t.messages.invoiceIssued} ${t.invoice.generatedCount(result.created, result.updated)}`;
        return ok(c, result, message);
      }
      const body = manualInvoiceBody.safeParse(await c.req.json().catch(() => ({})));
      if (!body.success) throw validationError(body.error);
      const id = await createManualInvoice(c.var.db, c.var.actor, body.data);
      return ok(c, await showInvoice(c.var.db, c.var.actor, id), t.invoice.manualCreated);
    },
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/transaction/show/{id}',
      tags,
      summary: 'Detail invoice',
      request: { params: idParam },
      errors: [404],
      responses: okAnswer(invoiceDetail, 'Invoice'),
    }),
    async (c) => ok(c, await showInvoice(c.var.db, c.var.actor, c.req.valid('param').id)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/transaction/confirm-payment/{id}',
      tags,
      summary: 'Kirim bukti transfer (Belum Bayar -> Proses)',
      request: { params: idParam, body: jsonBody(confirmPaymentBody) },
      errors: [404, 409],
      responses: okAnswer(invoiceDetail, 'Invoice'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await confirmPayment(c.var.db, c.var.actor, id, c.req.valid('json'));
      return ok(c, await showInvoice(c.var.db, c.var.actor, id), t.invoice.paymentSent);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/transaction/accept-payment/{id}',
      tags,
      summary: 'Terima pembayaran (-> Lunas)',
      request: { params: idParam, body: jsonBody(acceptPaymentBody) },
      errors: [404, 409],
      responses: okAnswer(invoiceDetail, 'Invoice'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await acceptPayment(c.var.db, c.var.actor, id, c.req.valid('json'));
      return ok(c, await showInvoice(c.var.db, c.var.actor, id), t.messages.paymentConfirmed);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/transaction/adjustment-invoice',
      tags,
      summary: 'Diskon dan pajak invoice (selama belum lunas)',
      request: { body: jsonBody(adjustmentInvoiceBody) },
      errors: [404, 409],
      responses: okAnswer(invoiceDetail, 'Invoice'),
    }),
    async (c) => {
      const body = c.req.valid('json');
      await adjustInvoice(c.var.db, c.var.actor, body);
      return ok(c, await showInvoice(c.var.db, c.var.actor, body.transactionId), t.invoice.adjusted);
    },
  );
