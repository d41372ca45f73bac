import { ok } from '../envelope';
import { apiRoute, newRouter, okAnswer } from '../route';
import { reportAnswer, reportQuery } from '../schemas/report';
import { buildReport } from '../services/reports';

const tags = ['Laporan'];

export const reportRoutes = newRouter().openapi(
  apiRoute({
    method: 'get',
    path: '/reports',
    tags,
    summary: 'Data Halaman Utama sesuai peran',
    description:
      'Satu jawaban untuk dashboard peran pemanggil: owner, admin, viewer -> sales; warehouse -> warehouse; production -> production; delivery -> delivery; ' +
      'merchant dan admin-merchant -> partner (hanya outlet sendiri). month (YYYY-MM) memilih bulan; tanpa month: bulan berjalan (WIB). Format salah: 422.',
    request: { query: reportQuery },
    responses: okAnswer(reportAnswer, 'Laporan'),
  }),
  async (c) => ok(c, await buildReport(c.var.db, c.var.actor, c.req.valid('query'))),
);
