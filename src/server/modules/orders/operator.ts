import { and, asc, lte, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { orders, type OrderStatus } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { acceptWaitingBookings } from '../booking/service-staff';
import { runParcelOperatorTick } from '../parcels/operator';
import { FINAL_STATUSES, nextStatus } from './status-machine';
import { changeOrderStatus } from './status-service';

/**
 * The demo operator (DEMO_OPERATOR, on in the demo): stands in for the shop and the driver. Every interval it
 * moves each open order that has sat in its status for at least one interval one step along
 * (new → accepted → cooking → ready → on_a_way → delivered) through the same status service as the staff
 * routes, so the customer watching /orders/{id} sees it move. New orders wait `newHoldMs` first, which
 * leaves the customer time to cancel. It also accepts table reservations that have waited `newHoldMs`
 * (as the restaurant would), through the seller's answer path, so the customer is notified.
 */

export interface OperatorOptions {
  intervalMs: number;
  newHoldMs: number;
  /** Orders moved per tick at most. */
  batch?: number;
}

/** One pass; returns how many orders moved. */
export async function runOperatorTick(ctx: AppContext, opts: OperatorOptions): Promise<number> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({ id: orders.id, status: orders.status, type: orders.deliveryType, updatedAt: orders.updatedAt })
    .from(orders)
    .where(and(notInArray(orders.status, [...FINAL_STATUSES]), lte(orders.updatedAt, new Date(now.getTime() - opts.intervalMs))))
    .orderBy(asc(orders.updatedAt))
    .limit(opts.batch ?? 50);
  let moved = 0;
  for (const row of rows) {
    if (row.status === 'new' && row.updatedAt.getTime() > now.getTime() - opts.newHoldMs) continue;
    const to = nextStatus(row.status as OrderStatus, row.type);
    if (!to) continue;
    try {
      await changeOrderStatus(ctx.db, { orderId: row.id, to, actor: 'system', userId: null, now: ctx.clock.now(), config: ctx.config, note: 'demo operator' });
      moved++;
    } catch (error) {
      // Someone else (the customer canceling, a seller) moved it first: fine, it is their order now.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return moved;
}

/** Starts the loop; the returned function stops it (and waits for a running tick). */
export function startDemoOperator(ctx: AppContext, opts: OperatorOptions): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return; // a slow tick is not overlapped
    // Parcels move along with orders (the same courier stand-in).
    running = runOperatorTick(ctx, opts)
      .then(() => acceptWaitingBookings(ctx, opts.newHoldMs, opts.batch))
      .then(() => runParcelOperatorTick(ctx, opts))
      .catch((error) => ctx.logger.log('warn', 'orders.operator', { error: String(error) }))
      .finally(() => (running = null));
  }, opts.intervalMs);
  timer.unref();
  ctx.logger.log('info', 'orders.operator.started', { intervalMs: opts.intervalMs, newHoldMs: opts.newHoldMs });
  return async () => {
    clearInterval(timer);
    await running;
  };
}

type Global = typeof globalThis & { __groopsOperator?: () => Promise<void> };

/** Once per server process (kept across dev-mode module reloads), when the config switches it on. */
export function startDemoOperatorOnce(ctx: AppContext): void {
  const g = globalThis as Global;
  if (!ctx.config.demoOperator || g.__groopsOperator) return;
  g.__groopsOperator = startDemoOperator(ctx, { intervalMs: ctx.config.demoOperatorIntervalMs, newHoldMs: ctx.config.demoOperatorNewHoldMs });
}
