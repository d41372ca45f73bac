import { z } from 'zod';
import { t } from '../../i18n/id';
import { ORDER_STATUSES } from './order';
import { businessDate } from './schedule';
import { idField, labelledValue, optionalOf } from './common';

/** Spec 7/9: GET /delivery?page&limit&transactionOrderId&date&status, 100 rows a page. */
export const deliveryQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  search: z.string().trim().max(100).default(''),
  date: optionalOf(businessDate(t.delivery.invalidDate)).describe('YYYY-MM-DD; bawaan hari ini (WIB)'),
  status: optionalOf(z.enum(ORDER_STATUSES)).describe('Bawaan: Menunggu dan Berhasil'),
  transactionOrderId: optionalOf(idField),
  mine: optionalOf(z.enum(['true', 'false', '1', '0']))
    .transform((v) => v === 'true' || v === '1')
    .describe('true: hanya order dengan kurir = pemanggil'),
});
export type DeliveryQuery = z.output<typeof deliveryQuery>;

export const deliveryLine = z.object({
  productId: z.string(),
  title: z.string(),
  size: z.string().nullable(),
  qty: z.number(),
  unit: z.string(),
});

export const deliveryItem = z.object({
  transactionOrderId: z.number(),
  number: z.string(),
  deliveryDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  branchId: z.number(),
  outlet: z.string(),
  address: z.string().nullable().describe('Alamat, kelurahan, kecamatan, kota, provinsi, kode pos'),
  phoneNumber: z.string().nullable(),
  partner: z.string().describe('Nama mitra pemilik outlet'),
  driverId: z.number().nullable().describe('Kurir yang ditugaskan, atau kurir rute outlet'),
  driver: z.string().nullable(),
  routeId: z.number().nullable(),
  route: z.string().nullable(),
  stop: z.number().nullable().describe('Urutan outlet di rutenya'),
  notes: z.string().nullable(),
  deliveredAt: z.string().nullable().describe('Saat bukti kirim dicatat; null bila belum'),
  items: z.array(deliveryLine),
});
export type DeliveryItem = z.infer<typeof deliveryItem>;

export const deliveryOptions = z.object({
  date: z.string().nullable().describe('Tanggal yang ditampilkan; null bila hanya satu order diminta tanpa tanggal'),
  today: z.string().describe('Hari ini (WIB) menurut jam API: tanggal retur yang diambil di pemberhentian'),
  status: z.array(labelledValue),
});
export type DeliveryOptions = z.infer<typeof deliveryOptions>;
