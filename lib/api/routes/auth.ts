import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import {
  changePasswordBody,
  changeProfileBody,
  loginBody,
  demoAccountsData,
  loginData,
  profileData,
  resetPasswordData,
  setNewPasswordBody,
  setOutletBody,
  statusData,
  tokenData,
  userIdBody,
} from '../schemas/auth';
import * as accounts from '../services/accounts';
import * as auth from '../services/auth';
import { demoAccounts } from '../services/demo-accounts';

const json = jsonBody;
const answer = okAnswer;

export const authRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/auth/demo-accounts',
      tags: ['Auth'],
      summary: 'Akun demo untuk halaman login (hanya pada instalasi demo)',
      description:
        'null bila basis data ini tidak diisi sebagai toko roti demo: instalasi sungguhan tidak pernah menampilkan password.',
      responses: answer(demoAccountsData, 'Akun demo atau null'),
    }),
    async (c) => ok(c, await demoAccounts(c.var.db)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/auth/login',
      tags: ['Auth'],
      errors: [429],
      summary: 'Masuk',
      request: { body: json(loginBody) },
      responses: answer(loginData, 'Token dan halaman peran'),
    }),
    async (c) => {
      const data = await auth.login(c.var.db, c.req.valid('json'), {
        clientAddress: c.var.clientAddress,
        now: c.var.now,
      });
      return ok(c, data, t.login.success);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/auth/profile',
      tags: ['Auth'],
      summary: 'Profil pengguna yang masuk',
      responses: answer(profileData, 'Profil'),
    }),
    async (c) => ok(c, await auth.profile(c.var.db, c.var.actor)),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/auth/logout',
      tags: ['Auth'],
      summary: 'Keluar (mencabut token)',
      responses: answer(z.null(), 'Token dicabut'),
    }),
    async (c) => {
      await auth.logout(c.var.db, c.var.actor);
      return ok(c, null, t.logout.success);
    },
  )
  .openapi(
    apiRoute({
      method: 'put',
      path: '/auth/change-profile',
      tags: ['Auth'],
      summary: 'Ubah profil',
      request: { body: json(changeProfileBody) },
      responses: answer(tokenData, 'Token baru'),
    }),
    async (c) => ok(c, await auth.changeProfile(c.var.db, c.var.actor, c.req.valid('json')), t.profile.saved),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/auth/change-password',
      tags: ['Auth'],
      summary: 'Ubah password',
      request: { body: json(changePasswordBody) },
      responses: answer(z.null(), 'Password diubah, semua sesi dicabut'),
    }),
    async (c) => {
      await auth.changePassword(c.var.db, c.var.actor, c.req.valid('json'));
      return ok(c, null, t.profile.passwordChanged);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/auth/set-new-password',
      tags: ['Auth'],
      summary: 'Buat password baru (akun baru/direset)',
      request: { body: json(setNewPasswordBody) },
      responses: answer(z.null(), 'Password dibuat, semua sesi dicabut'),
    }),
    async (c) => {
      await auth.setNewPassword(c.var.db, c.var.actor, c.req.valid('json'));
      return ok(c, null, t.setNewPassword.success);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/auth/set-outlet',
      tags: ['Auth'],
      errors: [404],
      summary: 'Pilih outlet aktif mitra',
      request: { body: json(setOutletBody) },
      responses: answer(z.object({ token: z.string(), branchId: z.number(), title: z.string() }), 'Token baru'),
    }),
    async (c) =>
      ok(c, await auth.setOutlet(c.var.db, c.var.actor, c.req.valid('json').branchId), t.outletPicker.success),
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/auth/reset-password',
      tags: ['Auth'],
      summary: 'Reset password akun (password sementara)',
      request: { body: json(userIdBody) },
      responses: answer(resetPasswordData, 'Password sementara, sekali tampil'),
    }),
    async (c) => {
      const data = await accounts.resetPassword(c.var.db, c.var.actor, c.req.valid('json').userId);
      return ok(c, data, t.account.resetPasswordDone(data.temporaryPassword));
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/auth/set-status-account',
      tags: ['Auth'],
      summary: 'Aktifkan/nonaktifkan akun',
      request: { body: json(userIdBody) },
      responses: answer(statusData, 'Status baru'),
    }),
    async (c) => {
      const data = await accounts.setStatusAccount(c.var.db, c.var.actor, c.req.valid('json').userId);
      return ok(c, data, data.isActive ? t.account.statusActivated : t.account.statusDeactivated);
    },
  );
