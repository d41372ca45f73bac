import { z } from 'zod';
import { creditTexts, receivablesTexts } from '../../i18n/id/receivables';
import { listQuery, paginationSchema } from '../list';
import { LIMITS } from '../limits';
import { dateFilter, requiredText, wholeInput, optionalOf } from './common';

export const RECEIVABLE_SORTS = ['total', 'overdue', 'exposure', 'partner'] as const;

export const receivablesQuery = listQuery.extend({
  /** The day the ageing is read for; today (WIB) when absent. */
  asOf: dateFilter,
  sort: optionalOf(z.enum(RECEIVABLE_SORTS)).transform((v) => v ?? 'total'),
});
export type ReceivablesQuery = z.output<typeof receivablesQuery>;

const buckets = {
  current: z.number(),
  d1_30: z.number(),
  d31_60: z.number(),
  d61_90: z.number(),
  over90: z.number(),
  total: z.number(),
};

export const receivableItem = z.object({
  partnerId: z.number(),
  partner: z.string(),
  ...buckets,
  /** Days the oldest unpaid invoice is past due (0: nothing overdue). */
  oldestOverdueDays: z.number(),
  creditLimit: z.number().nullable(),
  creditOverdueDays: z.number().nullable(),
  creditMode: z.string(),
  exposure: z.number(),
  status: z.enum(['lancar', 'terlambat', 'lewat_batas']),
});

export const receivablesList = z.object({
  items: z.array(receivableItem),
  options: z.object({}),
  pagination: paginationSchema,
  asOf: z.string(),
  totals: z.object({ ...buckets, exposure: z.number() }),
});

export const REMINDER_STATUSES = ['menunggu', 'terkirim', 'selesai'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

export const reminderListQuery = listQuery.extend({
  status: optionalOf(z.enum(REMINDER_STATUSES)),
});

export const reminderItem = z.object({
  id: z.number(),
  transactionId: z.number(),
  number: z.string(),
  outlet: z.string(),
  partnerId: z.number(),
  partner: z.string(),
  level: z.number(),
  remindOn: z.string(),
  dueDate: z.string(),
  remaining: z.number(),
  /** menunggu: to send; terkirim: sent; selesai: the invoice was paid (or its proof sent) meanwhile. */
  status: z.enum(REMINDER_STATUSES),
  statusLabel: z.string(),
  sentAt: z.string().nullable(),
  /** https://wa.me/62...?text=... ; null when the partner has no phone number. */
  whatsappUrl: z.string().nullable(),
  message: z.string(),
});

export const rejectPaymentBody = z.object({
  /** The proof finance saw (default: the one waiting); another waiting instead is refused (409). */
  paymentId: z.coerce.number().int().positive().optional(),
  reason: requiredText(receivablesTexts.rejectReasonRequired, 500),
});

export const releaseOrderBody = z.object({
  reason: requiredText(creditTexts.releaseReasonRequired, 500),
});

/** A partner's credit settings (DOMAIN 19), optional on PATCH /mitra/update: absent = unchanged. */
export const creditSettingsFields = {
  /** Rupiah; '' or null = no limit. */
  creditLimit: wholeInput
    .pipe(z.number().int().min(0).max(LIMITS.documentTotal, creditTexts.limitTooLarge).nullable())
    .optional(),
  /** Days an invoice may be past due; '' or null = no rule. */
  overdueDays: wholeInput
    .pipe(z.number().int().min(0, creditTexts.overdueDaysInvalid).max(365, creditTexts.overdueDaysInvalid).nullable())
    .optional(),
  creditMode: z.enum(['peringatan', 'tahan']).optional(),
};
