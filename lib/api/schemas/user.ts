import { z } from 'zod';
import { validationTexts } from '../../i18n/id/core';
import { idField, noWhitespace, optionalEmail, optionalOf, phoneField } from './common';
import { activeFlag, optionSchema } from './outlet';

/** A role id from the form's select; '' or absent reads as "not chosen". */
const roleIdField = z.coerce.number({ error: validationTexts.required }).int().positive(validationTexts.required);

/** Only an admin-merchant (roleId 7) names its partner; '' and null mean none. */
const partnerIdField = optionalOf(idField);

const accountFields = z.object({
  name: z.string().trim().min(1).max(100),
  email: optionalEmail,
  phoneNumber: phoneField.nullish().transform((v) => v || null),
  partnerId: partnerIdField,
});

export const userStoreBody = accountFields.extend({
  username: z
    .string()
    .transform(noWhitespace)
    .pipe(z.string().min(3, validationTexts.minLength(3)).max(60)),
  roleId: roleIdField,
});
export type UserStoreInput = z.output<typeof userStoreBody>;

/** Absent roleId or isActive keep the current value; the form sends both. */
export const userUpdateBody = accountFields.extend({
  roleId: roleIdField.optional(),
  isActive: activeFlag.optional(),
});
export type UserUpdateInput = z.output<typeof userUpdateBody>;

export const roleOption = z.object({ roleId: z.number(), description: z.string() });

export const userListOptions = z.object({ roles: z.array(roleOption) });

/** The form's choices: roles the caller may give, and partners for an admin-merchant. */
export const userFormOptions = userListOptions.extend({ partners: z.array(optionSchema) });

export const userItem = z.object({
  userId: z.number(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  roleId: z.number(),
  role: z.string(),
  partnerId: z.number().nullable(),
  isActive: z.boolean(),
  isNew: z.boolean(),
});

export const userDetail = userItem.extend({ options: userFormOptions });

export const userCreated = z.object({ userId: z.number(), temporaryPassword: z.string() });
