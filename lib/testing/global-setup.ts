import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPostgres } from '../api/db/client';
import { adminQuery, withDatabase } from './test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
  }
}

/** For the PostgreSQL project: one migrated template database that every test file clones. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || project.name !== 'postgres') return;
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
