import { z } from 'zod';
import { limitTexts } from '../../i18n/id/ops';
import { supplierTexts } from '../../i18n/id/supplier';
import { LIMITS } from '../limits';
import { digitsOnly, optionalEmail, optionalText, phoneField, requiredWhole, wholeInput } from './common';
import { productCodeField } from './product';

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

/** One product a supplier sells (DOMAIN 16): the plan proposes purchases from the preferred one. */
export const supplierProductLine = z.object({
  productId: productCodeField(),
  price: requiredWhole(supplierTexts.priceRequired, limitTexts.priceTooLarge, 0, LIMITS.price),
  leadDays: wholeInput
    .transform((v) => v ?? 1)
    .pipe(z.number().int().min(0, supplierTexts.leadDaysRange).max(90, supplierTexts.leadDaysRange)),
  /** true/false, or "true"/"false" as forms and the spec's other flags send it. */
  preferred: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .nullish()
    .transform((v) => v === true || v === 'true'),
});

/** PUT /supplier/update-products/{id}: the whole list of what the supplier sells. */
export const supplierProductsBody = z.object({ products: z.array(supplierProductLine).max(500) });
export type SupplierProductsInput = z.output<typeof supplierProductsBody>;

export const supplierProduct = z.object({
  productId: z.string(),
  title: z.string(),
  unit: z.string(),
  price: z.number(),
  leadDays: z.number(),
  preferred: z.boolean(),
});
export const supplierDetail = supplierItem.extend({ products: z.array(supplierProduct) });
export type SupplierProduct = z.infer<typeof supplierProduct>;
export type SupplierDetail = z.infer<typeof supplierDetail>;

/** The list has no options yet; the envelope keeps the key for the screens. */
export const supplierOptions = z.object({});
