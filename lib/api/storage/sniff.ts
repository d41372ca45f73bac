import { fileTypeFromBuffer } from 'file-type';
import type { StoredExtension } from './keys';

/** What may be uploaded: photos and thumbnails, and PDF receipts. */
const ALLOWED: Record<string, { ext: StoredExtension; mime: string }> = {
  'image/jpeg': { ext: 'jpg', mime: 'image/jpeg' },
  'image/png': { ext: 'png', mime: 'image/png' },
  'image/webp': { ext: 'webp', mime: 'image/webp' },
  'application/pdf': { ext: 'pdf', mime: 'application/pdf' },
};

/**
 * The file's real type from its first bytes; the declared type and the name are the
 * sender's claims and are ignored. null when it is none of the allowed types.
 */
export async function sniffAllowedType(bytes: Uint8Array): Promise<{ ext: StoredExtension; mime: string } | null> {
  const found = await fileTypeFromBuffer(bytes);
  return (found && ALLOWED[found.mime]) ?? null;
}

export const isImageType = (mime: string): boolean => mime.startsWith('image/');
