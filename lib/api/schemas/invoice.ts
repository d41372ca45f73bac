import { z } from 'zod';
import { invoiceTexts } from '../../i18n/id/invoice';
import { limitTexts } from '../../i18n/id/ops';
import { listQuery } from '../list';
import { idField, isoDateField, optionalText, pricedLine, requiredWhole, wholeInput, optionalOf } from './common';
import { LIMITS } from '../limits';

export const INVOICE_STATUSES = ['belum_bayar', 'proses', 'lunas'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** YYYY-MM in the same range as dates (years 2000-2999): month arithmetic and PostgreSQL never see year 0. */
export const periodeSchema = z
  .string()
  .trim()
  .regex(/^2\d{3}-(0[1-9]|1[0-2])$/, invoiceTexts.periodeInvalid);
const isoDate = isoDateField;
/** A percent or a rupiah amount with up to two decimals, as text. */
const amount = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? '0' : String(v).trim().replace(',', '.')))
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, invoiceTexts.amountInvalid));
/** A discount or tax is a percentage or a sum of rupiah. */
export const AMOUNT_TYPES = ['persen', 'nominal'] as const;
const amountType = z.enum(AMOUNT_TYPES);

export const invoiceListQuery = listQuery.extend({
  status: optionalOf(z.enum(INVOICE_STATUSES)),
  periode: optionalOf(periodeSchema),
  /** true: only unpaid invoices past their due date. */
  overdue: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
});

export const invoiceStoreQuery = z.object({
  periode: optionalOf(periodeSchema),
});

/** A manual invoice: goods sold outside orders (spec: a chosen product needs qty and price). */
export const manualInvoiceBody = z.object({
  branchId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: invoiceTexts.outletRequired })
      .int()
      .positive(invoiceTexts.outletRequired)
      .max(2_147_483_647),
  ),
  notes: optionalText(500),
  // Spec 5: a chosen product needs both its quantity and its price; both are checked here and in the form.
  items: z
    .array(
      z.object({
        productId: z.string().trim().min(1).max(20),
        qty: requiredWhole(invoiceTexts.qtyRequired, limitTexts.qtyTooLarge, 1, LIMITS.qty),
        price: requiredWhole(invoiceTexts.priceRequired, limitTexts.priceTooLarge, 0, LIMITS.price),
      }),
      { error: invoiceTexts.noLines },
    )
    .min(1, invoiceTexts.noLines)
    .max(200),
});

/** A payment's amount in whole rupiah; absent or empty: all that is left (issue 17). */
const paymentAmount = wholeInput
  .pipe(
    z.number().int().min(1, invoiceTexts.amountRequired).max(LIMITS.documentTotal, limitTexts.totalTooLarge).nullable(),
  )
  .transform((v) => v ?? undefined);

export const confirmPaymentBody = z.object({
  amount: paymentAmount,
  paymentDate: isoDate,
  paymentReceipt: z.string().trim().min(1).max(200),
  paymentReceiptPath: z.string().trim().max(200).optional(),
  paymentMethod: z.enum(['transfer', 'tunai']).default('transfer'),
});

export const acceptPaymentBody = z.object({
  /** The waiting proof to accept (default: the one waiting); null: cash without a proof, refused when one waits. */
  paymentId: idField.nullable().optional(),
  amount: paymentAmount,
  notes: optionalText(500),
});

export const adjustmentInvoiceBody = z
  .object({
    transactionId: idField,
    discount: amount,
    discountType: amountType,
    taxAmount: amount,
    taxType: amountType,
    adjustmentNote: z.string().trim().min(1, invoiceTexts.adjustmentNoteRequired).max(500),
  })
  .superRefine((b, ctx) => {
    if (b.discountType === 'persen' && Number(b.discount) > 100)
      ctx.addIssue({ code: 'custom', path: ['discount'], message: invoiceTexts.percentTooHigh });
    if (b.taxType === 'persen' && Number(b.taxAmount) > 100)
      ctx.addIssue({ code: 'custom', path: ['taxAmount'], message: invoiceTexts.percentTooHigh });
    if (b.taxType === 'nominal' && Number(b.taxAmount) > LIMITS.documentTotal)
      ctx.addIssue({ code: 'custom', path: ['taxAmount'], message: limitTexts.totalTooLarge });
  });

export const invoiceListItem = z.object({
  transactionId: z.number(),
  number: z.string(),
  branchId: z.number(),
  outlet: z.string(),
  owner: z.string(),
  periode: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  statusLabel: z.string(),
  isAccepted: z.boolean().nullable(),
  total: z.number(),
  /** Accepted payments so far, and what is left of the total. */
  paid: z.number(),
  remaining: z.number(),
  /** Issue date + the tier's payment term (YYYY-MM-DD). */
  dueDate: z.string(),
  /** Days past the due date while unpaid; 0 when not overdue or paid. */
  overdueDays: z.number(),
  orderCount: z.number(),
  createdAt: z.string(),
});

const fileRef = z.object({ filename: z.string(), path: z.string(), url: z.string() }).nullable();

export const invoiceDetail = invoiceListItem.extend({
  outletAddress: z.string().nullable(),
  subtotal: z.number(),
  discount: z.string(),
  discountType: z.string(),
  discountAmount: z.number(),
  taxAmount: z.string(),
  taxType: z.string(),
  taxValue: z.number(),
  adjustmentNote: z.string().nullable(),
  notes: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  paymentDate: z.string().nullable(),
  paymentReceipt: fileRef,
  /** Why finance sent the last proof back (shown to the partner until it sends a new one). */
  paymentRejection: z.string().nullable(),
  payments: z.array(
    z.object({
      paymentId: z.number(),
      amount: z.number(),
      method: z.string(),
      methodLabel: z.string(),
      date: z.string(),
      receipt: fileRef,
      /** proses (waiting for finance) | diterima | ditolak */
      status: z.string(),
      statusLabel: z.string(),
      rejection: z.string().nullable(),
      /** Who accepted or rejected it; null while waiting, and for online payments. */
      acceptedBy: z.string().nullable(),
      decidedAt: z.string().nullable(),
    }),
  ),
  orders: z.array(
    z.object({ transactionOrderId: z.number(), number: z.string(), deliveryDate: z.string(), total: z.number() }),
  ),
  items: z.array(pricedLine),
  bank: z.object({
    name: z.string().nullable(),
    accountNumber: z.string().nullable(),
    accountName: z.string().nullable(),
  }),
  onlinePayment: z.boolean(),
});
