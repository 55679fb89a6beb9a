import { entityKind, fillPlaceholders, getTableColumns, sql, type AnyColumn, type Column, type SQL } from 'drizzle-orm';
import { isNodePostgresClient, queryThenCommit } from './commit-pipelined';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { namedStatementClient } from './pglite-named';

/**
 * A fixed-shape query whose SQL text is built once per process (ADR 0018). Drizzle rebuilds the text on every
 * call (several ms of CPU per request on the hot routes); here the first call builds it with `sql.placeholder`s,
 * later calls only fill the values. The statement is named, so node-postgres parses and plans it once per
 * connection, and so does PGlite's one session (pglite-named.ts). Works on any Db: the pool, a transaction (its own
 * session, so its own connection) or PGlite.
 */

type Values = Record<string, unknown>;
interface Executable<R> {
  execute(values?: Values): Promise<R>;
}
/** Drizzle internals read once from the first prepared query, to prepare the same statement on other sessions. */
interface PreparedInternals<R> extends Executable<R> {
  getQuery(): { sql: string; params: unknown[] };
  /** The driver client (node-postgres pool or client, PGlite or its transaction). */
  client?: object;
  fields?: unknown;
  joinsNotNullableMap?: unknown;
}
interface SessionInternals {
  prepareQuery<R>(query: { sql: string; params: unknown[] }, fields: unknown, name: string, isResponseInArrayMode: boolean): PreparedInternals<R>;
}

/**
 * `build` must give the same SQL every time (values only through `sql.placeholder`). `name` must be unique: one
 * connection cannot hold two texts under one name (node-postgres throws). Defining the same name twice with the
 * same text (a module evaluated again by hot reload or by two bundles) is harmless, so it is not refused.
 */
export function preparedQuery<R>(name: string, build: (db: Db) => { prepare(name: string): Executable<R> }): (db: Db, values?: Values) => Promise<R> {
  let shape: { query: { sql: string; params: unknown[] }; fields: unknown; joinsNotNullableMap: unknown } | undefined;
  const bySession = new WeakMap<object, Executable<R>>();
  return (db, values = {}) => {
    const session = (db as unknown as { session: SessionInternals }).session;
    let prepared = bySession.get(session);
    if (!prepared) {
      if (!shape) {
        const first = build(db).prepare(name) as PreparedInternals<R>;
        shape = { query: first.getQuery(), fields: first.fields, joinsNotNullableMap: first.joinsNotNullableMap };
        prepared = first;
      } else {
        const again = session.prepareQuery<R>(shape.query, shape.fields, name, true);
        again.joinsNotNullableMap = shape.joinsNotNullableMap;
        prepared = again;
      }
      onPglite(prepared as PreparedInternals<R>, name);
      bySession.set(session, prepared);
    }
    return prepared.execute(values);
  };
}

/** On PGlite the name is kept too (pglite-named.ts): drizzle's prepared query then runs through that client. */
function onPglite(prepared: PreparedInternals<unknown>, name: string): void {
  const entity = (prepared.constructor as unknown as Record<symbol, unknown>)[entityKind];
  if (entity === 'PglitePreparedQuery' && prepared.client) prepared.client = namedStatementClient(prepared.client as never, name);
}

/** `column = any($name)`: a list as ONE array parameter, so the SQL text does not depend on its length (inArray's does). */
export const anyOf = (column: AnyColumn, name: string) => sql`${column} = any(${sql.placeholder(name)})`;

/**
 * anyOf for an integer list whose length the planner must not see (ADR 0042): behind a sub-select, custom and generic
 * plans both guess its length, so they cost the same and PostgreSQL keeps the generic plan after five calls. With
 * the bare parameter a custom plan counts the 1–2 ids of a request while the generic one guesses 10, and a
 * statement whose rows follow the list was planned again on every call (~0.5 ms of PostgreSQL CPU).
 */
export const anyOfIds = (column: AnyColumn, name: string) => sql`${column} = any((select ${sql.placeholder(name)}::integer[])::integer[])`;

/**
 * `column = $name` for an integer whose value the planner must not weigh (ADR 0042): with skewed statistics a custom
 * plan for one id can look much cheaper than the generic plan, and PostgreSQL then plans the statement on every call.
 * Behind a sub-select both plans estimate alike (the index is still used), so the generic plan is kept.
 */
export const equalsId = (column: AnyColumn, name: string) => sql`${column} = (select ${sql.placeholder(name)}::integer)`;

type InsertRow<T extends PgTable> = T['$inferInsert'];

/**
 * A one-row INSERT … RETURNING * of a fixed column list, built once (ADR 0018 for writes). `keys` are the columns
 * the caller always sets; a value left undefined or null is written as NULL, never as the column's default, so a
 * caller must give every NOT NULL column a value. Each value goes through its column's encoder here (jsonb,
 * timestamps), as drizzle would: the placeholders are bare, so drizzle does not encode them (it would turn null
 * into the JSON text 'null').
 */
export function preparedInsert<T extends PgTable, K extends keyof InsertRow<T> & string>(name: string, table: T, keys: readonly K[]) {
  const columns = getTableColumns(table) as Record<string, Column>;
  const run = preparedQuery<Array<T['$inferSelect']>>(
    name,
    (db) =>
      db
        .insert(table)
        .values(Object.fromEntries(keys.map((k) => [k, sql`${sql.placeholder(k)}`])) as InsertRow<T>)
        .returning() as unknown as { prepare(name: string): Executable<Array<T['$inferSelect']>> },
  );
  return async (db: Db, row: Pick<InsertRow<T>, K>): Promise<T['$inferSelect']> => {
    const values: Values = {};
    for (const k of keys) {
      const v = (row as Values)[k];
      values[k] = v === undefined || v === null ? null : columns[k].mapToDriverValue(v);
    }
    const [inserted] = await run(db, values);
    return inserted;
  };
}

/**
 * A hand-written statement (CTEs writing several tables, ADR 0026) built once like preparedQuery: `build` gives the
 * SQL with `sql.placeholder`s, the first call turns it into text, every session prepares that text under `name`.
 * Returns the rows as the driver gives them (no drizzle mapping: select json columns and decode them, see
 * json-rows.ts). Values are not encoded: pass what the driver takes (ISO strings, JSON text, arrays).
 */
export function preparedSql<Row>(name: string, build: () => SQL): (db: Db, values?: Values) => Promise<Row[]> {
  let query: { sql: string; params: unknown[] } | undefined;
  const bySession = new WeakMap<object, Executable<{ rows: Row[] }>>();
  return async (db, values = {}) => {
    const session = (db as unknown as { session: SessionInternals }).session;
    let prepared = bySession.get(session);
    if (!prepared) {
      query ??= (db as unknown as { dialect: { sqlToQuery(s: SQL): { sql: string; params: unknown[] } } }).dialect.sqlToQuery(build());
      prepared = session.prepareQuery<{ rows: Row[] }>(query, undefined, name, false);
      onPglite(prepared as PreparedInternals<{ rows: Row[] }>, name);
      bySession.set(session, prepared);
    }
    return (await prepared.execute(values)).rows;
  };
}

/**
 * preparedSql for a transaction's LAST statement: on node-postgres the statement and the COMMIT go in one round trip
 * (commit-pipelined.ts, ADR 0041), so a statement that must not be kept has to fail itself. On PGlite (no round trip
 * to save) it runs like preparedSql and the transaction commits as usual.
 */
export function preparedSqlThenCommit<Row>(name: string, build: () => SQL): (tx: Db, values?: Values) => Promise<Row[]> {
  const plain = preparedSql<Row>(name, build);
  let query: { sql: string; params: unknown[] } | undefined;
  return async (tx, values = {}) => {
    const client = (tx as unknown as { session: { client?: unknown } }).session.client;
    if (!isNodePostgresClient(client)) return plain(tx, values);
    query ??= (tx as unknown as { dialect: { sqlToQuery(s: SQL): { sql: string; params: unknown[] } } }).dialect.sqlToQuery(build());
    return queryThenCommit<Row>(client, name, query.sql, fillPlaceholders(query.params, values));
  };
}
