import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '@/lib/testing/module-graph';

/**
 * docs/conventions.md: a list page shows the one list skeleton while the server reads its page.
 * A new list forgets its `loading.tsx` easily, and nothing on the screen says so until the API is
 * slow; this walk finds every list page and asks for it.
 */
const LOADING = "export { ListSkeleton as default } from '@/components/data-table/list-skeleton';";

function listPages(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return listPages(rel);
    return entry.name === 'page.tsx' && readFileSync(path.join(root, rel), 'utf8').includes('<ListScreen') ? [rel] : [];
  });
}

describe('list skeletons', () => {
  const pages = listPages('app');

  it('finds the list pages (the walk itself works)', () => {
    expect(pages).toContain(path.join('app', '[rolePage]', 'order', 'change-requests', '(list)', 'page.tsx'));
    expect(pages.length).toBeGreaterThan(10);
  });

  it('gives every list page the shared skeleton beside it', () => {
    const without = pages.filter((page) => {
      const loading = path.join(root, path.dirname(page), 'loading.tsx');
      return !existsSync(loading) || !readFileSync(loading, 'utf8').includes(LOADING);
    });
    expect(without).toEqual([]);
  });
});
