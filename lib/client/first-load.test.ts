import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadModules, importChain, root } from '@/lib/testing/module-graph';

/**
 * The pages with a JavaScript budget (QUALITY: 200 KB gzip on the first load; issue 19) keep the
 * larger libraries out of their first load. Each is loaded when it is needed instead, or not at all.
 * Measured with scripts/bench/js-size.ts; the figures are in docs/performance.md.
 */

const ROOT = ['app/layout.tsx', 'app/error.tsx', 'app/not-found.tsx'];
const SIGNED_IN = [...ROOT, 'app/[rolePage]/layout.tsx', 'app/[rolePage]/error.tsx'];

const BUDGET_PAGES: Record<string, string[]> = {
  '/login': [...ROOT, 'app/login/page.tsx'],
  '/merchant/order': [...SIGNED_IN, 'app/[rolePage]/order/(list)/page.tsx', 'app/[rolePage]/order/(list)/loading.tsx'],
  '/merchant/order/create': [...SIGNED_IN, 'app/[rolePage]/order/create/page.tsx'],
};

/** Kept out of every budget page's first load, and why. */
const LOADED_LATER: Record<string, string> = {
  // 31 KB: the order form reads typed amounts with lib/typed-text.ts, the API validates.
  'package:zod': 'the schemas of forms that validate in the browser',
  // About 9 KB: lib/client/toast.ts loads it at the first interaction.
  'package:sonner': 'the notifications',
  // 12 and 6 KB: each dialog loads when first opened (components/ui/on-demand-dialog.tsx).
  'components/ui/dialog.tsx': 'the dialogs',
  'components/ui/alert-dialog.tsx': 'the questions (alert dialogs)',
};

describe('first load of the budget pages', () => {
  it('finds the client modules of a page (the walk itself works)', () => {
    const modules = firstLoadModules(BUDGET_PAGES['/merchant/order/create']);
    expect(modules.has('app/[rolePage]/order/_components/order-form.tsx')).toBe(true);
    expect(modules.has('components/layout/app-shell.tsx')).toBe(true);
    expect(modules.has('package:react-hook-form') || modules.has('package:next/link')).toBe(true);
    // Server modules are not in it: the API runs on the server only.
    expect(modules.has('lib/server-api.ts')).toBe(false);
  });

  for (const [route, entries] of Object.entries(BUDGET_PAGES))
    it(`${route} loads none of ${Object.keys(LOADED_LATER).join(', ')} at first`, () => {
      const modules = firstLoadModules(entries);
      const found = Object.keys(LOADED_LATER)
        .filter((name) => modules.has(name))
        .map((name) => importChain(modules, name));
      expect(found).toEqual([]);
    });

  for (const [route, entries] of Object.entries(BUDGET_PAGES))
    it(`${route} uses Radix's dialogs only through the ui modules, loaded on demand`, () => {
      const radixDialog = /import\s*\{[^}]*\b(?:Dialog|AlertDialog)\b[^}]*\}\s*from\s*['"]radix-ui['"]/;
      const direct = [...firstLoadModules(entries).keys()].filter(
        (file) => !file.startsWith('package:') && radixDialog.test(readFileSync(path.join(root, file), 'utf8')),
      );
      expect(direct).toEqual([]);
    });
});
