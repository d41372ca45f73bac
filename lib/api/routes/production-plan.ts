import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { planBody, planProductionResult, planQuery, planShortfall, productionPlan } from '../schemas/production-plan';
import {
  createPlanProductions,
  planShortfall as shortfallOf,
  productionPlan as planOf,
} from '../services/production-plan';

const tags = ['Rencana Produksi'];

/** DOMAIN 16: from a delivery date's orders to batches, raw-material needs and purchase proposals. */
export const productionPlanRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/production-plan',
      tags,
      summary: 'Rencana produksi untuk satu tanggal kirim, setiap angka dengan penjelasannya',
      request: { query: planQuery },
      responses: okAnswer(productionPlan, 'Rencana produksi'),
    }),
    async (c) => ok(c, await planOf(c.var.db, c.req.valid('query').deliveryDate, c.var.actor.now)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/production-plan/create-productions',
      tags,
      summary: 'Buat (atau perbarui) dokumen produksi pending dari rencana',
      request: { body: jsonBody(planBody) },
      errors: [409],
      responses: okAnswer(planProductionResult, 'Dokumen produksi dari rencana'),
    }),
    async (c) => {
      const result = await createPlanProductions(c.var.db, c.var.actor, c.req.valid('json').deliveryDate);
      return ok(
        c,
        result,
        result.created ? t.productionPlan.created(result.number) : t.productionPlan.updated(result.number),
      );
    },
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/production-plan/shortfall',
      tags,
      summary: 'Bahan yang kurang, dikelompokkan per pemasok utama',
      request: { query: planQuery },
      responses: okAnswer(planShortfall, 'Kekurangan bahan per pemasok'),
    }),
    async (c) => ok(c, await shortfallOf(c.var.db, c.req.valid('query').deliveryDate, c.var.actor.now)),
  );
