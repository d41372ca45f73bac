import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The value-import graph of the source tree, read from the files themselves: what a module sends
 * to the browser when a client component imports it. Type-only imports leave nothing in a bundle,
 * so they are not edges. Used by the tests that keep the browser's JavaScript small.
 */

export const root = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['app', 'components', 'lib'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [rel] : [];
  });
}

const source = (file: string) => readFileSync(path.join(root, file), 'utf8');

export const isClientModule = (file: string) => /^['"]use client['"]/.test(source(file));

/** A project file (`@/…` or relative), or `package:<name>` for a package, or null when not found. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return `package:${specifier}`;
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext);
  return found.find((file) => existsSync(path.join(root, file))) ?? null;
}

/** The value imports, re-exports and dynamic imports of a module, project files and packages. */
export function valueImports(file: string, text = source(file)): string[] {
  const found: string[] = [];
  for (const [, typeOnly, names, specifier] of text.matchAll(
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
  for (const [, specifier] of [...text.matchAll(reExports), ...text.matchAll(dynamicImports)]) {
    const resolved = resolveImport(file, specifier);
    if (resolved) found.push(resolved);
  }
  return found;
}

/** The static imports only: what loads with a module, not what it loads later with `import()`. */
export function staticImports(file: string): string[] {
  const text = source(file).replace(/\bimport\(\s*['"][^'"]+['"]\s*\)/g, '');
  return valueImports(file, text);
}

/**
 * Every module reachable from `roots` through `edges`, each with the module that first imported it
 * (the root itself for a root). Packages are reached but not followed.
 */
export function reachable(roots: string[], edges: (file: string) => string[] = valueImports): Map<string, string> {
  const reached = new Map<string, string>();
  const stack = roots.map((file) => [file, file] as const);
  while (stack.length > 0) {
    const [file, via] = stack.pop()!;
    if (reached.has(file)) continue;
    reached.set(file, via);
    if (!file.startsWith('package:')) for (const next of edges(file)) stack.push([next, file]);
  }
  return reached;
}

/** The modules reachable from every client component ("use client") of the tree. */
export function browserModules(): Map<string, string> {
  return reachable(SOURCE_DIRS.flatMap(sourceFiles).filter(isClientModule));
}

/**
 * What a route's first load sends to the browser: the client components its page and layouts
 * import (statically, through server modules too), and everything they import statically.
 */
export function firstLoadModules(entries: string[]): Map<string, string> {
  const server = reachable(entries, (file) => (isClientModule(file) ? [] : staticImports(file)));
  const clientRoots = [...server.keys()].filter((file) => !file.startsWith('package:') && isClientModule(file));
  return reachable(clientRoots, staticImports);
}

/** How a module was reached, from the root that first reached it: "a <- b <- root". */
export function importChain(reached: Map<string, string>, file: string): string {
  const chain = [file];
  for (let at = file; reached.get(at) !== at && reached.has(at);) chain.push((at = reached.get(at)!));
  return chain.join(' <- ');
}
