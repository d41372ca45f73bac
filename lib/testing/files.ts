import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A valid 1x1 PNG: the smallest file the upload path accepts as a photo (tests and browser tests). */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The entries of a zip and a reader for one of them, through Info-ZIP's unzip (a real zip reader, not ours). */
export function openZip(bytes: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rp-zip-'));
  const file = path.join(dir, 'out.zip');
  writeFileSync(file, bytes);
  const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const read = (name: string) =>
    execFileSync('unzip', ['-p', file, name.replace(/[[\]*?]/g, '\\$&')], { maxBuffer: 64 * 1024 * 1024 });
  return { names, read, close: () => rmSync(dir, { recursive: true, force: true }) };
}
