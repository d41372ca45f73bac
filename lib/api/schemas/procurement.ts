import { z } from 'zod';
import { limitTexts } from '../../i18n/id/ops';
import { procurementTexts } from '../../i18n/id/procurement';
import { listQuery } from '../list';
import { MAX_ID, optionalText, pricedLine, requiredDecimal, requiredWhole, statusFilterOptions } from './common';
import { productCodeField } from './product';
import { supplierItem } from './supplier';
import { LIMITS } from '../limits';

const tp = procurementTexts;

export const DELIVERY_STATUSES = ['dipesan', 'diterima'] as const;
export const PAYMENT_STATUSES = ['belum_bayar', 'lunas'] as const;
/** The list filter: a delivery status, a payment status, or jatuh_tempo (unpaid past its due date). */
export const PROCUREMENT_FILTERS = ['dipesan', 'diterima', 'belum_bayar', 'lunas', 'jatuh_tempo'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type ProcurementFilter = (typeof PROCUREMENT_FILTERS)[number];

export const MAX_LINES = 100;

/** Largest id a serial column holds; a bigger one would fail in the database instead of here. */

export const procurementListQuery = listQuery.extend({
  status: z.union([z.enum(PROCUREMENT_FILTERS), z.literal('')]).default(''),
});

export const procurementCreateQuery = z.object({ search: z.string().trim().max(100).default('') });
export const procurementShowQuery = z.object({ type: z.string().max(20).optional() });

const productCode = productCodeField(tp.productRequired);

export const procurementLine = z.object({
  productId: productCode,
  qty: requiredDecimal(tp.qtyRequired, limitTexts.qtyTooLarge, LIMITS.qty, tp.qtyRequired),
  price: requiredWhole(tp.priceRequired, limitTexts.priceTooLarge, 0, LIMITS.price),
  unit: optionalText(30),
});

/** A calendar date the database can hold and a bakery could mean (PostgreSQL has no year 0). */
const isoDate = z.iso.date().refine((v) => v >= '1900-01-01' && v <= '2999-12-31', tp.dateInvalid);

/** YYYY-MM-DD; '' and absent mean none. */
const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .pipe(isoDate.nullable());

const requiredDate = z.string({ error: tp.dateRequired }).trim().min(1, tp.dateRequired).pipe(isoDate);

export const procurementBody = z.object({
  supplierId: z.coerce
    .number({ error: tp.supplierRequired })
    .int()
    .positive(tp.supplierRequired)
    .max(MAX_ID, tp.supplierNotFound),
  paymentDueOn: optionalDate,
  notes: optionalText(1000),
  // One line per product is checked by the service, which knows the product's name (document-lines.ts).
  items: z.array(procurementLine, { error: tp.itemsRequired }).min(1, tp.itemsRequired).max(MAX_LINES),
});
export type ProcurementInput = z.output<typeof procurementBody>;

/** A receipt is a file uploaded first through /utils/upload-file; the body names it. */
const receiptName = z.string({ error: tp.receiptRequired }).trim().min(1, tp.receiptRequired).max(200);
const receiptPath = optionalText(200);

export const acceptDeliveryBody = z.object({
  deliveryName: z.string({ error: tp.nameRequired }).trim().min(1, tp.nameRequired).max(100),
  deliveryReceipt: receiptName,
  deliveryReceiptPath: receiptPath,
  deliveryDate: requiredDate,
  /**
   * Optional: the procurement's `updatedAt` the screen showed. When sent and the procurement was
   * changed since, receiving is refused (409): the lines booked are the ones the delivery note was checked against.
   */
  seenUpdatedAt: z
    .string()
    .max(40)
    .nullish()
    .transform((v) => v ?? null),
});
export type AcceptDeliveryInput = z.output<typeof acceptDeliveryBody>;

export const acceptPaymentBody = z.object({
  paymentNote: optionalText(500),
  paymentReceipt: receiptName,
  paymentReceiptPath: receiptPath,
  paymentDate: requiredDate,
});
export type AcceptPaymentInput = z.output<typeof acceptPaymentBody>;

// Answers.

export const procurementListOptions = statusFilterOptions;

const statusFields = {
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  deliveryStatusLabel: z.string(),
  statusPayment: z.enum(PAYMENT_STATUSES),
  statusPaymentLabel: z.string(),
  isOverdue: z.boolean().describe('Belum bayar dan tanggal jatuh tempo sudah lewat (WIB)'),
};

export const procurementItem = z.object({
  procurementId: z.number(),
  number: z.string().describe('PO/YYYY/MM/NNNN'),
  supplierId: z.number(),
  supplier: z.string(),
  total: z.number().describe('Rupiah utuh'),
  paymentDueOn: z.string().nullable().describe('YYYY-MM-DD'),
  ...statusFields,
  itemCount: z.number(),
  createdAt: z.string(),
});
export type ProcurementItem = z.infer<typeof procurementItem>;

export const receiptSchema = z.object({
  filename: z.string(),
  path: z.string(),
  url: z.string().describe('/bff/files/<path>/<filename>'),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const procurementLineDetail = pricedLine;
export type ProcurementLineDetail = z.infer<typeof procurementLineDetail>;

/** What a procurement shows of its supplier: who to call and where to pay. */
export const supplierSummary = supplierItem.pick({
  supplierId: true,
  company: true,
  companyPhoneNumber: true,
  personInCompany: true,
  personInCompanyPhoneNumber: true,
  address: true,
  bankAccount: true,
  bankAccountName: true,
  bankAccountNumber: true,
});

export const supplierOption = z.object({ supplierId: z.number(), company: z.string() });
export const productOption = z.object({
  productId: z.string(),
  title: z.string(),
  productUnit: z.string(),
  productTypeKey: z.string(),
  stock: z.number(),
});
export type ProductOption = z.infer<typeof productOption>;

export const procurementFormOptions = z.object({
  suppliers: z.array(supplierOption),
  products: z.array(productOption),
});
export type ProcurementFormOptions = z.infer<typeof procurementFormOptions>;
export const procurementCreateForm = z.object({ options: procurementFormOptions });

export const procurementDetail = z.object({
  procurementId: z.number(),
  number: z.string(),
  supplierId: z.number(),
  supplier: supplierSummary,
  paymentDueOn: z.string().nullable(),
  ...statusFields,
  total: z.number(),
  notes: z.string().nullable(),
  items: z.array(procurementLineDetail),
  deliveryName: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  deliveryReceipt: receiptSchema.nullable(),
  paymentNote: z.string().nullable(),
  paymentDate: z.string().nullable(),
  paymentReceipt: receiptSchema.nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  options: procurementFormOptions.optional().describe('Hanya dengan type=form: pilihan supplier dan produk'),
});
export type ProcurementDetail = z.infer<typeof procurementDetail>;
