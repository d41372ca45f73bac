import { z } from 'zod';
import { validationTexts } from '../../i18n/id/core';
import { limitTexts } from '../../i18n/id/ops';
import { productTexts } from '../../i18n/id/product';
import { listQuery } from '../list';
import { optionalText, sizeStock, wholeInput, optionalOf } from './common';
import { optionSchema } from './outlet';
import { LIMITS } from '../limits';

/** DOMAIN 4: the two product types, by key. */
export const PRODUCT_TYPE_KEYS = ['bahan_baku', 'setengah_jadi', 'bahan_jadi'] as const;
export type ProductTypeKey = (typeof PRODUCT_TYPE_KEYS)[number];

/** Largest id a serial column holds; bigger ids would fail in the database instead of here. */
const MAX_SERIAL = 2_147_483_647;

/** A product code: digits without leading zeros beyond the padding to 3 ("13" and "0013" are "013"). */
export function normalizeCode(code: string): string {
  return code.replace(/^0+(?=\d)/, '').padStart(3, '0');
}

/** A product code as the catalogue writes it: 1 to 10 digits. */
export const codeDigits = /^\d{1,10}$/;

/**
 * A product code as a document line or a path names it: text or a number, trimmed, and digits
 * padded as the catalogue writes them ("13" is "013"). Empty or missing answers `missing`.
 */
export const productCodeField = (missing: string = validationTexts.required) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .pipe(z.string().min(1, missing).max(20))
    // Any run of digits: "00000000013" is still "013" (the catalogue's codes have at most 10 digits).
    .transform((v) => (/^\d+$/.test(v) ? normalizeCode(v) : v));

const referenceId = z.coerce
  .number({ error: validationTexts.required })
  .int()
  .positive(validationTexts.required)
  .max(MAX_SERIAL);

/** Spec 5: numeric fields strip every non-digit; '' or null is empty. Numbers are taken as they are. */
const wholeNumber = (max: number, tooLarge: string) =>
  wholeInput.pipe(z.number().int().min(0).max(max, tooLarge).nullable());

/** Spec 3: isCenterOnly travels as text "true"/"false"; booleans and '1'/'0' are taken too. */
const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)])
    .nullish()
    .transform((v) => (v === null || v === undefined ? fallback : v === true || v === 'true' || v === '1' || v === 1));

const sizeList = z
  .array(z.string().trim().min(1).max(10))
  .max(10)
  .nullish()
  .transform((v) => [...new Set(v ?? [])]);

/** One price per tier (the form's "batch" options); an empty price means none for that tier. */
const batchPrice = z
  .array(z.object({ branchGroupId: referenceId, price: wholeNumber(LIMITS.price, limitTexts.priceTooLarge) }))
  .max(100)
  .nullish()
  .transform((v) => v ?? [])
  .superRefine((rows, ctx) => {
    const seen = new Set<number>();
    rows.forEach((row, i) => {
      if (seen.has(row.branchGroupId))
        ctx.addIssue({ code: 'custom', path: [i, 'branchGroupId'], message: productTexts.tierTwice });
      seen.add(row.branchGroupId);
    });
  });

/** The product form's fields with the spec's names (productType, productUnit, batchPrice). */
const productFields = z.object({
  title: z.string().trim().min(1).max(120),
  description: optionalText(2000),
  productType: referenceId,
  productUnit: referenceId,
  minOrder: wholeNumber(LIMITS.qty, limitTexts.qtyTooLarge).transform((v) => v ?? 0),
  quota: wholeNumber(LIMITS.qty, limitTexts.qtyTooLarge),
  isPublish: flag(true),
  isCenterOnly: flag(false),
  thumbnail: optionalText(500),
  thumbnailPath: optionalText(500),
  sizes: sizeList,
  sizeRequired: flag(false),
  defaultSize: optionalText(10),
  hasLabel: flag(false),
  /** bahan_jadi: days a batch stays good (DOMAIN 15); empty = not tracked. */
  shelfLifeDays: wholeNumber(365, productTexts.shelfLifeTooLong),
  batchPrice,
});

/** '' or absent: none (store proposes the next free code); otherwise digits only. */
const optionalCode = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
  .pipe(z.string().refine((v) => v === '' || codeDigits.test(v), productTexts.codeInvalid))
  .transform((v) => (v ? normalizeCode(v) : null));

/** Sizes are product data (DOMAIN 4): a required size needs sizes to choose from, a default must be one of them. */
function checkSizes(
  input: { sizes: string[]; sizeRequired: boolean; defaultSize: string | null },
  ctx: z.RefinementCtx,
) {
  if (input.sizeRequired && input.sizes.length === 0)
    ctx.addIssue({ code: 'custom', path: ['sizes'], message: productTexts.sizesMissing });
  if (input.defaultSize !== null && !input.sizes.includes(input.defaultSize)) {
    ctx.addIssue({ code: 'custom', path: ['defaultSize'], message: productTexts.defaultSizeInvalid });
  }
}

export const productStoreBody = productFields.extend({ productId: optionalCode }).superRefine(checkSizes);
/** The same body as store; productId may be sent again but cannot change (checked in the service). */
export const productUpdateBody = productStoreBody;

/** Path ids are codes; "13" finds "013". Anything else simply finds nothing (404). */
export const productIdParam = z.object({
  id: z
    .string()
    .trim()
    .max(20)
    .transform((v) => (codeDigits.test(v) ? normalizeCode(v) : v)),
});

export const productShowQuery = z.object({ type: z.string().optional() });

const typeKey = optionalOf(z.enum(PRODUCT_TYPE_KEYS));

export const productListQuery = listQuery.extend({ type: typeKey });
/** Spec 9: the price list shows bahan_jadi unless told otherwise. */
export const priceListQuery = listQuery.extend({ type: typeKey.transform((v): ProductTypeKey => v ?? 'bahan_jadi') });

export const queueBody = z
  .object({
    productIds: z
      .array(z.string().trim().regex(codeDigits, productTexts.codeInvalid).transform(normalizeCode))
      .min(1, productTexts.queueEmpty)
      .max(10_000),
  })
  .superRefine((input, ctx) => {
    if (new Set(input.productIds).size !== input.productIds.length)
      ctx.addIssue({ code: 'custom', path: ['productIds'], message: productTexts.queueTwice });
  });

export const typeOptionSchema = z.object({ id: z.number(), key: z.string(), name: z.string() });
export const productOptions = z.object({
  type: z.array(typeOptionSchema),
  unit: z.array(optionSchema),
  batch: z.array(optionSchema),
});
export const productListOptions = z.object({ type: z.array(typeOptionSchema) });

export const productItem = z.object({
  productId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  productTypeId: z.number(),
  productTypeKey: z.string(),
  productType: z.string(),
  productUnitId: z.number(),
  productUnit: z.string(),
  minOrder: z.number(),
  quota: z.number().nullable(),
  isPublish: z.boolean(),
  isCenterOnly: z.enum(['true', 'false']),
  thumbnail: z.string().nullable(),
  thumbnailPath: z.string().nullable(),
  stock: z.number(),
  /** Per size, then without a size when there is any; empty for a product without sizes. */
  sizeStock: z.array(sizeStock),
  price: z.number().nullable(),
  priceCurrency: z.literal('IDR'),
  sizes: z.array(z.string()),
  sizeRequired: z.boolean(),
  defaultSize: z.string().nullable(),
  hasLabel: z.boolean(),
  shelfLifeDays: z.number().nullable(),
  queue: z.number(),
});

export const tierPrice = z.object({ branchGroupId: z.number(), name: z.string(), price: z.number().nullable() });

export const productDetail = productItem.extend({ batchPrice: z.array(tierPrice), options: productOptions });
export const productCreateForm = z.object({ productId: z.string(), options: productOptions });

export const priceListItem = z.object({
  productId: z.string(),
  title: z.string(),
  productUnit: z.string(),
  prices: z.array(tierPrice),
});
export const priceListOptions = z.object({ batch: z.array(optionSchema) });

export const queueSaved = z.object({ productIds: z.array(z.string()) });
