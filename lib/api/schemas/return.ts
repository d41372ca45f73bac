import { z } from 'zod';
import { pageQuery } from '../list';
import { limitTexts } from '../../i18n/id/ops';
import { orderTexts } from '../../i18n/id/order';
import { reportTexts } from '../../i18n/id/report';
import { returnTexts } from '../../i18n/id/returns';
import { LIMITS } from '../limits';
import { idField, isoDateField, MAX_ID, optionalOf, requiredWhole } from './common';

export const RETURN_REASONS = ['sisa', 'kedaluwarsa', 'rusak', 'cacat_produksi'] as const;
export const RETURN_DISPOSITIONS = ['buang', 'stok'] as const;
export const RETURN_STATUSES = ['menunggu', 'diproses'] as const;

const tr = returnTexts;

/** POST /return/store: what an outlet gives back on a date; `clientKey` makes a retry the same return. */
export const returnStoreBody = z.object({
  branchId: z.coerce
    .number({ error: orderTexts.outletRequired })
    .int()
    .positive(orderTexts.outletRequired)
    .max(MAX_ID, orderTexts.outletRequired),
  date: isoDateField,
  items: z
    .array(
      z.object({
        productId: z.string().trim().min(1).max(20),
        size: z
          .string()
          .trim()
          .max(10)
          .nullish()
          .transform((v) => (v ? v.toUpperCase() : null)),
        qty: requiredWhole(tr.qtyRequired, limitTexts.qtyTooLarge, 1, LIMITS.qty),
        reason: z.enum(RETURN_REASONS, { error: tr.reasonRequired }),
      }),
    )
    .min(1, tr.noLines)
    .max(300),
  photo: z.string().trim().max(200).nullish(),
  clientKey: z.string().trim().min(8).max(100),
});

/** POST /return/process/{id}: a disposition for every line. */
export const returnProcessBody = z.object({
  lines: z
    .array(
      z.object({
        itemId: idField,
        disposition: z.enum(RETURN_DISPOSITIONS, { error: tr.dispositionRequired }),
      }),
    )
    .min(1, tr.lineMissing)
    .max(300),
});

export const returnListQuery = pageQuery.extend({
  status: optionalOf(z.enum(RETURN_STATUSES)),
  periode: optionalOf(z.string().regex(/^2\d{3}-(0[1-9]|1[0-2])$/)),
  branchId: optionalOf(idField),
});

export const returnLine = z.object({
  itemId: z.number(),
  productId: z.string(),
  title: z.string(),
  size: z.string().nullable(),
  unit: z.string(),
  qty: z.number(),
  reason: z.enum(RETURN_REASONS),
  reasonLabel: z.string(),
  disposition: z.enum(RETURN_DISPOSITIONS).nullable(),
  creditQty: z.number(),
  price: z.number(),
  credit: z.number(),
});

export const returnItem = z.object({
  id: z.number(),
  number: z.string(),
  branchId: z.number(),
  outlet: z.string(),
  date: z.string(),
  status: z.enum(RETURN_STATUSES),
  statusLabel: z.string(),
  creditTotal: z.number(),
  invoiceId: z.number().nullable(),
  invoiceNumber: z.string().nullable(),
  photoUrl: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  processedBy: z.string().nullable(),
  processedAt: z.string().nullable(),
  items: z.array(returnLine),
});
export type ReturnItem = z.infer<typeof returnItem>;

export const wasteQuery = z.object({
  month: optionalOf(z.string().regex(/^2\d{3}-(0[1-9]|1[0-2])$/, reportTexts.monthInvalid)),
});

const wasteFigure = { qty: z.number(), value: z.number() };
export const wasteReport = z.object({
  month: z.string(),
  /** Expired stock the warehouse wrote off in the month, by product, most first. */
  writtenOff: z.array(z.object({ productId: z.string(), title: z.string(), unit: z.string(), qty: z.number() })),
  total: z.object(wasteFigure),
  byProduct: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      unit: z.string(),
      ...wasteFigure,
      delivered: z.number(),
      /** returned / delivered in the month; null when nothing was delivered. */
      returnRate: z.number().nullable(),
    }),
  ),
  byOutlet: z.array(z.object({ branchId: z.number(), outlet: z.string(), ...wasteFigure })),
  byReason: z.array(z.object({ reason: z.enum(RETURN_REASONS), label: z.string(), ...wasteFigure })),
});
export type WasteReport = z.infer<typeof wasteReport>;
