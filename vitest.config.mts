import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const alias = { '@': path.resolve(root) };
const TEST_DIRS = ['lib', 'app', 'components', 'scripts'];
const include = TEST_DIRS.map((dir) => `${dir}/**/*.test.ts`);

/**
 * Test files that change the process environment (lib/env.ts reads it once) or replace modules
 * and timers. They get a fresh module graph each; every other file shares its worker's modules,
 * which spares re-importing the API for each of the 170 files (CI's unit tests: 650 s -> about 250 s).
 */
const GLOBAL_CHANGES =
  /vi\.(stubEnv|mock|doMock|hoisted|useFakeTimers|spyOn)\(|process\.env\.\w+\s*=(?!=)|delete process\.env/;
function filesThatChangeGlobals(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (rel.endsWith('.test.ts') && GLOBAL_CHANGES.test(readFileSync(path.join(root, rel), 'utf8')))
        found.push(rel);
    }
  };
  TEST_DIRS.forEach(walk);
  return found;
}
const isolated = filesThatChangeGlobals();

const common = { testTimeout: 30_000, hookTimeout: 60_000, globalSetup: ['lib/testing/global-setup.ts'] };

/** Two projects per database: the shared-module files and the isolated ones. */
function projectsFor(kind: 'pglite' | 'postgres') {
  const env = { TEST_DB_KIND: kind };
  return [
    { resolve: { alias }, test: { ...common, name: kind, env, include, exclude: isolated, isolate: false } },
    { resolve: { alias }, test: { ...common, name: `${kind}:isolated`, env, include: isolated, isolate: true } },
  ];
}

// The same suite runs on embedded PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
const projects = projectsFor('pglite');
if (process.env.TEST_DATABASE_URL) {
  projects.push(...projectsFor('postgres'));
} else {
  console.log('[vitest] TEST_DATABASE_URL tidak diset: proyek PostgreSQL dilewati, hanya PGlite yang diuji.');
}

export default defineConfig({
  resolve: { alias },
  test: { projects, pool: 'forks', maxWorkers: 2 },
});
