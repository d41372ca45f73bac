import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listSchema } from '../list';
import { apiRoute, newRouter, okAnswer } from '../route';
import {
  notificationIdParam,
  notificationItem,
  notificationListQuery,
  notificationOptions,
} from '../schemas/notification';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '../services/notifications';

const tags = ['Notifikasi'];

/** DOMAIN 19: the bell in the header, for every signed-in user (their own notifications). */
export const notificationRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/notification',
      tags,
      summary: 'Notifikasi pengguna ini (terbaru dulu) dan jumlah yang belum dibaca',
      request: { query: notificationListQuery },
      responses: okAnswer(listSchema(notificationItem, notificationOptions), 'Daftar notifikasi'),
    }),
    async (c) => ok(c, await listNotifications(c.var.db, c.var.actor, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/notification/read/{id}',
      tags,
      summary: 'Tandai satu notifikasi dibaca',
      request: { params: notificationIdParam },
      errors: [404],
      responses: okAnswer(z.null(), 'Ditandai'),
    }),
    async (c) => {
      await markNotificationRead(c.var.db, c.var.actor, c.req.valid('param').id);
      return ok(c, null);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/notification/read-all',
      tags,
      summary: 'Tandai semua notifikasi dibaca',
      responses: okAnswer(z.object({ marked: z.number() }), 'Jumlah yang ditandai'),
    }),
    async (c) => ok(c, await markAllNotificationsRead(c.var.db, c.var.actor), t.notification.allRead),
  );
