import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idParam } from '../schemas/common';
import {
  acceptDeliveryBody,
  acceptPaymentBody,
  procurementBody,
  procurementCreateForm,
  procurementCreateQuery,
  procurementDetail,
  procurementItem,
  procurementListOptions,
  procurementListQuery,
  procurementShowQuery,
} from '../schemas/procurement';
import * as acceptance from '../services/procurement-acceptance';
import * as procurement from '../services/procurements';

const tags = ['Pengadaan'];

export const procurementRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/procurement',
      tags,
      summary: 'Daftar pengadaan, terbaru dulu',
      description:
        'status: dipesan, diterima, belum_bayar, lunas atau jatuh_tempo (belum bayar melewati jatuh tempo, WIB). Cari nomor atau nama supplier.',
      request: { query: procurementListQuery },
      responses: okAnswer(listSchema(procurementItem, procurementListOptions), 'Daftar pengadaan'),
    }),
    async (c) => ok(c, await procurement.listProcurements(c.var.db, c.req.valid('query'), c.var.actor.now)),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/procurement/create',
      tags,
      summary: 'Pilihan formulir pengadaan: supplier dan produk (maks. 100, cari kode/nama)',
      request: { query: procurementCreateQuery },
      responses: okAnswer(procurementCreateForm, 'Supplier dan produk'),
    }),
    async (c) => ok(c, { options: await procurement.procurementFormOptions(c.var.db, c.req.valid('query').search) }),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/procurement/show/{id}',
      tags,
      summary: 'Detail pengadaan (type=form: dengan pilihan formulir)',
      request: { params: idParam, query: procurementShowQuery },
      errors: [404],
      responses: okAnswer(procurementDetail, 'Pengadaan'),
    }),
    async (c) =>
      ok(
        c,
        await procurement.showProcurement(c.var.db, c.req.valid('param').id, c.var.actor.now, {
          form: c.req.valid('query').type === 'form',
        }),
      ),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/procurement/store',
      tags,
      summary: 'Pesan ke supplier (stok belum bertambah)',
      request: { body: jsonBody(procurementBody) },
      responses: okAnswer(procurementDetail, 'Pengadaan dibuat, nomor PO/YYYY/MM/NNNN'),
    }),
    async (c) =>
      ok(c, await procurement.createProcurement(c.var.db, c.var.actor, c.req.valid('json')), t.procurement.created),
  )
  .openapi(
    apiRoute({
      method: 'put',
      path: '/procurement/update/{id}',
      tags,
      summary: 'Ubah pengadaan yang barangnya belum diterima',
      request: { params: idParam, body: jsonBody(procurementBody) },
      errors: [404, 409],
      responses: okAnswer(procurementDetail, 'Pengadaan setelah diubah'),
    }),
    async (c) =>
      ok(
        c,
        await procurement.updateProcurement(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json')),
        t.procurement.updated,
      ),
  )
  .openapi(
    apiRoute({
      method: 'delete',
      path: '/procurement/delete/{id}',
      tags,
      summary: 'Hapus pengadaan yang barangnya belum diterima',
      request: { params: idParam },
      errors: [404, 409],
      responses: okAnswer(z.null(), 'Pengadaan dihapus'),
    }),
    async (c) => {
      await procurement.deleteProcurement(c.var.db, c.var.actor, c.req.valid('param').id);
      return ok(c, null, t.procurement.deleted);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/procurement/accept-delivery/{id}',
      tags,
      summary: 'Terima barang: semua baris masuk stok',
      description: 'deliveryReceipt adalah filename dari /utils/upload-file. Hanya sekali, selagi berstatus dipesan.',
      request: { params: idParam, body: jsonBody(acceptDeliveryBody) },
      errors: [404, 409],
      responses: okAnswer(procurementDetail, 'Pengadaan setelah barang diterima'),
    }),
    async (c) =>
      ok(
        c,
        await acceptance.acceptDelivery(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json')),
        t.messages.procurementConfirmed,
      ),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/procurement/accept-payment/{id}',
      tags,
      summary: 'Konfirmasi pembayaran ke supplier',
      description:
        'paymentReceipt adalah filename dari /utils/upload-file. Hanya setelah barang diterima dan selagi belum lunas.',
      request: { params: idParam, body: jsonBody(acceptPaymentBody) },
      errors: [404, 409],
      responses: okAnswer(procurementDetail, 'Pengadaan setelah lunas'),
    }),
    async (c) =>
      ok(
        c,
        await acceptance.acceptPayment(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json')),
        t.messages.paymentConfirmed,
      ),
  );
