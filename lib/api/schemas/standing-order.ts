import { z } from 'zod';
import { pageQuery } from '../list';
import { orderTexts } from '../../i18n/id/order';
import { standingOrderTexts } from '../../i18n/id/order-window';
import { idField, isoDateField, MAX_ID, optionalOf } from './common';
import { orderLine } from './order';

const weekdayField = z.coerce
  .number({ error: standingOrderTexts.weekdayRequired })
  .int(standingOrderTexts.weekdayRequired)
  .min(1, standingOrderTexts.weekdayRequired)
  .max(7, standingOrderTexts.weekdayRequired);

/**
 * POST /standing-order/store and PUT /standing-order/update/{id}: an outlet's usual lines for one
 * weekday (1 = Senin .. 7 = Minggu), with the order form's own line rules.
 */
export const standingOrderBody = z.object({
  branchId: z.coerce
    .number({ error: orderTexts.outletRequired })
    .int()
    .positive(orderTexts.outletRequired)
    .max(MAX_ID, orderTexts.outletRequired),
  weekday: weekdayField,
  items: z.array(orderLine).max(300),
});
export type StandingOrderBody = z.input<typeof standingOrderBody>;

export const standingOrderPauseBody = z.object({
  until: z
    .string({ error: standingOrderTexts.untilRequired })
    .trim()
    .min(1, standingOrderTexts.untilRequired)
    .pipe(isoDateField),
});

export const standingOrderGenerateBody = z.object({
  /** Make orders up to this delivery date (at most 31 days ahead); default: each outlet's first open date. */
  until: optionalOf(isoDateField),
});

export const standingOrderListQuery = pageQuery.extend({
  branchId: optionalOf(idField),
});

export const standingOrderItem = z.object({
  id: z.number(),
  branchId: z.number(),
  outlet: z.string(),
  weekday: z.number(),
  weekdayLabel: z.string(),
  items: z.array(z.object({ productId: z.string(), title: z.string(), qty: z.number(), notes: z.string().nullable() })),
  pausedUntil: z.string().nullable(),
  /** Paused for the next delivery date on this weekday. */
  isPaused: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StandingOrderItem = z.infer<typeof standingOrderItem>;

export const standingOrderGenerateResult = z.object({
  created: z.number(),
  orders: z.array(
    z.object({
      transactionOrderId: z.number(),
      standingOrderId: z.number(),
      branchId: z.number(),
      deliveryDate: z.string(),
    }),
  ),
  skipped: z.array(z.object({ standingOrderId: z.number(), deliveryDate: z.string(), reason: z.string() })),
});
export type StandingOrderGenerateResult = z.infer<typeof standingOrderGenerateResult>;
