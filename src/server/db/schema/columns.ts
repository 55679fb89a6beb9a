// Shared column builders and constraint helpers for the schema files.
// Not re-exported from index.ts: drizzle-kit only needs the tables, and application
// code should import tables, enum value lists and JSON types from '@/server/db/schema'.
import { sql, type SQL } from 'drizzle-orm';
import { bigint, integer, text, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';

/** `id integer generated always as identity primary key`. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** Public identifier for entities the contract addresses by uuid. */
export const publicUuid = () => uuid('uuid').notNull().defaultRandom().unique();

/** Amount in integer minor units of the default currency (see index.ts). */
export const money = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** Locale column of `<entity>_translations` tables. */
export const locale = () => text('locale').notNull();

/** `column IN ('a', 'b', ...)` for text "enum" check constraints (values are code constants). */
export const inList = (column: PgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;

/** `a >= 0 and b >= 0 ...` */
export const nonNegative = (...columns: PgColumn[]): SQL =>
  sql.join(
    columns.map((c) => sql`${c} >= 0`),
    sql` and `,
  );

/** `type` 'fix' needs `price` (minor units) and no `percent`; 'percent' needs `percent` in (0, 100] and no `price`. */
export const fixOrPercent = (type: PgColumn, price: PgColumn, percent: PgColumn): SQL =>
  sql`((${type} = 'fix' and ${price} is not null and ${price} >= 0 and ${percent} is null)
    or (${type} = 'percent' and ${percent} is not null and ${percent} > 0 and ${percent} <= 100 and ${price} is null))`;
