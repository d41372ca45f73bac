import { format } from 'date-fns';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { BINARY as binary, download } from '../exports/download';
import { ApiError, invalid } from '../errors';
import { commitImport, IMPORT_KINDS, importWorkbook, previewImport, type ImportKind } from '../imports/plan';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import {
  importCommitBody,
  importCommitted,
  importKindQuery,
  importPreview,
  importUploadRequest,
} from '../schemas/import';
import { XLSX_TYPE } from '../schemas/print';
import { MAX_UPLOAD_BYTES, readMultipartForm } from '../storage/read-upload';

const tags = ['Impor'];
const fileError = (message: string) => invalid(message, { file: message });

export const importRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'post',
      path: '/import/preview',
      tags,
      summary: 'Pratinjau impor dari spreadsheet (.xlsx atau .csv)',
      description:
        'Setiap baris diperiksa terhadap file dan basis data; pesan per judul kolom. Tidak ada yang diubah sampai /import/commit.',
      request: { body: importUploadRequest },
      responses: okAnswer(importPreview, 'Hasil pemeriksaan setiap baris'),
    }),
    async (c) => {
      const form = await readMultipartForm(
        c.req.raw,
        MAX_UPLOAD_BYTES + 64 * 1024,
        () => new ApiError(413, t.import.fileTooLarge, { file: t.import.fileTooLarge }),
        () => fileError(t.import.fileRequired),
        () => fileError(t.import.fileUnreadable),
      );
      const kind = form.get('kind');
      if (typeof kind !== 'string' || !(IMPORT_KINDS as readonly string[]).includes(kind))
        throw invalid(t.import.kindInvalid, { kind: t.import.kindInvalid });
      const file = form.get('file');
      if (!(file instanceof File) || file.size === 0) throw fileError(t.import.fileRequired);
      const result = await previewImport(c.var.db, c.var.actor, kind as ImportKind, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        originalName: file.name.slice(0, 255) || null,
      });
      return ok(c, result, t.import.previewed(result.total, result.problems));
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/import/commit',
      tags,
      summary: 'Terapkan impor yang sudah dipratinjau, semua atau tidak sama sekali',
      request: { body: jsonBody(importCommitBody) },
      errors: [404, 409],
      responses: okAnswer(importCommitted, 'Jumlah data baru dan diperbarui; akun baru dengan kata sandi sekali pakai'),
    }),
    async (c) => {
      const result = await commitImport(c.var.db, c.var.actor, c.req.valid('json').importId);
      return ok(c, result, t.import.committed(result.created, result.updated));
    },
  );

const xlsx = (bytes: Buffer, filename: string) => download(bytes, XLSX_TYPE, filename);

/** The template and the export of each kind: the same columns, so an export can be imported back. */
export const importPrintRoutes = newRouter()
  .openapi(
    apiRoute({
      base: 'print',
      method: 'get',
      path: '/export-template',
      tags,
      summary: 'Templat impor (xlsx) untuk mitra dan outlet, produk, atau harga',
      request: { query: importKindQuery },
      responses: { 200: { description: 'Templat xlsx', content: { [XLSX_TYPE]: binary } } },
    }),
    async (c) => {
      const { kind } = c.req.valid('query');
      return xlsx(await importWorkbook(c.var.db, kind, false), t.import.filename(kind));
    },
  )
  .openapi(
    apiRoute({
      base: 'print',
      method: 'get',
      path: '/export-data',
      tags,
      summary: 'Data saat ini dengan kolom yang sama dengan templat impor (xlsx)',
      request: { query: importKindQuery },
      responses: { 200: { description: 'Data xlsx', content: { [XLSX_TYPE]: binary } } },
    }),
    async (c) => {
      const { kind } = c.req.valid('query');
      return xlsx(
        await importWorkbook(c.var.db, kind, true),
        t.import.exportFilename(kind, format(c.var.now, 'yyyy-MM-dd')),
      );
    },
  );
