import { ledgerDriftIn } from './ledger';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { readConfig, type ServerConfig } from '../../src/server/config';
import type { AppContext, Clock } from '../../src/server/context';
import { openDatabase, type Database } from '../../src/server/db/client';
import { namedRuns } from '../../src/server/db/pglite-named';
import { createApiHandler, createContext, apiRoutes } from '../../src/server';
import { adminQuery, TEMPLATE_DB, withDatabase } from './pg-admin';
import { responseChecker } from './response-check';

export const SNAPSHOT = path.join(process.cwd(), '.cache', 'pglite-test-snapshot.tar.gz');
export const ENGINE = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** A clock tests move by hand (OTP expiry, throttle windows). */
export class TestClock implements Clock {
  current = new Date();
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApi {
  url: string;
  ctx: AppContext;
  clock: TestClock;
  config: ServerConfig;
  /** The test database's own URL on PostgreSQL (another process could open it too); null or absent on PGlite. */
  databaseUrl?: string | null;
  /** fetch against /api/v1 with JSON in and out. */
  call(method: string, path: string, opts?: CallOptions): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string | Buffer;
  token?: string;
  headers?: Record<string, string>;
}

/**
 * `poolSize`: PostgreSQL's pool. 20, more than the server's default (defaultPoolSize): races need many transactions
 * at once. 1 puts every statement on one session, for tests that read it.
 */
async function openTestDatabase(poolSize = 20): Promise<{ database: Database; databaseUrl: string | null; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `groops_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name} template ${TEMPLATE_DB}`);
    const databaseUrl = withDatabase(url, name);
    const database = await openDatabase({ databaseUrl, poolSize });
    return { database, databaseUrl, drop: () => adminQuery(url, `drop database if exists ${name} with (force)`) };
  }
  const blob = new Blob([fs.readFileSync(SNAPSHOT)]);
  const database = await openDatabase({ pgliteDir: 'memory://', loadDataDir: blob });
  return { database, databaseUrl: null, drop: async () => {} };
}

/** The HTTP side of a TestApi: a real server on 127.0.0.1 around `ctx`, and a JSON client for it. */
export type ServedApi = Pick<TestApi, 'url' | 'call' | 'close'>;

/** Serves the real API for `ctx` on a free loopback port; `close` stops the server, then runs `cleanup`. */
export async function serveApi(ctx: AppContext, cleanup: () => Promise<void> = async () => {}): Promise<ServedApi> {
  const server = http.createServer(createApiHandler(async () => ctx, apiRoutes));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const checkResponse = responseChecker(apiRoutes);
  return {
    url,
    async call(method, p, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      let body: string | Buffer | undefined = opts.rawBody;
      if (opts.body !== undefined) {
        body = JSON.stringify(opts.body);
        headers['content-type'] ??= 'application/json';
      }
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const res = await fetch(`${url}/api/v1${p}`, { method, headers, body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body) });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // non-JSON bodies (images) stay text
      }
      checkResponse(method, p, res.status, res.headers.get('content-type'), parsed);
      return { status: res.status, body: parsed, headers: res.headers };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await cleanup();
    },
  };
}

/** A real HTTP server around the real API on a freshly seeded database (PGlite, or PostgreSQL when DATABASE_URL is set). */
export async function startTestApi(overrides: Partial<ServerConfig> = {}): Promise<TestApi> {
  const { database, databaseUrl, drop } = await openTestDatabase(overrides.databasePoolSize);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groops-test-'));
  const config: ServerConfig = { ...readConfig({ ...process.env, LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent' }), dataDir, ...overrides };
  const clock = new TestClock();
  const ctx = createContext(database, config, clock);
  const served = await serveApi(ctx, async () => {
    // Money invariant (issue 17): after everything a test file did, every wallet's balance is the sum of its history.
    const drift = await ledgerDriftIn(database.db).catch(() => []);
    await database.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (drift.length) throw new Error(`wallet ledger drift (balance ≠ sum of history): ${JSON.stringify(drift.slice(0, 5))}`);
  });
  return { ...served, ctx, clock, config, databaseUrl };
}

/** Rows of a raw SQL query (drizzle's execute result differs between drivers only in wrapping). */
export async function sqlRows<T>(api: TestApi, query: SQL): Promise<T[]> {
  const result = (await api.ctx.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Signs in as the seeded demo customer and returns the bearer token. */
export async function signInDemo(api: TestApi): Promise<string> {
  const res = await api.call('POST', '/auth/login', { body: { email: api.config.demoLogin, password: api.config.demoPassword } });
  if (res.status !== 200) throw new Error(`demo sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.access_token;
}

/**
 * Counts EVERY statement `fn` sends, those of transactions included (countStatements sees only the pool's or
 * PGlite's own entry points, not a transaction's connection). PostgreSQL: every pg client's `query` (begin and
 * commit included); PGlite: its `query`/`exec` and those of the object each `transaction` hands out. Counts
 * the whole process while `fn` runs, so nothing else should run meanwhile.
 */
export async function countAllStatements(api: TestApi, fn: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const counted = <F extends (...args: any[]) => any>(f: F) =>
    function (this: unknown, ...args: unknown[]) {
      n++;
      return f.apply(this, args);
    } as unknown as F;
  if (ENGINE === 'postgres') {
    const proto = pg.Client.prototype as any;
    const original = proto.query;
    proto.query = counted(original);
    try {
      await fn();
    } finally {
      proto.query = original;
    }
    return n;
  }
  const client = (api.ctx.db as any).$client;
  const originals = { query: client.query, exec: client.exec, transaction: client.transaction };
  client.query = counted(originals.query);
  client.exec = counted(originals.exec);
  client.transaction = function (this: unknown, work: (tx: any) => Promise<unknown>) {
    return originals.transaction.call(this, (tx: any) => work(Object.assign(Object.create(tx), { query: counted(tx.query.bind(tx)), exec: counted(tx.exec.bind(tx)) })));
  };
  // Prepared queries run by name through PGlite's protocol, not its `query` (src/server/db/pglite-named.ts).
  const named = namedRuns.count;
  try {
    await fn();
  } finally {
    Object.assign(client, originals);
  }
  return n + namedRuns.count - named;
}

/** Counts the SQL statements `fn` sends, by wrapping the driver's query entry points (PGlite or pg Pool). */
export async function countStatements(api: TestApi, fn: () => Promise<unknown>): Promise<number> {
  const client = (api.ctx.db as any).$client;
  const methods = ['query', 'exec'].filter((m) => typeof client[m] === 'function');
  const originals = new Map<string, any>(methods.map((m) => [m, client[m]]));
  let n = 0;
  for (const m of methods) {
    client[m] = function (this: unknown, ...args: unknown[]) {
      n++;
      return originals.get(m).apply(this, args);
    };
  }
  try {
    await fn();
  } finally {
    for (const m of methods) client[m] = originals.get(m);
  }
  return n;
}
