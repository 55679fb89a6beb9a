import type { PGlite, Results, parse as Parse, protocol as Protocol } from '@electric-sql/pglite';

/**
 * Named statements on PGlite (ADR 0030). PGlite's `query` parses and plans every statement anew, in six protocol
 * round trips through WebAssembly: ~5 ms of CPU for the session-and-profile read of a signed-in render on this
 * machine, 1.8 ms of it planning. node-postgres keeps a named statement per connection (ADR 0018); this does the
 * same on PGlite's one session: the first run of a name parses and describes it, every later one is one message
 * (bind, describe, execute, sync) and reuses PostgreSQL's cached plan. Rows come back through PGlite's own result
 * parser with its type parsers, so the answer is what `query` would have given.
 */

type QueryOptions = Parameters<PGlite['query']>[2];
/** A PGlite transaction's query object (drizzle's session client inside `db.transaction`). */
type TxClient = { query: PGlite['query'] };
type Prepared = { text: string; paramTypes: number[] };
/** PGlite's protocol serializer and result parser, handed over by the PGlite branch of openDatabase (loaded there only). */
type Wire = { parse: typeof Parse; protocol: typeof Protocol };

const ownerOfTx = new WeakMap<object, PGlite>();
const sessions = new WeakMap<PGlite, { wire: Wire; statements: Map<string, Prepared> }>();

/** Statements run by name, for the tests' statement counts (they count PGlite's `query` calls otherwise). */
export const namedRuns = { count: 0 };

/**
 * Turns named statements on for `pglite`; its `transaction` then remembers the owner of each transaction client,
 * so a named run inside one finds the session.
 */
export function enableNamedStatements(pglite: PGlite, wire: Wire): void {
  sessions.set(pglite, { wire, statements: new Map() });
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (work) =>
    transaction((tx) => {
      ownerOfTx.set(tx, pglite);
      return work(tx);
    });
}

const isPglite = (client: object): client is PGlite => typeof (client as PGlite).execProtocolStream === 'function';

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Inside PGlite's query lock: prepares `name` on first use, then binds, executes and parses in one message. */
async function runLocked(pglite: PGlite, name: string, text: string, params: unknown[], options: QueryOptions): Promise<Results> {
  const { wire, statements } = sessions.get(pglite)!;
  const { serialize } = wire.protocol;
  let prepared = statements.get(name);
  if (!prepared) {
    const described = await pglite.execProtocolStream(joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
    const types = described.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    statements.set(name, (prepared = { text, paramTypes: types?.dataTypeIDs ?? [] }));
  }
  // As PGlite's own query: a type's serializer when it has one, else the value's text.
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = options?.serializers?.[prepared.paramTypes[i]] ?? pglite.serializers[prepared.paramTypes[i]];
    return serializer ? serializer(value) : String(value);
  });
  namedRuns.count++;
  const message = joined([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);
  const messages = await pglite.execProtocolStream(message, { syncToFs: false });
  return wire.parse.parseResults(messages, pglite.parsers, options)[0];
}

/**
 * A stand-in for drizzle's PGlite client on one prepared query: `query(text, …)` runs the statement under `name`.
 * Outside a transaction it takes PGlite's locks and syncs the files afterwards, as `query` does; inside one the
 * transaction already holds them. A name met with another text (never, by preparedQuery's rule) runs unnamed.
 */
export function namedStatementClient(client: PGlite | TxClient, name: string): TxClient {
  const pglite = isPglite(client) ? client : ownerOfTx.get(client);
  const session = pglite && sessions.get(pglite);
  if (!pglite || !session) return client;
  const query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    const known = session.statements.get(name);
    if (known && known.text !== text) return client.query(text, params, options);
    if (!isPglite(client)) return pglite._runExclusiveQuery(() => runLocked(pglite, name, text, params, options));
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const result = await runLocked(pglite, name, text, params, options);
        await pglite.syncToFs();
        return result;
      }),
    );
  }) as PGlite['query'];
  return { query };
}
