import { z } from 'zod';

/**
 * Print queries are checked in the services, not here: each refusal needs its own message
 * (the spec's "Tanggal Pengiriman Wajib Diisi!" for a missing label date), which a schema
 * failure's generic "Data belum lengkap." would hide.
 */
export const countOrderQuery = z.object({
  startDate: z.string().max(20).optional().describe('YYYY-MM-DD, tanggal pengiriman pertama'),
  endDate: z.string().max(20).optional().describe('YYYY-MM-DD, tanggal pengiriman terakhir (paling lama 62 hari)'),
  check: z.string().max(10).optional().describe('true: hanya periksa apakah ada order'),
});

export const labelCreamQuery = z.object({
  date: z.string().max(20).optional().describe('YYYY-MM-DD, tanggal pengiriman; wajib'),
});

export const countOrderCheck = z.object({
  count: z.number().describe('Jumlah order Menunggu dan Berhasil dalam rentang'),
  startDate: z.string(),
  endDate: z.string(),
});

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
