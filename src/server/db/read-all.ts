import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Runs independent reads together on the pool, but one after another inside a transaction: a transaction is
 * one connection, and node-postgres runs one query at a time per client (queueing them is deprecated).
 */
export async function readAll<T extends readonly unknown[]>(db: Db, reads: readonly [...{ [K in keyof T]: () => Promise<T[K]> }]): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as unknown as T;
}
