import { z } from 'zod';
import { validationTexts } from '../../i18n/id/core';
import { idField, noWhitespace, optionalEmail, phoneField } from './common';
import { activeFlag, addressAnswer, optionSchema, outletFields, outletItem } from './outlet';
import { creditSettingsFields } from './receivables';

const partnerAccount = z.object({
  name: z.string().trim().min(1).max(100),
  email: optionalEmail,
  phoneNumber: phoneField.nullish().transform((v) => v || null),
});

export const mitraStoreBody = partnerAccount
  .extend({
    username: z
      .string()
      .transform(noWhitespace)
      .pipe(z.string().min(3, validationTexts.minLength(3)).max(60)),
  })
  .extend(outletFields.shape);

/** The spec's update body: the account, the outlet given by branchId, and isActive '1'/'0'. */
export const mitraUpdateBody = partnerAccount
  .extend(outletFields.shape)
  .extend({
    branchId: idField,
    userId: idField.optional(),
    isActive: activeFlag,
  })
  .extend(creditSettingsFields);

export const mitraItem = z.object({
  userId: z.number(),
  branchId: z.number().nullable(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  title: z.string().nullable(),
  outletCount: z.number(),
  branchGroupId: z.number().nullable(),
  isActive: z.boolean(),
});

export const mitraOptions = z.object({ branch: z.array(optionSchema), regions: z.array(z.string()) });

export const mitraDetail = mitraItem.extend({
  creditLimit: z.number().nullable(),
  overdueDays: z.number().nullable(),
  creditMode: z.enum(['peringatan', 'tahan']),
  officePhoneNumber: z.string().nullable(),
  officeEmail: z.string().nullable(),
  ...addressAnswer,
  outlets: z.array(outletItem),
  options: mitraOptions,
});

export const mitraCreated = z.object({ userId: z.number(), branchId: z.number(), temporaryPassword: z.string() });
