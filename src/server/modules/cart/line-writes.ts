import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedSql, preparedSqlThenCommit } from '../../db/prepared';
import { fromJsonRow, jsonRow } from '../../db/json-rows';
import { cartDetails, carts } from '../../db/schema';

/**
 * The cart writes of every insert-product, prepared once per connection (ADR 0018): drizzle's builder made new SQL
 * text for each call (its length follows the number of lines), so PostgreSQL parsed and planned it each time and
 * Node rebuilt it. Lists travel as arrays (unnest, `= any`), so the text never changes.
 */

export type LineInsert = typeof cartDetails.$inferInsert;
type LineRow = typeof cartDetails.$inferSelect;

const p = (name: string) => sql.placeholder(name);

const upsertLinesStatement = preparedSql<{ line: Record<string, unknown> }>('cart_lines_upsert', () => sql`
  insert into ${cartDetails} (user_cart_id, stock_id, parent_id, quantity, price, discount, bonus)
  select * from unnest(${p('userCartIds')}::integer[], ${p('stockIds')}::integer[], ${p('parentIds')}::integer[],
    ${p('quantities')}::integer[], ${p('prices')}::bigint[], ${p('discounts')}::bigint[], ${p('bonuses')}::boolean[])
  on conflict (user_cart_id, stock_id, parent_id, bonus)
    do update set quantity = excluded.quantity, price = excluded.price, discount = excluded.discount, updated_at = now()
  returning ${jsonRow(cartDetails, 'cart_details')} as line`);

/** Sets quantity and stored amounts of (participant, stock, parent, bonus) lines: insert or overwrite. */
export async function upsertLines(db: Db, values: LineInsert[]): Promise<LineRow[]> {
  if (!values.length) return [];
  const rows = await upsertLinesStatement(db, {
    userCartIds: values.map((v) => v.userCartId),
    stockIds: values.map((v) => v.stockId),
    parentIds: values.map((v) => v.parentId ?? null),
    quantities: values.map((v) => v.quantity),
    prices: values.map((v) => v.price ?? 0),
    discounts: values.map((v) => v.discount ?? 0),
    bonuses: values.map((v) => v.bonus ?? false),
  });
  return rows.map((r) => fromJsonRow(cartDetails, r.line));
}

const deleteLinesStatement = preparedSql('cart_lines_delete', () => sql`delete from ${cartDetails} where id = any(${p('ids')}::integer[])`);

export async function deleteLineIds(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await deleteLinesStatement(db, { ids });
}

const setTotalSql = () => sql`update ${carts} set total_price = ${p('totalPrice')}::bigint, updated_at = ${p('at')}::timestamptz where id = ${p('cartId')}::integer`;
const setTotalCurrencySql = () => sql`update ${carts} set total_price = ${p('totalPrice')}::bigint, currency_id = ${p('currencyId')}::integer,
  rate = ${p('rate')}::double precision, updated_at = ${p('at')}::timestamptz where id = ${p('cartId')}::integer`;
// [plain, with currency], and the same sent with the transaction's COMMIT (ADR 0041) when it is its last statement.
const setTotalStatements = [preparedSql('cart_set_total', setTotalSql), preparedSql('cart_set_total_currency', setTotalCurrencySql)];
const setTotalThenCommit = [preparedSqlThenCommit('cart_set_total_commit', setTotalSql), preparedSqlThenCommit('cart_set_total_currency_commit', setTotalCurrencySql)];

/**
 * The cart's stored total and, when given, its display currency (as drizzle's update did: updated_at now). With
 * `commit` (a transaction's last statement, nothing to refuse: ADR 0041) the COMMIT goes with it on PostgreSQL.
 */
export async function setCartTotal(db: Db, cartId: number, v: { totalPrice: number; currencyId?: number | null; rate?: number }, commit = false): Promise<void> {
  const at = new Date().toISOString();
  const withCurrency = v.currencyId !== undefined || v.rate !== undefined;
  const run = (commit ? setTotalThenCommit : setTotalStatements)[withCurrency ? 1 : 0];
  await run(db, withCurrency ? { cartId, totalPrice: v.totalPrice, at, currencyId: v.currencyId ?? null, rate: v.rate ?? 1 } : { cartId, totalPrice: v.totalPrice, at });
}
