import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPglite, openPostgres } from '../api/db/client';
import { adminQuery, withDatabase } from './test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
    /** The PGlite project's migrated template: a dump every test file's database starts from. */
    pgliteTemplate: string;
  }
}

/**
 * One migrated template per project that every test file's database starts from: a template
 * database on PostgreSQL (CREATE DATABASE ... TEMPLATE), a data-directory dump on PGlite (starting
 * from it skips PGlite's initdb and the migrations: about 1 s of each file's set-up).
 */
export default async function setup(project: TestProject) {
  // Each database has two projects (vitest.config.mts): shared modules and isolated files.
  const kind = project.config.env?.TEST_DB_KIND;
  if (kind === 'pglite') return pgliteTemplate(project);
  const url = process.env.TEST_DATABASE_URL;
  if (!url || kind !== 'postgres') return;
  const name = `rp_tpl_${randomBytes(5).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const database = openPostgres(withDatabase(url, name), 1);
  await migrateDatabase(database);
  await database.close();
  project.provide('templateDb', name);
  return async () => {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}

async function pgliteTemplate(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rp-pglite-tpl-'));
  const file = path.join(dir, 'template.tar.gz');
  const database = await openPglite();
  await migrateDatabase(database);
  const dump = await database.dumpDataDir!();
  await database.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
