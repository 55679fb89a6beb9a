import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedSqlThenCommit } from '../../src/server/db/prepared';
import { ENGINE, sqlRows, startTestApi, type TestApi } from './harness';

/**
 * A transaction stays one transaction while its BEGIN travels with its first statement (ADR 0043): whatever that
 * first statement is (parameters or none, prepared, carrying the COMMIT), whatever ends it (throw, failed statement,
 * nothing sent at all), the pool's one connection answers the next transaction cleanly. On PGlite the same
 * transactions run as they always did: the promises hold on both engines.
 */
let api: TestApi;
const db = () => api.ctx.db;
const notes = async () => (await sqlRows<{ note: string }>(api, sql`select note from trip_probe order by id`)).map((r) => r.note);
const insertLast = preparedSqlThenCommit<{ id: number }>('trip_probe_insert_last', () => sql`insert into trip_probe (note) values (${sql.placeholder('note')}) returning id`);

beforeAll(async () => {
  api = await startTestApi({ databasePoolSize: 1 });
  await db().execute(sql`create table trip_probe (id serial primary key, note text not null)`);
}, 60_000);
afterAll(() => api.close());

class Abandon extends Error {}
const abandoned = (work: () => Promise<unknown>) => expect(work()).rejects.toBeInstanceOf(Abandon);

describe(`transactions with BEGIN on the first statement's trip (${ENGINE})`, () => {
  it('keeps nothing of a transaction abandoned after its first statement, with parameters or without', async () => {
    await abandoned(() =>
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into trip_probe (note) values (${'with parameters'})`);
        throw new Abandon();
      }),
    );
    await abandoned(() =>
      db().transaction(async (tx) => {
        await tx.execute(sql.raw(`insert into trip_probe (note) values ('without parameters')`));
        throw new Abandon();
      }),
    );
    expect(await notes()).toEqual([]);
  });

  it('sees its own first write and keeps all of it when it commits', async () => {
    const seen = await db().transaction(async (tx) => {
      await tx.execute(sql`insert into trip_probe (note) values (${'first'})`);
      await tx.execute(sql`insert into trip_probe (note) values (${'second'})`);
      const counted = (await tx.execute(sql`select count(*)::int as n from trip_probe where note in (${'first'}, ${'second'})`)) as unknown as { rows: unknown[] };
      return counted.rows;
    });
    expect(seen).toEqual([{ n: 2 }]);
    expect(await notes()).toEqual(['first', 'second']);
    await db().execute(sql`delete from trip_probe`);
  });

  it('rolls back when its first statement fails, and the connection serves the next transaction', async () => {
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into trip_probe (note) values (${null})`);
      }),
    ).rejects.toThrow();
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into trip_probe (note) values (${'after a failure'})`);
    });
    expect(await notes()).toEqual(['after a failure']);
    await db().execute(sql`delete from trip_probe`);
  });

  it('ends a transaction that sent nothing, and one whose only statement carried BEGIN and COMMIT', async () => {
    expect(await db().transaction(async () => 'nothing sent')).toBe('nothing sent');
    const [row] = await db().transaction((tx) => insertLast(tx, { note: 'only statement' }));
    expect(row.id).toBeGreaterThan(0);
    expect(await notes()).toEqual(['only statement']);
    // Still one transaction per BEGIN: a new one on the same connection is not nested in an earlier one.
    await abandoned(() =>
      db().transaction(async (tx) => {
        await tx.execute(sql`delete from trip_probe where note = ${'only statement'}`);
        throw new Abandon();
      }),
    );
    expect(await notes()).toEqual(['only statement']);
  });

  it.runIf(ENGINE === 'postgres')('sets generic plans for its own statements only, whichever protocol its first statement takes (ADR 0045)', async () => {
    const mode = async (q: Parameters<ReturnType<typeof db>['execute']>[0], on = db()) =>
      ((await on.execute(q)) as unknown as { rows: Array<{ mode: string }> }).rows[0].mode;
    const withParameters = await db().transaction((tx) => mode(sql`select current_setting('plan_cache_mode') as mode, ${1}::int as one`, tx));
    const withoutParameters = await db().transaction((tx) => mode(sql.raw(`select current_setting('plan_cache_mode') as mode`), tx));
    expect([withParameters, withoutParameters]).toEqual(['force_generic_plan', 'force_generic_plan']);
    // The next statement on the same (only) connection, outside any transaction: PostgreSQL's own choice again.
    expect(await mode(sql`select current_setting('plan_cache_mode') as mode, ${1}::int as one`)).toBe('auto');
  });
});
