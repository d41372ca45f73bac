import { t } from '../../i18n/id';
import { ApiError, invalid } from '../errors';

/** The largest file accepted (DOMAIN 13). */
import { MAX_UPLOAD_BYTES } from '../../upload-limits';

export { MAX_UPLOAD_BYTES };
/** The whole multipart body: the file and the form's other fields and boundaries. */
export const MAX_MULTIPART_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
export const UPLOAD_FIELD = 'imageUrl';

export const tooLarge = () => new ApiError(413, t.upload.tooLarge, { [UPLOAD_FIELD]: t.upload.tooLarge });
const missing = () => invalid(t.upload.required, { [UPLOAD_FIELD]: t.upload.required });

/** Reads the body, refusing as soon as it passes `max` bytes, whatever Content-Length claimed. */
export async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  max: number,
  tooLargeError: () => ApiError,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLargeError();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * A multipart body as FormData, refused as too large from Content-Length before anything is read
 * and again while reading (a sender may omit or misstate it).
 */
export async function readMultipartForm(
  request: Request,
  maxBytes: number,
  tooLargeError: () => ApiError,
  notMultipart: () => ApiError,
  malformed: () => ApiError,
): Promise<FormData> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLargeError();
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw notMultipart();
  const raw = await readAtMost(request.body, maxBytes, tooLargeError);
  try {
    return await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw malformed();
  }
}

export interface ReceivedFile {
  bytes: Uint8Array;
  /** The sender's name for it: kept as information only, never used as a storage name. */
  originalName: string | null;
}

/** The `imageUrl` file of a multipart request (at most 5 MB). */
export async function readUploadedFile(request: Request): Promise<ReceivedFile> {
  const form = await readMultipartForm(request, MAX_MULTIPART_BYTES, tooLarge, missing, () =>
    invalid(t.upload.malformed, { [UPLOAD_FIELD]: t.upload.malformed }),
  );
  const file = form.get(UPLOAD_FIELD);
  if (!(file instanceof File) || file.size === 0) throw missing();
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  const name = file.name
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return { bytes: new Uint8Array(await file.arrayBuffer()), originalName: name || null };
}
