/**
 * The checkout bench's world: a throwaway PostgreSQL cluster (scripts/pg-temp.sh on its own port), one database
 * migrated and seeded the way the server does it (startContext), and the real API behind a loopback HTTP server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { readConfig } from '../../src/server/config';
import { startContext } from '../../src/server';
import { users, wallets } from '../../src/server/db/schema';
import { issueToken } from '../../src/server/modules/auth/tokens';
import { serveApi, sqlRows, TestClock, type TestApi } from '../../tests/api/harness';
import { adminQuery, withDatabase } from '../../tests/api/pg-admin';
import { pgTemp as pgTempOn } from './pg-temp';

/** Not the test pass's cluster (55432): pg-temp.sh wipes whatever runs on the port it is given. */
export const BENCH_PG_PORT = process.env.BENCH_PG_PORT || '55490';
const pgTemp = (action: 'start' | 'stop') => pgTempOn(action, BENCH_PG_PORT);

export interface BenchWorld {
  /** The harness shape, so the orders test fixtures work on it; `clock` only dates fixtures, the API runs on real time. */
  api: TestApi;
  stop(): Promise<void>;
}

/** Starts cluster, database and API; on any failure stops what was started. `stop` is safe to call once. */
export async function startBenchWorld(): Promise<BenchWorld> {
  const clusterUrl = pgTemp('start');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groops-bench-'));
  // A process that exits mid-run (process.exit, a signal turned into exit) still removes the cluster.
  const onExit = () => pgTemp('stop');
  process.once('exit', onExit);
  const cleanup = async () => {
    process.off('exit', onExit);
    fs.rmSync(dataDir, { recursive: true, force: true });
    pgTemp('stop');
  };
  try {
    await adminQuery(clusterUrl, 'create database groops_bench');
    // Silent by default: failed requests show in the figures; BENCH_LOG_LEVEL=warn prints them.
    const env = { ...process.env, LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'silent' };
    const config = { ...readConfig(env), databaseUrl: withDatabase(clusterUrl, 'groops_bench'), dataDir, seedOnStart: true, seedImages: false, demoOperator: false };
    // startContext migrates and seeds; unlike getDefaultContext it never starts the demo operator.
    const ctx = await startContext(config);
    const served = await serveApi(ctx, async () => {
      await ctx.database.close();
      await cleanup();
    });
    return { api: { ...served, ctx, config, clock: new TestClock() }, stop: () => served.close() };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

export interface Buyer {
  id: number;
  token: string;
}

/** Fresh customers written into the database with a bearer token and a wallet holding `walletMinor`. */
export async function makeBuyers(api: TestApi, n: number, walletMinor: number): Promise<Buyer[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await api.ctx.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ email: `bench-${tag}-${i}@groops.test`, firstname: `Buyer ${i}`, myReferral: `K${tag}${i}`.toUpperCase() })))
    .returning({ id: users.id });
  await api.ctx.db.insert(wallets).values(rows.map((r) => ({ userId: r.id, price: walletMinor })));
  const now = new Date();
  return Promise.all(rows.map(async (r) => ({ id: r.id, token: await issueToken(api.ctx.db, r.id, now, 1) })));
}

/**
 * Main stocks of one approved shop that sell one unit at a time, the shop made orderable every day from 8 to
 * 22 with no minimum, so every checkout of the bench is valid and only stock or money can refuse it.
 */
export async function benchShop(api: TestApi, shopId: number): Promise<number[]> {
  const db = api.ctx.db;
  await db.execute(sql`update shop_working_days set "from" = '8-00', "to" = '22-00', disabled = false where shop_id = ${shopId}`);
  await db.execute(sql`delete from shop_closed_dates where shop_id = ${shopId}`);
  await db.execute(sql`update shops set min_amount = 0, open = true where id = ${shopId}`);
  const rows = await sqlRows<{ id: number }>(
    api,
    sql`select s.id from stocks s join products p on p.id = s.product_id
      where p.shop_id = ${shopId} and p.status = 'published' and p.active and not p.addon and not s.addon and p.min_qty = 1 and p.interval = 1 and s.price > 0
      order by s.id limit 5`,
  );
  if (rows.length < 3) throw new Error(`shop ${shopId} has too few sellable stocks`);
  return rows.map((r) => Number(r.id));
}
