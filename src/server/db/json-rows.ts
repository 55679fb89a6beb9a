import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows of another table carried as JSON inside one statement (ADR 0026: the cart-lines read brings each line's
 * discounts, texts and stock extras instead of three more statements). `jsonRow` builds the object of every
 * column of `table` under its TypeScript key, read from `alias`; `fromJsonRow` turns such an object back into the
 * row drizzle would have returned, through each column's own decoder (timestamps → Date, bigint → number).
 */

/** `json_build_object('id', a."id", 'productId', a."product_id", …)` for every column of `table`. */
export function jsonRow(table: PgTable, alias: string): SQL {
  const pairs = Object.entries(getTableColumns(table) as Record<string, Column>).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${sql.raw(`${alias}."${column.name}"`)}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * An owner's translations as a JSON array ('[]' for none): the rows of `table` (read as `alias`) whose `ownerColumn`
 * is `owner` and whose locale is in `locales`, the asked locales as bound values or, in a prepared statement, a
 * condition on the locale column (inWantedLocales). Decode each with `fromJsonRow(table, …)`.
 */
export function textsJson(table: PgTable, alias: string, ownerColumn: string, owner: SQL, locales: string[] | ((locale: SQL) => SQL)) {
  const locale = sql.raw(`${alias}.locale`);
  const inLocales = Array.isArray(locales) ? sql`${locale} in (${sql.join(locales.map((l) => sql`${l}`), sql`, `)})` : locales(locale);
  return sql<Record<string, unknown>[]>`coalesce((select json_agg(${jsonRow(table, alias)}) from ${table} ${sql.raw(alias)}
    where ${sql.raw(`${alias}.${ownerColumn}`)} = ${owner} and ${inLocales}), '[]'::json)`;
}

/** The row `jsonRow` described, decoded as drizzle decodes a selected row (null stays null). */
export function fromJsonRow<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const columns = getTableColumns(table) as Record<string, Column>;
  const row: Record<string, unknown> = {};
  for (const key in columns) {
    const value = json[key];
    row[key] = value === null || value === undefined ? null : columns[key].mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
