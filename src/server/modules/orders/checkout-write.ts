import { percentOf } from '@/lib/money';
import type { Db } from '../../db/client';
import { orderCoupons, orderDetails, orders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { CartTotals, CartTotalsLine } from '../cart/totals';
import { takeCoupon, takeStock } from './stock-moves';

/** The writes of checkout, inside its transaction: stock, the order row, its lines and the coupon use. */

/**
 * Takes every unit the lines need, one conditional UPDATE per stock (G3). Stocks go in id order so two
 * checkouts sharing stocks lock them in the same order and cannot deadlock.
 */
export async function takeLineStock(tx: Db, lines: CartTotalsLine[]): Promise<void> {
  const need = new Map<number, number>();
  for (const l of lines) need.set(l.stockId, (need.get(l.stockId) ?? 0) + l.quantity);
  for (const stockId of [...need.keys()].sort((a, b) => a - b)) await takeStock(tx, stockId, need.get(stockId)!);
}

export type OrderInsert = typeof orders.$inferInsert;

/** The order's amounts, straight from the cart totals (minor units of the default currency). */
export function orderAmounts(t: CartTotals): Partial<OrderInsert> {
  return {
    originPrice: t.subtotal,
    totalDiscount: t.totalDiscount,
    tax: t.shopTax,
    commissionFee: percentOf(Math.max(0, t.cartTotal - t.couponPrice), t.shop.percentage),
    deliveryFee: t.deliveryFee,
    serviceFee: t.serviceFee,
    waiterFee: t.waiterFee,
    tips: t.tips,
    couponPrice: t.couponPrice,
    km: t.type === 'delivery' ? t.km : null,
    totalPrice: t.total,
  };
}

export async function insertOrderRow(tx: Db, values: OrderInsert) {
  const [row] = await tx.insert(orders).values(values).returning();
  return row;
}

/** Copies the cart lines: main lines first, then addons pointing at their copied parent. */
export async function copyLines(
  tx: Db,
  orderId: number,
  lines: CartTotalsLine[],
  notes: Record<string, string> = {},
  now: Date,
  participantOf: (userCartId: number) => string | null = () => null,
) {
  const row = (l: CartTotalsLine, parentId: number | null) => ({
    orderId,
    stockId: l.stockId,
    parentId,
    originPrice: l.originPrice,
    totalPrice: l.totalPrice,
    tax: l.tax,
    discount: l.discount,
    quantity: l.quantity,
    bonus: l.bonus,
    note: parentId === null ? notes[String(l.stockId)] : undefined,
    participant: participantOf(l.userCartId),
    createdAt: now,
    updatedAt: now,
  });
  const mains = lines.filter((l) => l.parentCartDetailId === null);
  const copied = mains.length ? await tx.insert(orderDetails).values(mains.map((l) => row(l, null))).returning({ id: orderDetails.id }) : [];
  const idOf = new Map(mains.map((l, i) => [l.cartDetailId, copied[i].id]));
  const addons = lines.filter((l) => l.parentCartDetailId !== null && idOf.has(l.parentCartDetailId));
  if (addons.length) await tx.insert(orderDetails).values(addons.map((l) => row(l, idOf.get(l.parentCartDetailId!)!)));
}

/** One use of the cart's coupon: qty − 1 while some are left, and this user's single order_coupons row (G12). */
export async function redeemCoupon(tx: Db, t: CartTotals, orderId: number, userId: number) {
  if (!t.coupon) return;
  if (!(await takeCoupon(tx, t.coupon.id))) throw new ApiError('COUPON_INVALID', { params: { coupon: ['Coupon is used up'] } });
  const [used] = await tx
    .insert(orderCoupons)
    .values({ orderId, userId, couponId: t.coupon.id, name: t.coupon.name, price: t.couponPrice })
    .onConflictDoNothing()
    .returning({ id: orderCoupons.id });
  if (!used) throw new ApiError('COUPON_USED', { params: { coupon: ['Coupon already used'] } });
}
