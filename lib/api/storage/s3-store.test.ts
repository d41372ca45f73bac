import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it, vi } from 'vitest';
import { InvalidStoreKeyError } from './keys';
import { S3FileStore } from './s3-store';

const KEY = `uploads/2026/11/${'e'.repeat(32)}.webp`;

/** A stand-in client: records commands, never touches the network. */
function fakeClient(answer: (command: unknown) => unknown = () => ({})) {
  const send = vi.fn(async (command: unknown) => answer(command));
  return { client: { send } as unknown as S3Client, send };
}

describe('S3FileStore', () => {
  it('refuses keys outside the generated shape without calling the service', async () => {
    const { client, send } = fakeClient();
    const store = new S3FileStore({ bucket: 'b', region: 'us-east-1' }, client);
    for (const key of [
      '../../etc/passwd',
      `/${KEY}`,
      `uploads/2026/11/../${'e'.repeat(32)}.webp`,
      'uploads\\2026\\11\\x.png',
      '',
    ]) {
      await expect(store.put(key, new Uint8Array([1]), 'image/webp')).rejects.toThrow(InvalidStoreKeyError);
      await expect(store.get(key)).rejects.toThrow(InvalidStoreKeyError);
      await expect(store.remove(key)).rejects.toThrow(InvalidStoreKeyError);
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('sends put, get and delete for the bucket and key', async () => {
    const { client, send } = fakeClient((command) =>
      command instanceof GetObjectCommand
        ? {
            Body: { transformToWebStream: () => new Response('isi').body },
            ContentType: 'image/webp',
            ContentLength: 3,
          }
        : {},
    );
    const store = new S3FileStore({ bucket: 'roti', region: 'us-east-1' }, client);
    await store.put(KEY, new Uint8Array([1, 2]), 'image/webp');
    const got = await store.get(KEY);
    await store.remove(KEY);

    const [put, get, del] = send.mock.calls.map(([c]) => c);
    expect(put).toBeInstanceOf(PutObjectCommand);
    expect((put as PutObjectCommand).input).toMatchObject({
      Bucket: 'roti',
      Key: KEY,
      ContentType: 'image/webp',
      ContentLength: 2,
    });
    expect(get).toBeInstanceOf(GetObjectCommand);
    expect(del).toBeInstanceOf(DeleteObjectCommand);
    expect((del as DeleteObjectCommand).input).toEqual({ Bucket: 'roti', Key: KEY });
    expect(got).toMatchObject({ contentType: 'image/webp', size: 3 });
    expect(await new Response(got!.body).text()).toBe('isi');
  });

  it('reads a missing object as null', async () => {
    const { client } = fakeClient(() => {
      throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } });
    });
    expect(await new S3FileStore({ bucket: 'roti', region: 'us-east-1' }, client).get(KEY)).toBeNull();
  });

  it('configures an S3-compatible endpoint with path-style addressing', async () => {
    const store = new S3FileStore({
      bucket: 'roti',
      region: 'auto',
      endpoint: 'http://minio.local:9000',
      forcePathStyle: true,
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
    const config = (store as unknown as { client: S3Client }).client.config;
    expect(config.forcePathStyle).toBe(true);
    expect((await config.endpoint!()).hostname).toBe('minio.local');
  });
});
