import { describe, expect, it } from 'vitest';
import { sniffAllowedType } from './sniff';
import { ONE_PIXEL_PNG as PNG } from '../../testing/files';

const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(14),
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

describe('sniffAllowedType', () => {
  it('recognises the allowed types by their bytes', async () => {
    expect(await sniffAllowedType(PNG)).toEqual({ ext: 'png', mime: 'image/png' });
    expect(await sniffAllowedType(JPEG)).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect(await sniffAllowedType(WEBP)).toEqual({ ext: 'webp', mime: 'image/webp' });
    expect(await sniffAllowedType(Buffer.from('%PDF-1.4\n%%EOF\n'))).toEqual({ ext: 'pdf', mime: 'application/pdf' });
  });

  it('refuses everything else, whatever it would be called', async () => {
    expect(await sniffAllowedType(Buffer.from('hanya teks'))).toBeNull();
    expect(
      await sniffAllowedType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
    expect(await sniffAllowedType(Buffer.from('<!doctype html><html></html>'))).toBeNull();
    expect(await sniffAllowedType(GIF)).toBeNull();
    expect(await sniffAllowedType(new Uint8Array(0))).toBeNull();
  });
});
