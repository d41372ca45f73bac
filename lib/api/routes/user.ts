import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listQuery, listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { idParam } from '../schemas/common';
import {
  userCreated,
  userDetail,
  userFormOptions,
  userItem,
  userListOptions,
  userStoreBody,
  userUpdateBody,
} from '../schemas/user';
import * as user from '../services/users';

const tags = ['User'];

export const userRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/user',
      tags,
      summary: 'Daftar user yang Anda kelola',
      request: { query: listQuery },
      responses: okAnswer(listSchema(userItem, userListOptions), 'Daftar user'),
    }),
    async (c) => ok(c, await user.listUsers(c.var.db, c.var.actor, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/user/create',
      tags,
      summary: 'Pilihan formulir user',
      responses: okAnswer(z.object({ options: userFormOptions }), 'Peran yang boleh diberikan dan daftar mitra'),
    }),
    async (c) => ok(c, { options: await user.userFormOptions(c.var.db, c.var.actor) }),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/user/show/{id}',
      tags,
      summary: 'Detail user',
      request: { params: idParam },
      errors: [404],
      responses: okAnswer(userDetail, 'User dan pilihan formulir'),
    }),
    async (c) => ok(c, await user.showUser(c.var.db, c.var.actor, c.req.valid('param').id)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/user/store',
      tags,
      summary: 'Tambah user',
      request: { body: jsonBody(userStoreBody) },
      responses: okAnswer(userCreated, 'User dibuat; password sementara sekali tampil'),
    }),
    async (c) => ok(c, await user.createUser(c.var.db, c.var.actor, c.req.valid('json')), t.user.created),
  )
  .openapi(
    apiRoute({
      method: 'patch',
      path: '/user/update/{id}',
      tags,
      summary: 'Ubah user',
      request: { params: idParam, body: jsonBody(userUpdateBody) },
      errors: [404],
      responses: okAnswer(userDetail, 'User setelah diubah'),
    }),
    async (c) =>
      ok(c, await user.updateUser(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json')), t.user.updated),
  )
  .openapi(
    apiRoute({
      method: 'delete',
      path: '/user/delete/{id}',
      tags,
      summary: 'Hapus user',
      request: { params: idParam },
      errors: [404, 409],
      responses: okAnswer(z.null(), 'User dihapus'),
    }),
    async (c) => {
      await user.deleteUser(c.var.db, c.var.actor, c.req.valid('param').id);
      return ok(c, null, t.user.deleted);
    },
  );
