import path from 'node:path';
import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from '../http/log';
import type * as schema from './schema';
import { enableNamedStatements } from './pglite-named';
import { saveTransactionTrips } from './transaction-trips';

export type Schema = typeof schema;
/**
 * Without drizzle's relational query API (`db.query.*`, unused): given the schema, drizzle builds a query builder
 * for every table on every transaction it opens, ~3 % of a checkout's CPU.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** Raw SQL for health checks and scripts. */
  ping(): Promise<void>;
  /**
   * LISTEN on `channel` (a plain identifier); `onPayload` gets each NOTIFY payload after the sender commits.
   * PostgreSQL uses a dedicated connection per call (pooled ones cannot hold a LISTEN). Resolves to an unlisten.
   */
  listen(channel: string, onPayload: (payload: string) => void, onError?: (error: Error) => void): Promise<() => Promise<void>>;
  /**
   * Runs `fn` while no other process holds the start lock (PostgreSQL: a session advisory lock on a connection of
   * its own), so server processes starting at once on one database migrate and seed one after the other (ADR 0038).
   * PGlite belongs to one process: `fn` just runs.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
/** The advisory lock key of `exclusive` (any fixed bigint; "groops:start" as ASCII bytes). */
const START_LOCK_KEY = '7453461236617233268';

/** How long an idle PostgreSQL connection is kept (pg's default is 10 s). */
export const POOL_IDLE_MS = 10 * 60_000;

export const MIGRATIONS_DIR = path.join(process.cwd(), 'src/server/db/migrations');

export interface OpenOptions {
  databaseUrl?: string | null;
  /** PGlite data directory; `memory://` for a throwaway database. */
  pgliteDir?: string;
  /** A PGlite `dumpDataDir` snapshot to start from (tests). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Where a dropped PostgreSQL connection is reported (at warn); silent without one. */
  logger?: Logger;
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite; both through drizzle's query builder. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { Client, Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // Idle connections stay 10 minutes, not pg's 10 s: each one holds its prepared statements and their generic plans
    // (ADR 0042), and a connection opened after a short lull paid the connect, every Parse and five custom plans again.
    const pool = new Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: POOL_IDLE_MS });
    const dropped = (error: Error) => opts.logger?.log('warn', 'db.connection.lost', { error: String(error) });
    // A connection the server closes (restart, 57P01 admin_shutdown, network) emits 'error'. Idle ones reach the
    // pool's listener, but one checked out by a transaction between two queries has none, and an unheard 'error'
    // is an uncaughtException: every client gets a listener for its whole life. The query that was using it
    // fails on its own (→ 503), and the pool discards the client when it is released.
    pool.on('connect', (client) => {
      client.on('error', dropped);
      saveTransactionTrips(client);
    });
    pool.on('error', () => {}); // the client's own listener above already logged it
    const db = drizzle(pool) as unknown as Db;
    const listeners = new Set<InstanceType<typeof Client>>();
    return {
      db,
      engine: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      async listen(channel, onPayload, onError) {
        if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
        const client = new Client({ connectionString: opts.databaseUrl!, connectionTimeoutMillis: 5000 });
        client.on('error', (error) => (onError ? onError(error) : dropped(error)));
        client.on('notification', (n) => n.channel === channel && onPayload(n.payload ?? ''));
        try {
          await client.connect();
          await client.query(`listen ${channel}`);
        } catch (error) {
          await client.end().catch(() => {});
          throw error;
        }
        listeners.add(client);
        return async () => {
          listeners.delete(client);
          await client.end().catch(() => {});
        };
      },
      async exclusive(fn) {
        // Not a pooled connection: the lock is the session's, held until unlock or until the connection ends.
        const client = new Client({ connectionString: opts.databaseUrl!, connectionTimeoutMillis: 5000 });
        client.on('error', dropped);
        await client.connect();
        try {
          await client.query(`select pg_advisory_lock(${START_LOCK_KEY})`);
          return await fn();
        } finally {
          await client.end().catch(() => {});
        }
      },
      close: async () => {
        await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
        await pool.end();
      },
    };
  }
  const { PGlite, parse, protocol } = await import('@electric-sql/pglite');
  // Trigram search indexes (migration 0008) need pg_trgm, which PGlite ships as a loadable extension.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  enableNamedStatements(client, { parse, protocol });
  const db = drizzle(client) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    ping: async () => void (await client.query('select 1')),
    async listen(channel, onPayload) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    exclusive: (fn) => fn(),
    close: () => client.close(),
  };
}

/** Applies the committed migrations (idempotent). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.engine === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}
