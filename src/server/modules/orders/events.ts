import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import type { Logger } from '../../http/log';

/**
 * Live order status: every change sends `pg_notify('order_status', json)` inside its transaction, so
 * listeners hear it only once it commits, in every server process. One LISTEN per process and database
 * fans out to the open streams of that order.
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

type Subscriber = (event: OrderStatusEvent) => void;

/** Subscribers by order id over one lazily opened LISTEN; re-listens after a lost connection. */
export class OrderStatusHub {
  private readonly subscribers = new Map<number, Set<Subscriber>>();
  private unlisten: Promise<() => Promise<void>> | null = null;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
  ) {}

  /** Starts listening (if needed) and resolves once LISTEN is active; the returned function unsubscribes. */
  async subscribe(orderId: number, fn: Subscriber): Promise<() => void> {
    let set = this.subscribers.get(orderId);
    if (!set) this.subscribers.set(orderId, (set = new Set()));
    set.add(fn);
    await this.ensureListening();
    return () => {
      set.delete(fn);
      if (!set.size) this.subscribers.delete(orderId);
    };
  }

  get size(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    if (this.retry) clearTimeout(this.retry);
    const pending = this.unlisten;
    this.unlisten = null;
    this.subscribers.clear();
    if (pending) await (await pending.catch(() => async () => {}))();
  }

  private ensureListening(): Promise<unknown> {
    this.unlisten ??= this.database.listen(ORDER_STATUS_CHANNEL, (payload) => this.dispatch(payload), (error) => this.lost(error));
    this.unlisten.catch((error) => this.lost(error));
    return this.unlisten;
  }

  private lost(error: Error): void {
    this.logger.log('warn', 'orders.listen.lost', { error: String(error) });
    const old = this.unlisten;
    this.unlisten = null;
    old?.then((stop) => stop()).catch(() => {});
    if (!this.retry) {
      this.retry = setTimeout(() => {
        this.retry = null;
        if (this.subscribers.size) this.ensureListening().catch(() => {});
      }, 1000);
      this.retry.unref();
    }
  }

  private dispatch(payload: string): void {
    let event: OrderStatusEvent;
    try {
      event = JSON.parse(payload);
    } catch {
      return;
    }
    for (const fn of this.subscribers.get(event.order_id) ?? []) {
      try {
        fn(event);
      } catch (error) {
        this.logger.log('warn', 'orders.stream.subscriber', { error: String(error) });
      }
    }
  }
}

const hubs = new WeakMap<Database, OrderStatusHub>();

/** The process's hub for a database (tests open several databases in one process). */
export function orderStatusHub(database: Database, logger: Logger): OrderStatusHub {
  let hub = hubs.get(database);
  if (!hub) hubs.set(database, (hub = new OrderStatusHub(database, logger)));
  return hub;
}
