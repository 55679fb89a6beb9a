import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { notifyHub, type HubSpec, type NotifyHub } from '../../db/notify-hub';
import type { OrderStatus } from '../../db/schema';
import type { Logger } from '../../http/log';
import { currentOrderStatus } from './status-snapshot';

/**
 * Live order status: every change sends `pg_notify('order_status', json)` inside its transaction (see
 * db/notify-hub.ts); after a lost LISTEN the hub re-reads the current status of every watched order.
 */

export const ORDER_STATUS_CHANNEL = 'order_status';

export interface OrderStatusEvent {
  /** order_status_events.id (the SSE `id:`). */
  event_id: number;
  order_id: number;
  user_id: number;
  shop_id: number;
  status: OrderStatus;
  from: OrderStatus | null;
  /** ISO-8601. */
  at: string;
}

export async function notifyOrderStatus(tx: Db, event: OrderStatusEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${ORDER_STATUS_CHANNEL}, ${JSON.stringify(event)})`);
}

const ORDER_STATUS_HUB: HubSpec<OrderStatusEvent> = {
  channel: ORDER_STATUS_CHANNEL,
  keyOf: (e) => e.order_id,
  reread: (database, orderId) => currentOrderStatus(database.db, orderId),
};

export type OrderStatusHub = NotifyHub<OrderStatusEvent>;

/** The process's order status hub for a database. */
export function orderStatusHub(database: Database, logger: Logger): OrderStatusHub {
  return notifyHub(database, logger, ORDER_STATUS_HUB);
}
