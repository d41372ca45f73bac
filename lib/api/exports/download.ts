import { PassThrough, Readable } from 'node:stream';

/** The OpenAPI shape of a file answer. */
export const BINARY = { schema: { type: 'string' as const, format: 'binary' } };

/**
 * A download: a stream sent as it is produced, or bytes already made. The BFF passes these
 * headers through to the browser; nothing is cached and the type is not sniffed.
 */
export function download(body: Readable | Buffer, contentType: string, filename: string): Response {
  const content = Buffer.isBuffer(body) ? new Uint8Array(body) : (Readable.toWeb(body) as ReadableStream<Uint8Array>);
  return new Response(content, {
    status: 200,
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${filename}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    },
  });
}

/** Starts a writer into a stream handed to the response; a failure midway ends the download with an error. */
export function streamed(write: (out: PassThrough) => Promise<void>, what: string): PassThrough {
  const out = new PassThrough();
  write(out).catch((err: unknown) => {
    console.error(`[print] ${what} gagal ditulis:`, err);
    out.destroy(err as Error);
  });
  return out;
}
