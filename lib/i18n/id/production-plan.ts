import { formatQuantity } from '../format';

const q = formatQuantity;

/** The production plan (Rencana Produksi, DOMAIN 16): every figure says where it comes from. */
export const productionPlanTexts = {
  tab: 'Rencana',
  tabsLabel: 'Bagian produksi',
  batchTab: 'Batch',
  title: 'Rencana Produksi',
  homeTitle: (date: string) => `Rencana produksi untuk pengiriman ${date}`,
  intro: 'Dihitung dari pesanan outlet, stok dan resep. Setiap angka menjelaskan asalnya.',
  deliveryDate: 'Tanggal kirim',
  show: 'Tampilkan',
  products: 'Produk yang dibuat',
  materials: 'Kebutuhan bahan',
  materialsHint:
    'Bahan baku untuk semua batch di atas. Yang kurang ditandai merah: stok dan yang sedang dipesan belum cukup.',
  columns: {
    product: 'Produk',
    ordered: 'Dipesan',
    stock: 'Stok terpakai',
    toMake: 'Dibuat',
    batches: 'Batch',
    planned: 'Hasil',
    explanation: 'Penjelasan',
    material: 'Bahan',
    need: 'Butuh',
    onHand: 'Stok',
    onOrder: 'Sedang dipesan',
    shortfall: 'Kurang',
    supplier: 'Pemasok utama',
  },
  sizesOrdered: (sizes: string) => `Per ukuran: ${sizes}`,
  sizeOrdered: (size: string, ordered: string, toMake: string) =>
    ordered === toMake ? `${size} ${ordered}` : `${size} ${ordered} (buat ${toMake})`,
  nothingOrdered: 'Belum ada pesanan untuk tanggal ini.',
  noMaterials: 'Tidak ada bahan yang dihitung (belum ada resep).',
  missingRecipes: (titles: string) => `Belum ada resep, direncanakan tanpa bahan: ${titles}.`,
  noSupplier: 'Belum ada pemasok',
  createProductions: 'Buat Produksi dari Rencana',
  updateProductions: 'Perbarui Produksi dari Rencana',
  topUp: 'Buat Produksi Tambahan',
  created: (number: string) => `Produksi ${number} dibuat dari rencana.`,
  updated: (number: string) => `Produksi ${number} diperbarui sesuai rencana.`,
  nothingToMake: 'Tidak ada yang perlu diproduksi.',
  document: (number: string, status: string) => `Dokumen produksi ${number} (${status})`,
  openDocument: 'Lihat produksi',
  changedSince: 'Berubah sejak dokumen dibuat',
  changeLine: (title: string, from: number, to: number) => `${title}: ${q(from)} -> ${q(to)}`,
  noChanges: 'Rencana sama dengan dokumen produksi.',
  shortfallTitle: 'Bahan yang kurang',
  shortfallEmpty: 'Semua bahan cukup untuk rencana ini.',
  makeProcurement: 'Buat Pengadaan',
  openPlan: 'Lihat rencana produksi',
  withoutSupplier: 'Tanpa pemasok utama',
  supplierLines: (n: number) => `${n} bahan`,
  plannedNote: (date: string) => `Dari rencana produksi untuk pengiriman ${date}.`,
  // Explanations (DOMAIN 16)
  explainMade: (ordered: number, word: string, stock: number, toMake: number, batches: number, batchYield: number) =>
    `${q(ordered)} ${word} - ${q(stock)} stok = ${q(toMake)} -> ${batches} batch x ${q(batchYield)}`,
  explainConfirmed: (confirmed: number) => `${q(confirmed)} sudah dikonfirmasi dari stok`,
  explainCovered: (ordered: number, word: string, stock: number) =>
    `${q(ordered)} ${word}, cukup dari ${q(stock)} stok`,
  explainNoRecipe: (ordered: number, stock: number, toMake: number) =>
    `${q(ordered)} dipesan - ${q(stock)} stok = ${q(toMake)} (belum ada resep)`,
  explainNeededBy: (titles: string) => `untuk ${titles}`,
  explainLoss: (percent: number) => `susut ${q(percent)}%`,
  explainMaterial: (need: number, stock: number, onOrder: number, shortfall: number, unit: string) =>
    shortfall > 0
      ? `butuh ${q(need)} - stok ${q(stock)} - dipesan ${q(onOrder)} = kurang ${q(shortfall)} ${unit}`
      : `butuh ${q(need)}, stok ${q(stock)} + dipesan ${q(onOrder)} cukup`,
} as const;
