/** Price tiers (Kelompok Harga) and their terms: one record, one form (issue 18, DOMAIN 17-19). */
export const tierTexts = {
  created: 'Kelompok harga berhasil ditambahkan.',
  updated: 'Kelompok harga berhasil diubah.',
  deleted: 'Kelompok harga berhasil dihapus.',
  titleTaken: (title: string) => `Kelompok harga ${title} sudah ada.`,
  inUse: (outlets: number, prices: number) =>
    `Kelompok harga masih dipakai ${outlets} outlet dan ${prices} harga produk; pindahkan dulu sebelum menghapus.`,
  cutoffTimeInvalid: 'Jam batas order harus berformat JJ:MM (00:00 sampai 23:59).',
  returnPercentRequired: 'Isi persentase retur (1 sampai 100) untuk kebijakan persentase.',
  returnPercentUnused: 'Persentase retur hanya diisi untuk kebijakan persentase.',
  reminderTwice: 'Hari pengingat tidak boleh sama.',
  returnPolicies: { none: 'Tanpa kredit retur', full: 'Kredit penuh', percent: 'Kredit sampai persentase' },
  bulk: {
    previewed: (n: number) => `Pratinjau ${n} harga.`,
    applied: (n: number) => `${n} harga diperbarui.`,
    noPrice: (title: string) => `${title} belum punya harga di kelompok ini.`,
    notPositive: (title: string) => `Harga baru ${title} harus lebih dari Rp0.`,
    tooLarge: (title: string) => `Harga baru ${title} terlalu besar.`,
    wholeRupiah: 'Nominal perubahan harga harus bilangan bulat rupiah.',
    unknownProduct: (id: string) => `Produk ${id} tidak ditemukan.`,
  },
} as const;
