import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertStoreKey } from './keys';
import type { FileStore, StoredObject } from './store';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Wasabi ...); unset = AWS. */
  endpoint?: string;
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Objects in an S3-compatible bucket; the bucket stays private, reads go through the API. */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StoreOptions, client?: S3Client) {
    this.bucket = options.bucket;
    const config: S3ClientConfig = {
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
    };
    // Without explicit keys the SDK's own chain (instance role, AWS_* variables) applies.
    if (options.accessKeyId && options.secretAccessKey) {
      config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
    }
    this.client = client ?? new S3Client(config);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertStoreKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertStoreKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return null;
      return {
        body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        contentType: out.ContentType ?? null,
        size: out.ContentLength ?? null,
      };
    } catch (err) {
      if (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404))
        return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    assertStoreKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
