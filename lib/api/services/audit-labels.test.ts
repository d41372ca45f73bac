import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';

/** Every source file of the API, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the audit trail speaks Indonesian (DOMAIN 20)', () => {
  it('every action the API records has its label in Jejak Audit and Riwayat', () => {
    const actions = new Set<string>();
    for (const file of sources(join(__dirname, '..'))) {
      const text = readFileSync(file, 'utf8');
      // The actor is a name or a call (systemActor(now)); an invoice recomputed for a cause names it too.
      for (const match of text.matchAll(/recordAudit\(\s*\w+,\s*[\w.]+(?:\([\w.]*\))?,\s*'([a-z-]+)'/g))
        actions.add(match[1]);
      for (const match of text.matchAll(/recomputeAudited\(\s*\w+,\s*\w+,\s*[\w.!]+,\s*'([a-z-]+)'/g))
        actions.add(match[1]);
    }
    expect(actions.size).toBeGreaterThan(20);
    expect([...actions].filter((action) => !t.audit.actions[action]).sort()).toEqual([]);
  });

  it('every entity the API records has its label', () => {
    const entities = new Set<string>();
    for (const file of sources(join(__dirname, '..'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/recordAudit\(\s*\w+,\s*[\w.]+,\s*'[a-z-]+',\s*'([a-z_-]+)'/g))
        entities.add(match[1]);
    }
    expect([...entities].filter((entity) => !t.audit.entities[entity]).sort()).toEqual([]);
  });
});
