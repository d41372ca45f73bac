import { z } from 'zod';
import { errorsTexts, validationTexts } from '../../i18n/id/core';
import { outletPickerTexts } from '../../i18n/id/shell';
import { idField, MAX_ID, noWhitespace, optionalEmail, phoneField } from './common';

const password = z.string().min(1, validationTexts.required).max(200);
const newPassword = z.string().min(8, errorsTexts.passwordTooShort).max(200);

export const loginBody = z.object({
  username: z.string().transform(noWhitespace).pipe(z.string().min(1, validationTexts.required).max(60)),
  password,
  remember: z.boolean().optional().default(false),
  /** The token of a browser that has signed in to this account before (kept by the BFF in a cookie). */
  deviceToken: z.string().max(200).optional(),
});

/** GET /auth/demo-accounts: null unless this installation was seeded as the demo bakery. */
export const demoAccountsData = z
  .object({
    password: z.string(),
    accounts: z.array(
      z.object({
        username: z.string(),
        role: z.string(),
        roleTitle: z.string(),
        name: z.string(),
        /** What this account shows, where it is not its role's usual (the partner with history). */
        note: z.string().nullable(),
      }),
    ),
  })
  .nullable();

export const loginData = z.object({
  token: z.string(),
  rolePage: z.string(),
  name: z.string(),
  role: z.string(),
  roleId: z.number(),
  deviceToken: z.string(),
});

export const outletOption = z.object({
  branchId: z.number(),
  title: z.string(),
  /** An inactive outlet takes no orders; the outlet picker says so. */
  isActive: z.boolean(),
});

export const profileData = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  role: z.string(),
  roleId: z.number(),
  rolePage: z.string(),
  isNew: z.boolean(),
  branchId: z.number().nullable(),
  titlePage: z.string(),
  outlet: z.array(outletOption),
});

export const changeProfileBody = z.object({
  name: z.string().trim().min(1, validationTexts.required).max(100),
  email: optionalEmail,
  phoneNumber: phoneField,
});

export const tokenData = z.object({ token: z.string(), name: z.string() });

export const changePasswordBody = z
  .object({ oldPassword: password, newPassword, confirmPassword: password })
  .refine((b) => b.newPassword === b.confirmPassword, {
    path: ['confirmPassword'],
    message: errorsTexts.passwordMismatch,
  })
  .refine((b) => b.newPassword !== b.oldPassword, { path: ['newPassword'], message: errorsTexts.passwordSameAsOld });

export const setNewPasswordBody = z
  .object({ newPassword, confirmPassword: password })
  .refine((b) => b.newPassword === b.confirmPassword, {
    path: ['confirmPassword'],
    message: errorsTexts.passwordMismatch,
  });

export const setOutletBody = z.object({
  branchId: z.coerce.number().int().positive(outletPickerTexts.required).max(MAX_ID),
});

export const userIdBody = z.object({ userId: idField });

export const resetPasswordData = z.object({ userId: z.number(), temporaryPassword: z.string() });
export const statusData = z.object({ userId: z.number(), isActive: z.boolean() });
