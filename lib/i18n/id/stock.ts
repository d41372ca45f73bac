import { formatQuantity } from '../format';
/** Stock ledger messages shared by every area that moves stock. */
export const stockTexts = {
  insufficient: (title: string, left: number, unit: string) =>
    `Stok ${title} tidak cukup: tersisa ${formatQuantity(left)} ${unit}.`,
  unknownProduct: (id: string) => `Produk ${id} tidak ditemukan.`,
} as const;
