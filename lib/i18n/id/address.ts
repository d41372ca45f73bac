/** Indonesian administrative address fields (DOMAIN 3). */
export const addressTexts = {
  region: 'Provinsi',
  district: 'Kabupaten/Kota',
  subdistrict: 'Kecamatan',
  village: 'Kelurahan/Desa',
  address: 'Alamat',
  postalCode: 'Kode Pos',
  postalCodeInvalid: 'Kode pos harus 5 angka.',
} as const;
