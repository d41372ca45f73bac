/** Texts of the one line-item editor (components/lines): the catalogue search and the line cards. */
export const linesTexts = {
  search: 'Cari produk untuk ditambahkan',
  searchPlaceholder: 'Ketik kode atau nama produk…',
  searching: 'Mencari produk…',
  results: 'Hasil pencarian produk',
  noMatch: 'Tidak ada produk yang cocok. Coba kata kunci lain.',
  add: (title: string) => `Tambah ${title}`,
  alreadyAdded: 'Sudah ditambahkan',
  alreadyAddedOf: (title: string) => `Sudah ditambahkan: ${title}`,
  remove: (title: string) => `Hapus ${title} dari daftar`,
  empty: 'Belum ada barang. Cari produk di atas lalu tekan Tambah.',
  qty: 'Jumlah',
  price: 'Harga Satuan',
  unit: 'Satuan',
  stock: 'Stok',
  subtotal: 'Subtotal',
  perUnit: (rupiah: string, unit: string) => `${rupiah} / ${unit}`,
} as const;
