/** One stored object as read back: streamed, never buffered whole. */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  /** What the store itself knows; the `files` row is the authority. */
  contentType: string | null;
  size: number | null;
}

/**
 * Where uploaded bytes live: local disk by default, S3-compatible storage when configured.
 * Keys are `${path}/${filename}` of the generated shape (see keys.ts); every method refuses
 * any other key before touching anything.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Removing a missing object is not an error. */
  remove(key: string): Promise<void>;
}
