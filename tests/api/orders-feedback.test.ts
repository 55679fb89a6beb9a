import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { ADMIN, insertOrder, login, SELLER, sellableStock, userId, walletOf, type SellableStock } from './orders-fixtures';

let api: TestApi;
let token: string;
let seller: string;
let admin: string;
let customerId: number;
let stock: SellableStock;

const review = (id: number, body: unknown, t = token) => api.call('POST', `/dashboard/user/orders/review/${id}`, { token: t, body });
const askRefund = (body: unknown, key?: string) =>
  api.call('POST', '/dashboard/user/order-refunds', { token, body, headers: key !== undefined ? { 'idempotency-key': key } : undefined });
const answer = (who: 'seller' | 'admin', id: number, body: unknown, t: string) => api.call('POST', `/dashboard/${who}/order-refunds/${id}/status/update`, { token: t, body });

beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
  [seller, admin] = await Promise.all([login(api, SELLER), login(api, ADMIN)]);
  customerId = await userId(api, api.config.demoLogin);
  stock = await sellableStock(api, SELLER);
}, 120_000);
afterAll(() => api.close());

describe(`order reviews (${ENGINE})`, () => {
  it('reviews a delivered order once and moves the shop rating', async () => {
    const order = await insertOrder(api, { userId: customerId, stock, status: 'delivered' });
    const [before] = await sqlRows<{ reviews_count: number }>(api, sql`select reviews_count from shops where id = ${stock.shopId}`);
    const res = await review(order.id, { rating: 4, comment: 'Tasty <b>food</b>' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ order_id: order.id, rating: 4, comment: 'Tasty <b>food</b>' });
    const [after] = await sqlRows<{ reviews_count: number }>(api, sql`select reviews_count from shops where id = ${stock.shopId}`);
    expect(Number(after.reviews_count)).toBe(Number(before.reviews_count) + 1);
    expect((await review(order.id, { rating: 5 })).status).toBe(409);
    const shown = await api.call('GET', `/dashboard/user/orders/${order.id}`, { token });
    expect(shown.body.data.review).toMatchObject({ rating: 4 });
  });

  it('refuses orders that are not delivered (409), foreign ones (404) and bad ratings (400)', async () => {
    const fresh = await insertOrder(api, { userId: customerId, stock });
    expect((await review(fresh.id, { rating: 5 })).status).toBe(409);
    const foreign = await insertOrder(api, { userId: await userId(api, SELLER), stock, status: 'delivered' });
    expect((await review(foreign.id, { rating: 5 })).status).toBe(404);
    const delivered = await insertOrder(api, { userId: customerId, stock, status: 'delivered' });
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: '5 stars' }, { rating: '4.5' }, { rating: 5, user_id: 1 }, { rating: 5, comment: 'x'.repeat(3000) }]) {
      expect((await review(delivered.id, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe(`order refunds (${ENGINE})`, () => {
  it('takes one request per delivered order, honours Idempotency-Key and lists it', async () => {
    const order = await insertOrder(api, { userId: customerId, stock, status: 'delivered', pay: 'wallet' });
    const key = randomUUID();
    const first = await askRefund({ order_id: order.id, cause: 'Cold food' }, key);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ order_id: order.id, status: 'pending', cause: 'Cold food' });
    const replay = await askRefund({ order_id: order.id, cause: 'Cold food' }, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await askRefund({ order_id: order.id, cause: 'Other cause' }, key)).status).toBe(422);
    expect((await askRefund({ order_id: order.id, cause: 'Again' })).status).toBe(409);
    const [{ n }] = await sqlRows<{ n: number }>(api, sql`select count(*)::int as n from order_refunds where order_id = ${order.id}`);
    expect(Number(n)).toBe(1);
    const list = await api.call('GET', '/dashboard/user/order-refunds/paginate?perPage=5', { token });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ id: first.body.data.id, status: 'pending', order: { id: order.id, shop: { id: stock.shopId } } });
  });

  it('refuses undelivered (409), foreign (404) orders and bad bodies or keys (400)', async () => {
    const fresh = await insertOrder(api, { userId: customerId, stock });
    expect((await askRefund({ order_id: fresh.id, cause: 'x' })).status).toBe(409);
    const foreign = await insertOrder(api, { userId: await userId(api, SELLER), stock, status: 'delivered' });
    expect((await askRefund({ order_id: foreign.id, cause: 'x' })).status).toBe(404);
    for (const body of [{}, { order_id: fresh.id }, { order_id: 'x', cause: 'y' }, { order_id: fresh.id, cause: '' }, { order_id: fresh.id, cause: 'y', status: 'accepted' }]) {
      expect((await askRefund(body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const key of ['', 'x'.repeat(256), 'clé']) expect((await askRefund({ order_id: fresh.id, cause: 'x' }, key)).status, `key ${key.length}`).toBe(400);
  });

  it('lets the seller accept once: the paid amount goes back to the wallet', async () => {
    const before = await walletOf(api, customerId);
    const order = await insertOrder(api, { userId: customerId, stock, status: 'delivered', pay: 'wallet', quantity: 2 });
    const refund = (await askRefund({ order_id: order.id, cause: 'Missing item' })).body.data;
    expect((await answer('seller', refund.id, { status: 'accepted' }, token)).status).toBe(403);
    const [a, b] = await Promise.all([
      answer('seller', refund.id, { status: 'accepted', answer: 'Sorry!' }, seller),
      answer('admin', refund.id, { status: 'accepted' }, admin),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await walletOf(api, customerId)).toBe(before);
    const shown = await api.call('GET', `/dashboard/user/orders/${order.id}`, { token });
    expect(shown.body.data.order_refunds[0]).toMatchObject({ status: 'accepted' });
    expect(shown.body.data.transaction.status).toBe('refund');
    // an accepted refund blocks new requests
    expect((await askRefund({ order_id: order.id, cause: 'More' })).status).toBe(409);
  });

  it('lets a canceled (rejected) request be asked again; other shops\' sellers see 404', async () => {
    const order = await insertOrder(api, { userId: customerId, stock, status: 'delivered', pay: 'cash' });
    const refund = (await askRefund({ order_id: order.id, cause: 'Late' })).body.data;
    const [other] = await sqlRows<{ email: string }>(api, sql`select u.email from shops s join users u on u.id = s.user_id where u.email <> ${SELLER} and s.status = 'approved' order by s.id limit 1`);
    const elsewhere = await insertOrder(api, { userId: customerId, stock: await sellableStock(api, other.email), status: 'delivered' });
    const foreignRefund = (await askRefund({ order_id: elsewhere.id, cause: 'Cold' })).body.data;
    expect((await answer('seller', foreignRefund.id, { status: 'accepted' }, seller)).status).toBe(404);
    const rejected = await answer('admin', refund.id, { status: 'canceled', answer: 'Was on time' }, admin);
    expect(rejected.body.data).toMatchObject({ status: 'canceled', answer: 'Was on time' });
    expect((await answer('admin', refund.id, { status: 'accepted' }, admin)).status).toBe(409);
    expect((await askRefund({ order_id: order.id, cause: 'Still late' })).status).toBe(201);
    for (const body of [{}, { status: 'pending' }, { status: 'approved' }, { status: 'accepted', extra: true }]) {
      expect((await answer('admin', refund.id, body, admin)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await answer('admin', 99_999_999, { status: 'accepted' }, admin)).status).toBe(404);
  });
});
