import { describe, expect, it } from 'vitest';
import { browserModules, valueImports } from '@/lib/testing/module-graph';

/**
 * Every module that reaches the browser imports the texts of its own areas (`lib/i18n/id/<area>`),
 * never the whole dictionary (`lib/i18n/id`, `t`): a page then carries only the areas its code reads.
 * The whole dictionary was 23.6 KB of gzipped JavaScript on every signed-in page.
 */

const WHOLE_DICTIONARY = 'lib/i18n/id.ts';

describe('texts in the browser', () => {
  it('finds the client modules (the walk itself works)', () => {
    const modules = browserModules();
    expect(modules.has('app/[rolePage]/order/_components/order-form.tsx')).toBe(true);
    expect(modules.has('lib/api/schemas/order.ts')).toBe(true);
    expect(modules.has('lib/i18n/id/order.ts')).toBe(true);
  });

  it('no module that reaches the browser imports the whole dictionary', () => {
    const offenders = [...browserModules()]
      .filter(([file]) => !file.startsWith('package:'))
      .filter(([file]) => valueImports(file).includes(WHOLE_DICTIONARY))
      .map(([file, via]) => `${file} (imported by ${via})`);
    expect(offenders).toEqual([]);
  });
});
