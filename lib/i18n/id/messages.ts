/** Spec texts that later screens use; kept here so every visible text has one home. */
export const messageTexts = {
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
} as const;
