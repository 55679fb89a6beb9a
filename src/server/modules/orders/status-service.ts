import { and, eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { orders, orderStatusEvents, shops, type OrderStatus } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { publishNotification } from '../notifications/publish';
import { awardReferralBonus } from '../referral/bonus';
import { notifyOrderStatus } from './events';
import { refundOrderPayments, settleCashOnDelivery } from './money-moves';
import { checkMove, type Actor } from './status-machine';
import { restoreOrderCoupon, restoreOrderStock } from './stock-moves';

/**
 * The one way an order changes status (customer cancel, seller, deliveryman, admin, demo operator). One
 * transaction: lock the order, check the move, conditional update, history row, side effects, notify.
 *   canceled  → stock and coupon use restored, paid payments refunded to the customer's wallet
 *   on_a_way  → the deliveryman who takes it is assigned, `current` set
 *   delivered → `current` cleared, a cash payment still in progress becomes paid (collected at the door),
 *               the customer's referral bonus (and their referrer's) paid on their first delivered order;
 * and the customer gets a `status_changed` notification (notifications/publish.ts) unless they moved it.
 */

export interface StatusChange {
  orderId: number;
  to: OrderStatus;
  actor: Actor;
  /** Who asks (null = the system, e.g. the demo operator). */
  userId: number | null;
  now: Date;
  note?: string;
  /** Which card gateways are usable: a canceled card-paid order is refunded through its provider. */
  config: ServerConfig;
}

type OrderRow = typeof orders.$inferSelect;

/** 404 when the actor may not see the order at all (G19: no existence oracle). */
async function assertVisible(tx: Db, order: OrderRow, actor: Actor, userId: number | null): Promise<void> {
  if (actor === 'admin' || actor === 'system') return;
  if (actor === 'customer' && order.userId === userId) return;
  if (actor === 'deliveryman' && order.deliveryType === 'delivery' && (order.deliverymanId === null || order.deliverymanId === userId)) return;
  if (actor === 'seller' && userId !== null) {
    const [own] = await tx.select({ id: shops.id }).from(shops).where(and(eq(shops.id, order.shopId), eq(shops.userId, userId))).limit(1);
    if (own) return;
  }
  throw notFound();
}

const conflict = (message: string) => new ApiError('CONFLICT', { message });

export async function changeOrderStatus(db: Db, change: StatusChange): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, change.orderId)).for('update');
    if (!order) throw notFound();
    await assertVisible(tx, order, change.actor, change.userId);
    const from = order.status as OrderStatus;
    const check = checkMove(change.actor, from, change.to, order.deliveryType);
    if (!check.ok) {
      if (check.reason === 'same') throw conflict(`The order is already ${from}`);
      throw conflict(`The order cannot move from ${from} to ${change.to}`);
    }
    const deliverymanId = change.actor === 'deliveryman' ? change.userId : order.deliverymanId;
    const current = change.to === 'on_a_way' ? true : change.to === 'delivered' || change.to === 'canceled' ? false : order.current;
    const [updated] = await tx
      .update(orders)
      .set({ status: change.to, deliverymanId, current, updatedAt: change.now })
      .where(and(eq(orders.id, order.id), eq(orders.status, from)))
      .returning();
    // The row lock makes this unreachable on PostgreSQL; PGlite has no concurrent writers either.
    if (!updated) throw conflict('The order changed meanwhile');
    const [event] = await tx
      .insert(orderStatusEvents)
      .values({ orderId: order.id, fromStatus: from, status: change.to, userId: change.userId, note: change.note, createdAt: change.now })
      .returning({ id: orderStatusEvents.id });
    if (change.to === 'canceled') {
      await restoreOrderStock(tx, order.id);
      await restoreOrderCoupon(tx, order.id);
      await refundOrderPayments(tx, order, change.now, change.userId, `Refund of canceled order #${order.id}`, change.config);
    }
    if (change.to === 'delivered') {
      await settleCashOnDelivery(tx, order.id, change.now);
      await awardReferralBonus(tx, order.userId, change.now);
    }
    // The customer hears of every move but their own cancel (a switched-off order_statuses kind: none).
    if (change.actor !== 'customer') {
      await publishNotification(tx, {
        userId: order.userId,
        type: 'status_changed',
        title: `Order #${order.id} is ${change.to}`,
        data: { id: order.id, type: 'order', status: change.to },
      });
    }
    await notifyOrderStatus(tx, {
      event_id: event.id,
      order_id: order.id,
      user_id: order.userId,
      shop_id: order.shopId,
      status: change.to,
      from,
      at: change.now.toISOString(),
    });
    return updated;
  });
}
