/** The bell in the header (DOMAIN 19): what a user is told. */
export const notificationTexts = {
  bell: 'Notifikasi',
  bellUnread: (n: number) => `Notifikasi, ${n} belum dibaca`,
  title: 'Notifikasi',
  empty: 'Belum ada notifikasi.',
  unreadMark: 'Belum dibaca: ',
  readAll: 'Tandai semua dibaca',
  allRead: 'Semua notifikasi ditandai dibaca.',
  notFound: 'Notifikasi tidak ditemukan.',
  loadFailed: 'Notifikasi tidak dapat dimuat.',
  stockExpiring: (title: string, qty: string, unit: string, lastGoodDay: string) =>
    `Stok ${title} ${qty} ${unit} baik digunakan sampai ${lastGoodDay}. Kirim atau pakai lebih dulu.`,
};
