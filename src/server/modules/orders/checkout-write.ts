import { sql } from 'drizzle-orm';
import { percentOf } from '@/lib/money';
import type { Db } from '../../db/client';
import { preparedSqlThenCommit } from '../../db/prepared';
import { carts, orderCoupons, orderDetails, orders, orderStatusEvents, wallets, type OrderStatus } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { CartTotals, CartTotalsLine } from '../cart/totals';
import { ORDER_STATUS_CHANNEL } from './events';
import { outOfStock, takeCoupon, takeStocksCtes } from './stock-moves';
import type { OrderLine } from './checkout-insert';
import { withdrawCtes } from './money-moves';
import { keptAnswerCte, type AnswerValues } from '../../http/idempotency-statements';
import { FinishedMeanwhile } from '../../http/idempotency';

/** A wallet payment's withdraw: the amount off the buyer's wallet and its history row's fields. */
export interface WalletDebit {
  userId: number;
  amount: number;
  transactionId: number;
  note: string;
  createdBy: number;
}

/** The writes of checkout after insertOrderLinesPayment, inside its transaction: add-on lines, the coupon use, stock. */

type OrderInsert = typeof orders.$inferInsert;

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

/**
 * Copies the add-on lines (those with a parent) after their main lines (insertOrderLinesPayment, `mainIdOf`: the
 * new line id of each main cart line), in one multi-row insert; an add-on whose main line was not copied is not.
 * Returns the rows written, in id order.
 */
export async function copyAddonLines(
  tx: Db,
  orderId: number,
  lines: CartTotalsLine[],
  mainIdOf: ReadonlyMap<number, number>,
  now: Date,
  participantOf: (userCartId: number) => string | null,
): Promise<OrderLine[]> {
  const addons = lines.filter((l) => l.parentCartDetailId !== null && mainIdOf.has(l.parentCartDetailId));
  if (!addons.length) return [];
  const row = (l: CartTotalsLine) => ({
    orderId,
    stockId: l.stockId,
    parentId: mainIdOf.get(l.parentCartDetailId!)!,
    originPrice: l.originPrice,
    totalPrice: l.totalPrice,
    tax: l.tax,
    discount: l.discount,
    quantity: l.quantity,
    bonus: l.bonus,
    participant: participantOf(l.userCartId),
    createdAt: now,
    updatedAt: now,
  });
  return tx.insert(orderDetails).values(addons.map(row)).returning();
}

/** One use of the cart's coupon: qty − 1 while some are left, and this user's single order_coupons row (G12). */
export async function redeemCoupon(tx: Db, t: CartTotals, orderId: number, userId: number) {
  if (!t.coupon) return undefined;
  if (!(await takeCoupon(tx, t.coupon.id))) throw new ApiError('COUPON_INVALID', { params: { coupon: ['Coupon is used up'] } });
  const [used] = await tx
    .insert(orderCoupons)
    .values({ orderId, userId, couponId: t.coupon.id, name: t.coupon.name, price: t.couponPrice })
    .onConflictDoNothing()
    .returning();
  if (!used) throw new ApiError('COUPON_USED', { params: { coupon: ['Coupon already used'] } });
  return used;
}

/**
 * Checkout's last write, ONE statement, sent with the transaction's COMMIT (preparedSqlThenCommit, ADR 0041): the
 * cart goes (its participants and lines cascade), the order's first status event is written and announced
 * (pg_notify, sent at commit, the payload notifyOrderStatus sends, checked by orders-checkout-answer.test.ts), every
 * unit the lines need is taken (takeStocksCtes, G3) and, for a wallet payment, the wallet is debited with its history
 * row (withdrawCtes) and, for a keyed request, its answer is kept (keptAnswerCte, ADR 0035). Last, so the stock rows
 * every buyer of a product shares stay locked only until the commit right behind it. When the work must not be kept
 * the statement fails itself (refuse_checkout, migration 0013), so nothing is committed: wallet short → ERROR_109
 * (first, as when the debit had its own statement), else a stock short → 409, else (a finished attempt's answer is
 * there) FinishedMeanwhile; the caller's transaction rolls back (no notification is sent).
 */
export async function closeCartAndTakeStock(
  tx: Db,
  e: { cartId: number; orderId: number; eventId: number; userId: number; shopId: number; status: OrderStatus; now: Date; lines: CartTotalsLine[]; debit?: WalletDebit; answer?: AnswerValues },
): Promise<{ kept: boolean | undefined }> {
  const need = new Map<number, number>();
  for (const l of e.lines) need.set(l.stockId, (need.get(l.stockId) ?? 0) + l.quantity);
  const ids = [...need.keys()];
  const at = e.now.toISOString();
  const values: Record<string, unknown> = { ids, quantities: ids.map((id) => need.get(id)!), stocks: ids.length, cartId: e.cartId, orderId: e.orderId, eventId: e.eventId, userId: e.userId, shopId: e.shopId, status: e.status, at };
  if (e.debit) Object.assign(values, { debitUser: e.debit.userId, amount: e.debit.amount, transactionId: e.debit.transactionId, note: e.debit.note, createdBy: e.debit.createdBy });
  if (e.answer) Object.assign(values, e.answer);
  try {
    await closeStatements[(e.debit ? 1 : 0) + (e.answer ? 2 : 0)](tx, values);
  } catch (error) {
    throw refusalError(error) ?? error;
  }
  return { kept: e.answer ? true : undefined };
}

/** The ApiError (or FinishedMeanwhile) for refuse_checkout's reason, undefined for any other failure. */
function refusalError(error: unknown): Error | undefined {
  for (let e = error as { code?: string; hint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code !== 'P0001') continue;
    if (e.hint === 'WALLET_SHORT') return new ApiError('WALLET_INSUFFICIENT');
    if (e.hint === 'WALLET_MISSING') return new ApiError('WALLET_MISSING');
    if (e.hint === 'STOCK') return outOfStock();
    if (e.hint === 'FINISHED') return new FinishedMeanwhile();
  }
  return undefined;
}

/** The order's first status event, as closeCartAndTakeStock writes it and GET orders/{id} reads it. */
export const firstStatusEvent = (e: { eventId: number; orderId: number; userId: number; status: OrderStatus; now: Date }): typeof orderStatusEvents.$inferSelect => ({
  id: e.eventId,
  orderId: e.orderId,
  fromStatus: null,
  status: e.status,
  userId: e.userId,
  note: null,
  createdAt: e.now,
});

/**
 * The statement of closeCartAndTakeStock, prepared (ADR 0026) in its four shapes: with or without a wallet debit,
 * with or without the request's answer kept for its Idempotency-Key (keptAnswerCte, ADR 0035).
 */
function closeStatement(debit: boolean, keep: boolean) {
  const p = (name: string) => sql.placeholder(name);
  return preparedSqlThenCommit<{ id: number }>(`checkout_close_take${debit ? '_debit' : ''}${keep ? '_keep' : ''}`, () => {
    const withdraw = debit ? sql`${withdrawCtes(p('debitUser'), p('amount'), { transactionId: p('transactionId'), note: p('note'), createdBy: p('createdBy') })},` : sql``;
    const kept = keep ? sql`${keptAnswerCte()},` : sql``;
    // Refused in this order: a wallet short wins over a stock short, as when its debit came first.
    const walletRefusal = debit
      ? sql`when (select count(*) from withdrawn) <> 1 then refuse_checkout(case when exists (select 1 from ${wallets} w where w.user_id = ${p('debitUser')}::integer) then 'WALLET_SHORT' else 'WALLET_MISSING' end)`
      : sql``;
    const keptRefusal = keep ? sql`when (select count(*) from kept) <> 1 then refuse_checkout('FINISHED')` : sql``;
    // An empty need (never: a cart has a line here, assertSellable) still runs the rest of the statement.
    return sql`with ${withdraw} ${kept} ${takeStocksCtes(p('ids'), p('quantities'))}, gone as (delete from ${carts} where ${carts.id} = ${p('cartId')}::integer),
      event as (insert into ${orderStatusEvents} (id, order_id, from_status, status, user_id, created_at) overriding system value
        values (${p('eventId')}::integer, ${p('orderId')}::integer, null, ${p('status')}::text, ${p('userId')}::integer, ${p('at')}::timestamptz) returning id)
      select event.id,
        case ${walletRefusal} when (select count(*) from taken) <> ${p('stocks')}::integer then refuse_checkout('STOCK') ${keptRefusal} else 0 end as refused,
        pg_notify(${ORDER_STATUS_CHANNEL}, json_build_object('event_id', event.id, 'order_id', ${p('orderId')}::integer, 'user_id', ${p('userId')}::integer,
        'shop_id', ${p('shopId')}::integer, 'status', ${p('status')}::text, 'from', null, 'at', ${p('at')}::text)::text) from event`;
  });
}
const closeStatements = [closeStatement(false, false), closeStatement(true, false), closeStatement(false, true), closeStatement(true, true)];
