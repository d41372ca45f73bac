import { todayInWib } from '../../i18n/format';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import type { Report } from '../schemas/report';
import { parseReportMonth } from './reports-month';
import { deliveryReport, productionReport } from './reports-production';
import { partnerReport, salesReport } from './reports-sales';
import { warehouseReport } from './reports-warehouse';

/**
 * GET /reports: the sections of the caller's role (DOMAIN 12). Partners' figures are scoped to
 * their own outlets inside each query (orderScope / invoiceScope), like every list of theirs.
 */
export async function buildReport(db: Db, actor: Actor, input: { month?: string }): Promise<Report> {
  const today = todayInWib(actor.now);
  const month = parseReportMonth(input.month, today);
  const base = { role: actor.role, month, today };
  switch (actor.role) {
    case 'owner':
    case 'admin':
    case 'viewer':
      return { ...base, sales: await salesReport(db, actor, month) };
    case 'warehouse':
      return { ...base, warehouse: await warehouseReport(db, month, today) };
    case 'production':
      return { ...base, production: await productionReport(db, actor, month, today) };
    case 'delivery':
      return { ...base, delivery: await deliveryReport(db, actor, month, today) };
    case 'merchant':
    case 'admin-merchant':
      return { ...base, partner: await partnerReport(db, actor, month) };
  }
}
