import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { writeAuditXlsx } from '../exports/audit-xlsx';
import { BINARY, download, streamed } from '../exports/download';
import { listSchema } from '../list';
import { apiRoute, newRouter, okAnswer } from '../route';
import { auditExportQuery, auditItem, auditListQuery } from '../schemas/audit';
import { XLSX_TYPE } from '../schemas/print';
import { auditRows, listAudit, parseAuditRange } from '../services/audit-trail';

const tags = ['Jejak Audit'];

/** DOMAIN 20: who changed what and when; the owner reads all, finance its records. */
export const auditRoutes = newRouter().openapi(
  apiRoute({
    method: 'get',
    path: '/audit',
    tags,
    summary: 'Jejak audit (terbaru dulu), dengan filter data, id, pelaku dan tanggal',
    request: { query: auditListQuery },
    responses: okAnswer(listSchema(auditItem, z.object({})), 'Perubahan yang tercatat'),
  }),
  async (c) => ok(c, await listAudit(c.var.db, c.var.actor, c.req.valid('query'))),
);

export const auditPrintRoutes = newRouter().openapi(
  apiRoute({
    base: 'print',
    method: 'get',
    path: '/export-audit',
    tags,
    summary: 'Jejak audit satu rentang tanggal (xlsx, paling lama 92 hari)',
    request: { query: auditExportQuery },
    responses: { 200: { description: 'File xlsx', content: { [XLSX_TYPE]: BINARY } } },
  }),
  async (c) => {
    const { from, to, ...filters } = c.req.valid('query');
    const range = parseAuditRange(from, to);
    return download(
      streamed(
        (out) => writeAuditXlsx(auditRows(c.var.db, c.var.actor, { ...filters, ...range }), range, out),
        'jejak audit',
      ),
      XLSX_TYPE,
      t.audit.filename(range.from, range.to),
    );
  },
);
