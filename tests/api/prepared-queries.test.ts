import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyOf, preparedQuery } from '../../src/server/db/prepared';
import { currencies } from '../../src/server/db/schema';
import { ENGINE, startTestApi, type TestApi } from './harness';

/**
 * preparedQuery (ADR 0018): the SQL is built once, values change per call, list lengths do not change the text,
 * and inside a transaction the statement runs on the transaction's connection (it sees the transaction's writes).
 * On PGlite too the statement is prepared by name on the session and planned once (ADR 0030).
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

let builds = 0;
const byIds = preparedQuery('test_currencies_by_ids', (db) => {
  builds++;
  return db.select({ id: currencies.id, title: currencies.title }).from(currencies).where(anyOf(currencies.id, 'ids')).orderBy(asc(currencies.id));
});
const byTitle = preparedQuery('test_currency_by_title', (db) => db.select({ id: currencies.id }).from(currencies).where(eq(currencies.title, sql.placeholder('title'))));

describe(`prepared queries (${ENGINE})`, () => {
  it('builds the SQL once and answers each call with its own values, whatever the list length', async () => {
    const all = await api.ctx.db.select({ id: currencies.id, title: currencies.title }).from(currencies).orderBy(asc(currencies.id));
    expect(all.length).toBeGreaterThan(0);
    const ids = all.map((c) => c.id);
    expect(await byIds(api.ctx.db, { ids: [ids[0]] })).toEqual([all[0]]);
    expect(await byIds(api.ctx.db, { ids })).toEqual(all);
    expect(await byIds(api.ctx.db, { ids: [-1] })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('runs inside a transaction on its connection: it sees the rows the transaction wrote, and they roll back', async () => {
    const title = `Prepared ${Date.now()}`;
    // Prepared on the pool first: the transaction must not reuse that statement (it would run on another connection).
    expect(await byTitle(api.ctx.db, { title })).toEqual([]);
    let found: unknown[] = [];
    const undo = new Error('undo');
    await api.ctx.db
      .transaction(async (tx) => {
        await tx.insert(currencies).values({ title, symbol: 'P', rate: 1, active: false });
        found = await byTitle(tx, { title });
        throw undo; // rolls the insert back
      })
      .catch((error: unknown) => {
        if (error !== undo) throw error;
      });
    expect(found).toHaveLength(1);
    expect(await byTitle(api.ctx.db, { title })).toEqual([]);
  });

  it('is prepared by name on the database session, and the name answers later calls', async () => {
    await byTitle(api.ctx.db, { title: 'none' });
    // PGlite has one session; on PostgreSQL the statement is on the pooled connection that ran it.
    const names = async () => {
      const found = await api.ctx.db.transaction(async (tx) => {
        await byTitle(tx, { title: 'none' });
        return tx.execute(sql`select name from pg_prepared_statements where name = 'test_currency_by_title'`);
      });
      return (found as unknown as { rows: unknown[] }).rows;
    };
    expect(await names()).toEqual([{ name: 'test_currency_by_title' }]);
  });

  it('reports a failed statement as before and leaves the session usable, inside a transaction or not', async () => {
    const failing = preparedQuery('test_currency_failing', (db) => db.select({ n: sql<number>`1 / ${sql.placeholder('zero')}::integer` }).from(currencies).limit(1));
    const causeCode = (error: unknown) => ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string })).code;
    for (let i = 0; i < 2; i++) {
      expect(causeCode(await failing(api.ctx.db, { zero: 0 }).catch((e: unknown) => e))).toBe('22012');
      expect(await failing(api.ctx.db, { zero: 1 })).toEqual([{ n: 1 }]);
    }
    const inTx = await api.ctx.db.transaction(async (tx) => causeCode(await failing(tx, { zero: 0 }).catch((e: unknown) => e))).catch((e: unknown) => causeCode(e));
    expect(['22012', '25P02']).toContain(inTx);
    expect(await byTitle(api.ctx.db, { title: 'none' })).toEqual([]);
  });
});
