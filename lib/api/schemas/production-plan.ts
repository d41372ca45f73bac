import { z } from 'zod';
import { PRODUCT_TYPE_KEYS } from './product';
import { PRODUCTION_STATUSES } from './production';
import { isoDateField } from './common';

export const planQuery = z.object({ deliveryDate: isoDateField });
export const planBody = z.object({ deliveryDate: isoDateField });

/** One product (and size) to make for the delivery date; semi-finished goods are planned the same way. */
export const planLine = z.object({
  productId: z.string(),
  title: z.string(),
  /** Batches are per product (one recipe), so a line is the product (size null); its sizes are below. */
  size: z.string().nullable(),
  /**
   * What outlets ordered of each size (S, M, L) for the date and what of it is to be made, after
   * that size's own stock and stock without a size (see docs/decisions.md).
   */
  sizes: z.array(z.object({ size: z.string(), ordered: z.number(), toMake: z.number() })),
  unit: z.string(),
  type: z.enum(PRODUCT_TYPE_KEYS),
  /** Pending and confirmed orders for the date; for a semi-finished good, what the batches above need. */
  ordered: z.number(),
  /** Of `ordered`, what confirmed orders already took from stock. */
  confirmed: z.number(),
  /** Stock this date can use: what is there less what pending orders of earlier dates still need. */
  usableStock: z.number(),
  toMake: z.number(),
  batchYield: z.number().nullable(),
  lossPercent: z.number().nullable(),
  batches: z.number().nullable(),
  planned: z.number(),
  explanation: z.string(),
});

export const planMaterial = z.object({
  productId: z.string(),
  title: z.string(),
  unit: z.string(),
  type: z.enum(PRODUCT_TYPE_KEYS),
  need: z.number(),
  stock: z.number(),
  /** Ordered from suppliers and not yet received (procurements dipesan). */
  onOrder: z.number(),
  shortfall: z.number(),
  supplierId: z.number().nullable(),
  supplierName: z.string().nullable(),
  explanation: z.string(),
});

export const planChange = z.object({ productId: z.string(), title: z.string(), from: z.number(), to: z.number() });

export const productionPlan = z.object({
  deliveryDate: z.string(),
  lines: z.array(planLine),
  materials: z.array(planMaterial),
  productionId: z.number().nullable(),
  productionNumber: z.string().nullable(),
  productionStatus: z.enum(PRODUCTION_STATUSES).nullable(),
  /** What the plan makes differently from the production document made from it. */
  changes: z.array(planChange),
  missingRecipes: z.array(z.object({ productId: z.string(), title: z.string() })),
});

export const planProductionResult = z.object({
  productionId: z.number(),
  number: z.string(),
  /** false: the pending document of this date was brought up to the plan. */
  created: z.boolean(),
});

const shortfallLine = z.object({
  productId: z.string(),
  title: z.string(),
  unit: z.string(),
  qty: z.number(),
  price: z.number(),
});

export const planShortfall = z.object({
  deliveryDate: z.string(),
  suppliers: z.array(z.object({ supplierId: z.number(), supplierName: z.string(), lines: z.array(shortfallLine) })),
  withoutSupplier: z.array(shortfallLine.omit({ price: true })),
});

export type PlanLine = z.infer<typeof planLine>;
export type PlanMaterial = z.infer<typeof planMaterial>;
export type ProductionPlan = z.infer<typeof productionPlan>;
export type PlanShortfall = z.infer<typeof planShortfall>;
