import { dayAndMonth, dayOfMonth, longDate } from './dates';

/**
 * A closure's dates as people write them: "1 April 2026", "1–3 April 2026",
 * "30 Maret – 2 April 2026", "30 Desember 2026 – 2 Januari 2027". Dates are YYYY-MM-DD
 * business dates, so no time zone is involved.
 */
export function dateRange(start: string, end: string): string {
  if (start === end) return longDate(start);
  if (start.slice(0, 7) === end.slice(0, 7)) return `${dayOfMonth(start)}–${longDate(end)}`;
  if (start.slice(0, 4) === end.slice(0, 4)) return `${dayAndMonth(start)} – ${longDate(end)}`;
  return `${longDate(start)} – ${longDate(end)}`;
}

/** "A", "A dan B", "A, B dan C" */
function joinList(parts: string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} dan ${parts[parts.length - 1]}`;
}

/** Closed days (schedule-close) screen and messages. */
export const scheduleTexts = {
  listTitle: 'Kelola Jadwal',
  listHint: 'Tanggal pabrik roti pusat tutup. Outlet tidak dapat membuat order untuk tanggal tersebut.',
  add: 'Tambah Jadwal Tutup',
  addTitle: 'Tambah jadwal tutup',
  addHint: 'Pilih satu tanggal, atau isi tanggal selesai untuk beberapa hari berturut-turut.',
  startDate: 'Tanggal Mulai',
  endDate: 'Tanggal Selesai',
  endDateHint: 'Kosongkan jika hanya satu hari.',
  notes: 'Keterangan',
  notesPlaceholder: 'Misalnya Lebaran',
  dates: 'Tanggal Tutup',
  days: (n: number) => `${n} hari`,
  createdBy: 'Dibuat oleh',
  state: 'Keadaan',
  upcoming: 'Akan datang',
  past: 'Sudah lewat',
  empty: 'Belum ada jadwal tutup. Tambahkan hari libur pabrik dengan tombol Tambah Jadwal Tutup.',
  created: 'Jadwal tutup berhasil disimpan.',
  deleted: 'Jadwal tutup berhasil dihapus.',
  affectedOrders: (n: number) =>
    `Ada ${n} order untuk tanggal itu. Order tersebut tidak diubah; hubungi outletnya untuk memindahkan atau membatalkannya.`,
  notesRequired: 'Keterangan wajib diisi.',
  invalidDate: 'Format tanggal tidak valid.',
  dateRequired: 'Tanggal wajib diisi.',
  confirmTitle: 'Tutup tanggal yang sudah ada ordernya?',
  confirmText: (n: number) =>
    `Sudah ada ${n} order untuk tanggal ini. Order itu tidak berubah: hubungi outlet-outletnya. Tetap simpan jadwal tutup?`,
  confirmYes: 'Ya, tetap tutup',
  endBeforeStart: 'Tanggal selesai tidak boleh sebelum tanggal mulai.',
  inPast: 'Tanggal tutup tidak boleh sebelum hari ini.',
  tooLong: (days: number) => `Satu jadwal tutup paling lama ${days} hari.`,
  overlaps: (range: string, notes: string | null) =>
    `Tanggal ini bertabrakan dengan jadwal tutup ${range}${notes ? ` (${notes})` : ''}. Ubah tanggalnya atau hapus jadwal yang lama.`,
  notice: (closures: { range: string; notes: string | null }[]) =>
    `Pabrik roti pusat tutup pada ${joinList(closures.map((c) => (c.notes ? `${c.range} (${c.notes})` : c.range)))}. Order untuk tanggal tersebut tidak dapat dibuat.`,
  noticeLabel: 'Pengumuman jadwal tutup',
  deleteTitle: 'Hapus jadwal tutup?',
  deleteText: (range: string) =>
    `Jadwal tutup ${range} akan dihapus. Outlet dapat kembali memesan untuk tanggal tersebut.`,
  deleteLabel: (range: string) => `Hapus jadwal tutup ${range}`,
} as const;
