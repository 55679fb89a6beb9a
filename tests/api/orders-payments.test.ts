import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { insertOrder, SELLER, sellableStock, userId, walletOf, type SellableStock } from './orders-fixtures';

let api: TestApi;
let token: string;
let customerId: number;
let stock: SellableStock;
let tags: Map<string, number>;

const pay = (id: number, body: unknown, key?: string) =>
  api.call('POST', `/payments/order/${id}/transactions`, { token, body, headers: key ? { 'idempotency-key': key } : undefined });

beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
  customerId = await userId(api, api.config.demoLogin);
  stock = await sellableStock(api, SELLER);
  const rows = await sqlRows<{ id: number; tag: string }>(api, sql`select id, tag from payments`);
  tags = new Map(rows.map((r) => [r.tag, Number(r.id)]));
}, 120_000);
afterAll(() => api.close());

describe(`payments (${ENGINE})`, () => {
  it('offers cash, wallet and the demo card gateway, without pagination; a keyed gateway joins the list', async () => {
    const res = await api.call('GET', '/rest/payments');
    expect(res.status).toBe(200);
    expect(res.body.meta).toBeUndefined();
    expect(res.body.data.map((p: { tag: string }) => p.tag).sort()).toEqual(['cash', 'demo', 'wallet']);
    expect(res.body.data[0]).toMatchObject({ id: expect.any(Number), tag: expect.any(String), active: true });
    // Keyed alone is not enough: a gateway is listed only when usable (razorpay has no adapter).
    api.config.paymentKeys = { stripe: 'sk_test_x', razorpay: 'rzp_x' };
    api.config.stripeWebhookSecret = 'whsec_x';
    try {
      const keyed = await api.call('GET', '/rest/payments');
      expect(keyed.body.data.map((p: { tag: string }) => p.tag)).toContain('stripe');
      expect(keyed.body.data.map((p: { tag: string }) => p.tag)).not.toContain('razorpay');
      const order = await insertOrder(api, { userId: customerId, stock });
      const res2 = await pay(order.id, { payment_sys_id: tags.get('stripe') });
      expect(res2.body.data.transaction).toMatchObject({ status: 'progress', payment_system: { tag: 'stripe' } });
    } finally {
      api.config.paymentKeys = {};
      api.config.stripeWebhookSecret = null;
    }
  });

  it('pays an unpaid order from the wallet once, with the debit in the wallet history', async () => {
    const before = await walletOf(api, customerId);
    const order = await insertOrder(api, { userId: customerId, stock, pay: 'cash', quantity: 2 });
    const key = randomUUID();
    const res = await pay(order.id, { payment_sys_id: tags.get('wallet') }, key);
    expect(res.status).toBe(200);
    expect(res.body.data.transaction).toMatchObject({ status: 'paid', payment_system: { tag: 'wallet' } });
    expect(await walletOf(api, customerId)).toBe(before - order.total);
    const replay = await pay(order.id, { payment_sys_id: tags.get('wallet') }, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(res.body);
    expect((await pay(order.id, { payment_sys_id: tags.get('wallet') })).status).toBe(409);
    expect(await walletOf(api, customerId)).toBe(before - order.total);
    const statuses = await sqlRows<{ status: string }>(api, sql`select status from transactions where order_id = ${order.id} order by id`);
    expect(statuses.map((s) => s.status)).toEqual(['canceled', 'paid']);
    const [history] = await sqlRows<{ type: string; price: number }>(api, sql`select type, price from wallet_histories where transaction_id = (select id from transactions where order_id = ${order.id} and status = 'paid')`);
    expect(history.type).toBe('withdraw');
    expect(Number(history.price)).toBe(order.total);
  });

  it('answers ERROR_109 when the wallet is short and changes nothing', async () => {
    const order = await insertOrder(api, { userId: customerId, stock });
    const balance = await walletOf(api, customerId);
    await api.ctx.db.execute(sql`update orders set total_price = ${balance + 1} where id = ${order.id}`);
    const res = await pay(order.id, { payment_sys_id: tags.get('wallet') });
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe('ERROR_109');
    expect(await walletOf(api, customerId)).toBe(balance);
    const [{ n }] = await sqlRows<{ n: number }>(api, sql`select count(*)::int as n from transactions where order_id = ${order.id}`);
    expect(Number(n)).toBe(0);
  });

  it('refuses canceled (409), foreign (404) orders, disabled methods and bad bodies (400)', async () => {
    const canceled = await insertOrder(api, { userId: customerId, stock, status: 'canceled' });
    expect((await pay(canceled.id, { payment_sys_id: tags.get('wallet') })).status).toBe(409);
    const foreign = await insertOrder(api, { userId: await userId(api, SELLER), stock });
    expect((await pay(foreign.id, { payment_sys_id: tags.get('wallet') })).status).toBe(404);
    const order = await insertOrder(api, { userId: customerId, stock });
    for (const body of [{}, { payment_sys_id: tags.get('stripe') }, { payment_sys_id: 999_999 }, { payment_sys_id: 'x' }, { payment_sys_id: tags.get('wallet'), price: 1 }]) {
      const res = await pay(order.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.call('POST', `/payments/order/${order.id}/transactions`, { body: { payment_sys_id: tags.get('wallet') } })).status).toBe(401);
  });
});
