import { createReadStream } from 'node:fs';
import { link, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertStoreKey, InvalidStoreKeyError } from './keys';
import type { FileStore, StoredObject } from './store';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/**
 * Files on local disk under `root` (by default DATA_DIR/files, outside public/, so nothing is
 * served without the API's checks).
 */
export class LocalFileStore implements FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The key's shape is checked first; the resolved path is checked again as a second line. */
  private pathOf(key: string): string {
    assertStoreKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new InvalidStoreKeyError(key);
    return full;
  }

  /** The type is not kept beside the file: the `files` row holds it, and the extension says it. */
  async put(key: string, bytes: Uint8Array, _contentType?: string): Promise<void> {
    const full = this.pathOf(key);
    await mkdir(path.dirname(full), { recursive: true });
    // Written aside, then hard-linked into place: a reader never sees half a file, and link
    // (unlike rename) fails when the name exists, so an object is never overwritten.
    const partial = `${full}.${process.pid}.partial`;
    try {
      await writeFile(partial, bytes, { flag: 'wx', mode: 0o600 });
      await link(partial, full);
    } finally {
      await rm(partial, { force: true });
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const full = this.pathOf(key);
    const info = await stat(full).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    if (!info?.isFile()) return null;
    const body = Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>;
    return { body, contentType: CONTENT_TYPES[path.extname(full).slice(1)] ?? null, size: info.size };
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
