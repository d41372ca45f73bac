/**
 * The profile screen, the first password of a new account, and account actions.
 */
export const profileTexts = {
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
} as const;

export const setNewPasswordTexts = {
  title: 'Buat Password Baru',
  subtitle: 'Akun Anda baru dibuat atau passwordnya direset. Buat password baru sebelum melanjutkan.',
  submit: 'Simpan Password Baru',
  success: 'Password baru berhasil dibuat.',
} as const;

export const accountTexts = {
  resetPasswordDone: (password: string) =>
    `Password sementara: ${password}. Berikan kepada pemilik akun; password ini hanya ditampilkan sekali.`,
  statusActivated: 'Akun berhasil diaktifkan.',
  statusDeactivated: 'Akun berhasil dinonaktifkan.',
} as const;
