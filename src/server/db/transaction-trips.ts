import type pg from 'pg';
import { takePipelinedCommit } from './commit-pipelined';

/**
 * Fewer round trips per transaction on node-postgres (ADR 0043). drizzle's transaction sends BEGIN alone and waits
 * for its answer: a socket write, a wake-up of the server and of this process, for a statement that does nothing
 * on its own. Here BEGIN waits on the client instead and goes out in the same write as the transaction's first
 * statement (Parse/Bind/Execute of `begin`, then the statement's messages, then its one Sync). Should BEGIN fail,
 * the server skips the statement until Sync and the statement fails: nothing ever runs outside the transaction.
 * A first statement sent by the simple protocol (no parameters) gets a BEGIN of its own just before it, as before.
 * A transaction that sent nothing ends without a trip; so does one whose last statement carried its COMMIT (ADR 0041).
 *
 * BEGIN brings `set local plan_cache_mode = force_generic_plan` in the same write (ADR 0045): a transaction's
 * statements are the writes' point reads and writes, whose one generic plan fits every value, and a statement
 * PostgreSQL judged by the values it first met could otherwise be planned anew on every call for the connection's
 * whole life (the writers' cart read: ~3–4 ms a plan). Reads outside transactions keep PostgreSQL's own choice.
 */

const BEGIN = 'begin';
const GENERIC_PLANS = 'set local plan_cache_mode = force_generic_plan';
const BEGIN_WAITING = Symbol('groops.beginWaiting');
const HOOKED = Symbol('groops.beginHooked');

type QueryLike = { submit?: unknown; name?: string; values?: unknown[]; rows?: number; queryMode?: string; requiresPreparation?: () => boolean };
type Waiting = pg.ClientBase & { [BEGIN_WAITING]?: boolean };
type ActiveQuery = { handleCommandComplete: (msg: { text?: string }, connection: unknown) => void };
interface Wire {
  parse(q: { text: string; name?: string; types?: unknown[] }): void;
  bind(c: { portal?: string; statement?: string; values?: unknown[] }): void;
  execute(c: { portal?: string; rows?: number }): void;
  [HOOKED]?: boolean;
}
type Internals = { connection: Wire; _getActiveQuery(): ActiveQuery | null };

const textOf = (first: unknown) => (typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text);

/** Whether pg will send this query by the extended protocol (Parse/Bind/Execute), which BEGIN can ride on. */
function isExtended(args: unknown[]): boolean {
  const first = args[0] as QueryLike | string;
  if (typeof first === 'string') return Array.isArray(args[1]) && args[1].length > 0;
  if (typeof first.submit === 'function') return typeof first.requiresPreparation === 'function' && first.requiresPreparation() && !first.rows;
  const values = first.values ?? (Array.isArray(args[1]) ? args[1] : undefined);
  return !first.rows && Boolean(first.name || first.queryMode === 'extended' || (values && values.length > 0));
}

/**
 * The first Parse or Bind written while BEGIN waits is the first statement's: BEGIN's messages go just before it,
 * and the statement does not take BEGIN's CommandComplete for its own result.
 */
function hookWire(client: Waiting): void {
  const inner = client as unknown as Internals;
  const wire = inner.connection;
  if (wire[HOOKED]) return;
  wire[HOOKED] = true;
  const parse = wire.parse.bind(wire);
  const bind = wire.bind.bind(wire);
  const beginFirst = () => {
    if (!client[BEGIN_WAITING]) return;
    client[BEGIN_WAITING] = false;
    for (const text of [BEGIN, GENERIC_PLANS]) {
      parse({ text, name: '', types: [] });
      bind({ portal: '', statement: '', values: [] });
      wire.execute({ portal: '', rows: 0 });
    }
    const query = inner._getActiveQuery();
    if (!query) return;
    const own = query.handleCommandComplete;
    const ours = ['BEGIN', 'SET'];
    query.handleCommandComplete = function (this: ActiveQuery, msg, connection) {
      if (ours[0] === msg.text) ours.shift();
      else own.call(this, msg, connection);
    };
  };
  wire.parse = (q) => (beginFirst(), parse(q));
  wire.bind = (c) => (beginFirst(), bind(c));
}

/** Installs the trip savings on a pooled client (its `query`, and its connection's Parse and Bind). */
export function saveTransactionTrips(client: pg.ClientBase): void {
  const waiting = client as Waiting;
  hookWire(waiting);
  // The prototype's method at call time, not a copy taken now: what wraps pg's Client.query later (a test counting
  // statements) still sees every statement sent.
  const proto = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
  const send = (args: unknown[]) => proto.query.apply(client, args);
  const answer = (command: string) => Promise.resolve({ command, rowCount: null, rows: [], fields: [] });
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const text = textOf(args[0]);
    const committed = takePipelinedCommit(client);
    if (text === 'begin') {
      waiting[BEGIN_WAITING] = true;
      return answer('BEGIN');
    }
    if (text === 'commit' || text === 'rollback') {
      // Nothing was sent since BEGIN (so nothing began), or the COMMIT already went with the last statement.
      if (waiting[BEGIN_WAITING] || committed) {
        waiting[BEGIN_WAITING] = false;
        return answer(text.toUpperCase());
      }
      return send(args);
    }
    if (waiting[BEGIN_WAITING] && !isExtended(args)) {
      waiting[BEGIN_WAITING] = false;
      const begun = send([`${BEGIN}; ${GENERIC_PLANS}`]) as Promise<unknown>;
      const callback = typeof args[args.length - 1] === 'function' || typeof (args[0] as QueryLike).submit === 'function';
      // A promise-style call waits for BEGIN, so a failed BEGIN fails it too; any other is queued right behind it.
      if (!callback) return begun.then(() => send(args));
      begun.catch(() => {});
    }
    return send(args);
  };
}
