import { z } from 'zod';
import { addressTexts } from '../../i18n/id/address';
import { validationTexts } from '../../i18n/id/core';
import { digitsOnly, idField, MAX_ID, optionalEmail, optionalText, phoneField } from './common';
import { outletCutoffFields } from './order-window';

/** '' or 5 digits. */
const postalCode = z
  .string()
  .nullish()
  .transform((v) => digitsOnly(v ?? ''))
  .pipe(z.string().refine((v) => v === '' || /^\d{5}$/.test(v), addressTexts.postalCodeInvalid))
  .transform((v) => v || null);

/** An address as the API answers it (an outlet's, or a partner's office); '' is stored as null. */
export const addressAnswer = {
  region: z.string().nullable(),
  district: z.string().nullable(),
  subdistrict: z.string().nullable(),
  village: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
};

/** The outlet fields as the spec's forms send them (phoneNumberBranch, emailBranch). */
export const outletFields = z.object({
  title: z.string().trim().min(1).max(120),
  phoneNumberBranch: phoneField.nullish().transform((v) => v || null),
  emailBranch: optionalEmail,
  region: optionalText(60),
  district: optionalText(80),
  subdistrict: optionalText(80),
  village: optionalText(80),
  address: optionalText(300),
  postalCode,
  branchGroupId: z.coerce
    .number({ error: validationTexts.required })
    .int()
    .positive(validationTexts.required)
    .max(MAX_ID),
});

/** Spec: isActive travels as '1' or '0' (booleans accepted too). */
export const activeFlag = z
  .union([z.enum(['1', '0']), z.boolean(), z.literal(1), z.literal(0)])
  .transform((v) => v === true || v === '1' || v === 1);

export const outletStoreBody = outletFields.extend({ ownerId: idField });
/** Update may also set the outlet's own order deadline (DOMAIN 17); absent leaves it as it is. */
export const outletUpdateBody = outletFields.extend({ isActive: activeFlag.optional(), ...outletCutoffFields });

export const outletItem = z.object({
  outletId: z.number(),
  branchId: z.number(),
  ownerId: z.number(),
  ownerName: z.string(),
  outlet: z.string(),
  title: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  ...addressAnswer,
  branchGroupId: z.number().nullable(),
  branchGroupName: z.string().nullable(),
  isActive: z.boolean(),
  /** The outlet's own order deadline; null follows its price tier. */
  cutoffDaysBefore: z.number().nullable(),
  cutoffTime: z.string().nullable(),
});

export const optionSchema = z.object({ id: z.number(), name: z.string() });
