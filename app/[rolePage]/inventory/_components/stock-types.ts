import { formatQuantity } from '@/lib/i18n/format';
import type { z } from 'zod';
import type { ListPage } from '@/lib/api/list';
import type {
  stockFormItem,
  stockHistoryOptions,
  stockItem,
  stockListOptions,
  stockMovementItem,
  SizeStock,
} from '@/lib/api/schemas/stock';

/** What the stock screens receive from the API (the API's own schemas). */
export type StockItem = z.infer<typeof stockItem>;
export type StockListOptions = z.infer<typeof stockListOptions>;
export type StockMovement = z.infer<typeof stockMovementItem>;
export type StockHistoryOptions = z.infer<typeof stockHistoryOptions>;
export type StockFormItem = z.infer<typeof stockFormItem>;
export type StockPage<T, O> = ListPage<T, O>;

/** What one size holds (null = without a size), for the adjust form's "stok sekarang". */
export function stockOfSize(product: { stock: number; sizeStock: SizeStock[] }, size: string | null): number {
  if (product.sizeStock.length === 0) return product.stock;
  return product.sizeStock.find((s) => s.size === size)?.qty ?? 0;
}

/** Quantities with id-ID grouping and up to 3 decimals ("1.250", "2,5"); a signed one keeps its sign ("+12", "−3"). */
export function formatQty(value: number, signed = false): string {
  const text = formatQuantity(Math.abs(value));
  if (value < 0) return `\u2212${text}`;
  return signed && value > 0 ? `+${text}` : text;
}
