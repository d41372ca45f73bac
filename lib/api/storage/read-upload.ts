import { t } from '../../i18n/id';
import { ApiError, invalid } from '../errors';

/** The largest file accepted (DOMAIN 13). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Room for the multipart framing (boundaries, part headers) around a file of the largest size. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
export const UPLOAD_FIELD = 'imageUrl';

export const tooLarge = () => new ApiError(413, t.upload.tooLarge, { [UPLOAD_FIELD]: t.upload.tooLarge });
const missing = () => invalid(t.upload.required, { [UPLOAD_FIELD]: t.upload.required });

/** Reads the body, refusing as soon as it passes `max` bytes, whatever Content-Length claimed. */
async function readAtMost(body: ReadableStream<Uint8Array> | null, max: number): Promise<Uint8Array<ArrayBuffer>> {
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
      throw tooLarge();
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

export interface ReceivedFile {
  bytes: Uint8Array;
  /** The sender's name for it: kept as information only, never used as a storage name. */
  originalName: string | null;
}

/**
 * The `imageUrl` file of a multipart request. Too large is refused from Content-Length before
 * anything is read, and again while reading, since a sender may omit or misstate it.
 */
export async function readUploadedFile(request: Request): Promise<ReceivedFile> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw missing();

  const raw = await readAtMost(request.body, MAX_BODY_BYTES);
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw invalid(t.upload.malformed, { [UPLOAD_FIELD]: t.upload.malformed });
  }
  const file = form.get(UPLOAD_FIELD);
  if (!(file instanceof File) || file.size === 0) throw missing();
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  const name = file.name
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return { bytes: new Uint8Array(await file.arrayBuffer()), originalName: name || null };
}
