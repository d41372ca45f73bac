import { describe, expect, it } from 'vitest';
import { assertStoreKey, InvalidStoreKeyError, isGeneratedFilename, isStoreFolder, isStoreKey } from './keys';

const NAME = `${'a1'.repeat(16)}.png`;

describe('store keys', () => {
  it('accepts only the generated shape', () => {
    expect(isStoreKey(`uploads/2026/11/${NAME}`)).toBe(true);
    expect(isGeneratedFilename(`${'0'.repeat(32)}.pdf`)).toBe(true);
    expect(isStoreFolder('uploads/2026/01')).toBe(true);
  });

  it.each([
    '../../etc/passwd',
    `uploads/2026/11/../../../${NAME}`,
    `/uploads/2026/11/${NAME}`,
    `/etc/${NAME}`,
    `uploads\\2026\\11\\${NAME}`,
    `uploads/2026/11/..%2F${NAME}`,
    `uploads/2026/13/${NAME}`,
    `uploads/2026/11/${NAME.toUpperCase()}`,
    `uploads/2026/11/${'a'.repeat(32)}.svg`,
    `uploads/2026/11/${'a'.repeat(32)}.png\0.txt`,
    `uploads/2026/11/sub/${NAME}`,
    `uploads/2026/11//${NAME}`,
    `uploads/2026/11/${NAME}\n`,
    `files/2026/11/${NAME}`,
    NAME,
    '',
  ])('refuses %j', (key) => {
    expect(isStoreKey(key)).toBe(false);
    expect(() => assertStoreKey(key)).toThrow(InvalidStoreKeyError);
  });
});
