/**
 * The texts a first page load needs: the login page, the error screen, the form furniture and the
 * answers every browser request may get. lib/i18n/id.ts has them as `t.login`, `t.errors`, ...
 */

export const loginTexts = {
  title: 'Masuk ke Roti Pusat',
  subtitle: 'Gunakan akun yang diberikan oleh pabrik roti pusat.',
  username: 'Username',
  password: 'Password',
  remember: 'Ingat saya selama 30 hari',
  submit: 'Masuk',
  submitting: 'Memproses…',
  success: 'Login berhasil',
  failed: 'Username atau password salah.',
  inactive: 'Akun Anda tidak aktif. Hubungi pabrik roti pusat.',
  partnerInactive: 'Mitra Anda sedang dinonaktifkan. Hubungi pabrik roti pusat.',
  throttled: 'Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.',
  showPassword: 'Tampilkan password',
  hidePassword: 'Sembunyikan password',
  demoTitle: 'Akun demo',
  demoIntro: (password: string) =>
    `Ini instalasi demo. Semua akun memakai password ${password}; masuk sebagai salah satu peran:`,
  demoRoles: {
    owner: 'melihat seluruh usaha: dashboard penjualan, pengguna, mitra, produk, order, invoice.',
    admin: 'menutup bulan, menyesuaikan dan menerima pembayaran invoice, kelompok harga.',
    warehouse: 'stok, pengadaan dari supplier, menyetujui produksi.',
    production: 'yang harus dibuat besok, mengonfirmasi order, jadwal tutup.',
    delivery: 'daftar pengiriman hari ini dan besok.',
    merchant: 'memesan untuk outlet dari ponsel, membayar invoice.',
    'admin-merchant': 'membaca order dan invoice mitranya.',
    viewer: 'membaca semuanya tanpa mengubah apa pun.',
  } as Record<string, string>,
  demoHistoryPartner: 'mitra dengan riwayat tiga bulan: dashboard, invoice lunas dan belum, piutang.',
};

export const formTexts = {
  charCount: (used: number, max: number) => `${used}/${max} karakter`,
  overLimit: (used: number, max: number) => `${used}/${max} karakter, lebih ${used - max}. Persingkat dulu.`,
};

export const errorsTexts = {
  requestId: (id: string) => `Kode kejadian: ${id}. Sebutkan kode ini saat menghubungi admin.`,
  generic: 'Terjadi kesalahan. Silakan coba lagi.',
  retry: 'Coba lagi',
  network: 'Tidak dapat terhubung ke server. Periksa koneksi Anda.',
  database: 'Database sedang tidak dapat dihubungi. Silakan coba lagi sebentar lagi.',
  timeout: 'Permintaan terlalu lama diproses. Silakan coba lagi sebentar lagi.',
  unauthenticated: 'Sesi Anda telah berakhir. Silakan login kembali.',
  forbidden: 'Anda tidak memiliki akses.',
  notFound: 'Data tidak ditemukan.',
  duplicateLine: (title: string) => `${title} sudah ada di baris lain. Gabungkan jumlahnya dalam satu baris.`,
  mitraNotFound: 'Mitra tidak ditemukan.',
  outletNotFound: 'Outlet tidak ditemukan.',
  incomplete: 'Data belum lengkap.',
  fieldsToFix: (n: number) => `${n} isian perlu diperbaiki.`,
  productionEmpty: 'Data produksi tidak boleh kosong.',
  mustSetNewPassword: 'Silakan buat password baru terlebih dahulu.',
  notNewAccount: 'Password baru hanya dapat dibuat untuk akun baru atau akun yang direset. Gunakan menu Ubah Password.',
  wrongOldPassword: 'Password lama salah.',
  passwordMismatch: 'Konfirmasi password tidak sama.',
  passwordSameAsOld: 'Password baru harus berbeda dari password lama.',
  passwordTooShort: 'Password minimal 8 karakter.',
  cannotChangeSelf: 'Anda tidak dapat mengubah status akun Anda sendiri.',
  crossSite: 'Permintaan ditolak karena tidak berasal dari aplikasi ini.',
  pathNotAllowed: 'Alamat API tidak dikenal.',
  tooLarge: 'Permintaan terlalu besar.',
  emailTaken: 'Email sudah dipakai akun lain.',
  invalidJson: 'Format data tidak valid.',
  nulCharacter: 'Data mengandung karakter yang tidak dapat disimpan.',
};

export const validationTexts = {
  required: 'Wajib diisi.',
  email: 'Format email tidak valid.',
  digitsOnly: 'Hanya boleh berisi angka.',
  wholeNumber: 'Harus bilangan bulat, tanpa koma. Pemisah ribuan memakai titik, misalnya 1.500.',
  decimalFormat: 'Pakai koma untuk desimal dan titik untuk ribuan, misalnya 2,5 atau 1.500.',
  tooPrecise: 'Paling banyak 3 angka di belakang koma.',
  wholeUnits: (title: string) => `Jumlah ${title} harus bilangan bulat: barang jadi dihitung utuh.`,
  minLength: (n: number) => `Minimal ${n} karakter.`,
  maxLength: (n: number) => `Maksimal ${n} karakter.`,
  // What every zod schema says when a rule has no message of its own (lib/i18n/zod-id.ts).
  invalidFormat: 'Format tidak valid.',
  invalidDate: 'Format tanggal tidak valid.',
  chooseOne: 'Pilih minimal satu.',
  minItems: (n: number) => `Minimal ${n} item.`,
  maxItems: (n: number) => `Maksimal ${n} item.`,
  atLeast: (n: number) => `Minimal ${n}.`,
  moreThan: (n: number) => `Harus lebih dari ${n}.`,
  atMost: (n: number) => `Maksimal ${n}.`,
  lessThan: (n: number) => `Harus kurang dari ${n}.`,
  invalidChoice: 'Pilihan tidak valid.',
  invalidNumber: 'Angka tidak valid.',
  unknownFields: 'Terdapat isian yang tidak dikenal.',
  invalidData: 'Data tidak valid.',
};
