/** Upload messages. */
export const uploadTexts = {
  uploaded: 'File berhasil diunggah.',
  removed: 'File berhasil dihapus.',
  inUse: 'File masih dipakai.',
  required: 'File wajib diisi.',
  wrongType: 'Jenis file tidak didukung. Unggah gambar JPG, PNG atau WEBP, atau dokumen PDF.',
  tooLarge: 'Ukuran file maksimal 5 MB.',
  malformed: 'Data unggahan tidak dapat dibaca. Silakan pilih file dan coba lagi.',
  invalidLocation: 'Nama atau folder file tidak valid.',
  storageFailed: 'File tidak dapat disimpan. Silakan coba lagi.',
  receiptPdf: 'Dokumen PDF',
  openReceipt: 'Lihat bukti',
  chooseFile: 'Pilih File',
  replaceFile: 'Ganti File',
  removeReceipt: 'Hapus bukti',
} as const;
