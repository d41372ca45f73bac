import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };
const common = {
  include: ['lib/**/*.test.ts', 'app/**/*.test.ts', 'components/**/*.test.ts', 'scripts/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ['lib/testing/global-setup.ts'],
};

// The same suite runs on embedded PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
const projects = [{ resolve: { alias }, test: { ...common, name: 'pglite', env: { TEST_DB_KIND: 'pglite' } } }];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ resolve: { alias }, test: { ...common, name: 'postgres', env: { TEST_DB_KIND: 'postgres' } } });
} else {
  console.log('[vitest] TEST_DATABASE_URL tidak diset: proyek PostgreSQL dilewati, hanya PGlite yang diuji.');
}

export default defineConfig({
  resolve: { alias },
  test: { projects, pool: 'forks', maxWorkers: 2 },
});
