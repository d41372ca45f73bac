import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idParam } from '../schemas/common';
import {
  returnItem,
  returnListQuery,
  returnProcessBody,
  returnStoreBody,
  wasteQuery,
  wasteReport as wasteReportSchema,
} from '../schemas/return';
import { listReturns, processReturn, showReturn, storeReturn } from '../services/returns';
import { wasteReport } from '../services/reports-waste';

const tags = ['Retur'];

/** DOMAIN 18: returns from outlets, their processing and credit, and the month's waste. */
export const returnRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/return',
      tags,
      summary: 'Daftar retur (mitra: outlet sendiri)',
      request: { query: returnListQuery },
      responses: okAnswer(listSchema(returnItem, z.object({})), 'Daftar retur'),
    }),
    async (c) => ok(c, await listReturns(c.var.db, c.var.actor, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/return/show/{id}',
      tags,
      summary: 'Detail retur dengan barisnya',
      request: { params: idParam },
      errors: [404],
      responses: okAnswer(returnItem, 'Retur'),
    }),
    async (c) => ok(c, await showReturn(c.var.db, c.var.actor, c.req.valid('param').id)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/return/store',
      tags,
      summary: 'Catat retur (kurir saat mengambil, mitra, atau staf); clientKey yang sama = retur yang sama',
      request: { body: jsonBody(returnStoreBody) },
      responses: okAnswer(returnItem, 'Retur yang dicatat'),
    }),
    async (c) => {
      const { id } = await storeReturn(c.var.db, c.var.actor, c.req.valid('json'));
      return ok(c, await showReturn(c.var.db, c.var.actor, id), t.returns.saved);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/return/process/{id}',
      tags,
      summary: 'Proses retur: buang atau kembali ke stok per baris; kredit menurut kebijakan retur kelompok harga',
      request: { params: idParam, body: jsonBody(returnProcessBody) },
      errors: [404, 409],
      responses: okAnswer(returnItem, 'Retur setelah diproses'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await processReturn(c.var.db, c.var.actor, id, c.req.valid('json'));
      return ok(c, await showReturn(c.var.db, c.var.actor, id), t.returns.processed);
    },
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/reports/waste',
      tags,
      summary: 'Retur dan limbah sebulan per produk, outlet dan alasan, dengan tingkat retur',
      request: { query: wasteQuery },
      responses: okAnswer(wasteReportSchema, 'Laporan retur'),
    }),
    async (c) => ok(c, await wasteReport(c.var.db, c.var.actor, c.req.valid('query').month)),
  );
