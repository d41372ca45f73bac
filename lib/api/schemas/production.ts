import { z } from 'zod';
import { validationTexts } from '../../i18n/id/core';
import { limitTexts } from '../../i18n/id/ops';
import { listQuery } from '../list';
import { decimalInput, optionalText, requiredDecimal, optionalOf } from './common';
import { productCodeField, PRODUCT_TYPE_KEYS } from './product';
import { LIMITS } from '../limits';
import { businessDate } from './schedule';
import { productionTexts } from '../../i18n/id/production';

/** DOMAIN 6: a batch waits (pending) until the warehouse approves it (disetujui). */
export const PRODUCTION_STATUSES = ['pending', 'disetujui'] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];

/** A batch is a day's work; a few hundred lines is already more than any bakery writes down. */
const MAX_LINES = 200;

const productCode = productCodeField();

/** Exact to 0.001 (DOMAIN 15: raw materials are weighed); finished goods' whole rule is the service's. */
const quantity = requiredDecimal(validationTexts.required, limitTexts.qtyTooLarge, LIMITS.qty);

/** What came out good: 0 when a whole line was lost (burnt), never below. */
const countedQuantity = decimalInput.pipe(
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? validationTexts.required : undefined),
    })
    .min(0, productionTexts.madeNegative)
    .max(LIMITS.qty, limitTexts.qtyTooLarge),
);

/** in: made into stock on approval; out: used from stock. */
export const PRODUCTION_DIRECTIONS = ['in', 'out'] as const;
export type ProductionDirection = (typeof PRODUCTION_DIRECTIONS)[number];

export const productionLine = z.object({
  productId: productCode,
  qty: quantity,
  /** Taken from the product when absent; when sent it must be the product's unit. */
  unit: optionalText(30),
  /** The product's type; taken from the product when absent. */
  type: z
    .enum(PRODUCT_TYPE_KEYS)
    .nullish()
    .transform((v) => v ?? null),
  /**
   * Made (in) or used (out). Finished goods are made and raw materials used, whatever is sent; a
   * semi-finished product is made unless the line says out (DOMAIN 15).
   */
  direction: z
    .enum(PRODUCTION_DIRECTIONS)
    .nullish()
    .transform((v) => v ?? null),
  /** For a product with sizes: the size made (S, M, L); absent = without a size (the bakers shape it as they like). */
  size: optionalText(10),
});

/**
 * Spec 7: {items[{productId, qty, unit, type}], notes}. No items is not a format error but the
 * spec's own refusal ("Data produksi tidak boleh kosong."), so the service answers it.
 */
export const productionBody = z.object({
  items: z
    .array(productionLine)
    .max(MAX_LINES)
    .nullish()
    .transform((v) => v ?? []),
  notes: optionalText(500),
  /**
   * The day it was baked (DOMAIN 15): its lots' shelf life counts from it. Absent: today (WIB) for
   * a new batch, the batch's own for a change.
   */
  productionDate: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(businessDate(productionTexts.productionDateInvalid).nullable()),
});
export type ProductionBody = z.output<typeof productionBody>;

const statusFilter = optionalOf(z.enum(PRODUCTION_STATUSES));

export const productionListQuery = listQuery.extend({ status: statusFilter });
export type ProductionListQuery = z.output<typeof productionListQuery>;

/** Batch ids are serial: anything beyond is not a batch (and must not reach the database as one). */

export const productionShowQuery = z.object({ type: z.string().optional() });

export const productionOptionsQuery = z.object({ search: z.string().trim().max(100).default('') });

const statusOption = z.object({ value: z.enum(PRODUCTION_STATUSES), label: z.string() });

export const productionItem = z.object({
  productionId: z.number(),
  number: z.string(),
  status: z.enum(PRODUCTION_STATUSES),
  statusLabel: z.string(),
  notes: z.string().nullable(),
  itemCount: z.number(),
  producedCount: z.number(),
  consumedCount: z.number(),
  /** The produced lines in words, e.g. "Roti Tawar Kupas 40 pcs, Donat Gula 120 pcs". */
  producedSummary: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** The delivery date whose production plan made this batch (DOMAIN 16); null for a batch typed by hand. */
  planDeliveryDate: z.string().nullable(),
  /** The day it was baked (YYYY-MM-DD); its lots expire counted from it. */
  productionDate: z.string().nullable(),
});

export const productionListOptions = z.object({ status: z.array(statusOption) });

export const productionDetailLine = z.object({
  productId: z.string(),
  title: z.string(),
  qty: z.number(),
  unit: z.string(),
  type: z.enum(PRODUCT_TYPE_KEYS),
  direction: z.enum(PRODUCTION_DIRECTIONS),
  /** The size made (S, M, L) of a product with sizes; null = without a size. */
  size: z.string().nullable(),
  /** The product's stock now, so the warehouse sees a shortfall before approving. */
  stock: z.number(),
  /** A made line's recipe loss (0-50%), null without a recipe or for a used line. */
  lossPercent: z.number().nullable(),
  /** A made line's quantity less its recipe's expected rejects: where the warehouse's count starts. */
  expectedQty: z.number().nullable(),
});

/**
 * POST /production/accept/{id}: what came out good, per made line (product and size), as the
 * warehouse counted it; at most what the line planned, the rest being rejects. Lines not named,
 * or no body at all, are taken as planned.
 */
export const approveProductionBody = z.object({
  made: z
    .array(z.object({ productId: productCode, size: optionalText(10), qty: countedQuantity }))
    .max(MAX_LINES)
    .nullish()
    .transform((v) => v ?? []),
  /**
   * Optional: every line of the batch as the screen showed it. When sent and the batch was changed
   * since (production edited it, the plan refreshed it), the approval is refused (409) rather than
   * booking lines nobody counted.
   */
  seen: z
    .array(
      z.object({
        productId: productCode,
        size: optionalText(10),
        direction: z.enum(PRODUCTION_DIRECTIONS),
        qty: z.number(),
      }),
    )
    .max(MAX_LINES)
    .nullish()
    .transform((v) => v ?? null),
});
export type ApproveProductionBody = z.output<typeof approveProductionBody>;

export const productionDetail = productionItem.omit({ producedSummary: true }).extend({
  updatedAt: z.string(),
  items: z.array(productionDetailLine),
});

export const productionProductOption = z.object({
  productId: z.string(),
  title: z.string(),
  productUnit: z.string(),
  productTypeKey: z.enum(PRODUCT_TYPE_KEYS),
  productType: z.string(),
  stock: z.number(),
});

export const productionCreateForm = z.object({ products: z.array(productionProductOption) });

export type ProductionItem = z.infer<typeof productionItem>;
export type ProductionDetail = z.infer<typeof productionDetail>;
export type ProductionDetailLine = z.infer<typeof productionDetailLine>;
export type ProductionProductOption = z.infer<typeof productionProductOption>;
export type ProductionListOptions = z.infer<typeof productionListOptions>;
