import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, orderCoupons, orderDetails, stocks } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/** Stock and coupon counters of orders, each one conditional statement (G3, G12). */

export const outOfStock = () => new ApiError('CONFLICT', { message: 'OUT_OF_STOCK' });

/** Takes `quantity` units only if they are there; otherwise 409 and the caller's transaction rolls back. */
export async function takeStock(tx: Db, stockId: number, quantity: number): Promise<void> {
  const rows = await tx
    .update(stocks)
    .set({ quantity: sql`${stocks.quantity} - ${quantity}` })
    .where(sql`${stocks.id} = ${stockId} and ${stocks.quantity} >= ${quantity}`)
    .returning({ id: stocks.id });
  if (!rows.length) throw outOfStock();
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
