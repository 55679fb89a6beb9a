import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { insertOrder, SELLER, sellableStock, userId, walletOf, type SellableStock } from './orders-fixtures';
import { openSession, sessionRow, transactionStatuses } from './payments-fixtures';

/**
 * The Stripe adapter against a local fixture server that answers like Stripe's API (no internet), with
 * webhook payloads signed here with the package's own test-header helper.
 */

const WEBHOOK_SECRET = 'whsec_test_groops';
const stripe = new Stripe('sk_test_groops');

interface Seen {
  path: string;
  form: URLSearchParams;
}
let seen: Seen[] = [];
let fixture: http.Server;
let fixtureUrl: string;
let api: TestApi;
let token: string;
let customerId: number;
let stock: SellableStock;
let n = 0;

function answer(path: string, form: URLSearchParams): unknown {
  if (path === '/v1/checkout/sessions') {
    const id = `cs_test_${++n}`;
    return { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, client_reference_id: form.get('client_reference_id'), amount_total: Number(form.get('line_items[0][price_data][unit_amount]')), currency: form.get('line_items[0][price_data][currency]'), payment_status: 'unpaid' };
  }
  if (path === '/v1/refunds') return { id: `re_${++n}`, object: 'refund', amount: Number(form.get('amount')), payment_intent: form.get('payment_intent'), status: 'succeeded' };
  return null;
}

beforeAll(async () => {
  fixture = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c)).on('end', () => {
      const form = new URLSearchParams(raw);
      seen.push({ path: req.url ?? '', form });
      const body = answer(req.url ?? '', form);
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json', 'request-id': 'req_fixture' });
      res.end(JSON.stringify(body ?? { error: { type: 'invalid_request_error', message: 'Unknown fixture path' } }));
    });
  });
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  fixtureUrl = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
  api = await startTestApi({ paymentKeys: { stripe: 'sk_test_groops' }, stripeWebhookSecret: WEBHOOK_SECRET, stripeApiBase: fixtureUrl });
  token = await signInDemo(api);
  customerId = await userId(api, api.config.demoLogin);
  stock = await sellableStock(api, SELLER);
}, 120_000);
afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => fixture.close(resolve));
});

function event(type: string, session: Record<string, unknown>) {
  const payload = JSON.stringify({ id: `evt_${++n}`, object: 'event', type, api_version: '2024-06-20', data: { object: { object: 'checkout.session', ...session } } });
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}
const postEvent = (e: { payload: string; header: string }) =>
  api.call('POST', '/pay/webhook/stripe', { rawBody: e.payload, headers: { 'content-type': 'application/json', 'stripe-signature': e.header } });

async function openOrderSession(total = 1) {
  const order = await insertOrder(api, { userId: customerId, stock, quantity: total });
  const res = await openSession(api, token, 'stripe', { order_id: order.id });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { order, session: await sessionRow(api, res.body.data.id), url: res.body.data.data.url as string };
}

const completed = (s: Awaited<ReturnType<typeof sessionRow>>, over: Record<string, unknown> = {}) =>
  event('checkout.session.completed', { id: s.id, client_reference_id: s.data.reference, amount_total: s.data.amount, currency: s.data.currency, payment_status: 'paid', payment_intent: `pi_${s.id}`, ...over });

describe(`Stripe adapter (${ENGINE})`, () => {
  it('is usable (listed) only with both its secret key and webhook secret', async () => {
    expect((await api.call('GET', '/rest/payments')).body.data.map((p: { tag: string }) => p.tag)).toContain('stripe');
    const secret = api.config.stripeWebhookSecret;
    api.config.stripeWebhookSecret = null;
    try {
      expect((await api.call('GET', '/rest/payments')).body.data.map((p: { tag: string }) => p.tag)).not.toContain('stripe');
    } finally {
      api.config.stripeWebhookSecret = secret;
    }
  });

  it('creates a Checkout Session for the order amount in minor units and hands back its URL', async () => {
    seen = [];
    const { order, session, url } = await openOrderSession(2);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
    const [call] = seen;
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.form.get('mode')).toBe('payment');
    expect(call.form.get('client_reference_id')).toBe(session.data.reference);
    expect(Number(call.form.get('line_items[0][price_data][unit_amount]'))).toBe(order.total);
    expect(call.form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(call.form.get('success_url')).toMatch(new RegExp(`/orders/${order.id}\\?payment=success$`));
    expect(call.form.get('cancel_url')).toMatch(new RegExp(`/orders/${order.id}\\?payment=failed$`));
  });

  it('marks the order paid on a signed checkout.session.completed, once; forged or altered events change nothing', async () => {
    const { order, session } = await openOrderSession();
    const forged = completed(session);
    forged.header = Stripe.webhooks.generateTestHeaderString({ payload: forged.payload, secret: 'whsec_someone_else' });
    expect((await postEvent(forged)).status).toBe(400);
    const tampered = completed(session);
    expect((await postEvent({ payload: tampered.payload.replace(String(session.data.amount), '1'), header: tampered.header })).status).toBe(400);
    expect((await postEvent(completed(session, { amount_total: 1 }))).body.data.result).toBe('ignored');
    const other = await openOrderSession();
    expect((await postEvent(completed(session, { client_reference_id: other.session.data.reference }))).body.data.result).toBe('ignored');
    expect((await postEvent(completed(session, { payment_status: 'unpaid' }))).body.data.result).toBe('ignored');
    expect(await transactionStatuses(api, { orderId: order.id })).toEqual(['progress']);
    const genuine = completed(session);
    expect((await postEvent(genuine)).body.data.result).toBe('applied');
    expect((await postEvent(genuine)).body.data.result).toBe('unchanged');
    expect(await transactionStatuses(api, { orderId: order.id })).toEqual(['paid']);
    expect(await transactionStatuses(api, { orderId: other.order.id })).toEqual(['progress']);
  });

  it('an expired session leaves the order unpaid (canceled), a failed async payment rejected', async () => {
    const { order, session } = await openOrderSession();
    expect((await postEvent(event('checkout.session.expired', { id: session.id, client_reference_id: session.data.reference, amount_total: session.data.amount, currency: 'usd', payment_status: 'unpaid' }))).body.data.result).toBe('applied');
    expect(await transactionStatuses(api, { orderId: order.id })).toEqual(['canceled']);
    const again = await openOrderSession();
    await postEvent(event('checkout.session.async_payment_failed', { id: again.session.id, client_reference_id: again.session.data.reference, amount_total: again.session.data.amount, currency: 'usd', payment_status: 'unpaid' }));
    expect(await transactionStatuses(api, { orderId: again.order.id })).toEqual(['rejected']);
  });

  it('refunds a canceled card-paid order through Stripe (the payment intent, the paid amount), not to the wallet', async () => {
    const { order, session } = await openOrderSession();
    await postEvent(completed(session));
    const before = await walletOf(api, customerId);
    seen = [];
    const res = await api.call('POST', `/dashboard/user/orders/${order.id}/status/change?status=canceled`, { token });
    expect(res.status).toBe(200);
    const refund = seen.find((s) => s.path === '/v1/refunds');
    expect(refund?.form.get('payment_intent')).toBe(`pi_${session.id}`);
    expect(Number(refund?.form.get('amount'))).toBe(order.total);
    expect(await walletOf(api, customerId)).toBe(before);
    const [trx] = await sqlRows<{ status: string }>(api, sql`select status from transactions where order_id = ${order.id}`);
    expect(trx.status).toBe('refund');
  });

  it('a provider failure while opening a session answers an error and records nothing', async () => {
    const order = await insertOrder(api, { userId: customerId, stock });
    // Nothing listens on port 9 of the loopback: the provider is down.
    api.config.stripeApiBase = 'http://127.0.0.1:9';
    try {
      const res = await openSession(api, token, 'stripe', { order_id: order.id });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_503' });
    } finally {
      api.config.stripeApiBase = fixtureUrl;
    }
    expect(await transactionStatuses(api, { orderId: order.id })).toEqual([]);
  });
});
