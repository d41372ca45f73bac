import * as zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sniffAllowedType } from '../../storage/sniff';
import { demoDeliveryPhotoPng, demoReceiptPdf } from './demo-files';

describe("the demo's files", () => {
  it('draws a proof photo that is a valid PNG: accepted by the upload path, every chunk checksum right', async () => {
    const png = Buffer.from(demoDeliveryPhotoPng(1));
    expect(await sniffAllowedType(png)).toEqual({ ext: 'png', mime: 'image/png' });
    expect(png.readUInt32BE(16)).toBe(320);
    expect(png.readUInt32BE(20)).toBe(240);
    // Node's own CRC-32 (20.15 and later, as on the test machines) checks the table-driven one.
    const reference = (zlib as unknown as { crc32?: (b: Buffer) => number }).crc32;
    expect(reference).toBeTypeOf('function');
    const types: string[] = [];
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at);
      const typed = png.subarray(at + 4, at + 8 + length);
      types.push(typed.subarray(0, 4).toString('ascii'));
      expect(png.readUInt32BE(at + 8 + length)).toBe(reference!(typed) >>> 0);
      at += 12 + length;
    }
    expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('writes a receipt that the upload path accepts as a PDF', async () => {
    const pdf = await demoReceiptPdf('Surat Jalan', [['Dari', 'PT Tepung Sari Nusantara']], 'Rp2.300.000');
    expect(await sniffAllowedType(pdf)).toEqual({ ext: 'pdf', mime: 'application/pdf' });
  });
});
