/** The bakery's identity on its documents (issue 12): the company settings tab and the invoice PDF. */
export const companyTexts = {
  tab: 'Identitas Usaha',
  title: 'Identitas Usaha',
  intro: 'Nama, alamat, NPWP dan rekening ini tercetak di setiap invoice dan ditunjukkan kepada mitra untuk transfer.',
  saved: 'Identitas usaha berhasil disimpan.',
  readOnly: 'Hanya Owner dan Finance yang dapat mengubah identitas usaha.',
  fields: {
    name: 'Nama usaha',
    address: 'Alamat',
    phone: 'Telepon',
    npwp: 'NPWP',
    isPkp: 'Pengusaha Kena Pajak (PKP)',
    bankName: 'Nama bank',
    bankAccountNumber: 'Nomor rekening',
    bankAccountName: 'Atas nama',
    invoiceFooter: 'Catatan kaki invoice',
    taxPercent: 'Pajak bawaan (%)',
  },
  hints: {
    npwp: '15 atau 16 digit, boleh dengan titik dan tanda hubung seperti pada kartu NPWP.',
    taxPercent: 'Dipakai untuk invoice baru; invoice yang sudah terbit tidak berubah.',
    isPkp: 'Invoice menampilkan DPP (dasar pengenaan pajak) bila usaha PKP.',
  },
  npwpInvalid: 'NPWP harus 15 atau 16 digit.',
  accountNumberInvalid: 'Nomor rekening hanya berisi angka (boleh dengan spasi atau tanda hubung).',
  taxPercentInvalid: 'Pajak antara 0 dan 100, paling banyak dua angka desimal.',
  pkpNeedsNpwp: 'Usaha PKP wajib mengisi NPWP.',
} as const;
