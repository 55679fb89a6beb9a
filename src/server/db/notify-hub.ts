import type { Database } from './client';
import type { Logger } from '../http/log';

/**
 * Live events over PostgreSQL LISTEN/NOTIFY (order status, group carts): writers call pg_notify inside their
 * transaction, so listeners hear a change only once it commits, in every server process. One LISTEN per
 * process, database and channel fans out to the subscribers of each key (an order id, a cart id).
 *
 * A lost connection (database restart) is re-opened every RELISTEN_MS while anyone listens; NOTIFYs sent
 * meanwhile are lost, so once LISTEN is back `reread` is asked for the current state of every watched key and
 * its answer is handed to that key's subscribers (they skip what they already sent).
 */

export interface HubSpec<E> {
  /** A plain identifier (see Database.listen). */
  channel: string;
  keyOf(event: E): number;
  /** The state of `key` now, shaped as an event, after a reconnect (null: nothing to hand out). */
  reread(database: Database, key: number): Promise<E | null>;
}

type Subscriber<E> = (event: E) => void;

const RELISTEN_MS = 1000;

export class NotifyHub<E> {
  private readonly subscribers = new Map<number, Set<Subscriber<E>>>();
  private unlisten: Promise<() => Promise<void>> | null = null;
  /** Counts LISTEN attempts, so a late error of a replaced connection cannot drop the current one. */
  private attempt = 0;
  private missedSome = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
    private readonly spec: HubSpec<E>,
  ) {}

  /** Starts listening (if needed) and resolves once LISTEN is active; the returned function unsubscribes. */
  async subscribe(key: number, fn: Subscriber<E>): Promise<() => void> {
    let set = this.subscribers.get(key);
    if (!set) this.subscribers.set(key, (set = new Set()));
    set.add(fn);
    const unsubscribe = () => {
      set.delete(fn);
      if (!set.size && this.subscribers.get(key) === set) this.subscribers.delete(key);
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
    this.unlisten = this.database.listen(this.spec.channel, (payload) => this.dispatch(payload), lost);
    this.unlisten.then(() => {
      if (this.missedSome && attempt === this.attempt) void this.resync(attempt);
    }, lost);
    return this.unlisten;
  }

  private lost(error: Error, attempt: number): void {
    if (attempt !== this.attempt) return;
    this.logger.log('warn', 'notify.listen.lost', { channel: this.spec.channel, error: String(error) });
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

  /** After a reconnect: the current state of every watched key, to whoever watches it. */
  private async resync(attempt: number): Promise<void> {
    this.missedSome = false;
    try {
      for (const key of [...this.subscribers.keys()]) {
        const now = await this.spec.reread(this.database, key);
        if (now) this.deliver(now);
      }
    } catch (error) {
      this.lost(error as Error, attempt); // the database went away again: re-listen and re-read later
    }
  }

  private dispatch(payload: string): void {
    let event: E;
    try {
      event = JSON.parse(payload);
    } catch {
      return;
    }
    this.deliver(event);
  }

  private deliver(event: E): void {
    for (const fn of this.subscribers.get(this.spec.keyOf(event)) ?? []) {
      try {
        fn(event);
      } catch (error) {
        this.logger.log('warn', 'notify.subscriber', { channel: this.spec.channel, error: String(error) });
      }
    }
  }
}

const hubs = new WeakMap<Database, Map<string, NotifyHub<unknown>>>();

/** The process's hub of one channel for a database (tests open several databases in one process). */
export function notifyHub<E>(database: Database, logger: Logger, spec: HubSpec<E>): NotifyHub<E> {
  let byChannel = hubs.get(database);
  if (!byChannel) hubs.set(database, (byChannel = new Map()));
  let hub = byChannel.get(spec.channel) as NotifyHub<E> | undefined;
  if (!hub) byChannel.set(spec.channel, (hub = new NotifyHub(database, logger, spec)) as NotifyHub<unknown>);
  return hub;
}
