import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { orderStatusEvents, type OrderStatus } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/api-error';
import type { RouteResult, StreamSink } from '../../http/route';
import { orderStatusHub, type OrderStatusEvent } from './events';
import { findUserOrder } from './queries';

/**
 * `GET dashboard/user/orders/{id}/stream`: server-sent events of one order of the caller.
 *   retry: 3000
 *   event: status  id: <event_id>  data: {"event_id","order_id","user_id","shop_id","status","from","at"}
 * The current status comes first (once LISTEN is active, so no change falls between), then every change;
 * a `: heartbeat` comment every 20 s keeps proxies from closing the connection.
 */

export const HEARTBEAT_MS = 20_000;

const frame = (e: OrderStatusEvent) => `event: status\nid: ${e.event_id}\ndata: ${JSON.stringify(e)}\n\n`;

async function snapshot(ctx: AppContext, userId: number, orderId: number): Promise<OrderStatusEvent | null> {
  const order = await findUserOrder(ctx.db, userId, orderId);
  if (!order) return null;
  const [last] = await ctx.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId)).orderBy(desc(orderStatusEvents.id)).limit(1);
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
