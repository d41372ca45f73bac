import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/**
 * The files a running bakery accumulates, made for the demo: a supplier's delivery note or a bank
 * transfer receipt as a small PDF, and a driver's proof-of-delivery photo as a PNG. They go through
 * the same upload path as a user's files (type sniffing, the store, the files table).
 */

/** A one-page A6 receipt: a heading, a few "label: value" lines and a total. */
export function demoReceiptPdf(heading: string, lines: [string, string][], total: string): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A6', margin: 24, info: { Title: heading } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(12).text(heading);
  doc.moveDown(0.6).font('Helvetica').fontSize(8);
  for (const [label, value] of lines) doc.text(`${label}: ${value}`);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(10).text(total);
  doc.end();
  return done;
}

/**
 * A 320x240 picture of crates at a shop door (a warm wall, a door, stacked crates in the colour of
 * `variant`), encoded as an 8-bit RGB PNG. Node's zlib does the deflate; the chunk checksums are
 * CRC-32 from a table here (zlib.crc32 needs Node 20.15, and the engines allow 20.9).
 */
export function demoDeliveryPhotoPng(variant: number): Uint8Array {
  const width = 320;
  const height = 240;
  const crate = CRATE_COLOURS[variant % CRATE_COLOURS.length];
  const pixelAt = (x: number, y: number): readonly [number, number, number] => {
    if (y > 200) return [120, 113, 108]; // pavement
    const inCrate = x >= 170 && x < 290 && y >= 110 && y <= 200 && (y - 110) % 30 < 27;
    if (inCrate) return crate;
    if (x >= 40 && x < 130 && y >= 60) return [87, 56, 38]; // door
    return [234, 215, 184]; // wall
  };
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1); // each row starts with filter byte 0 (none)
    for (let x = 0; x < width; x++) raw.set(pixelAt(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, adaptive filters, no interlace
  return new Uint8Array(
    Buffer.concat([
      PNG_SIGNATURE,
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(raw)),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const CRATE_COLOURS = [
  [194, 65, 12],
  [21, 128, 61],
  [29, 78, 216],
] as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}
