import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, orderStatusEvents, type OrderStatus } from '../../db/schema';
import type { OrderStatusEvent } from './events';

/**
 * An order's status now, shaped like the event that set it (its id is the latest status event's, 0 before
 * any). Streams send it first, and again after a lost LISTEN, where equal ids mean "nothing changed".
 */
export async function currentOrderStatus(db: Db, orderId: number): Promise<OrderStatusEvent | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  const [last] = await db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId)).orderBy(desc(orderStatusEvents.id)).limit(1);
  return {
    event_id: last?.id ?? 0,
    order_id: order.id,
    user_id: order.userId,
    shop_id: order.shopId,
    status: order.status as OrderStatus,
    from: (last?.fromStatus as OrderStatus | null) ?? null,
    at: (last?.createdAt ?? order.updatedAt).toISOString(),
  };
}
