/** Operations: bounds of amounts, the API reference, health and backup answers. */

/** Upper bounds of amounts (lib/api/limits.ts). */
export const limitTexts = {
  qtyTooLarge: 'Jumlah maksimal 1.000.000.',
  priceTooLarge: 'Harga maksimal Rp1.000.000.000.',
  totalTooLarge: 'Total melebihi batas Rp100.000.000.000 per dokumen.',
} as const;

export const apiDocsTexts = {
  title: 'Referensi API Roti Pusat',
} as const;

export const healthTexts = {
  ok: 'Layanan berjalan.',
  ready: 'Layanan siap: basis data menjawab dan migrasi lengkap.',
  migrationsPending: (applied: number, expected: number) =>
    `Layanan belum siap: ${applied} dari ${expected} migrasi basis data sudah diterapkan.`,
  pageTitle: 'Status layanan',
  serverTime: 'Waktu server',
} as const;

export const opsTexts = {
  badToken: 'Token operasi salah.',
  backupEmbeddedOnly: 'Cadangan lewat aplikasi hanya untuk basis data bawaan; untuk PostgreSQL gunakan pg_dump.',
} as const;
