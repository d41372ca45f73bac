import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Reads = readonly (() => PromiseLike<unknown>)[];
type Results<R extends Reads> = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };

/**
 * Independent reads: at once on the pool, where each takes its own connection; one after another
 * inside a transaction, whose single connection runs one statement at a time (node-postgres
 * queues a second one today with a deprecation warning, and refuses it from pg 9 on).
 */
export async function readAll<const R extends Reads>(db: Db, reads: R): Promise<Results<R>> {
  if (db instanceof PgTransaction) {
    const results: unknown[] = [];
    for (const read of reads) results.push(await read());
    return results as Results<R>;
  }
  return (await Promise.all(reads.map((read) => read()))) as Results<R>;
}
