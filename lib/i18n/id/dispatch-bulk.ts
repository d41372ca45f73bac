/**
 * Assigning a driver to orders and confirming a date's orders at once (DOMAIN 18), from the order
 * list. Apart from the other dispatch texts so that the order list, which every partner opens,
 * carries only these (`dispatchTexts.assign`/`.bulk` are the same objects).
 */
export const assignTexts = {
  action: (n: number) => `Tugaskan Kurir (${n})`,
  title: 'Tugaskan kurir?',
  text: (n: number) => `${n} order terpilih dikirim oleh kurir yang dipilih.`,
  confirm: 'Tugaskan',
  driver: 'Kurir',
  routeDriver: 'Kurir rute outlet',
  done: (n: number) => `Kurir ditugaskan ke ${n} order.`,
  cancelled: (number: string) => `Order ${number} sudah dibatalkan; kurir tidak dapat ditugaskan.`,
  unknownOrder: (id: number) => `Order #${id} tidak ditemukan.`,
} as const;

export const bulkTexts = {
  done: (confirmed: number, failed: number) =>
    failed === 0 ? `${confirmed} order dikonfirmasi.` : `${confirmed} order dikonfirmasi, ${failed} gagal.`,
  nothing: 'Tidak ada order Menunggu untuk tanggal ini.',
  confirmAll: 'Konfirmasi semua yang Menunggu',
  confirmSelected: (n: number) => `Konfirmasi ${n} terpilih`,
  title: 'Konfirmasi order sekaligus?',
  textAll: (date: string) =>
    `Semua order Menunggu untuk ${date} dikonfirmasi dan barang jadinya keluar dari stok. Order yang produknya kurang tidak dikonfirmasi dan ditampilkan alasannya.`,
  textSelected: (n: number) =>
    `${n} order terpilih dikonfirmasi dan barang jadinya keluar dari stok. Order yang produknya kurang tidak dikonfirmasi dan ditampilkan alasannya.`,
  confirm: 'Konfirmasi',
  select: (number: string) => `Pilih ${number}`,
  selectPage: 'Pilih semua order Menunggu di halaman ini',
  resultTitle: 'Hasil konfirmasi',
  failedTitle: 'Tidak dikonfirmasi:',
  hint: 'Pilih tanggal pengiriman untuk mengonfirmasi order-nya sekaligus.',
} as const;
