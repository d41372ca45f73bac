/**
 * The only shapes a stored object may have. Every key a store touches is checked against
 * these, so no caller (remove-file above all) can name anything outside the store: no "..",
 * no absolute paths, no backslashes, no encoded tricks, just `uploads/YYYY/MM/<32 hex>.<ext>`.
 */
export const STORED_EXTENSIONS = ['jpg', 'png', 'webp', 'pdf'] as const;
export type StoredExtension = (typeof STORED_EXTENSIONS)[number];

const FILENAME = new RegExp(`^[0-9a-f]{32}\\.(${STORED_EXTENSIONS.join('|')})$`);
const FOLDER = /^uploads\/\d{4}\/(0[1-9]|1[0-2])$/;

export const isGeneratedFilename = (filename: string): boolean => FILENAME.test(filename);
export const isStoreFolder = (folder: string): boolean => FOLDER.test(folder);

export function isStoreKey(key: string): boolean {
  const cut = key.lastIndexOf('/');
  return cut > 0 && isStoreFolder(key.slice(0, cut)) && isGeneratedFilename(key.slice(cut + 1));
}

export class InvalidStoreKeyError extends Error {
  constructor(key: string) {
    super(`Kunci penyimpanan tidak valid: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidStoreKeyError';
  }
}

/** Throws unless `key` is of the generated shape; stores call this before any I/O. */
export function assertStoreKey(key: string): void {
  if (!isStoreKey(key)) throw new InvalidStoreKeyError(key);
}

export const storeKey = (folder: string, filename: string): string => `${folder}/${filename}`;
