import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { apiRoute, newRouter, okAnswer } from '../route';

/**
 * Liveness for load balancers and uptime checks: the process answers. It touches no database on
 * purpose, which also makes it the benchmark's framework ceiling (the same stack, no work).
 */
export const healthRoutes = newRouter().openapi(
  apiRoute({
    method: 'get',
    path: '/health',
    tags: ['Auth'],
    summary: 'Status layanan (tanpa basis data)',
    responses: okAnswer(z.object({ status: z.literal('ok') }), 'Layanan berjalan'),
  }),
  async (c) => ok(c, { status: 'ok' as const }, t.health.ok),
);
