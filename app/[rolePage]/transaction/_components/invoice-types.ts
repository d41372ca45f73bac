import { monthAndYear } from '@/lib/i18n/id/dates';
import type { z } from 'zod';
import type { AMOUNT_TYPES, invoiceDetail, invoiceListItem } from '@/lib/api/schemas/invoice';
import { todayInWib } from '@/lib/i18n/format';
import { shiftMonth } from '@/lib/iso-dates';
import { invoiceTexts } from '@/lib/i18n/id/invoice';

/** The API's own schemas describe what the screens receive; nothing is restated here. */
export type InvoiceListItem = z.infer<typeof invoiceListItem>;
export type InvoiceDetail = z.infer<typeof invoiceDetail>;
export type InvoiceStatus = InvoiceListItem['status'];
export type AmountType = (typeof AMOUNT_TYPES)[number];

export interface ManualInvoiceOptions {
  outlets: { branchId: number; title: string }[];
  products: ProductOption[];
  taxPercent: string;
}

export interface ProductOption {
  productId: string;
  title: string;
  unit: string;
}

/** "2026-11" -> "November 2026"; an invoice without a period is a manual one. */
export function periodeLabel(periode: string | null): string {
  if (!periode) return invoiceTexts.manualPeriode;
  // Half-typed input (browsers without a month picker) is shown as typed rather than throwing.
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(periode)) return periode;
  return monthAndYear(periode);
}

/** The month to close by default: the one before today's month in WIB. */
export function previousPeriode(): string {
  return shiftMonth(todayInWib().slice(0, 7), -1);
}

/** "10.00" as stored -> "10": a rate as a person writes it. */
export function plainAmount(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
