import { z } from 'zod';
import { t } from '../../i18n/id';
import { listQuery } from '../list';
import { LIMITS } from '../limits';
import { limitTexts } from '../../i18n/id/ops';
import { isMilliExact, optionalText, readDecimal, sizeStock, optionalOf } from './common';
import { codeDigits, normalizeCode, productCodeField, PRODUCT_TYPE_KEYS } from './product';

/** Far above any bakery's stock line (grams of yeast included), well inside a safe integer. */

const typeFilter = optionalOf(z.enum(PRODUCT_TYPE_KEYS));

/** GET /stock: page size 10 (spec 9), optional product type. */
export const stockListQuery = listQuery.extend({ type: typeFilter });

/** GET /stock/create: the adjust form's product list, page size 100 (spec 9). */
export const stockFormQuery = listQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  type: typeFilter,
});

/** Path ids are product codes; "13" finds "013". Anything else simply finds nothing (404). */
export const stockProductParam = z.object({
  productId: z
    .string()
    .trim()
    .max(20)
    .transform((v) => (codeDigits.test(v) ? normalizeCode(v) : v)),
});

/**
 * GET /stock/show/{productId}: inBound=true only incoming, false only outgoing, absent or ''
 * both. historyOnly is accepted as the spec sends it; the answer is the same either way.
 * search looks in the notes and the document number.
 */
export const stockHistoryQuery = listQuery.extend({
  inBound: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined)),
  historyOnly: z.string().max(10).optional(),
});

/**
 * A signed quantity exact to 0.001 (DOMAIN 15): numbers as they are; text keeps an optional leading
 * minus and is read as people here write it ("-1.000" is -1000, "2,5" is 2.5). Empty is 0: no change.
 */
export const signedQuantity = z
  .union([z.string().max(30), z.number()])
  .nullish()
  .transform((v, ctx) => {
    if (typeof v === 'number') {
      if (isMilliExact(v)) return v;
      ctx.addIssue({ code: 'custom', message: t.validation.tooPrecise });
      return z.NEVER;
    }
    const text = (v ?? '').trim();
    const read = readDecimal(text);
    if (read === 'format' || read === 'precision') {
      ctx.addIssue({
        code: 'custom',
        message: read === 'format' ? t.validation.decimalFormat : t.validation.tooPrecise,
      });
      return z.NEVER;
    }
    if (read === null) return 0;
    return /^[-\u2212]/.test(text) ? -read : read;
  })
  // The limit every quantity has (LIMITS.qty); the service holds a product's lines together to it too.
  .pipe(z.number().min(-LIMITS.qty, limitTexts.qtyTooLarge).max(LIMITS.qty, limitTexts.qtyTooLarge));

const productCode = productCodeField();

export const stockLine = z.object({
  productId: productCode,
  qty: signedQuantity,
  /** Optional; when sent it must be the product's unit, so 5 gram is never booked as 5 kg. */
  unit: optionalText(30),
  /** For a product with sizes: the size counted (S, M, L); empty = stock without a size. */
  size: optionalText(10),
  /**
   * Optional: the product's stock the form showed. When sent and the stock has moved since (an
   * order confirmed, another count), the adjustment is refused (409) rather than booked on a
   * figure nobody saw.
   */
  stockSeen: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
});

/** POST /stock/update: why (notes, required) and the signed deltas; zero lines are ignored. */
export const stockUpdateBody = z
  .object({
    notes: z.string({ error: t.validation.required }).trim().min(1, t.validation.required).max(500),
    items: z.array(stockLine, { error: t.inventory.noChanges }).max(1000),
  })
  .superRefine((input, ctx) => {
    if (!input.items.some((line) => line.qty !== 0))
      ctx.addIssue({ code: 'custom', path: ['items'], message: t.inventory.noChanges });
  })
  .transform((input) => ({ notes: input.notes, items: input.items.filter((line) => line.qty !== 0) }));
export type StockUpdateInput = z.output<typeof stockUpdateBody>;

export const stockTypeOption = z.object({ key: z.string(), name: z.string() });
export const stockListOptions = z.object({ type: z.array(stockTypeOption) });

export { sizeStock, type SizeStock } from './common';

export const stockProduct = z.object({
  productId: z.string(),
  title: z.string(),
  productType: z.string(),
  productTypeKey: z.string(),
  productUnit: z.string(),
  stock: z.number(),
  /** The sizes the product is kept in (S, M, L); empty = no sizes. */
  sizes: z.array(z.string()),
  /** Per size, then without a size when there is any; empty for a product without sizes. */
  sizeStock: z.array(sizeStock),
});

export const stockItem = stockProduct.extend({
  /** Spec 3: isCenterOnly travels as text. */
  isCenterOnly: z.enum(['true', 'false']),
  /** ISO time of the newest ledger row; null when the product never moved. */
  lastMovementAt: z.string().nullable(),
  /** Tracked finished goods (DOMAIN 15): of the stock, what is expired today and what expires within two days. */
  expiredQty: z.number(),
  expiringQty: z.number(),
});

export const stockMovementItem = z.object({
  id: z.number(),
  /** ISO time; the screen shows it in WIB. */
  createdAt: z.string(),
  /** Signed: positive came in, negative went out. */
  qty: z.number(),
  unit: z.string(),
  /** The size moved, for a product with sizes; null = without a size. */
  size: z.string().nullable(),
  kind: z.string(),
  kindLabel: z.string(),
  documentType: z.string().nullable(),
  documentNumber: z.string().nullable(),
  notes: z.string().nullable(),
  /** Stock after this movement. */
  balance: z.number(),
  /** Who made it; null for the system or a removed account. */
  author: z.string().nullable(),
});

/** A lot of a tracked finished good (DOMAIN 15): baik, segera (expires within two days), kedaluwarsa. */
export const LOT_STATUSES = ['baik', 'segera', 'kedaluwarsa'] as const;
export const stockLot = z.object({
  lotId: z.number(),
  productionId: z.number().nullable(),
  productionDate: z.string(),
  expiresOn: z.string(),
  /** The size the batch made; null = without a size. */
  size: z.string().nullable(),
  qty: z.number(),
  status: z.enum(LOT_STATUSES),
  statusLabel: z.string(),
});

/** The product whose ledger this is travels in options.product, beside the page of movements, with its lots. */
export const stockHistoryOptions = z.object({ product: stockProduct, lots: z.array(stockLot) });

/** GET /stock/expiring: products with lots expired or expiring within two days. */
export const expiringItem = z.object({
  productId: z.string(),
  title: z.string(),
  unit: z.string(),
  expiredQty: z.number(),
  expiringQty: z.number(),
  nextExpiry: z.string().nullable(),
});
export const writeOffBody = z.object({
  productId: z
    .string()
    .trim()
    .max(20)
    .nullish()
    .transform((v) => (v ? (codeDigits.test(v) ? normalizeCode(v) : v) : null)),
});
export const writeOffResult = z.object({ products: z.number(), lots: z.number() });
export type StockLot = z.infer<typeof stockLot>;
export type ExpiringItem = z.infer<typeof expiringItem>;

export const stockFormItem = z.object({
  productId: z.string(),
  title: z.string(),
  productUnit: z.string(),
  productTypeKey: z.string(),
  productType: z.string(),
  stock: z.number(),
  sizes: z.array(z.string()),
  /** Per size, then without a size when there is any; empty for a product without sizes. */
  sizeStock: z.array(sizeStock),
});

export const stockUpdated = z.object({ items: z.array(stockProduct) });
