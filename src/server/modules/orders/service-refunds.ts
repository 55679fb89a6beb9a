import { and, count, desc, eq } from 'drizzle-orm';
import { formatTimestamp } from '@/contract/format';
import { toDisplay } from '@/lib/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { orderRefunds, orders, shops } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ApiError, notFound } from '../../http/api-error';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { shopTexts } from '../catalog/texts';
import { publishNotification } from '../notifications/publish';
import { refundOrderPayments } from './money-moves';
import { presentCurrency, presentOrderShop, presentRefund } from './present';
import * as q from './queries';
import type { StaffActor } from './staff';

/**
 * Refund requests (contract §3.6): the customer asks for one per delivered order (pending); the shop's seller
 * or an admin answers accepted (the paid amount goes back to the wallet, once) or canceled (rejected).
 */

export const REFUNDS_PATH = '/api/v1/dashboard/user/order-refunds/paginate';

export async function listRefunds(ctx: AppContext, req: RequestInfo, auth: AuthUser, args: { page: number; perPage: number }) {
  const where = eq(orders.userId, auth.user.id);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ refund: orderRefunds, order: orders })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(where)
      .orderBy(desc(orderRefunds.id))
      .limit(args.perPage)
      .offset((args.page - 1) * args.perPage),
    ctx.db.select({ n: count() }).from(orderRefunds).innerJoin(orders, eq(orders.id, orderRefunds.orderId)).where(where),
  ]);
  const shopIds = [...new Set(rows.map((r) => r.order.shopId))];
  const currencyIds = [...new Set(rows.map((r) => r.order.currencyId).filter((id): id is number => id !== null))];
  const [shopRows, texts, currencyRows] = await Promise.all([q.shopsByIds(ctx.db, shopIds), shopTexts(ctx.db, shopIds, req.locale), q.currenciesByIds(ctx.db, currencyIds)]);
  const data = rows.map(({ refund, order }) => ({
    ...presentRefund(refund),
    order: {
      id: order.id,
      status: order.status,
      total_price: toDisplay(order.totalPrice, order.rate),
      created_at: formatTimestamp(order.createdAt),
      currency: presentCurrency(currencyRows.find((c) => c.id === order.currencyId)),
      shop: presentOrderShop(shopRows.find((s) => s.id === order.shopId), texts.get(order.shopId)),
    },
    galleries: [],
  }));
  return paginate(data, Number(total?.n ?? 0), args.page, args.perPage, REFUNDS_PATH, req.search);
}

/** Inside the caller's (idempotent) transaction: 404 foreign order, 409 not delivered or already asked. */
export async function requestRefund(tx: Db, auth: AuthUser, input: { order_id: number; cause: string }, now: Date) {
  const [order] = await tx.select().from(orders).where(and(eq(orders.id, input.order_id), eq(orders.userId, auth.user.id))).for('update');
  if (!order) throw notFound();
  if (order.status !== 'delivered') throw new ApiError('CONFLICT', { message: 'Only delivered orders can be refunded' });
  const [refund] = await tx
    .insert(orderRefunds)
    .values({ orderId: order.id, cause: input.cause, status: 'pending', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!refund) throw new ApiError('CONFLICT', { message: 'A refund of this order is already pending or accepted' });
  return presentRefund(refund);
}

/** The seller of the order's shop or an admin answers a pending request, once. */
export async function answerRefund(ctx: AppContext, staff: StaffActor, refundId: number, input: { status: 'accepted' | 'canceled'; answer?: string }) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ refund: orderRefunds, order: orders, ownerId: shops.userId })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(eq(orderRefunds.id, refundId))
      .for('update', { of: orderRefunds });
    if (!row || (staff.actor === 'seller' && row.ownerId !== staff.userId)) throw notFound();
    const [updated] = await tx
      .update(orderRefunds)
      .set({ status: input.status, answer: input.answer, updatedAt: now })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'pending')))
      .returning();
    if (!updated) throw new ApiError('CONFLICT', { message: `The refund is already ${row.refund.status}` });
    await publishNotification(tx, {
      userId: row.order.userId,
      type: 'status_changed',
      title: `Refund of order #${row.order.id} ${input.status}`,
      body: input.answer,
      data: { id: row.order.id, type: 'refund', status: input.status, refund_id: refundId },
    });
    const refunded = input.status === 'accepted' ? await refundOrderPayments(tx, row.order, now, staff.userId, `Refund of order #${row.order.id}`, ctx.config) : 0;
    return { ...presentRefund(updated), refunded_price: toDisplay(refunded) };
  });
}
