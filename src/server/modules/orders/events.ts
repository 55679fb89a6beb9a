import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import type { Logger } from '../../http/log';
import { currentOrderStatus } from './status-snapshot';

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

const RELISTEN_MS = 1000;

/**
 * Subscribers by order id over one lazily opened LISTEN. A lost connection (database restart) is re-opened
 * every RELISTEN_MS while anyone listens; NOTIFYs sent meanwhile are lost, so once LISTEN is back the current
 * status of every watched order is read and handed to its subscribers (they skip event ids already sent).
 */
export class OrderStatusHub {
  private readonly subscribers = new Map<number, Set<Subscriber>>();
  private unlisten: Promise<() => Promise<void>> | null = null;
  /** Counts LISTEN attempts, so a late error of a replaced connection cannot drop the current one. */
  private attempt = 0;
  private missedSome = false;
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
    const unsubscribe = () => {
      set.delete(fn);
      if (!set.size && this.subscribers.get(orderId) === set) this.subscribers.delete(orderId);
    };
    try {
      await this.ensureListening();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
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
    this.attempt++;
    this.subscribers.clear();
    if (pending) await (await pending.catch(() => async () => {}))();
  }

  private ensureListening(): Promise<unknown> {
    if (this.unlisten) return this.unlisten;
    const attempt = ++this.attempt;
    const lost = (error: Error) => this.lost(error, attempt);
    this.unlisten = this.database.listen(ORDER_STATUS_CHANNEL, (payload) => this.dispatch(payload), lost);
    this.unlisten.then(() => {
      if (this.missedSome && attempt === this.attempt) void this.resync(attempt);
    }, lost);
    return this.unlisten;
  }

  private lost(error: Error, attempt: number): void {
    if (attempt !== this.attempt) return;
    this.logger.log('warn', 'orders.listen.lost', { error: String(error) });
    this.missedSome = true;
    const old = this.unlisten;
    this.unlisten = null;
    this.attempt++;
    old?.then((stop) => stop()).catch(() => {});
    if (!this.retry) {
      this.retry = setTimeout(() => {
        this.retry = null;
        if (this.subscribers.size) this.ensureListening().catch(() => {});
      }, RELISTEN_MS);
      this.retry.unref();
    }
  }

  /** After a reconnect: the current status of every watched order, to whoever watches it. */
  private async resync(attempt: number): Promise<void> {
    this.missedSome = false;
    try {
      for (const orderId of [...this.subscribers.keys()]) {
        const now = await currentOrderStatus(this.database.db, orderId);
        if (now) this.deliver(now);
      }
    } catch (error) {
      this.lost(error as Error, attempt); // the database went away again: re-listen and re-read later
    }
  }

  private dispatch(payload: string): void {
    let event: OrderStatusEvent;
    try {
      event = JSON.parse(payload);
    } catch {
      return;
    }
    this.deliver(event);
  }

  private deliver(event: OrderStatusEvent): void {
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
