import { z } from 'zod';
import { companyTexts } from '../../i18n/id/company';
import { validationTexts } from '../../i18n/id/core';
import { optionalText, phoneField } from './common';

const tc = companyTexts;

/** Kept as the person typed it (the card's dots and dash); only the digit count is checked. */
const npwp = optionalText(25).refine(
  (v) => v === null || [15, 16].includes(v.replace(/\D/g, '').length),
  tc.npwpInvalid,
);
const accountNumber = optionalText(40).refine((v) => v === null || /^[0-9][0-9 -]*$/.test(v), tc.accountNumberInvalid);
/** 0-100 with at most two decimals; a string in Indonesian format ("11,5") is accepted as typed. */
const taxPercent = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,3}([.,]\d{1,2})?$/, tc.taxPercentInvalid),
  ])
  .transform((v) => (typeof v === 'number' ? v : Number(v.replace(',', '.'))))
  .refine((v) => Number.isFinite(v) && v >= 0 && v <= 100 && Math.round(v * 100) === v * 100, tc.taxPercentInvalid);

export const companyBody = z
  .object({
    name: z.string().trim().min(1, validationTexts.required).max(100, validationTexts.maxLength(100)),
    address: optionalText(300),
    phone: phoneField.nullish().transform((v) => v || null),
    npwp,
    isPkp: z.boolean().default(false),
    bankName: optionalText(60),
    bankAccountNumber: accountNumber,
    bankAccountName: optionalText(100),
    invoiceFooter: optionalText(500),
    taxPercent,
  })
  .refine((b) => !b.isPkp || b.npwp !== null, { path: ['npwp'], message: tc.pkpNeedsNpwp });

export const companyData = z.object({
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  npwp: z.string().nullable(),
  isPkp: z.boolean(),
  bankName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  invoiceFooter: z.string().nullable(),
  taxPercent: z.number(),
  /** False until someone has saved the settings: the values are the deployment's defaults. */
  saved: z.boolean(),
  updatedAt: z.string().nullable(),
});
