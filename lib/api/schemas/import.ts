import { z } from 'zod';
import { IMPORT_KINDS } from '../imports/plan';

export const importKindQuery = z.object({ kind: z.enum(IMPORT_KINDS) });

export const importPreview = z.object({
  importId: z.string(),
  kind: z.enum(IMPORT_KINDS),
  total: z.number(),
  problems: z.number(),
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  keptColumns: z
    .array(z.string())
    .describe('Kolom pilihan yang tidak ada di file: data yang sudah ada tetap, data baru kosong'),
  rows: z.array(
    z.object({
      row: z.number().describe('Nomor baris di file (judul = baris 1)'),
      label: z.string(),
      action: z.enum(['create', 'update', 'unchanged']),
      errors: z.record(z.string(), z.string()).describe('Pesan per judul kolom'),
    }),
  ),
});

export const importCommitBody = z.object({ importId: z.string().uuid() });
export const importCommitted = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  accounts: z
    .array(z.object({ username: z.string(), name: z.string(), password: z.string() }))
    .describe('Akun mitra baru dengan kata sandi sekali pakai; hanya ditampilkan sekali'),
});

/** A plain OpenAPI schema, like the upload's: the handler reads the body itself, within its size limit. */
export const importUploadRequest = {
  required: true as const,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['kind', 'file'],
        properties: {
          kind: { type: 'string' as const, enum: [...IMPORT_KINDS] },
          file: { type: 'string' as const, format: 'binary', description: 'File .xlsx atau .csv; maksimal 5 MB.' },
        },
      },
    },
  },
};
