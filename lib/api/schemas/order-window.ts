import { z } from 'zod';
import { pageQuery } from '../list';
import { changeRequestTexts } from '../../i18n/id/order-window';
import { tierTexts } from '../../i18n/id/tier';
import { dateFilter, idField, optionalOf, optionalText, requiredText } from './common';

/** HH:mm in WIB, 00:00 to 23:59. */
export const cutoffTimeField = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, tierTexts.cutoffTimeInvalid);
/** 0 (the delivery day itself) to 7 days before. */
export const cutoffDaysField = z.coerce.number().int().min(0).max(7);

export const orderWindowParam = z.object({ branchGroupId: idField });

export const orderWindowBody = z.object({ cutoffDaysBefore: cutoffDaysField, cutoffTime: cutoffTimeField });

export const orderWindowItem = z.object({
  branchGroupId: z.number(),
  title: z.string(),
  cutoffDaysBefore: z.number(),
  cutoffTime: z.string(),
});

export const orderWindowList = z.object({ items: z.array(orderWindowItem) });

/** An outlet's own cut-off: '' or null follows its price tier; absent leaves it as it is. */
export const outletCutoffFields = {
  cutoffDaysBefore: z
    .union([z.literal(''), z.null(), cutoffDaysField])
    .optional()
    .transform((v) => (v === '' ? null : v)),
  cutoffTime: z
    .union([z.literal(''), z.null(), cutoffTimeField])
    .optional()
    .transform((v) => (v === '' ? null : v)),
};

/** A delivery date offered by the order form, with the moment a partner can no longer change it. */
export const orderDeadlineItem = z.object({ deliveryDate: z.string(), deadline: z.string() });

export const CHANGE_REQUEST_STATUSES = ['menunggu', 'disetujui', 'ditolak'] as const;

/** POST /order-change-request/store: the wanted lines of an order (or a new one) after its deadline. */
export const changeRequestBody = z.object({
  transactionOrderId: idField.nullish(),
  branchId: idField,
  deliveryDate: z.iso.date(),
  items: z
    .array(
      z.object({
        productId: z.string().trim().min(1).max(20),
        qty: z.coerce.number().int().min(0).max(1_000_000),
        notes: optionalText(20),
      }),
    )
    .min(1)
    .max(300),
  reason: requiredText(changeRequestTexts.reasonRequired, 500),
});

export const changeRequestRejectBody = z.object({ reason: requiredText(changeRequestTexts.reasonRequired, 500) });

export const changeRequestListQuery = pageQuery.extend({
  status: optionalOf(z.enum(CHANGE_REQUEST_STATUSES)),
  deliveryDate: dateFilter,
});

export const changeRequestItem = z.object({
  id: z.number(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  statusLabel: z.string(),
  branchId: z.number(),
  outlet: z.string(),
  transactionOrderId: z.number().nullable(),
  orderNumber: z.string().nullable(),
  deliveryDate: z.string(),
  items: z.array(z.object({ productId: z.string(), title: z.string(), qty: z.number(), notes: z.string().nullable() })),
  reason: z.string(),
  requestedBy: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  resultOrderId: z.number().nullable(),
  createdAt: z.string(),
});
export type ChangeRequestItem = z.infer<typeof changeRequestItem>;
