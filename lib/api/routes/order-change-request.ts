import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idParam } from '../schemas/common';
import {
  changeRequestBody,
  changeRequestItem,
  changeRequestListQuery,
  changeRequestRejectBody,
} from '../schemas/order-window';
import {
  approveChangeRequest,
  listChangeRequests,
  rejectChangeRequest,
  showChangeRequest,
  storeChangeRequest,
} from '../services/order-change-requests';

const tags = ['Permintaan Perubahan Order'];

/** DOMAIN 17: a partner's change after the order deadline, decided by staff. */
export const orderChangeRequestRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/order-change-request',
      tags,
      summary: 'Daftar permintaan perubahan order (mitra: miliknya)',
      request: { query: changeRequestListQuery },
      responses: okAnswer(listSchema(changeRequestItem, z.object({})), 'Daftar permintaan'),
    }),
    async (c) => ok(c, await listChangeRequests(c.var.db, c.var.actor, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/order-change-request/show/{id}',
      tags,
      summary: 'Detail permintaan perubahan order',
      request: { params: idParam },
      errors: [404],
      responses: okAnswer(changeRequestItem, 'Permintaan'),
    }),
    async (c) => ok(c, await showChangeRequest(c.var.db, c.var.actor, c.req.valid('param').id)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/order-change-request/store',
      tags,
      summary: 'Ajukan perubahan order setelah batas waktu (mitra, outlet sendiri)',
      request: { body: jsonBody(changeRequestBody) },
      errors: [404, 409],
      responses: okAnswer(changeRequestItem, 'Permintaan yang diajukan'),
    }),
    async (c) => {
      const id = await storeChangeRequest(c.var.db, c.var.actor, c.req.valid('json'));
      return ok(c, await showChangeRequest(c.var.db, c.var.actor, id), t.changeRequest.sent);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/order-change-request/approve/{id}',
      tags,
      summary: 'Setujui dan terapkan permintaan perubahan (aturan order diperiksa lagi)',
      request: { params: idParam },
      errors: [404, 409],
      responses: okAnswer(changeRequestItem, 'Permintaan setelah disetujui'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await approveChangeRequest(c.var.db, c.var.actor, id);
      return ok(c, await showChangeRequest(c.var.db, c.var.actor, id), t.changeRequest.approved);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/order-change-request/reject/{id}',
      tags,
      summary: 'Tolak permintaan perubahan dengan alasan',
      request: { params: idParam, body: jsonBody(changeRequestRejectBody) },
      errors: [404, 409],
      responses: okAnswer(changeRequestItem, 'Permintaan setelah ditolak'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await rejectChangeRequest(c.var.db, c.var.actor, id, c.req.valid('json'));
      return ok(c, await showChangeRequest(c.var.db, c.var.actor, id), t.changeRequest.rejected);
    },
  );
