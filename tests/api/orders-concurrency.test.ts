import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, wallets } from '../../src/server/db/schema';
import { issueToken } from '../../src/server/modules/auth/tokens';
import { ENGINE, sqlRows, startTestApi, type TestApi } from './harness';
import { insertCart, insertOrder, insideZone, openSlot, paymentIds, SELLER, sellableStock, setWalletBalance, type SellableStock } from './orders-fixtures';

/**
 * Races on real PostgreSQL (G1, G2, G3, G10, G12). PGlite has one connection and FOR UPDATE never blocks
 * there, so these counts only mean something on PostgreSQL: the suite runs when DATABASE_URL is set.
 */

let api: TestApi;
let stock: SellableStock;
let pays: Map<string, number>;
let slot: { delivery_date: string; delivery_time: string };
let inside: { latitude: number; longitude: number };

interface Buyer {
  id: number;
  token: string;
}

/** Fresh customers written straight into the database, each with a bearer token and an empty wallet. */
async function makeBuyers(n: number): Promise<Buyer[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await api.ctx.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ email: `race-${tag}-${i}@groops.test`, firstname: `Racer ${i}`, myReferral: `R${tag}${i}`.toUpperCase() })))
    .returning({ id: users.id });
  await api.ctx.db.insert(wallets).values(rows.map((r) => ({ userId: r.id, price: 0 })));
  return Promise.all(rows.map(async (r) => ({ id: r.id, token: await issueToken(api.ctx.db, r.id, api.clock.now(), 1) })));
}

const orderBody = (cartId: number, extra: Record<string, unknown> = {}) => ({
  cart_id: cartId,
  delivery_type: 'delivery',
  ...slot,
  location: inside,
  address: { address: '1 Race Street' },
  payment_id: pays.get('cash'),
  ...extra,
});
const checkout = (b: Buyer, cartId: number, extra: Record<string, unknown> = {}, key?: string) =>
  api.call('POST', '/dashboard/user/orders', { token: b.token, body: orderBody(cartId, extra), headers: key ? { 'idempotency-key': key } : undefined });
const one = async (q: ReturnType<typeof sql>) => Number((await sqlRows<{ n: number }>(api, q))[0].n);
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe.runIf(ENGINE === 'postgres')('orders under concurrency (postgres)', () => {
  beforeAll(async () => {
    api = await startTestApi();
    stock = await sellableStock(api, SELLER);
    pays = await paymentIds(api);
    await api.ctx.db.execute(sql`update shop_working_days set "from" = '8-00', "to" = '22-00', disabled = false where shop_id = ${stock.shopId}`);
    await api.ctx.db.execute(sql`update shops set min_amount = 0, open = true where id = ${stock.shopId}`);
    slot = await openSlot(api, stock.shopId);
    inside = await insideZone(api, stock.shopId);
  }, 120_000);
  afterAll(() => api?.close());

  it('sells a stock of 10 to exactly 10 of 100 concurrent buyers (G3)', async () => {
    await api.ctx.db.execute(sql`update stocks set quantity = 10 where id = ${stock.stockId}`);
    const buyers = await makeBuyers(100);
    const carts = await Promise.all(buyers.map((b) => insertCart(api, b.id, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }])));
    const results = await Promise.all(buyers.map((b, i) => checkout(b, carts[i])));
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 10, 409: 90 });
    expect(await one(sql`select quantity as n from stocks where id = ${stock.stockId}`)).toBe(0);
    const ids = buyers.map((b) => b.id);
    expect(await one(sql`select count(*)::int as n from orders where user_id in ${sql.raw(`(${ids.join(',')})`)}`)).toBe(10);
    expect(await one(sql`select coalesce(sum(quantity), 0)::int as n from order_details d join orders o on o.id = d.order_id where o.user_id in ${sql.raw(`(${ids.join(',')})`)}`)).toBe(10);
    // the losers keep their carts
    expect(await one(sql`select count(*)::int as n from carts where owner_id in ${sql.raw(`(${ids.join(',')})`)}`)).toBe(90);
  }, 120_000);

  it('sells two shared stocks to 30 buyers whose carts list them in opposite orders: every order, no deadlock (G3)', async () => {
    const other = await sellableStock(api, SELLER, 1);
    expect(other.shopId).toBe(stock.shopId);
    const buyers = await makeBuyers(30);
    const pair = [stock.stockId, other.stockId];
    const carts = await Promise.all(
      buyers.map((b, i) => insertCart(api, b.id, stock.shopId, (i % 2 ? [...pair].reverse() : pair).map((stockId) => ({ stockId, quantity: 1 })))),
    );
    for (const id of pair) await api.ctx.db.execute(sql`update stocks set quantity = 30 where id = ${id}`);
    const results = await Promise.all(buyers.map((b, i) => checkout(b, carts[i])));
    // A deadlock would answer 409 (40P01) after a second: all 30 must pass, and every unit is sold.
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 30 });
    for (const id of pair) expect(await one(sql`select quantity as n from stocks where id = ${id}`)).toBe(0);
  }, 120_000);

  it('makes one order of one cart sent 20 times in parallel, with or without one Idempotency-Key (G1, G2)', async () => {
    await api.ctx.db.execute(sql`update stocks set quantity = 1000 where id = ${stock.stockId}`);
    const [keyed, bare] = await makeBuyers(2);
    const cartA = await insertCart(api, keyed.id, stock.shopId, [{ stockId: stock.stockId, quantity: 2 }]);
    const key = randomUUID();
    const withKey = await Promise.all(Array.from({ length: 20 }, () => checkout(keyed, cartA, {}, key)));
    const statuses = withKey.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const created = withKey.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.data.id)).size).toBe(1);
    expect(created.filter((r) => r.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    expect(await one(sql`select count(*)::int as n from orders where user_id = ${keyed.id}`)).toBe(1);
    const replay = await checkout(keyed, cartA, {}, key);
    expect(replay.status).toBe(201);
    expect(replay.body.data.id).toBe(created[0].body.data.id);

    const cartB = await insertCart(api, bare.id, stock.shopId, [{ stockId: stock.stockId, quantity: 2 }]);
    const noKey = await Promise.all(Array.from({ length: 20 }, () => checkout(bare, cartB)));
    expect(tally(noKey.map((r) => r.status))).toEqual({ 201: 1, 404: 19 });
    expect(await one(sql`select count(*)::int as n from orders where user_id = ${bare.id}`)).toBe(1);
  }, 120_000);

  it('never takes a wallet below 0 under 50 concurrent debits; the ledger adds up (G10)', async () => {
    const [payer] = await makeBuyers(1);
    const orders = [];
    for (let i = 0; i < 50; i++) orders.push(await insertOrder(api, { userId: payer.id, stock }));
    const each = orders[0].total;
    const initial = each * 10 + Math.floor(each / 2);
    await setWalletBalance(api, payer.id, initial);
    const results = await Promise.all(
      orders.map((o) => api.call('POST', `/payments/order/${o.id}/transactions`, { token: payer.token, body: { payment_sys_id: pays.get('wallet') } })),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 200: 10, 400: 40 });
    expect(results.filter((r) => r.status === 400).every((r) => r.body.statusCode === 'ERROR_109')).toBe(true);
    const balance = await one(sql`select price as n from wallets where user_id = ${payer.id}`);
    const paid = await one(sql`select coalesce(sum(price), 0)::bigint as n from transactions where user_id = ${payer.id} and status = 'paid'`);
    const ledger = await one(sql`select coalesce(sum(h.price), 0)::bigint as n from wallet_histories h join wallets w on w.uuid = h.wallet_uuid where w.user_id = ${payer.id} and h.type = 'withdraw'`);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(paid).toBe(each * 10);
    expect(balance).toBe(initial - paid);
    expect(ledger).toBe(paid);
  }, 120_000);

  it('lets 20 concurrent checkouts use a single-use coupon once (G12)', async () => {
    const code = `ONE${randomBytes(3).toString('hex')}`.toUpperCase();
    await api.ctx.db.execute(sql`insert into coupons (shop_id, name, type, qty, price, expired_at) values (${stock.shopId}, ${code}, 'fix', 1, 100, now() + interval '1 day')`);
    const buyers = await makeBuyers(20);
    const carts = await Promise.all(buyers.map((b) => insertCart(api, b.id, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }])));
    const results = await Promise.all(buyers.map((b, i) => checkout(b, carts[i], { coupon: code })));
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 1, 400: 19 });
    expect(results.filter((r) => r.status === 400).every((r) => r.body.statusCode === 'ERROR_250')).toBe(true);
    expect(await one(sql`select qty as n from coupons where name = ${code}`)).toBe(0);
    expect(await one(sql`select count(*)::int as n from order_coupons where name = ${code}`)).toBe(1);
  }, 120_000);
});
