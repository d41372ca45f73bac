import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every module that reaches the browser imports the texts of its own areas (`lib/i18n/id/<area>`),
 * never the whole dictionary (`lib/i18n/id`, `t`): a page then carries only the areas its code reads.
 * The whole dictionary was 23.6 KB of gzipped JavaScript on every signed-in page.
 */

const root = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['app', 'components', 'lib'];
const WHOLE_DICTIONARY = 'lib/i18n/id.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [rel] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext);
  return found.find((file) => existsSync(path.join(root, file))) ?? null;
}

/** The value imports and re-exports of a module: type-only imports leave nothing in the bundle. */
function valueImports(file: string, source: string): string[] {
  const found: string[] = [];
  for (const [, typeOnly, names, specifier] of source.matchAll(
    /^import (type )?([^'"]*?)\s*(?:from )?['"]([^'"]+)['"]/gm,
  )) {
    const braced = names.trim().match(/^\{([\s\S]*)\}$/);
    const allTypes = braced?.[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .every((name) => name.startsWith('type '));
    if (typeOnly || allTypes) continue;
    const resolved = resolveImport(file, specifier);
    if (resolved) found.push(resolved);
  }
  const reExports = /^export (?:\*(?: as \w+)?|\{[^}]*\}) from ['"]([^'"]+)['"]/gm;
  const dynamicImports = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const [, specifier] of [...source.matchAll(reExports), ...source.matchAll(dynamicImports)]) {
    const resolved = resolveImport(file, specifier);
    if (resolved) found.push(resolved);
  }
  return found;
}

/** The modules reachable from the client components ("use client") through value imports. */
function browserModules(): Map<string, string> {
  const reached = new Map<string, string>();
  const roots = SOURCE_DIRS.flatMap(sourceFiles).filter((file) =>
    /^['"]use client['"]/.test(readFileSync(path.join(root, file), 'utf8')),
  );
  const stack = roots.map((file) => [file, file] as const);
  while (stack.length > 0) {
    const [file, via] = stack.pop()!;
    if (reached.has(file)) continue;
    reached.set(file, via);
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const next of valueImports(file, source)) stack.push([next, file]);
  }
  return reached;
}

describe('texts in the browser', () => {
  it('finds the client modules (the walk itself works)', () => {
    const modules = browserModules();
    expect(modules.has('app/[rolePage]/order/_components/order-form.tsx')).toBe(true);
    expect(modules.has('lib/api/schemas/order.ts')).toBe(true);
    expect(modules.has('lib/i18n/id/order.ts')).toBe(true);
  });

  it('no module that reaches the browser imports the whole dictionary', () => {
    const offenders = [...browserModules()]
      .filter(([file]) => valueImports(file, readFileSync(path.join(root, file), 'utf8')).includes(WHOLE_DICTIONARY))
      .map(([file, via]) => `${file} (imported by ${via})`);
    expect(offenders).toEqual([]);
  });
});
