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

  it('every field whose old and new value the API records has its label', () => {
    const fields = new Set<string>();
    const texts = sources(join(__dirname, '..')).map((file) => readFileSync(file, 'utf8'));
    // A list named at the call may be defined in another module (TIER_FIELDS in the schemas).
    const listNamed = (name: string) =>
      texts.map((text) => text.match(new RegExp(`const ${name} = \\[([^\\]]*)\\]`))?.[1]).find(Boolean);
    for (const text of texts) {
      // Written by hand: { field: 'driverId', old, new }.
      for (const match of text.matchAll(/\{ field: '([A-Za-z]+)', old:/g)) fields.add(match[1]);
      // The list given to fieldChanges(before, after, [...]) or a constant named there.
      for (const call of text.matchAll(/fieldChanges\(/g)) {
        let depth = 0;
        let end = call.index! + 'fieldChanges'.length;
        do {
          if (text[end] === '(') depth++;
          if (text[end] === ')') depth--;
          end++;
        } while (depth > 0 && end < text.length);
        const args = text.slice(call.index!, end);
        const list = args.match(/\[([^\[\]]*)\]\s*,?\s*\)$/)?.[1];
        const named = args.match(/,\s*([A-Z_]+)\s*,?\s*\)$/)?.[1];
        const source = list ?? (named ? listNamed(named) : undefined);
        for (const word of source?.matchAll(/'([A-Za-z]+)'/g) ?? []) fields.add(word[1]);
      }
    }
    expect(fields.size).toBeGreaterThan(20);
    expect(fields).toContain('returnPolicy'); // from TIER_FIELDS, defined in the schemas
    expect([...fields].filter((field) => !t.audit.fields[field]).sort()).toEqual([]);
  });
});
