import { formatDate, formatRupiah } from '../format';

/** Receivables (DOMAIN 19): due dates, ageing (Piutang), reminders (Pengingat), rejected payments. */
export const receivablesTexts = {
  // Tabs of Transaksi.
  tabsLabel: 'Bagian transaksi',
  invoiceTab: 'Invoice',
  tab: 'Piutang',
  reminderTab: 'Pengingat',

  // Due dates on invoices.
  dueDate: 'Jatuh Tempo',
  overdueBadge: (days: number) => `Terlambat ${days} hari`,
  dueToday: 'Jatuh tempo hari ini',
  filterDue: 'Jatuh tempo',
  overdueOnly: 'Terlambat',

  // Piutang.
  title: 'Piutang',
  intro:
    'Tagihan yang belum lunas per mitra, menurut umur keterlambatan dari tanggal jatuh tempo. Eksposur = invoice belum lunas + order Berhasil yang belum ditagih.',
  introPartner: 'Tagihan outlet Anda yang belum lunas, menurut umur keterlambatan dari tanggal jatuh tempo.',
  asOf: 'Per tanggal',
  asOfToday: 'Hari ini',
  sortBy: 'Urutkan',
  sorts: {
    total: 'Total terbesar',
    overdue: 'Paling lama terlambat',
    exposure: 'Eksposur terbesar',
    partner: 'Nama mitra',
  } as Record<string, string>,
  searchPlaceholder: 'Cari nama mitra…',
  columns: {
    partner: 'Mitra',
    current: 'Belum Jatuh Tempo',
    d1_30: '1–30 hari',
    d31_60: '31–60 hari',
    d61_90: '61–90 hari',
    over90: '> 90 hari',
    total: 'Total',
    creditLimit: 'Limit Kredit',
    exposure: 'Eksposur',
    status: 'Status',
  },
  totalsRow: 'Total semua mitra',
  noLimit: 'Tanpa limit',
  statuses: {
    lancar: 'Lancar',
    terlambat: 'Terlambat',
    lewat_batas: 'Melewati Batas',
  } as Record<string, string>,
  empty: 'Tidak ada piutang. Semua invoice sudah lunas.',
  emptyFiltered: 'Tidak ada mitra dengan piutang yang cocok dengan pencarian ini.',
  asOfInvalid: 'Tanggal harus berformat TTTT-BB-HH.',

  // Pengingat.
  reminderTitle: 'Pengingat Pembayaran',
  generate: 'Buat Pengingat Sekarang',
  generated: (n: number) => (n === 0 ? 'Tidak ada pengingat baru hari ini.' : `${n} pengingat baru dibuat.`),
  reminderIntro:
    'Pengingat dibuat otomatis per invoice belum lunas pada hari-hari yang ditentukan di pengaturan tier (misalnya 3 hari sebelum jatuh tempo). Invoice yang sudah dibayar tidak diingatkan.',
  reminderIntroPartner: 'Pengingat pembayaran untuk invoice outlet Anda.',
  reminderStatuses: { menunggu: 'Belum Dikirim', terkirim: 'Terkirim', selesai: 'Sudah Dibayar' } as Record<
    string,
    string
  >,
  reminderFilter: 'Status',
  reminderColumns: {
    invoice: 'Invoice',
    partner: 'Mitra / Outlet',
    level: 'Tahap',
    remaining: 'Sisa Tagihan',
    dueDate: 'Jatuh Tempo',
    status: 'Status',
    action: 'Aksi',
  },
  levelLabel: (level: number) =>
    level < 0
      ? `${-level} hari sebelum jatuh tempo`
      : level === 0
        ? 'Hari jatuh tempo'
        : `${level} hari setelah jatuh tempo`,
  sendWhatsapp: 'Kirim WhatsApp',
  markSent: 'Tandai Terkirim',
  noPhone: 'Nomor WhatsApp mitra belum diisi.',
  sentOn: (at: string) => `Terkirim ${at}`,
  markedSent: 'Pengingat ditandai terkirim.',
  reminderEmpty: 'Tidak ada pengingat yang perlu dikirim.',
  reminderEmptyFiltered: 'Tidak ada pengingat dengan status ini.',
  reminderNotFound: 'Pengingat tidak ditemukan.',
  reminderAlreadyPaid: 'Invoice ini sudah dibayar; pengingat tidak perlu dikirim.',
  /** The WhatsApp message and the partner's notification. */
  reminderMessage: (p: {
    partner: string;
    number: string;
    outlet: string;
    remaining: number;
    dueDate: string;
    link: string;
  }) =>
    `Halo ${p.partner}, ini pengingat pembayaran invoice ${p.number} (${p.outlet}) sebesar ${formatRupiah(p.remaining)}, jatuh tempo ${formatDate(p.dueDate)}. Rincian dan pembayaran: ${p.link} Terima kasih.`,
  reminderNotice: (number: string, remaining: number, dueDate: string) =>
    `Pengingat: invoice ${number} sebesar ${formatRupiah(remaining)} jatuh tempo ${formatDate(dueDate)}.`,

  // Rejecting a payment proof.
  reject: 'Tolak Pembayaran',
  rejectTitle: 'Tolak bukti pembayaran',
  rejectHint: 'Invoice kembali ke Belum Bayar dan mitra diberi tahu alasannya.',
  rejectReason: 'Alasan penolakan',
  rejectReasonRequired: 'Tulis alasan penolakan.',
  rejectConfirm: 'Tolak',
  rejected: 'Bukti pembayaran ditolak. Mitra sudah diberi tahu.',
  rejectedNotice: (number: string, reason: string) => `Bukti pembayaran invoice ${number} ditolak: ${reason}`,
  acceptedNotice: (number: string, amount: string, remaining: string | null) =>
    remaining
      ? `Pembayaran ${amount} untuk invoice ${number} diterima. Sisa tagihan ${remaining}.`
      : `Pembayaran ${amount} untuk invoice ${number} diterima. Invoice lunas.`,
  lastRejection: (reason: string) => `Bukti pembayaran sebelumnya ditolak: ${reason}`,
};

/** Credit control per partner (DOMAIN 19): settings, holds and releases. */
export const creditTexts = {
  section: 'Kontrol Kredit',
  sectionHint:
    'Batas piutang mitra. Mode Peringatan hanya memberi tahu; mode Tahan menahan order baru yang melanggar sampai dilepas atau dibayar.',
  limit: 'Limit kredit (Rp)',
  limitHint: 'Kosongkan bila tanpa limit.',
  overdueDays: 'Maksimal terlambat (hari)',
  overdueDaysHint: 'Kosongkan bila tidak dibatasi.',
  mode: 'Mode',
  modes: { peringatan: 'Peringatan', tahan: 'Tahan' } as Record<string, string>,
  limitTooLarge: 'Limit kredit terlalu besar.',
  overdueDaysInvalid: 'Isi 0 sampai 365 hari.',
  overLimit: (exposure: string, limit: string) => `Piutang dan order ini (${exposure}) melewati limit kredit ${limit}.`,
  tooLate: (days: number, allowed: number) => `Ada invoice terlambat ${days} hari (batas ${allowed} hari).`,
  heldSaved: (reason: string) => `Order disimpan tetapi DITAHAN: ${reason}`,
  warning: (reason: string) => `Peringatan kredit: ${reason}`,
  held: 'Ditahan',
  heldBanner: (reason: string) =>
    `Order ini ditahan: ${reason} Order baru bisa dikonfirmasi setelah dilepas Finance atau pembayaran diterima.`,
  heldCannotConfirm: 'Order ini ditahan karena kredit mitra. Lepas dulu atau tunggu pembayaran.',
  notHeld: 'Order ini tidak sedang ditahan.',
  release: 'Lepas',
  releaseTitle: 'Lepas order yang ditahan',
  releaseHint: 'Order kembali Menunggu dan bisa dikonfirmasi. Alasan dicatat di jejak audit.',
  releaseReason: 'Alasan melepas',
  releaseReasonRequired: 'Tulis alasan melepas order.',
  released: 'Order dilepas dan kembali Menunggu.',
  releasedByPayment: 'Dilepas otomatis: pembayaran membuat mitra kembali dalam batas kredit.',
  heldNotice: (number: string, reason: string) => `Order ${number} ditahan: ${reason}`,
  heldStaffNotice: (number: string, outlet: string, reason: string) =>
    `Order ${number} (${outlet}) ditahan: ${reason} Lepas bila pembayarannya sudah diatur.`,
  releasedNotice: (number: string) => `Order ${number} dilepas dan menunggu konfirmasi.`,
  partnerBanner: (reason: string) =>
    `Akun Anda melewati batas kredit: ${reason} Order baru dapat ditahan sampai tagihan dibayar.`,
};

/** The partner's statement (kartu piutang, DOMAIN 19). */
export const statementTexts = {
  download: 'Kartu Piutang',
  downloadFor: (partner: string) => `Unduh kartu piutang ${partner}`,
  title: 'KARTU PIUTANG',
  partner: 'Mitra',
  period: 'Periode',
  periodValue: (from: string, to: string) => `${from} s.d. ${to}`,
  printed: 'Dicetak',
  columns: { date: 'Tanggal', description: 'Keterangan', debit: 'Tagihan', credit: 'Bayar/Kredit', balance: 'Saldo' },
  opening: 'Saldo awal',
  closing: 'Saldo akhir',
  invoice: (number: string, outlet: string) => `Invoice ${number} (${outlet})`,
  payment: (number: string, method: string) => `Pembayaran ${number} (${method})`,
  /** A later change of an invoice's total, on its own day: the month close, a discount, a return's credit. */
  invoiceChange: (number: string, why: string) => `${why}: ${number}`,
  invoiceChanges: {
    extend: 'Tambahan order tutup bulan',
    adjust: 'Diskon/pajak diubah',
    'return-credit': 'Kredit retur',
    'order-adjusted': 'Penyesuaian order',
  } as Record<string, string>,
  paymentReversed: (number: string) => `Pembayaran online ${number} dibatalkan Midtrans`,
  note: 'Invoice tercatat sebesar nilainya saat terbit; tambahan order, diskon dan kredit retur sesudahnya tercatat pada tanggalnya. Saldo = invoice yang belum lunas.',
  empty: 'Tidak ada invoice atau pembayaran pada periode ini.',
  rangeRequired: 'Pilih tanggal dari dan sampai (paling lama 366 hari).',
  rangeInvalid: 'Rentang tanggal tidak valid: paling lama 366 hari, dan "dari" tidak setelah "sampai".',
  partnerRequired: 'Pilih mitra.',
  notFound: 'Mitra tidak ditemukan.',
  filename: (partner: string, from: string, to: string) => `kartu-piutang-${partner}-${from}-${to}.pdf`,
  downloaded: (name: string) => `Kartu piutang diunduh: ${name}`,
};
