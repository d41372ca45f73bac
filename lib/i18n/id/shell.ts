/**
 * The app shell: its name, menu and screen titles, logout, the outlet picker, not found, and the
 * confirmation dialogs and statuses every screen shares.
 */
export const appTexts = {
  name: 'Roti Pusat',
  tagline: 'Back office pabrik roti dan outlet mitra',
  loading: 'Loading',
  skipToContent: 'Lewati ke konten',
  openMenu: 'Buka menu',
  closeMenu: 'Tutup menu',
  mainMenu: 'Menu utama',
} as const;

export const menuTexts = {
  home: 'Halaman Utama',
  users: 'Kelola User',
  merchants: 'Kelola Mitra',
  outlets: 'Kelola Outlet',
  products: 'Kelola Produk',
  order: 'Order',
  delivery: 'Pengiriman',
  transaction: 'Transaksi',
  schedule: 'Kelola Jadwal',
  settings: 'Pengaturan',
  procurements: 'Pengadaan',
  productions: 'Produksi',
  inventory: 'Stok',
  suppliers: 'Kelola Supplier',
  logout: 'Keluar',
} as const;

export const screenTexts: Record<string, string> = {
  '/merchants': 'Kelola Mitra',
  '/outlet': 'Kelola Outlet',
  '/inventory': 'Stok',
  '/products': 'Kelola Produk',
  '/users': 'Kelola User',
  '/suppliers': 'Kelola Supplier',
  '/procurements': 'Pengadaan',
  '/productions': 'Produksi',
  '/transaction': 'Transaksi',
  '/order': 'Order',
  '/order/returns': 'Retur',
  '/profile': 'Pengaturan',
  '/delivery': 'Pengiriman',
  '/delivery/routes': 'Rute',
  '/delivery/disputes': 'Keberatan',
  '/schedule': 'Kelola Jadwal',
};

export const logoutTexts = {
  title: 'Konfirmasi Logout!',
  text: 'Apa anda yakin ingin keluar dari aplikasi?',
  confirm: 'Ya, Keluar dari aplikasi',
  cancel: 'Batal',
  success: 'Sampai jumpa!',
  progress: 'Sedang keluar…',
} as const;

export const outletPickerTexts = {
  inactive: 'Nonaktif: tidak menerima order',
  title: 'Pilih Outlet',
  description: 'Pilih outlet yang ingin Anda kelola.',
  placeholder: 'Pilih outlet',
  required: 'Outlet tidak boleh kosong!',
  success: 'Outlet berhasil dipilih.',
  submit: 'Pilih',
  switchLabel: 'Ganti outlet',
  loadingOptions: 'Memuat daftar outlet…',
  selecting: 'Memilih outlet…',
} as const;

export const notFoundTexts = {
  title: 'Halaman tidak ditemukan',
  body: 'Halaman yang Anda buka tidak ada, atau Anda tidak memiliki akses ke halaman ini.',
  home: 'Kembali ke halaman utama',
  login: 'Ke halaman login',
} as const;

export const dialogTexts = {
  deleteConfirm: 'Ya, hapus data!',
  cancelConfirm: 'Ya, batalkan!',
  cancel: 'Batal',
  no: 'Tidak',
  orderSuccessToast: 'Order in successfully',
} as const;

export const statusTexts = {
  cancelled: 'Dibatalkan',
  success: 'Berhasil',
  pending: 'Menunggu',
} as const;
