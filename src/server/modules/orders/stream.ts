import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/api-error';
import type { RouteResult } from '../../http/route';
import { HEARTBEAT_MS, statusStream } from '../../db/status-stream';
import { orderStatusHub, type OrderStatusEvent } from './events';
import { findUserOrder } from './queries';
import { currentOrderStatus } from './status-snapshot';

/**
 * `GET dashboard/user/orders/{id}/stream`: server-sent events of one order of the caller.
 *   retry: 3000
 *   event: status  id: <event_id>  data: {"event_id","order_id","user_id","shop_id","status","from","at"}
 * The current status comes first (once LISTEN is active, so no change falls between), then every change;
 * after a lost LISTEN (database restart) the hub re-reads the status, so a change made meanwhile still arrives;
 * a `: heartbeat` comment every 20 s keeps proxies from closing the connection.
 */

export { HEARTBEAT_MS };

/** The order's status now, if it is still the caller's. */
async function snapshot(ctx: AppContext, userId: number, orderId: number): Promise<OrderStatusEvent | null> {
  const now = await currentOrderStatus(ctx.db, orderId);
  return now && now.user_id === userId ? now : null;
}

export async function openOrderStream(ctx: AppContext, auth: AuthUser, orderId: number, heartbeatMs = HEARTBEAT_MS): Promise<RouteResult> {
  if (!(await findUserOrder(ctx.db, auth.user.id, orderId))) throw notFound();
  const hub = orderStatusHub(ctx.database, ctx.logger);
  return statusStream({ hub, key: orderId, snapshot: () => snapshot(ctx, auth.user.id, orderId), logger: ctx.logger, failure: 'orders.stream.open', heartbeatMs });
}
