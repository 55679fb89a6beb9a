import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { insertOrder, SELLER, sellableStock, userId, walletOf, type SellableStock } from './orders-fixtures';
import { decide, demoCallback, openSession, postDemoCallback, sessionRow, transactionStatuses } from './payments-fixtures';

let api: TestApi;
let token: string;
let customerId: number;
let walletId: number;
let stock: SellableStock;

beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
  customerId = await userId(api, api.config.demoLogin);
  stock = await sellableStock(api, SELLER);
  const [w] = await sqlRows<{ id: number }>(api, sql`select id from wallets where user_id = ${customerId}`);
  walletId = Number(w.id);
}, 120_000);
afterAll(() => api.close());

const orderView = async (id: number) => (await api.call('GET', `/dashboard/user/orders/${id}`, { token })).body.data;

describe(`demo card gateway (${ENGINE})`, () => {
  it('is listed in rest/payments while on, and not when switched off', async () => {
    expect((await api.call('GET', '/rest/payments')).body.data.map((p: { tag: string }) => p.tag)).toContain('demo');
    api.config.paymentDemo = false;
    try {
      expect((await api.call('GET', '/rest/payments')).body.data.map((p: { tag: string }) => p.tag)).not.toContain('demo');
      const order = await insertOrder(api, { userId: customerId, stock });
      expect((await openSession(api, token, 'demo', { order_id: order.id })).status).toBe(400);
    } finally {
      api.config.paymentDemo = true;
    }
  });

  it('pays an unpaid order: session → hosted page → approve → back to the order, which shows paid; once', async () => {
    const order = await insertOrder(api, { userId: customerId, stock });
    const key = randomUUID();
    const res = await openSession(api, token, 'demo', { order_id: order.id }, key);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: expect.stringMatching(/^demo_/), user_id: customerId, order_id: order.id, data: { url: expect.stringMatching(/^\/api\/v1\/pay\/demo\/demo_/), price: order.total / 100, order_id: order.id } });
    const replay = await openSession(api, token, 'demo', { order_id: order.id }, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(res.body);
    const page = await fetch(`${api.url}${res.body.data.data.url}?lang=ar`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('data-decision="approve"');
    expect((await orderView(order.id)).transaction).toMatchObject({ status: 'progress', payment_system: { tag: 'demo' } });
    const back = await decide(api, res.body.data.id, 'approve');
    expect(back.status).toBe(303);
    expect(back.location).toMatch(new RegExp(`/orders/${order.id}\\?payment=success$`));
    expect((await orderView(order.id)).transaction).toMatchObject({ status: 'paid', payment_system: { tag: 'demo' } });
    // A second click (or a replayed callback) changes nothing; the page now says the session is closed.
    expect((await decide(api, res.body.data.id, 'approve')).status).toBe(303);
    expect(await transactionStatuses(api, { orderId: order.id })).toEqual(['paid']);
    expect(await (await fetch(`${api.url}${res.body.data.data.url}`)).text()).not.toContain('data-decision');
    expect((await openSession(api, token, 'demo', { order_id: order.id })).status).toBe(409);
  });

  it('a decline leaves the order unpaid ("rejected"), to be paid again by card or with another method', async () => {
    const before = await walletOf(api, customerId);
    const order = await insertOrder(api, { userId: customerId, stock });
    const first = await openSession(api, token, 'demo', { order_id: order.id });
    const back = await decide(api, first.body.data.id, 'decline');
    expect(back.location).toMatch(new RegExp(`/orders/${order.id}\\?payment=failed$`));
    expect((await orderView(order.id)).transaction).toMatchObject({ status: 'rejected' });
    const abandoned = await openSession(api, token, 'demo', { order_id: order.id });
    await decide(api, abandoned.body.data.id, 'cancel');
    expect((await orderView(order.id)).transaction).toMatchObject({ status: 'canceled' });
    const wallet = (await api.call('GET', '/rest/payments')).body.data.find((p: { tag: string }) => p.tag === 'wallet');
    const paid = await api.call('POST', `/payments/order/${order.id}/transactions`, { token, body: { payment_sys_id: wallet.id } });
    expect(paid.body.data.transaction).toMatchObject({ status: 'paid', payment_system: { tag: 'wallet' } });
    expect(await walletOf(api, customerId)).toBe(before - order.total);
  });

  it('refuses forged, stale, replayed callbacks and ones for another amount or another order', async () => {
    const a = await insertOrder(api, { userId: customerId, stock });
    const b = await insertOrder(api, { userId: customerId, stock, quantity: 2 });
    const sa = await sessionRow(api, (await openSession(api, token, 'demo', { order_id: a.id })).body.data.id);
    const sb = await sessionRow(api, (await openSession(api, token, 'demo', { order_id: b.id })).body.data.id);
    const body = { session_id: sa.id, reference: sa.data.reference, status: 'paid', amount: sa.data.amount, currency: sa.data.currency };
    const forged = await postDemoCallback(api, demoCallback(api, body, { secret: 'not-the-secret' }));
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ status: false, statusCode: 'ERROR_400' });
    expect((await postDemoCallback(api, demoCallback(api, body, { timestamp: Math.floor(Date.now() / 1000) - 3600 }))).status).toBe(400);
    const unsigned = await api.call('POST', '/pay/webhook/demo', { body });
    expect(unsigned.status).toBe(400);
    const cheaper = await postDemoCallback(api, demoCallback(api, { ...body, amount: 1 }));
    expect(cheaper.body.data.result).toBe('ignored');
    const otherCurrency = await postDemoCallback(api, demoCallback(api, { ...body, currency: 'eur' }));
    expect(otherCurrency.body.data.result).toBe('ignored');
    // Session A's id with order B's reference and amount: neither order is paid.
    const crossed = await postDemoCallback(api, demoCallback(api, { ...body, reference: sb.data.reference, amount: sb.data.amount }));
    expect(crossed.body.data.result).toBe('ignored');
    expect(await transactionStatuses(api, { orderId: a.id })).toEqual(['progress']);
    expect(await transactionStatuses(api, { orderId: b.id })).toEqual(['progress']);
    const genuine = demoCallback(api, body);
    expect((await postDemoCallback(api, genuine)).body.data.result).toBe('applied');
    expect((await postDemoCallback(api, genuine)).body.data.result).toBe('unchanged');
    // A later "declined" for a paid session is ignored too.
    expect((await postDemoCallback(api, demoCallback(api, { ...body, status: 'rejected' }))).body.data.result).toBe('unchanged');
    expect(await transactionStatuses(api, { orderId: a.id })).toEqual(['paid']);
    expect(await transactionStatuses(api, { orderId: b.id })).toEqual(['progress']);
  });

  it('a tip after delivery goes through the gateway and adds to the order, from the wallet too', async () => {
    const order = await insertOrder(api, { userId: customerId, stock, status: 'delivered', pay: 'wallet' });
    const session = await openSession(api, token, 'demo', { order_id: order.id, tips: 2.5 });
    expect(session.body.data.data.price).toBe(2.5);
    await decide(api, session.body.data.id, 'approve');
    let view = await orderView(order.id);
    expect(view.tips).toBe(2.5);
    expect(view.total_price).toBe((order.total + 250) / 100);
    expect(view.transaction).toMatchObject({ status: 'paid', payment_system: { tag: 'wallet' } });
    const before = await walletOf(api, customerId);
    const wallet = (await api.call('GET', '/rest/payments')).body.data.find((p: { tag: string }) => p.tag === 'wallet');
    const tip = await api.call('POST', `/payments/order/${order.id}/transactions`, { token, body: { payment_sys_id: wallet.id, tips: 1 }, headers: { 'idempotency-key': randomUUID() } });
    expect(tip.status).toBe(200);
    view = await orderView(order.id);
    expect(view.tips).toBe(3.5);
    expect(await walletOf(api, customerId)).toBe(before - 100);
    const open = await insertOrder(api, { userId: customerId, stock, pay: 'wallet' });
    expect((await openSession(api, token, 'demo', { order_id: open.id, tips: 1 })).status).toBe(409);
    const unpaid = await insertOrder(api, { userId: customerId, stock, status: 'delivered' });
    expect((await openSession(api, token, 'demo', { order_id: unpaid.id, tips: 1 })).status).toBe(409);
  });

  it('tops up the wallet only after a verified callback, once even when it arrives 10 times at once', async () => {
    const before = await walletOf(api, customerId);
    const res = await openSession(api, token, 'demo', { wallet_id: walletId, total_price: 12.34 }, randomUUID());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ user_id: customerId, order_id: null, data: { url: expect.any(String), price: 12.34 } });
    expect(await walletOf(api, customerId)).toBe(before);
    const s = await sessionRow(api, res.body.data.id);
    const cb = demoCallback(api, { session_id: s.id, reference: s.data.reference, status: 'paid', amount: 1234, currency: s.data.currency });
    const answers = await Promise.all(Array.from({ length: 10 }, () => postDemoCallback(api, cb)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.data.result === 'applied')).toHaveLength(1);
    expect(await walletOf(api, customerId)).toBe(before + 1234);
    const histories = await sqlRows<{ type: string; status: string; price: number; trx: string }>(
      api,
      sql`select h.type, h.status, h.price, t.status as trx from wallet_histories h join transactions t on t.id = h.transaction_id where t.wallet_id = ${walletId} and t.payment_trx_id = ${s.id}`,
    );
    expect(histories.map((h) => ({ ...h, price: Number(h.price) }))).toEqual([{ type: 'topup', status: 'paid', price: 1234, trx: 'paid' }]);
    expect((await decide(api, s.id, 'approve')).status).toBe(303);
    expect(await walletOf(api, customerId)).toBe(before + 1234);
    const euros = await openSession(api, token, 'demo', { wallet_id: walletId, total_price: 9.2, currency_id: await currencyId('Euro') });
    expect(euros.body.data.data.price).toBe(9.2);
    expect((await sessionRow(api, euros.body.data.id)).data.amount).toBe(1000);
  });

  it('refuses another user\'s wallet or order (404) and bad bodies (400)', async () => {
    const [other] = await sqlRows<{ id: number }>(api, sql`select w.id from wallets w join users u on u.id = w.user_id where u.email = ${SELLER}`);
    expect((await openSession(api, token, 'demo', { wallet_id: Number(other.id), total_price: 5 })).status).toBe(404);
    const foreign = await insertOrder(api, { userId: await userId(api, SELLER), stock });
    expect((await openSession(api, token, 'demo', { order_id: foreign.id })).status).toBe(404);
    for (const body of [{}, { order_id: 1, wallet_id: walletId, total_price: 1 }, { wallet_id: walletId }, { wallet_id: walletId, total_price: 1.005 }, { wallet_id: walletId, total_price: -1 }, { order_id: 1, tips: 'x' }, { order_id: 1, extra: 1 }]) {
      const res = await openSession(api, token, 'demo', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.statusCode).toBe('ERROR_400');
    }
    expect((await api.call('GET', '/pay/demo/demo_doesnotexist00')).status).toBe(404);
    expect((await api.call('POST', '/pay/webhook/paypal', { body: {} })).status).toBe(400);
  });

  it('documents every card-payment route in the OpenAPI document', async () => {
    const doc = (await api.call('GET', '/openapi.json')).body;
    const paths = Object.keys(doc.paths ?? {});
    for (const p of ['/dashboard/user/order-demo-process', '/dashboard/user/order-stripe-process', '/pay/demo/{session}', '/pay/demo/{session}/{decision}', '/pay/webhook/{tag}']) {
      expect(paths.some((k) => k.endsWith(p)), p).toBe(true);
    }
  });

  it('the GET form takes the same fields as query parameters', async () => {
    const res = await api.call('GET', `/dashboard/user/order-demo-process?wallet_id=${walletId}&total_price=3.50`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({ price: 3.5, url: expect.stringMatching(/^\/api\/v1\/pay\/demo\//) });
  });

  it('cancelling a card-paid order refunds it through the provider, not to the wallet', async () => {
    const order = await insertOrder(api, { userId: customerId, stock });
    const session = await openSession(api, token, 'demo', { order_id: order.id });
    await decide(api, session.body.data.id, 'approve');
    const before = await walletOf(api, customerId);
    const res = await api.call('POST', `/dashboard/user/orders/${order.id}/status/change?status=canceled`, { token });
    expect(res.status).toBe(200);
    const [trx] = await sqlRows<{ status: string; status_description: string }>(api, sql`select status, status_description from transactions where order_id = ${order.id}`);
    expect(trx).toEqual({ status: 'refund', status_description: 'Refunded through demo' });
    expect(await walletOf(api, customerId)).toBe(before);
  });
});

async function currencyId(title: string): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(api, sql`select id from currencies where title = ${title}`);
  return Number(row.id);
}
