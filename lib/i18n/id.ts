import { addressTexts } from './id/address';
import { errorsTexts, formTexts, loginTexts, validationTexts } from './id/core';
import { listTexts } from './id/list';
import { linesTexts } from './id/lines';
import { mitraTexts, outletTexts } from './id/mitra';
import { productTexts } from './id/product';
import { stockTexts } from './id/stock';
import { inventoryTexts } from './id/inventory';
import { productionTexts } from './id/production';
import { productionPlanTexts } from './id/production-plan';
import { recipeTexts } from './id/recipes';
import { creditTexts, receivablesTexts, statementTexts } from './id/receivables';
import { notificationTexts } from './id/notifications';
import { auditTexts } from './id/audit';
import { procurementTexts } from './id/procurement';
import { orderTexts } from './id/order';
import { changeRequestTexts, orderWindowTexts, standingOrderTexts } from './id/order-window';
import { returnTexts } from './id/returns';
import { scheduleTexts } from './id/schedule';
import { deliveryTexts } from './id/delivery';
import { dispatchTexts } from './id/dispatch';
import { exportsTexts } from './id/exports';
import { importTexts } from './id/import';
import { invoiceTexts } from './id/invoice';
import { reportTexts } from './id/report';
import { supplierTexts } from './id/supplier';
import { tierTexts } from './id/tier';
import { companyTexts } from './id/company';
import { uploadTexts } from './id/upload';
import { userTexts } from './id/user';

/**
 * Every text a user sees, in Indonesian. The spec's texts are copied verbatim; keep them so,
 * they are what partners and staff already know. Nothing outside this file spells UI text.
 */
export const t = {
  app: {
    name: 'Roti Pusat',
    tagline: 'Back office pabrik roti dan outlet mitra',
    loading: 'Loading',
    skipToContent: 'Lewati ke konten',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    mainMenu: 'Menu utama',
  },
  menu: {
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
  },
  screens: {
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
    '/profile': 'Pengaturan',
    '/delivery': 'Pengiriman',
    '/schedule': 'Kelola Jadwal',
  } as Record<string, string>,
  login: loginTexts,
  logout: {
    title: 'Konfirmasi Logout!',
    text: 'Apa anda yakin ingin keluar dari aplikasi?',
    confirm: 'Ya, Keluar dari aplikasi',
    cancel: 'Batal',
    success: 'Sampai jumpa!',
    progress: 'Sedang keluar…',
  },
  /** Shared form furniture. */
  form: formTexts,
  dialog: {
    deleteConfirm: 'Ya, hapus data!',
    cancelConfirm: 'Ya, batalkan!',
    cancel: 'Batal',
    no: 'Tidak',
    orderSuccessToast: 'Order in successfully',
  },
  outletPicker: {
    title: 'Pilih Outlet',
    description: 'Pilih outlet yang ingin Anda kelola.',
    placeholder: 'Pilih outlet',
    required: 'Outlet tidak boleh kosong!',
    success: 'Outlet berhasil dipilih.',
    submit: 'Pilih',
    switchLabel: 'Ganti outlet',
    loadingOptions: 'Memuat daftar outlet…',
    selecting: 'Memilih outlet…',
  },
  profile: {
    title: 'Pengaturan',
    profileSection: 'Profil',
    profileHint: 'Nama, email dan nomor telepon yang dipakai pabrik roti pusat untuk menghubungi Anda.',
    name: 'Nama',
    username: 'Username',
    email: 'Email',
    phoneNumber: 'Nomor Telepon',
    role: 'Peran',
    save: 'Simpan Profil',
    saved: 'Profil berhasil diubah.',
    passwordSection: 'Ubah Password',
    passwordHint: 'Setelah password diubah, Anda akan keluar dan perlu masuk lagi dengan password baru.',
    oldPassword: 'Password Lama',
    newPassword: 'Password Baru',
    confirmPassword: 'Konfirmasi Password Baru',
    changePassword: 'Ubah Password',
    passwordChanged: 'Password berhasil diubah.',
    saving: 'Menyimpan…',
  },
  setNewPassword: {
    title: 'Buat Password Baru',
    subtitle: 'Akun Anda baru dibuat atau passwordnya direset. Buat password baru sebelum melanjutkan.',
    submit: 'Simpan Password Baru',
    success: 'Password baru berhasil dibuat.',
  },
  home: {
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
      warehouse:
        'Setujui produksi besok yang dibuat dari rencana, lalu terima salah satu pengadaan yang masih dipesan.',
      production: 'Lihat yang harus dibuat untuk tanggal kirim berikutnya, lalu konfirmasi satu order yang menunggu.',
      delivery: 'Buka Pengiriman, lihat bukti kirim kemarin, lalu outlet yang dikunjungi hari ini.',
      merchant: 'Buat order untuk besok dari ponsel: pilih tanggal, isi jumlah, kirim.',
      'admin-merchant': 'Buka Order atau Transaksi dari pintasan untuk membaca milik mitra Anda.',
      viewer: 'Jelajahi menu: semua bisa dibaca, tidak ada yang bisa diubah.',
    } as Record<string, string>,
  },
  /** Upper bounds of amounts (lib/api/limits.ts). */
  limits: {
    qtyTooLarge: 'Jumlah maksimal 1.000.000.',
    priceTooLarge: 'Harga maksimal Rp1.000.000.000.',
    totalTooLarge: 'Total melebihi batas Rp100.000.000.000 per dokumen.',
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    body: 'Halaman yang Anda buka tidak ada, atau Anda tidak memiliki akses ke halaman ini.',
    home: 'Kembali ke halaman utama',
    login: 'Ke halaman login',
  },
  errors: errorsTexts,
  validation: validationTexts,
  account: {
    resetPasswordDone: (password: string) =>
      `Password sementara: ${password}. Berikan kepada pemilik akun; password ini hanya ditampilkan sekali.`,
    statusActivated: 'Akun berhasil diaktifkan.',
    statusDeactivated: 'Akun berhasil dinonaktifkan.',
  },
  // Spec texts that later screens use; kept here so every visible text has one home.
  messages: {
    orderConfirmed: 'Konfirmasi order telah berhasil',
    orderCancelled: 'Order dibatalkan.',
    invoiceIssued: 'Invoice berhasil diterbitkan.',
    procurementConfirmed: 'Data pengadaan terkonfirmasi.',
    paymentConfirmed: 'Pembayaran terkonfirmasi.',
    productionApproved: 'Data produksi berhasil disetujui.',
    stockUpdated: 'Stok berhasil diubah',
    productQueueSaved: 'Urutan produk baru berhasil dibuat.',
    sizeRequired: (title: string) => `Ukuran ${title} belum dipilih.`,
    deliveryDateRequired: 'Tanggal Pengiriman Wajib Diisi!',
  },
  status: {
    cancelled: 'Dibatalkan',
    success: 'Berhasil',
    pending: 'Menunggu',
  },
  list: listTexts,
  lines: linesTexts,
  address: addressTexts,
  mitra: mitraTexts,
  outlet: outletTexts,
  product: productTexts,
  stock: stockTexts,
  inventory: inventoryTexts,
  production: productionTexts,
  productionPlan: productionPlanTexts,
  recipe: recipeTexts,
  receivables: receivablesTexts,
  credit: creditTexts,
  statement: statementTexts,
  notification: notificationTexts,
  audit: auditTexts,
  procurement: procurementTexts,
  order: orderTexts,
  orderWindow: orderWindowTexts,
  changeRequest: changeRequestTexts,
  standingOrder: standingOrderTexts,
  returns: returnTexts,
  schedule: scheduleTexts,
  delivery: deliveryTexts,
  company: companyTexts,
  dispatch: dispatchTexts,
  exports: exportsTexts,
  import: importTexts,
  invoice: invoiceTexts,
  report: reportTexts,
  supplier: supplierTexts,
  tier: tierTexts,
  user: userTexts,
  upload: uploadTexts,
  apiDocs: {
    title: 'Referensi API Roti Pusat',
  },
  health: {
    ok: 'Layanan berjalan.',
    ready: 'Layanan siap: basis data menjawab dan migrasi lengkap.',
    migrationsPending: (applied: number, expected: number) =>
      `Layanan belum siap: ${applied} dari ${expected} migrasi basis data sudah diterapkan.`,
    pageTitle: 'Status layanan',
    serverTime: 'Waktu server',
  },
  ops: {
    badToken: 'Token operasi salah.',
    backupEmbeddedOnly: 'Cadangan lewat aplikasi hanya untuk basis data bawaan; untuk PostgreSQL gunakan pg_dump.',
  },
} as const;

export type Texts = typeof t;
