import { z } from 'zod';
import { orderDeadlineItem } from './order-window';
import { INVOICE_STATUSES } from './invoice';
import { deliveryProofSchema } from './route';
import { validationTexts } from '../../i18n/id/core';
import { limitTexts } from '../../i18n/id/ops';
import { orderTexts } from '../../i18n/id/order';
import { listQuery } from '../list';
import { idField, isoDateField, optionalOf, optionalText, requiredWhole, wholeInput } from './common';
import { LIMITS } from '../limits';

export const ORDER_STATUSES = ['pending', 'ditahan', 'berhasil', 'dibatalkan'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const isoDate = isoDateField;

/** Spec 5: quantities strip every non-digit; '' is 0. */
const qty = wholeInput.transform((v) => v ?? 0).pipe(z.number().int().min(0).max(LIMITS.qty, limitTexts.qtyTooLarge));

const size = z
  .string()
  .trim()
  .max(10)
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : null));
const optionalId = optionalOf(idField);

export const orderLine = z.object({ productId: z.string().trim().min(1).max(20), qty, notes: size });

/** The spec's store body; userId is who the order is for and is derived on the server. */
export const orderStoreBody = z.object({
  userId: z.unknown().optional(),
  branchId: optionalId,
  deliveryDate: isoDate,
  driver: optionalId,
  notes: optionalText(500),
  items: z.array(orderLine).max(300),
});

export const orderStoreQuery = z.object({
  type: z.enum(['update']).optional(),
  transactionOrderId: optionalId,
});

export const orderListQuery = listQuery.extend({
  status: optionalOf(z.enum(ORDER_STATUSES)),
  deliveryDate: isoDate.optional(),
  /** One outlet (a partner: one of its own; another's simply matches nothing). */
  branchId: optionalId,
});

export const orderCreateQuery = z.object({
  search: z.string().trim().max(100).optional().default(''),
  type: z.enum(['form']).optional(),
  transactionOrderId: optionalId,
  branchId: optionalId,
  deliveryDate: isoDate.optional(),
});

export const orderShowQuery = z.object({ type: z.string().optional() });

/** Staff may say why they cancel; the partner reads it on the order. Optional: the body may be absent. */
export const cancelBody = z.object({
  reason: optionalText(500),
});

export const adjustmentBody = z.object({
  adjustmentNotes: z.string().trim().min(1, orderTexts.adjustmentNotesRequired).max(500),
  deliveryDate: isoDate.optional(),
  items: z
    .array(
      z.object({
        productId: z.string().trim().min(1).max(20),
        // The quantity received is stated for every line, 0 included; empty is not a quantity.
        qty: requiredWhole(validationTexts.required, limitTexts.qtyTooLarge, 0, LIMITS.qty),
        notes: size,
        subtotal: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(300),
});

export const orderItemSchema = z.object({
  itemId: z.number().describe('Id baris order, tetap untuk bukti kirim dan penyesuaian'),
  productId: z.string(),
  title: z.string(),
  qty: z.number(),
  orderedQty: z.number(),
  notes: z.string().nullable(),
  price: z.number(),
  subtotal: z.number(),
  unit: z.string(),
  type: z.string(),
});

export const orderListItem = z.object({
  transactionOrderId: z.number(),
  number: z.string(),
  branchId: z.number(),
  outlet: z.string(),
  owner: z.string(),
  userId: z.number().nullable(),
  deliveryDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  isAccepted: z.boolean().nullable(),
  total: z.number(),
  itemCount: z.number(),
  driver: z.string().nullable(),
  invoiced: z.boolean(),
  /** The status of the invoice the order is on (null: not invoiced); an adjustment needs it unpaid. */
  invoiceStatus: z.enum(INVOICE_STATUSES).nullable(),
  createdAt: z.string(),
});

export const orderDetail = orderListItem.extend({
  /** DOMAIN 17: when a partner can no longer change it, and whether that moment has passed. */
  deadline: z.string(),
  deadlinePassed: z.boolean(),
  notes: z.string().nullable(),
  driverId: z.number().nullable(),
  outletAddress: z.string().nullable(),
  outletPhone: z.string().nullable(),
  adjustmentNotes: z.string().nullable(),
  adjustmentAuthor: z.string().nullable(),
  adjustmentCreatedAt: z.string().nullable(),
  cancelReason: z.string().nullable().describe('Alasan pembatalan dari staf, untuk mitra'),
  holdReason: z.string().nullable().describe('Mengapa kontrol kredit menahan order ini (DOMAIN 19)'),
  creditWarning: z.string().nullable().optional().describe('Peringatan kredit saat disimpan (mode peringatan)'),
  standingOrderId: z.number().nullable().describe('Order rutin asal order ini (DOMAIN 17)'),
  items: z.array(orderItemSchema),
  delivery: deliveryProofSchema.nullable().describe('Bukti kirim: penerima, waktu, foto, posisi, keberatan'),
});

export const orderProductOption = z.object({
  productId: z.string(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  thumbnailPath: z.string().nullable(),
  price: z.number(),
  unit: z.string(),
  type: z.string(),
  minOrder: z.number(),
  quota: z.number().nullable(),
  quotaLeft: z.number().nullable(),
  sizes: z.array(z.string()),
  sizeRequired: z.boolean(),
  defaultSize: z.string().nullable(),
});

export const orderFormOptions = z.object({
  products: z.array(orderProductOption),
  pageDisable: z.boolean(),
  disabledDates: z.array(z.string()),
  outlet: z.object({ branchId: z.number(), title: z.string() }).nullable(),
  outlets: z.array(z.object({ branchId: z.number(), title: z.string() })),
  drivers: z.array(z.object({ id: z.number(), name: z.string() })),
  minDate: z.string(),
  /** The outlet's cut-off (DOMAIN 17); null until an outlet is chosen. */
  cutoff: z.object({ cutoffDaysBefore: z.number(), cutoffTime: z.string() }).nullable(),
  /** The server's time of this answer, so the form counts the time left on the server's clock. */
  now: z.string(),
  deadlines: z
    .array(orderDeadlineItem)
    .describe('Tanggal pengiriman yang ditawarkan (dua minggu ke depan) dengan batas waktu ordernya (WIB)'),
  habits: z
    .object({
      usual: z.array(z.object({ productId: z.string(), qty: z.number() })),
      usualTotal: z.number().nullable(),
    })
    .describe(
      'Kebiasaan outlet: median jumlah per produk dan median total dari order terakhir, untuk bertanya "Yakin?"',
    ),
});

/** POST /transaction/order/reorder/{id}: the date of the new order. */
export const reorderBody = z.object({ deliveryDate: isoDate });

/** GET /transaction/order/suggest: for an outlet (staff) and a delivery date. */
export const suggestQuery = z.object({ branchId: optionalId, deliveryDate: isoDate });

export const suggestion = z.object({
  productId: z.string(),
  size: z.string().nullable(),
  qty: z.number(),
  basis: z.string(),
});
export const suggestionList = z.object({ items: z.array(suggestion) });
