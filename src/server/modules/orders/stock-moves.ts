import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, orderCoupons, orderDetails, stocks } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/** Stock and coupon counters of orders, each one conditional statement (G3, G12). */

export const outOfStock = () => new ApiError('CONFLICT', { message: 'OUT_OF_STOCK' });

/**
 * Takes `need` (units per stock id) only if every stock has them: ONE statement for all the stocks, and 409 with
 * the caller's transaction rolled back when any falls short. The `locked` step takes the row locks in id order,
 * so two checkouts sharing stocks cannot deadlock (an UPDATE alone locks rows in whatever order its plan reads
 * them). NO KEY UPDATE, the lock an UPDATE of a non-key column takes: FOR UPDATE would also wait for the key-share
 * locks that other checkouts' order_details inserts hold on the stock (foreign key) while they wait for a
 * coupon this one holds: a deadlock. The UPDATE then checks `quantity >= need` against the newest row version.
 */
export async function takeStocks(tx: Db, need: ReadonlyMap<number, number>): Promise<void> {
  if (!need.size) return;
  const ids = [...need.keys()];
  // Each list is ONE array parameter (a plain array in sql`` would become a list of parameters).
  const result = await tx.execute(sql`with ${takeStocksCtes(sql.param(ids), sql.param(ids.map((id) => need.get(id)!)))} select id from taken`);
  if ((result as unknown as { rows: unknown[] }).rows.length !== need.size) throw outOfStock();
}

/**
 * The CTEs of takeStocks (`need`, `locked`, `taken`: the ids of the stocks taken), for a statement that does
 * more in the same round trip (checkout's last write): the caller compares the count of `taken` with the stocks
 * asked. `ids` and `quantities` are two integer arrays (params, or placeholders of a prepared statement).
 */
export function takeStocksCtes(ids: SQLWrapper, quantities: SQLWrapper) {
  return sql`need(id, qty) as (select * from unnest(${ids}::integer[], ${quantities}::integer[])),
    locked as (select s.id from ${stocks} s join need n on n.id = s.id order by s.id for no key update of s),
    taken as (update ${stocks} s set quantity = s.quantity - n.qty, updated_at = now()
      from need n where s.id = n.id and s.quantity >= n.qty and s.id in (select id from locked) returning s.id)`;
}

/** Puts every unit of the order's lines back, in one statement. */
export async function restoreOrderStock(tx: Db, orderId: number): Promise<void> {
  await tx.execute(sql`update ${stocks} set quantity = ${stocks}.quantity + d.qty
    from (select stock_id, sum(quantity)::integer as qty from ${orderDetails} where order_id = ${orderId} group by stock_id) d
    where ${stocks}.id = d.stock_id`);
}

/** One use of a coupon, only while some are left; false when none is. */
export async function takeCoupon(tx: Db, couponId: number): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ qty: sql`${coupons.qty} - 1` })
    .where(sql`${coupons.id} = ${couponId} and ${coupons.qty} > 0`)
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** Gives the order's coupon use back (qty + 1); the order keeps its order_coupons row as a record. */
export async function restoreOrderCoupon(tx: Db, orderId: number): Promise<void> {
  await tx.execute(sql`update ${coupons} set qty = ${coupons}.qty + 1
    where ${coupons}.id = (select coupon_id from ${orderCoupons} where ${eq(orderCoupons.orderId, orderId)})`);
}
