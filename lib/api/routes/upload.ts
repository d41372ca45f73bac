import { z } from 'zod';
import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import * as uploads from '../services/uploads';
import { readUploadedFile, UPLOAD_FIELD } from '../storage/read-upload';
import { isImageType } from '../storage/sniff';

const tags = ['Utils'];

/**
 * Documented as a plain OpenAPI schema on purpose: a zod form schema would make the router
 * parse (and buffer) the whole body before the handler, whose reader enforces the size limit
 * while reading and answers a missing file with its own message.
 */
const uploadRequest = {
  required: true as const,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: [UPLOAD_FIELD],
        properties: {
          [UPLOAD_FIELD]: {
            type: 'string' as const,
            format: 'binary',
            description: 'Gambar JPG, PNG, WEBP atau dokumen PDF; maksimal 5 MB. Jenisnya diperiksa dari isi file.',
          },
        },
      },
    },
  },
};

const uploaded = z.object({
  filename: z.string().describe('Nama yang dibuat server, mis. 3f2a….png'),
  path: z.string().describe('Folder di penyimpanan, mis. uploads/2026/11'),
  url: z.string().describe('Alamat file lewat BFF untuk pengguna yang login'),
});
const removeBody = z.object({ filename: z.string().min(1).max(200), path: z.string().min(1).max(200) });
const filenameParam = z.object({ filename: z.string().max(200) });
const binary = { schema: { type: 'string' as const, format: 'binary' } };

export const uploadRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'post',
      path: '/utils/upload-file',
      tags,
      summary: 'Unggah gambar atau bukti PDF',
      description: 'File lebih dari 5 MB dijawab 413 (amplop galat yang sama).',
      request: { body: uploadRequest },
      responses: okAnswer(uploaded, 'File tersimpan dengan nama baru'),
    }),
    async (c) => {
      const file = await readUploadedFile(c.req.raw);
      return ok(c, await uploads.storeUpload(c.var.db, c.var.actor, file), t.upload.uploaded);
    },
  )
  .openapi(
    apiRoute({
      method: 'post',
      path: '/utils/remove-file',
      tags,
      summary: 'Hapus file yang pernah diunggah',
      request: { body: jsonBody(removeBody) },
      errors: [404],
      responses: okAnswer(z.null(), 'File dihapus'),
    }),
    async (c) => {
      await uploads.removeUpload(c.var.db, c.var.actor, c.req.valid('json'));
      return ok(c, null, t.upload.removed);
    },
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/utils/file/{filename}',
      tags,
      summary: 'Isi file yang diunggah',
      request: { params: filenameParam },
      errors: [404],
      responses: {
        200: {
          description: 'Isi file; gambar ditampilkan, PDF diunduh',
          content: { 'image/jpeg': binary, 'image/png': binary, 'image/webp': binary, 'application/pdf': binary },
        },
      },
    }),
    async (c) => {
      const file = await uploads.openUpload(c.var.db, c.var.actor, c.req.valid('param').filename);
      const disposition = isImageType(file.contentType) ? 'inline' : 'attachment';
      return new Response(file.object.body, {
        status: 200,
        headers: {
          'content-type': file.contentType,
          'content-length': String(file.object.size ?? file.size),
          'content-disposition': `${disposition}; filename="${file.filename}"`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, max-age=3600',
        },
      });
    },
  );
