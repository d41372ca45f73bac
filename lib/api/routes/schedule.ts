import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idParam } from '../schemas/common';
import {
  scheduleAffected,
  scheduleAffectedQuery,
  scheduleItem,
  scheduleListQuery,
  scheduleNotice,
  scheduleStoreBody,
  scheduleStored,
} from '../schemas/schedule';
import { closureCheck, closureNotice, createClosure, deleteClosure, listClosures } from '../services/schedule';

const tags = ['Jadwal Tutup'];

export const scheduleRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/schedule-close/notif',
      tags,
      summary: 'Pengumuman jadwal tutup 14 hari ke depan',
      description:
        'Jadwal tutup yang mengenai besok sampai 14 hari ke depan (WIB), sebagai teks siap tampil; data null bila tidak ada.',
      responses: okAnswer(scheduleNotice, 'Teks pengumuman atau null'),
    }),
    async (c) => ok(c, await closureNotice(c.var.db, c.var.now)),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/schedule-close',
      tags,
      summary: 'Daftar jadwal tutup',
      description:
        'Yang akan datang (dan yang sedang berjalan) lebih dulu, terdekat di atas; lalu yang sudah lewat. 10 per halaman.',
      request: { query: scheduleListQuery },
      responses: okAnswer(listSchema(scheduleItem, z.object({})), 'Daftar jadwal tutup'),
    }),
    async (c) => ok(c, await listClosures(c.var.db, c.req.valid('query'), c.var.actor.now)),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/schedule-close/affected',
      tags,
      summary: 'Jumlah order pada tanggal yang akan ditutup',
      description:
        'Dipakai formulir sebelum menyimpan: tanggal lampau atau bertabrakan ditolak (422); bila ada order, pengguna diminta mengonfirmasi.',
      request: { query: scheduleAffectedQuery },
      responses: okAnswer(scheduleAffected, 'Jumlah order yang tidak dibatalkan'),
    }),
    async (c) => ok(c, await closureCheck(c.var.db, c.req.valid('query'), c.var.actor.now)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/schedule-close/store',
      tags,
      summary: 'Tambah jadwal tutup (satu tanggal atau rentang)',
      description:
        'Tanggal yang bertabrakan dengan jadwal lain ditolak (422). Order yang sudah ada untuk tanggal itu tidak diubah; jumlahnya dijawab di affectedOrders.',
      request: { body: jsonBody(scheduleStoreBody) },
      responses: okAnswer(scheduleStored, 'Jadwal tutup tersimpan'),
    }),
    async (c) => ok(c, await createClosure(c.var.db, c.var.actor, c.req.valid('json')), t.schedule.created),
  )
  .openapi(
    apiRoute({
      method: 'delete',
      path: '/schedule-close/{id}',
      tags,
      summary: 'Hapus jadwal tutup',
      request: { params: idParam },
      errors: [404],
      responses: okAnswer(z.null(), 'Jadwal tutup dihapus'),
    }),
    async (c) => {
      await deleteClosure(c.var.db, c.var.actor, c.req.valid('param').id);
      return ok(c, null, t.schedule.deleted);
    },
  );
