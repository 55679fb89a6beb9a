import pg from 'pg';

/**
 * A transaction's last statement and its COMMIT in ONE round trip on node-postgres (ADR 0041). Checkout's last
 * statement takes the stock rows every buyer of a product shares; their locks last until COMMIT. Sent after the
 * answer came back, the COMMIT waited for a trip through this process's busy event loop, and every other buyer of
 * that product waited with it. Here the COMMIT follows the statement in the same write (extended protocol: the
 * statement's Bind/Execute, then Parse/Bind/Execute of COMMIT, then one Sync): the server commits the moment the
 * statement is done. When the statement fails, the server skips the rest until Sync: nothing is committed and the
 * transaction waits for the caller's ROLLBACK as before. So the statement must itself fail whenever the work must
 * not be kept (checkout's raises through `refuse_checkout`): after it, nothing can roll the transaction back.
 */

const COMMITTED = Symbol('groops.committedInPipeline');
type Flagged = pg.ClientBase & { [COMMITTED]?: boolean };

interface Connection {
  parse(q: { text: string; name?: string; types?: unknown[] }): void;
  bind(c: { portal?: string; statement?: string; values?: unknown[] }): void;
  execute(c: { portal?: string; rows?: number }): void;
  sync(): void;
}

const QueryBase = pg.Query as unknown as new (config: pg.QueryConfig) => {
  portal?: string;
  handleCommandComplete(msg: { text?: string }, connection: Connection): void;
  handleReadyForQuery(connection: Connection): void;
};

class QueryThenCommit extends QueryBase {
  committed = false;
  constructor(
    config: pg.QueryConfig,
    private readonly client: Flagged,
  ) {
    super(config);
  }
  /** pg's Query sends Execute then Sync here: the COMMIT goes in between, in the same corked write. */
  _getRows(connection: Connection) {
    connection.execute({ portal: this.portal, rows: 0 });
    connection.parse({ text: 'commit', name: '', types: [] });
    connection.bind({ portal: '', statement: '', values: [] });
    connection.execute({ portal: '', rows: 0 });
    connection.sync();
  }
  handleCommandComplete(msg: { text?: string }, connection: Connection) {
    // The COMMIT's completion is not a result of the statement.
    if (msg.text === 'COMMIT') this.committed = true;
    else super.handleCommandComplete(msg, connection);
  }
  handleReadyForQuery(connection: Connection) {
    if (this.committed) this.client[COMMITTED] = true;
    super.handleReadyForQuery(connection);
  }
}

/**
 * Whether `client` is a node-postgres connection (PGlite's is not: it has no round trip to save). By shape, not
 * instanceof: a bundler or test runner may load pg twice (drizzle's copy and ours).
 */
export const isNodePostgresClient = (client: unknown): client is pg.ClientBase =>
  typeof (client as { query?: unknown } | null)?.query === 'function' &&
  typeof (client as { connection?: { parsedStatements?: unknown } }).connection?.parsedStatements === 'object';

/** Runs the statement `text` (named: prepared once per connection) and COMMIT in one round trip; returns its rows. */
export async function queryThenCommit<Row>(client: pg.ClientBase, name: string, text: string, values: unknown[]): Promise<Row[]> {
  // A submittable query answers through its callback (client.query returns the query itself, not a promise).
  const result = await new Promise<pg.QueryResult>((resolve, reject) => {
    const callback = (error: Error | null, res: pg.QueryResult) => (error ? reject(error) : resolve(res));
    client.query(new QueryThenCommit({ name, text, values, callback } as pg.QueryConfig, client as Flagged) as unknown as pg.QueryConfig);
  });
  return result.rows as Row[];
}

/** Whether the server confirmed a COMMIT sent with the client's last statement (cleared as it is read). */
export function takePipelinedCommit(client: pg.ClientBase): boolean {
  const flagged = client as Flagged;
  const committed = Boolean(flagged[COMMITTED]);
  flagged[COMMITTED] = false;
  return committed;
}
