import type { Db } from '../client';
import { suppliers } from '../schema/suppliers';

type NewSupplier = Omit<typeof suppliers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** What a central bakery in West Java buys: flour, sugar, dairy, eggs and packaging. */
export const DEMO_SUPPLIERS: NewSupplier[] = [
  {
    company: 'PT Tepung Sari Nusantara',
    companyPhoneNumber: '0254601234',
    companyEmail: 'penjualan@tepungsari.co.id',
    personInCompany: 'Bambang Sutrisno',
    personInCompanyPhoneNumber: '081311220045',
    region: 'Banten',
    district: 'Kota Cilegon',
    subdistrict: 'Ciwandan',
    address: 'Jl. Raya Anyer Km. 5, Kawasan Industri Ciwandan',
    notes: 'Tepung terigu protein tinggi dan sedang, karung 25 kg. Pengiriman tiap Senin dan Kamis.',
    bankAccount: 'BCA',
    bankAccountName: 'PT Tepung Sari Nusantara',
    bankAccountNumber: '2470881234',
  },
  {
    company: 'CV Manis Jaya Abadi',
    companyPhoneNumber: '0227305566',
    companyEmail: 'order@manisjaya.co.id',
    personInCompany: 'Lina Marlina',
    personInCompanyPhoneNumber: '081221334455',
    region: 'Jawa Barat',
    district: 'Kota Bandung',
    subdistrict: 'Kiaracondong',
    address: 'Jl. Ibrahim Adjie No. 212',
    notes: 'Gula pasir dan gula halus, karung 50 kg. Tempo pembayaran 14 hari.',
    bankAccount: 'Mandiri',
    bankAccountName: 'CV Manis Jaya Abadi',
    bankAccountNumber: '1300012345678',
  },
  {
    company: 'Koperasi Susu Lembang Sejahtera',
    companyPhoneNumber: '0222786543',
    companyEmail: 'pemasaran@susulembang.co.id',
    personInCompany: 'Asep Supriatna',
    personInCompanyPhoneNumber: '085722118899',
    region: 'Jawa Barat',
    district: 'Kabupaten Bandung Barat',
    subdistrict: 'Lembang',
    address: 'Jl. Raya Lembang No. 78',
    notes: 'Susu segar, mentega dan keju. Barang dingin, terima sebelum pukul 07.00.',
    bankAccount: 'BRI',
    bankAccountName: 'Koperasi Susu Lembang Sejahtera',
    bankAccountNumber: '008301001234567',
  },
  {
    company: 'UD Telur Berkah Ciamis',
    companyPhoneNumber: '0265771234',
    companyEmail: null,
    personInCompany: 'Haji Dadang Suherman',
    personInCompanyPhoneNumber: '081323456789',
    region: 'Jawa Barat',
    district: 'Kabupaten Ciamis',
    subdistrict: 'Cikoneng',
    address: 'Jl. Raya Cikoneng No. 15',
    notes: 'Telur ayam ras per peti (15 kg). Pesan paling lambat H-1.',
    bankAccount: 'BNI',
    bankAccountName: 'Dadang Suherman',
    bankAccountNumber: '0123456789',
  },
  {
    company: 'PT Kemasindo Prima',
    companyPhoneNumber: '0218801234',
    companyEmail: 'sales@kemasindo.co.id',
    personInCompany: 'Yuliana Hartati',
    personInCompanyPhoneNumber: '081288776655',
    region: 'Jawa Barat',
    district: 'Kota Bekasi',
    subdistrict: 'Bekasi Timur',
    address: 'Jl. Ir. H. Juanda No. 99',
    notes: 'Plastik roti, dus kue dan label. Minimal order 1.000 pcs per ukuran.',
    bankAccount: 'BCA',
    bankAccountName: 'PT Kemasindo Prima',
    bankAccountNumber: '5210998877',
  },
];

/** The demo bakery's suppliers, inside the demo seed's transaction. */
export async function seedDemoSuppliers(db: Db): Promise<void> {
  await db.insert(suppliers).values(DEMO_SUPPLIERS);
}
