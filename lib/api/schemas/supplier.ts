import { z } from 'zod';
import { digitsOnly, optionalEmail, phoneField } from './common';

/** Optional free text: '' and absent both mean none. */
const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalPhone = phoneField.nullish().transform((v) => v || null);

/** Spec 5: numeric fields strip every non-digit, so "123-456 789" is kept as 123456789. */
const accountNumber = z
  .string()
  .nullish()
  .transform((v) => digitsOnly(v ?? ''))
  .pipe(z.string().max(30))
  .transform((v) => v || null);

/** The spec's Supplier entity as the form sends it; store and update take the whole form. */
export const supplierBody = z.object({
  company: z.string().trim().min(1).max(150),
  companyPhoneNumber: optionalPhone,
  companyEmail: optionalEmail,
  personInCompany: optionalText(100),
  personInCompanyPhoneNumber: optionalPhone,
  region: optionalText(60),
  district: optionalText(80),
  subdistrict: optionalText(80),
  address: optionalText(300),
  notes: optionalText(1000),
  bankAccount: optionalText(60),
  bankAccountName: optionalText(100),
  bankAccountNumber: accountNumber,
});
export type SupplierInput = z.output<typeof supplierBody>;

export const supplierItem = z.object({
  supplierId: z.number(),
  company: z.string(),
  companyPhoneNumber: z.string().nullable(),
  companyEmail: z.string().nullable(),
  personInCompany: z.string().nullable(),
  personInCompanyPhoneNumber: z.string().nullable(),
  region: z.string().nullable(),
  district: z.string().nullable(),
  subdistrict: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  bankAccount: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
});

/** The list has no options yet; the envelope keeps the key for the screens. */
export const supplierOptions = z.object({});
