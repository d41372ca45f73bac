import { monthAndYear, shortDay } from './dates';

/** "November 2026" for a YYYY-MM month (periods, dashboards). */
export function monthLabel(month: string): string {
  return monthAndYear(month);
}

/** "Sen, 24 Nov" for a YYYY-MM-DD date: short enough for a chart axis and a list row. */
export function shortDayLabel(date: string): string {
  return shortDay(date);
}

const number = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });
/** 1.250 / 10,5: quantities and percentages in id-ID grouping. */
export const formatNumber = (value: number | string) => number.format(Number(value));

/** Invoice exports (zip of PDFs, recap spreadsheet): the documents and the download buttons. */
const invoiceExportTexts = {
  title: 'Unduh Invoice',
  hint: 'Semua invoice satu periode: PDF per invoice dalam satu file ZIP, atau rekap dalam Excel.',
  periode: 'Periode Unduhan',
  downloadZip: 'Unduh Semua Invoice (ZIP)',
  downloadRecap: 'Unduh Rekap (Excel)',
  downloadPdf: 'Unduh PDF',
  periodeRequired: 'Periode wajib diisi, misalnya 2026-11.',
  downloaded: (filename: string) => `${filename} berhasil diunduh.`,
  found: (n: number) => `${n} invoice ditemukan.`,
  // The PDF
  docTitle: 'INVOICE',
  docSubject: (number: string) => `Invoice ${number}`,
  number: 'No. Invoice',
  manualPeriode: 'Invoice manual',
  date: 'Tanggal',
  periodeLabel: 'Periode',
  issueDate: 'Tanggal terbit',
  dueDate: 'Jatuh tempo',
  phone: (phone: string) => `Telp. ${phone}`,
  npwp: (npwp: string) => `NPWP ${npwp}`,
  ordersCovered: (n: number) => `Order yang ditagih (${n}), dengan tanggal kirim:`,
  dpp: 'DPP (dasar pengenaan pajak)',
  inWords: (words: string) => `Terbilang: ${words}`,
  status: 'Status',
  billTo: 'Ditagihkan kepada',
  partner: (name: string) => `Mitra: ${name}`,
  lineNo: 'No',
  product: 'Produk',
  qty: 'Jumlah',
  unit: 'Satuan',
  price: 'Harga',
  subtotal: 'Subtotal',
  discount: 'Diskon',
  tax: 'Pajak',
  percent: (label: string, value: string) => `${label} (${value}%)`,
  total: 'Total',
  totalOfUnit: (unit: string) => `Total ${unit}`,
  noLines: 'Tidak ada baris pada invoice ini.',
  transferTo: 'Pembayaran melalui transfer ke',
  bank: (name: string) => `Bank: ${name}`,
  accountNumber: (n: string) => `No. Rekening: ${n}`,
  accountName: (n: string) => `Atas Nama: ${n}`,
  bankNotSet: 'Rekening belum diatur',
  paidOn: (date: string) => `Dibayar pada ${date}`,
  notes: 'Catatan',
  adjustmentNote: 'Keterangan penyesuaian',
  page: (n: number, of: number) => `Halaman ${n} dari ${of}`,
  // The spreadsheet
  sheetName: 'Rekap Invoice',
  sheetTitle: (periode: string) => `Rekap Invoice ${periode}`,
  sheetNote:
    'Satu baris per invoice periode ini (termasuk invoice manual yang dibuat pada bulan ini). Angka dalam rupiah.',
  outlet: 'Outlet',
  partnerColumn: 'Mitra',
  paymentDate: 'Tanggal Bayar',
  totalRow: 'Total',
} as const;

/** Halaman Utama: the role's dashboard from GET /reports. */
export const reportTexts = {
  monthInvalid: 'Bulan harus berformat TTTT-BB, misalnya 2026-11.',
  month: 'Bulan',
  previousMonth: 'Bulan sebelumnya',
  nextMonth: 'Bulan berikutnya',
  thisMonth: 'Bulan ini',
  intro: (month: string) => `Ringkasan ${month}.`,
  loadFailed: 'Laporan tidak dapat dimuat. Muat ulang halaman ini sebentar lagi.',
  chartTable: 'Data grafik',
  more: (n: number) => `+${n} lainnya`,
  noData: 'Belum ada data untuk bulan ini.',
  date: 'Tanggal',
  orders: 'Order',
  value: 'Nilai',
  qty: 'Jumlah',
  product: 'Produk',
  outlet: 'Outlet',
  supplier: 'Supplier',
  status: 'Status',
  total: 'Total',
  totalOfUnit: (unit: string) => `Total ${unit}`,
  orderCount: (n: number) => `${n} order`,
  invoiceCount: (n: number) => `${n} invoice`,
  lineCount: (n: number) => `${n} baris`,
  typeNames: { bahan_baku: 'Bahan baku', bahan_jadi: 'Bahan jadi' } as Record<string, string>,
  // Owner, finance, viewer
  sales: {
    orderCount: 'Order bulan ini',
    orderCountHint: 'Order Menunggu dan Berhasil menurut tanggal pengiriman.',
    orderValue: 'Nilai order',
    invoiced: 'Total ditagih',
    invoicedHint: (n: number) => `${n} invoice periode ini`,
    paid: 'Sudah lunas',
    outstanding: 'Belum dibayar',
    outstandingHint: (amount: string) => `Termasuk ${amount} menunggu konfirmasi (Proses)`,
    perDayTitle: 'Nilai order per hari',
    perDayCaption: (month: string) => `Nilai order (tidak termasuk yang dibatalkan) per tanggal pengiriman, ${month}.`,
    invoiceTitle: 'Status tagihan',
    invoiceCaption: (month: string) =>
      `Invoice periode ${month}: yang sudah lunas, sedang diproses, dan belum dibayar.`,
    invoiceParts: { lunas: 'Lunas', proses: 'Proses', belum_bayar: 'Belum Bayar' } as Record<string, string>,
    topProductsTitle: 'Produk terlaris',
    topProductsCaption: 'Lima produk dengan nilai order terbesar bulan ini.',
    topOutletsTitle: 'Outlet teratas',
    topOutletsCaption: 'Lima outlet dengan nilai order terbesar bulan ini.',
    noOrders:
      'Belum ada order untuk bulan ini. Order yang dibuat outlet akan muncul di sini menurut tanggal pengirimannya.',
    // The running month has none until its close: say where last month's are (the month picker).
    noInvoices: 'Belum ada invoice untuk periode ini: invoice sebulan terbit saat bulan itu ditutup di menu Transaksi.',
    previousMonthInvoices: (month: string) => `Lihat tagihan ${month}`,
    openOrders: 'Lihat semua order',
    openTransactions: 'Lihat semua invoice',
  },
  // Warehouse
  warehouse: {
    attention: 'Perlu perhatian',
    lowStockTitle: 'Stok menipis',
    lowStockRule: (finished: number, raw: number) =>
      `Bahan jadi di bawah ${finished} atau di bawah jumlah order yang menunggu konfirmasi; bahan baku di bawah ${raw}.`,
    lowStockEmpty: 'Semua stok aman. Tidak ada produk di bawah batas.',
    stockOf: (stock: string, unit: string) => `Sisa ${stock} ${unit}`,
    demand: (qty: string) => `Order menunggu: ${qty}`,
    pendingProductionsTitle: 'Produksi menunggu persetujuan',
    pendingProductionsEmpty: 'Tidak ada produksi yang menunggu persetujuan.',
    toReceiveTitle: 'Pengadaan belum diterima',
    toReceiveEmpty: 'Semua pengadaan sudah diterima.',
    paymentsTitle: 'Pembayaran ke supplier',
    paymentsEmpty: 'Tidak ada pengadaan yang belum dibayar.',
    overdue: 'Jatuh tempo',
    dueOn: (date: string) => `Jatuh tempo ${date}`,
    noDueDate: 'Tanpa tanggal jatuh tempo',
    spendTitle: 'Belanja pengadaan',
    spendOrdered: 'Dipesan bulan ini',
    spendPaid: 'Dibayar bulan ini',
    spendCount: (n: number) => `${n} pengadaan`,
    unpaidTotal: 'Belum dibayar',
    overdueTotal: (n: number) => `${n} lewat jatuh tempo`,
    bySupplierTitle: 'Belanja per supplier',
    bySupplierCaption: (month: string) => `Nilai pengadaan yang dipesan pada ${month}, per supplier.`,
    bySupplierEmpty: 'Belum ada pengadaan bulan ini. Buat pesanan ke supplier dari menu Pengadaan.',
    // Named apart from the shortcuts ("Stok", "Kelola Supplier" ...) so each link says where it leads from here.
    links: {
      inventory: 'Lihat semua stok',
      procurements: 'Lihat semua pengadaan',
      productions: 'Lihat semua produksi',
      suppliers: 'Lihat daftar supplier',
    },
  },
  // Production
  production: {
    bakeTitle: 'Yang harus dibuat',
    bakeFor: (date: string) => `Untuk pengiriman ${date}`,
    bakeEmpty: 'Belum ada order untuk tanggal pengiriman berikutnya. Daftar ini terisi begitu outlet memesan.',
    bakeSummary: (orders: number, outlets: number) => `${orders} order dari ${outlets} outlet`,
    size: 'Ukuran',
    product: 'Produk',
    pendingProductionsTitle: 'Produksi menunggu persetujuan gudang',
    pendingProductionsEmpty: 'Tidak ada produksi yang menunggu persetujuan.',
    awaitingTitle: 'Order menunggu konfirmasi',
    awaitingEmpty: 'Semua order sudah dikonfirmasi.',
    perDayTitle: 'Baris produk dipesan per hari',
    perDayCaption: (month: string) =>
      `Banyaknya baris produk pada order yang tidak dibatalkan, per tanggal pengiriman, ${month}. Satuan yang berbeda tidak dijumlahkan.`,
    perDayLines: 'Baris produk',
    perDayEmpty: 'Belum ada order untuk bulan ini.',
    openProductions: 'Lihat semua produksi',
    openOrders: 'Lihat semua order',
  },
  // Delivery
  delivery: {
    today: 'Hari ini',
    tomorrow: 'Besok',
    summary: (orders: number, outlets: number) => `${orders} order ke ${outlets} outlet`,
    empty: 'Tidak ada pengiriman pada tanggal ini.',
    orderCount: (n: number) => `${n} order`,
    moreOutlets: (n: number) => `dan ${n} outlet lainnya, menurut urutan rute di daftar pengiriman.`,
    noAddress: 'Alamat belum diisi',
    perDayTitle: 'Pengiriman per hari',
    perDayCaption: (month: string) =>
      `Jumlah order yang dikirim (tidak termasuk yang dibatalkan) per tanggal, ${month}.`,
    perDayEmpty: 'Belum ada pengiriman bulan ini.',
    drivers: (names: string) => `Kurir: ${names}`,
    openDelivery: 'Lihat pengiriman',
  },
  // Partner (merchant, admin-merchant)
  partner: {
    ordersTitle: 'Order Anda bulan ini',
    orderCount: 'Order',
    orderValue: 'Nilai order',
    orderValueHint: 'Tidak termasuk order yang dibatalkan.',
    byStatusTitle: 'Order per status',
    byStatusCaption: (month: string) => `Jumlah order per status menurut tanggal pengiriman, ${month}.`,
    // The order screen's link stands beside it where the role has one (an admin-merchant has none).
    noOrders: 'Belum ada order bulan ini.',
    invoicesTitle: 'Tagihan yang belum lunas',
    invoicesTotal: 'Total belum lunas',
    invoicesEmpty: 'Tidak ada tagihan yang belum lunas.',
    perDayTitle: 'Nilai order per hari',
    perDayCaption: (month: string) =>
      `Nilai order Anda (tidak termasuk yang dibatalkan) per tanggal pengiriman, ${month}.`,
    openOrders: 'Lihat semua order',
    openTransactions: 'Lihat semua tagihan',
  },
  invoiceExport: invoiceExportTexts,
} as const;
