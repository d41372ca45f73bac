import { formatQuantity } from '../format';
import { weekdayDate } from './dates';

const clock = (iso: string) => iso.slice(11, 16).replace(':', '.');

/** Order window (DOMAIN 17): deadlines per price tier and outlet, and how the order form says them. */
export const orderWindowTexts = {
  title: 'Batas Waktu Order',
  hint: 'Setelah batas waktu, mitra tidak dapat lagi membuat, mengubah atau membatalkan order untuk tanggal tersebut. Staf masih dapat mengubahnya; perubahan itu dicatat sebagai terlambat.',
  tier: 'Kelompok Harga',
  daysBefore: 'Hari sebelum pengiriman',
  time: 'Jam batas (WIB)',
  // 0 days: orders are for tomorrow on, so the window ends when the day before ends (its time is not used).
  rule: (days: number, time: string) =>
    days === 0 ? 'H-1, sampai pukul 23.59 WIB' : `H-${days}, pukul ${time.replace(':', '.')} WIB`,
  dayOption: (days: number) => (days === 0 ? 'H-1 sampai 23.59 (jam batas tidak dipakai)' : `H-${days}`),
  followTier: 'Ikuti kelompok harga',
  outletOverride: 'Batas order khusus outlet ini',
  outletOverrideHint: 'Kosongkan untuk mengikuti batas order kelompok harganya.',
  updated: 'Batas waktu order berhasil disimpan.',
  empty: 'Belum ada kelompok harga.',
  save: (tier: string) => `Simpan batas order ${tier}`,
  deadlinePassed: 'Batas waktu order untuk tanggal ini sudah lewat.',
  /** "Batas order: Rabu, 25 November 2026 pukul 20.00 WIB" */
  deadline: (iso: string) => `Batas order: ${weekdayDate(iso.slice(0, 10))} pukul ${clock(iso)} WIB`,
  /** "2 jam 14 menit lagi", "1 hari 3 jam lagi", "kurang dari 1 menit lagi" */
  left: (minutes: number) => {
    if (minutes < 1) return 'kurang dari 1 menit lagi';
    const days = Math.floor(minutes / 1440);
    const hours = Math.floor((minutes % 1440) / 60);
    const mins = minutes % 60;
    if (days > 0) return `${days} hari${hours ? ` ${hours} jam` : ''} lagi`;
    return `${hours ? `${hours} jam ` : ''}${mins} menit lagi`;
  },
  closed: 'Batas order sudah lewat. Ajukan perubahan kepada pabrik jika masih perlu.',
  lateForStaff: 'Batas order tanggal ini sudah lewat: perubahan ini dicatat sebagai terlambat.',
} as const;

/** Change requests after the deadline (Permintaan Perubahan, DOMAIN 17). */
export const changeRequestTexts = {
  tab: 'Permintaan Perubahan',
  tabOrders: 'Order',
  tabsLabel: 'Bagian order',
  title: 'Permintaan Perubahan Order',
  hint: 'Permintaan mitra setelah batas waktu order. Setujui untuk menerapkannya ke order (semua aturan order diperiksa lagi), atau tolak dengan alasan.',
  ask: 'Ajukan Perubahan',
  askTitle: (number: string) => `Ajukan Perubahan ${number}`,
  askNew: 'Ajukan order ke pabrik',
  askNewTitle: (date: string) => `Ajukan Order untuk ${date}`,
  askPickTitle: 'Ajukan Order ke Pabrik',
  askPickDate: 'Tanggal kirim yang diminta',
  askPickHint: 'Untuk tanggal yang batas ordernya sudah lewat; sebelum itu, buat order seperti biasa.',
  askContinue: 'Lanjut',
  askHint:
    'Batas order sudah lewat. Tulis jumlah yang Anda inginkan dan alasannya; pabrik akan menyetujui atau menolak permintaan ini.',
  askCancelHint: 'Ingin membatalkan order ini? Isi 0 pada semua barang.',
  reason: 'Alasan',
  reasonRequired: 'Alasan wajib diisi.',
  notYetLate: 'Batas order tanggal ini belum lewat: ubah order secara langsung.',
  sent: 'Permintaan perubahan terkirim. Anda akan diberi tahu keputusannya.',
  approve: 'Setujui',
  approveTitle: 'Setujui permintaan ini?',
  approveText: (outlet: string, date: string) =>
    `Order ${outlet} untuk ${date} akan diubah sesuai permintaan, sebagai perubahan staf yang terlambat.`,
  approved: 'Permintaan perubahan disetujui dan diterapkan ke order.',
  reject: 'Tolak',
  rejectTitle: 'Tolak permintaan ini?',
  rejectReason: 'Alasan penolakan',
  rejected: 'Permintaan perubahan ditolak.',
  alreadyDecided: 'Permintaan ini sudah diputuskan.',
  notFound: 'Permintaan perubahan tidak ditemukan.',
  orderMismatch: 'Order ini bukan milik outlet dan tanggal yang dipilih.',
  empty: 'Belum ada permintaan perubahan.',
  emptyFiltered: 'Tidak ada permintaan perubahan dengan status ini.',
  filterStatus: 'Status',
  allStatuses: 'Semua status',
  status: { menunggu: 'Menunggu', disetujui: 'Disetujui', ditolak: 'Ditolak' } as Record<string, string>,
  outlet: 'Outlet',
  deliveryDate: 'Tanggal Pengiriman',
  order: 'Order',
  newOrder: 'Order baru',
  lines: 'Permintaan',
  line: (title: string, qty: number, size: string | null) =>
    `${title}${size ? ` (${size})` : ''} × ${formatQuantity(qty)}`,
  decision: 'Keputusan',
  pendingCount: (n: number) => `${n} permintaan perubahan menunggu keputusan`,
  onOrder: 'Permintaan perubahan untuk order ini',
  notifyStaff: (outlet: string, date: string) => `Permintaan perubahan order dari ${outlet} untuk ${date}.`,
  notifyApproved: (date: string) => `Permintaan perubahan order untuk ${date} disetujui.`,
  notifyRejected: (date: string, reason: string) => `Permintaan perubahan order untuk ${date} ditolak: ${reason}`,
} as const;

/** Senin .. Minggu by ISO weekday (1..7). */
export const WEEKDAYS = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'] as const;

/** Standing orders (Order Rutin, DOMAIN 17): an outlet's usual order per weekday. */
export const standingOrderTexts = {
  tab: 'Order Rutin',
  title: 'Order Rutin',
  homeLink:
    'Atur pesanan yang biasa untuk setiap hari; order dibuat otomatis dan masih dapat Anda ubah sebelum batas waktu.',
  hint: 'Pesanan yang biasa untuk setiap hari. Order Menunggu dibuat otomatis untuk tanggal berikutnya yang batas ordernya masih terbuka; Anda tetap dapat mengubahnya sebelum batas waktu.',
  weekday: 'Hari',
  weekdayName: (weekday: number) => WEEKDAYS[weekday - 1] ?? String(weekday),
  outlet: 'Outlet',
  lines: 'Produk',
  add: 'Tambah Order Rutin',
  createTitle: 'Tambah Order Rutin',
  editTitle: (outlet: string, weekday: string) => `Ubah Order Rutin ${outlet} — ${weekday}`,
  edit: 'Ubah',
  remove: 'Hapus',
  removeTitle: 'Hapus order rutin ini?',
  removeText: (weekday: string) =>
    `Order rutin hari ${weekday} tidak akan dibuat lagi. Order yang sudah dibuat darinya tetap ada.`,
  saved: 'Order rutin berhasil disimpan.',
  removed: 'Order rutin berhasil dihapus.',
  pause: 'Jeda',
  pauseTitle: 'Jeda order rutin sampai tanggal',
  pauseUntil: 'Jeda sampai dengan',
  pauseHint: 'Tidak ada order yang dibuat untuk tanggal pengiriman sampai dengan tanggal ini (misalnya libur Lebaran).',
  paused: 'Order rutin dijeda.',
  pausedUntil: (date: string) => `Dijeda sampai ${date}`,
  resume: 'Lanjutkan',
  resumed: 'Order rutin dilanjutkan.',
  active: 'Aktif',
  untilRequired: 'Tanggal jeda wajib diisi.',
  untilInvalid: 'Tanggal tidak valid.',
  untilInPast: 'Tanggal jeda harus hari ini atau sesudahnya.',
  untilTooFar: (days: number) => `Order hanya dapat dibuat paling jauh ${days} hari ke depan.`,
  weekdayRequired: 'Hari wajib dipilih.',
  weekdayTaken: (weekday: string) => `Outlet ini sudah punya order rutin hari ${weekday}. Ubah yang sudah ada.`,
  notFound: 'Order rutin tidak ditemukan.',
  empty: 'Belum ada order rutin. Tambahkan pesanan yang biasa untuk setiap hari.',
  generate: 'Buat Order dari Order Rutin',
  generated: (n: number) =>
    n === 0 ? 'Tidak ada order baru yang perlu dibuat.' : `${n} order dibuat dari order rutin.`,
  fromStanding: (weekday: string) => `Dibuat dari order rutin hari ${weekday}`,
  orderNotes: (weekday: string) => `Order rutin hari ${weekday}`,
  // What the generator tells the partner when a line could not be ordered as usual.
  lineCapped: (title: string, qty: number, wanted: number) =>
    `${title}: ${qty} dari ${wanted} (kuota tanggal ini tersisa ${qty})`,
  lineDroppedQuota: (title: string) => `${title}: tidak dipesan (kuota tanggal ini habis)`,
  lineDropped: (reason: string) => `tidak dipesan: ${reason}`,
  notifyAdjusted: (date: string, changes: string) => `Order rutin untuk ${date} dibuat dengan perubahan. ${changes}`,
  notifyNothing: (date: string, changes: string) => `Order rutin untuk ${date} tidak dapat dibuat. ${changes}`,
} as const;
