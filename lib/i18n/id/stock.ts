import { formatQuantity } from '../format';
/** Stock ledger messages shared by every area that moves stock. */
export const stockTexts = {
  expiredNotUsable: (title: string, good: number, unit: string) =>
    `Stok ${title} yang masih baik tidak cukup: tersisa ${formatQuantity(good)} ${unit}; sisanya kedaluwarsa.`,
  nothingExpired: 'Tidak ada stok kedaluwarsa.',
  expiredNote: 'Kedaluwarsa',
  lotStatus: { baik: 'Baik', segera: 'Segera kedaluwarsa', kedaluwarsa: 'Kedaluwarsa' } as Record<string, string>,
  writtenOff: (products: number) => `Stok kedaluwarsa ${products} produk dihapus sebagai buangan.`,
  insufficient: (title: string, left: number, unit: string) =>
    `Stok ${title} tidak cukup: tersisa ${formatQuantity(left)} ${unit}.`,
  insufficientSize: (title: string, size: string, left: number, unit: string) =>
    `Stok ${title} ukuran ${size} tidak cukup: tersisa ${formatQuantity(left)} ${unit} (termasuk stok tanpa ukuran).`,
  insufficientSizeOnly: (title: string, size: string, left: number, unit: string) =>
    `Stok ${title} ukuran ${size} tidak cukup: tersisa ${formatQuantity(left)} ${unit}.`,
  insufficientUnsized: (title: string, left: number, unit: string) =>
    `Stok ${title} tanpa ukuran tidak cukup: tersisa ${formatQuantity(left)} ${unit}.`,
  sizeInvalid: (title: string, size: string) => `Ukuran ${size} tidak ada pada ${title}.`,
  unknownProduct: (id: string) => `Produk ${id} tidak ditemukan.`,
} as const;
