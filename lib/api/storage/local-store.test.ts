import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InvalidStoreKeyError } from './keys';
import { LocalFileStore } from './local-store';

const base = mkdtempSync(path.join(tmpdir(), 'rp-store-'));
const store = new LocalFileStore(path.join(base, 'files'));
const KEY = `uploads/2026/11/${'c'.repeat(32)}.pdf`;
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('LocalFileStore', () => {
  it('puts, streams back and removes an object under its root', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4\n');
    await store.put(KEY, bytes, 'application/pdf');
    expect(readFileSync(path.join(base, 'files', KEY), 'utf8')).toBe('%PDF-1.4\n');

    const got = await store.get(KEY);
    expect(got).toMatchObject({ contentType: 'application/pdf', size: bytes.length });
    expect(await new Response(got!.body).text()).toBe('%PDF-1.4\n');

    await store.remove(KEY);
    expect(await store.get(KEY)).toBeNull();
    await expect(store.remove(KEY)).resolves.toBeUndefined();
  });

  it('never overwrites an existing object', async () => {
    const key = `uploads/2026/11/${'d'.repeat(32)}.png`;
    await store.put(key, new Uint8Array([1]), 'image/png');
    await expect(store.put(key, new Uint8Array([2]), 'image/png')).rejects.toThrow();
    expect([...readFileSync(path.join(base, 'files', key))]).toEqual([1]);
  });

  it('refuses keys outside the generated shape before touching the disk', async () => {
    const outside = path.join(base, 'outside.txt');
    writeFileSync(outside, 'tetap');
    for (const key of ['../outside.txt', outside, `uploads/2026/11/../../../outside.txt`, '..\\outside.txt']) {
      await expect(store.remove(key)).rejects.toThrow(InvalidStoreKeyError);
      await expect(store.get(key)).rejects.toThrow(InvalidStoreKeyError);
      await expect(store.put(key, new Uint8Array([0]), 'text/plain')).rejects.toThrow(InvalidStoreKeyError);
    }
    expect(readFileSync(outside, 'utf8')).toBe('tetap');
    expect(existsSync(path.join(base, 'files', '..', 'outside.txt.partial'))).toBe(false);
  });
});
