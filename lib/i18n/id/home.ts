/**
 * The role homes.
 */
export const homeTexts = {
  greeting: (name: string) => `Selamat datang, ${name}`,
  intro: 'Pilih menu di samping untuk mulai bekerja.',
  yourOutlets: 'Outlet Anda',
  partnerScope: (n: number) =>
    `Angka di halaman ini mencakup semua outlet Anda (${n} outlet), bukan hanya outlet yang dipilih.`,
  selectedOutlet: 'Outlet aktif',
  shortcuts: 'Pintasan',
  tryFirstTitle: 'Coba dulu (demo)',
  tryFirst: {
    owner: 'Buka Order dan lihat order besok; ganti bulan di atas untuk membandingkan penjualan.',
    admin: 'Buka Transaksi, terbitkan invoice bulan lalu, lalu beri diskon pada salah satunya.',
    warehouse: 'Setujui produksi besok yang dibuat dari rencana, lalu terima salah satu pengadaan yang masih dipesan.',
    production: 'Lihat yang harus dibuat untuk tanggal kirim berikutnya, lalu konfirmasi satu order yang menunggu.',
    delivery: 'Buka Pengiriman, lihat bukti kirim kemarin, lalu outlet yang dikunjungi hari ini.',
    merchant: 'Buat order untuk besok dari ponsel: pilih tanggal, isi jumlah, kirim.',
    'admin-merchant': 'Buka Order atau Transaksi dari pintasan untuk membaca milik mitra Anda.',
    viewer: 'Jelajahi menu: semua bisa dibaca, tidak ada yang bisa diubah.',
  } as Record<string, string>,
} as const;
