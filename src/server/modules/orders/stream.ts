import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/api-error';
import type { RouteResult, StreamSink } from '../../http/route';
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

export const HEARTBEAT_MS = 20_000;

const frame = (e: OrderStatusEvent) => `event: status\nid: ${e.event_id}\ndata: ${JSON.stringify(e)}\n\n`;

/** The order's status now, if it is still the caller's. */
async function snapshot(ctx: AppContext, userId: number, orderId: number): Promise<OrderStatusEvent | null> {
  const now = await currentOrderStatus(ctx.db, orderId);
  return now && now.user_id === userId ? now : null;
}

export async function openOrderStream(ctx: AppContext, auth: AuthUser, orderId: number, heartbeatMs = HEARTBEAT_MS): Promise<RouteResult> {
  if (!(await findUserOrder(ctx.db, auth.user.id, orderId))) throw notFound();
  const hub = orderStatusHub(ctx.database, ctx.logger);

  return {
    kind: 'stream',
    open(sink: StreamSink) {
      let closed = false;
      let unsubscribe = () => {};
      let lastSent = -1;
      const early: OrderStatusEvent[] = [];
      const send = (e: OrderStatusEvent) => {
        if (e.event_id <= lastSent) return;
        lastSent = e.event_id;
        sink.write(frame(e));
      };
      sink.write('retry: 3000\n\n');
      hub
        .subscribe(orderId, (e) => (lastSent < 0 ? early.push(e) : send(e)))
        .then(async (stop) => {
          unsubscribe = stop;
          if (closed) return stop();
          const now = await snapshot(ctx, auth.user.id, orderId);
          if (!now) return sink.end();
          send(now);
          early.forEach(send);
        })
        .catch((error) => {
          ctx.logger.log('warn', 'orders.stream.open', { error: String(error) });
          sink.end();
        });
      const beat = setInterval(() => sink.write(': heartbeat\n\n'), heartbeatMs);
      beat.unref();
      return () => {
        closed = true;
        clearInterval(beat);
        unsubscribe();
      };
    },
  };
}
