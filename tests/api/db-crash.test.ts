import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../src/server';
import { readConfig } from '../../src/server/config';
import { migrateDatabase, openDatabase, type Database } from '../../src/server/db/client';
import type { Logger } from '../../src/server/http/log';
import { seedDatabase } from '../../src/server/seed';
import { ENGINE, serveApi, signInDemo, sqlRows, TestClock, type TestApi } from './harness';
import { insertCart, insertOrder, insideZone, login, openSlot, paymentIds, SELLER, sellableStock, userId, type SellableStock } from './orders-fixtures';
import { pgBinDir, startThrowawayCluster, type ThrowawayCluster } from './pg-cluster';

/**
 * PostgreSQL dies mid-checkout and mid-stream, then comes back. This file runs its own cluster (it kills it), so
 * it needs the PostgreSQL binaries; on PGlite there is no server to kill and the file is skipped.
 */

const ORDERS = '/dashboard/user/orders';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let cluster: ThrowawayCluster;
let database: Database;
let api: TestApi;
let token: string;
let seller: string;
let customerId: number;
let stock: SellableStock;
let checkoutBody: (cartId: number) => Record<string, unknown>;
const logs: Array<{ level: string; event: string; fields: Record<string, unknown> }> = [];
const logger: Logger = { log: (level, event, fields = {}) => void logs.push({ level, event, fields }) };
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => void uncaught.push(error);
/** Every answer the API gave in this file: none may be a 500. */
const statuses: number[] = [];
const streams = new Set<AbortController>();

async function call(method: string, p: string, opts: Parameters<TestApi['call']>[2] = {}) {
  const res = await api.call(method, p, opts);
  statuses.push(res.status);
  return res;
}
const place = (cartId: number, key: string) => call('POST', ORDERS, { token, body: checkoutBody(cartId), headers: { 'idempotency-key': key } });

/** Opens the order stream and collects its `status` events. */
async function openStream(orderId: number) {
  const abort = new AbortController();
  streams.add(abort);
  const res = await fetch(`${api.url}/api/v1${ORDERS}/${orderId}/stream`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  const events: Array<{ status: string }> = [];
  (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const data = buffer.slice(0, cut).split('\n').find((l) => l.startsWith('data:'));
        buffer = buffer.slice(cut + 2);
        if (data) events.push(JSON.parse(data.slice(5)));
      }
    }
  })();
  const until = async (n: number, ms: number) => {
    for (const end = Date.now() + ms; events.length < n && Date.now() < end; ) await sleep(50);
    return events;
  };
  return { res, events, until };
}

describe.runIf(ENGINE === 'postgres' && pgBinDir())('a PostgreSQL crash and restart (postgres only: kills a throwaway cluster of its own)', () => {
  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    cluster = await startThrowawayCluster();
    database = await openDatabase({ databaseUrl: cluster.url, poolSize: 5, logger });
    const config = { ...readConfig({ ...process.env, LOG_LEVEL: 'silent' }), dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'groops-crash-')) };
    const ctx = createContext(database, config, new TestClock());
    await migrateDatabase(database);
    await seedDatabase(ctx, { images: false });
    ctx.logger = logger;
    const served = await serveApi(ctx, async () => {
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    });
    api = { ...served, ctx, clock: ctx.clock as TestClock, config };
    token = await signInDemo(api);
    seller = await login(api, SELLER);
    customerId = await userId(api, api.config.demoLogin);
    stock = await sellableStock(api, SELLER);
    const pays = await paymentIds(api);
    await api.ctx.db.execute(sql`update shop_working_days set "from" = '8-00', "to" = '22-00', disabled = false where shop_id = ${stock.shopId}`);
    await api.ctx.db.execute(sql`update shops set min_amount = 0, open = true where id = ${stock.shopId}`);
    const slot = await openSlot(api, stock.shopId);
    const location = await insideZone(api, stock.shopId);
    checkoutBody = (cartId) => ({ cart_id: cartId, shop_id: stock.shopId, delivery_type: 'delivery', ...slot, location, address: { address: '1 Test Street' }, payment_id: pays.get('cash') });
  }, 60_000);

  afterAll(async () => {
    streams.forEach((s) => s.abort());
    await api?.close().catch(() => {});
    await cluster?.remove();
    process.off('uncaughtException', onUncaught);
  });

  it('answers 503 with Retry-After (never 500) when the database dies mid-checkout; the same key succeeds right after restart', async () => {
    const cartId = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }]);
    const key = randomUUID();
    // Another session holds the cart row, so the checkout waits inside its transaction until the crash.
    const holder = new Client({ connectionString: cluster.url });
    holder.on('error', () => {});
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from carts where id = $1 for update', [cartId]);
    const first = place(cartId, key);
    const waiting = async () => Number((await holder.query(`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock'`)).rows[0].n);
    for (let i = 0; i < 100 && (await waiting()) === 0; i++) await sleep(50);
    expect(await waiting()).toBe(1);

    const busy = await place(cartId, key);
    expect(busy.status).toBe(409);
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    await cluster.crash();
    const crashed = await first;
    expect(crashed.status).toBe(503);
    expect(crashed.body.statusCode).toBe('ERROR_503');
    expect(Number(crashed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    for (const res of [await place(cartId, key), await call('GET', `${ORDERS}/paginate`, { token })]) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }

    await cluster.start();
    const restarted = Date.now();
    let replay = await place(cartId, key);
    while (replay.status !== 201 && Date.now() - restarted < 10_000) replay = await sleep(250).then(() => place(cartId, key));
    expect(replay.status).toBe(201);
    expect(Date.now() - restarted).toBeLessThan(5_000);
    const again = await place(cartId, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(replay.body.data.id);
    expect(Number((await sqlRows<{ n: number }>(api, sql`select count(*) as n from orders where cart_id = ${cartId}`))[0].n)).toBe(1);
    await holder.end().catch(() => {});
  }, 30_000);

  it('keeps an order stream open through the outage and sends a status changed right after the restart', async () => {
    await cluster.ensureStarted();
    const order = await insertOrder(api, { userId: customerId, stock });
    const stream = await openStream(order.id);
    expect(stream.res.status).toBe(200);
    expect((await stream.until(1, 5_000)).map((e) => e.status)).toEqual(['new']);

    await cluster.crash();
    await sleep(300);
    await cluster.start();
    const moved = await call('POST', `/dashboard/seller/orders/${order.id}/status/update`, { token: seller, body: { status: 'accepted' } });
    expect(moved.status).toBe(200);
    expect((await stream.until(2, 8_000)).map((e) => e.status)).toEqual(['new', 'accepted']);
  }, 30_000);

  it('never answered 500 and raised no uncaught exception; dropped connections were logged as warnings', () => {
    expect(statuses).not.toContain(500);
    expect(uncaught).toEqual([]);
    expect(logs.filter((l) => l.level === 'warn' && l.event === 'db.connection.lost').length).toBeGreaterThan(0);
  });
});
