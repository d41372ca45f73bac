import path from 'node:path';
import { dataDir, env } from '../../env';
import { LocalFileStore } from './local-store';
import type { FileStore } from './store';

export type { FileStore, StoredObject } from './store';

let configured: Promise<FileStore> | undefined;

/**
 * The configured store: S3-compatible when S3_BUCKET is set, local disk otherwise. The AWS SDK
 * is loaded only in the first case, so the default deployment never pays for it.
 */
export function fileStore(): Promise<FileStore> {
  configured ??= (async () => {
    const e = env();
    if (!e.S3_BUCKET) return new LocalFileStore(path.join(dataDir(), 'files'));
    const { S3FileStore } = await import('./s3-store');
    return new S3FileStore({
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    });
  })().catch((err: unknown) => {
    configured = undefined; // a failed start is tried again on the next call, not remembered
    throw err;
  });
  return configured;
}
