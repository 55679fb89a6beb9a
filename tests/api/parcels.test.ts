import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runParcelOperatorTick } from '../../src/server/modules/parcels/operator';
import { signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { setWalletBalance, userId, walletOf } from './orders-fixtures';
import { decide } from './payments-fixtures';
import { closeAllStreams, openSse } from './sse-client';

/** Courier parcels (contract §3.11): types, the server's price, ordering with cash or wallet, list, live status, cancel, review. */

let api: TestApi;
let token: string;
let customerId: number;
let pay: { cash: number; wallet: number };

// Two points in Washington about 2.1 km apart.
const FROM = { latitude: 38.9072, longitude: -77.0369, address: '1 Sender Street' };
const TO = { latitude: 38.8895, longitude: -77.0353, address: '2 Receiver Avenue' };

const body = (typeId: number, extra: Record<string, unknown> = {}) => ({
  type_id: typeId,
  phone_from: '+12025550171',
  username_from: 'Sam Sender',
  address_from: FROM,
  phone_to: '+12025550172',
  username_to: 'Rae Receiver',
  address_to: TO,
  delivery_date: '2030-01-15',
  delivery_time: '14:30',
  description: 'Books',
  ...extra,
});

const create = (b: unknown, t = token) => api.call('POST', '/dashboard/user/parcel-orders', { token: t, body: b });
const setSetting = (value: string) => sqlRows(api, sql`update settings set value = ${value} where key = 'active_parcel'`);

let types: any[];

beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
  customerId = await userId(api, 'demo@groops.test');
  const methods = (await api.call('GET', '/rest/payments')).body.data as { id: number; tag: string }[];
  pay = { cash: methods.find((m) => m.tag === 'cash')!.id, wallet: methods.find((m) => m.tag === 'wallet')!.id };
  types = (await api.call('GET', '/rest/parcel-order/types')).body.data;
});

afterAll(async () => {
  closeAllStreams();
  await api?.close();
});

describe('parcel types and price', () => {
  it('lists the seeded types with size and weight limits and translated options', async () => {
    expect(types.map((t) => t.type)).toEqual(['Documents', 'Small box', 'Medium box', 'Large box']);
    expect(types[2]).toMatchObject({ min_width: 20, max_width: 50, min_g: 2000, max_g: 15000, price: 9.99, price_per_km: 1.29 });
    expect(types[0].options.map((o: any) => o.translation.title)).toEqual(['Signature on delivery', 'Express pickup']);
    const ar = await api.call('GET', '/rest/parcel-order/types?lang=ar');
    expect(ar.body.data[0].options[0].translation.title).toBe('التوقيع عند الاستلام');
  });

  it('prices by the distance between the two points: base + per km, computed on the server', async () => {
    const q = `type_id=${types[0].id}&address_from[latitude]=${FROM.latitude}&address_from[longitude]=${FROM.longitude}&address_to[latitude]=${TO.latitude}&address_to[longitude]=${TO.longitude}`;
    const res = await api.call('GET', `/rest/parcel-order/calculate-price?${q}`);
    expect(res.status).toBe(200);
    // 1.97 km → 499 + 79 × 1.97 = 654.63 → 655 cents.
    expect(res.body.data).toEqual({ price: 6.55, km: 1.97 });
    const far = await api.call('GET', `/rest/parcel-order/calculate-price?${q.replace(`address_to[latitude]=${TO.latitude}`, 'address_to[latitude]=38.80')}`);
    expect(far.body.data.price).toBeGreaterThan(6.55);
    expect((await api.call('GET', `/rest/parcel-order/calculate-price?${q.replace(`type_id=${types[0].id}`, 'type_id=99999')}`)).status).toBe(400);
  });

  it('is off while the active_parcel setting is off', async () => {
    await setSetting('0');
    try {
      expect((await api.call('GET', '/rest/parcel-order/types')).status).toBe(403);
      const res = await create(body(types[0].id));
      expect(res.status).toBe(403);
      expect(res.body.statusCode).toBe('ERROR_403');
    } finally {
      await setSetting('1');
    }
  });
});

describe('ordering a parcel', () => {
  it('needs sign-in and valid details (errors per field, prices from the client refused)', async () => {
    expect((await api.call('POST', '/dashboard/user/parcel-orders', { body: body(types[0].id) })).status).toBe(401);
    const bad = await create({ ...body(types[0].id), phone_to: 'abc', address_to: { latitude: 95, longitude: 0 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.params)).toEqual(expect.arrayContaining(['phone_to', 'address_to.latitude', 'address_to.address']));
    expect((await create({ ...body(types[0].id), total_price: 0.01 })).status).toBe(400);
  });

  it('creates a parcel paid in cash at the server price, listed and shown to its owner only', async () => {
    const res = await create(body(types[0].id, { payment_id: pay.cash }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'new', total_price: 6.55, km: 1.97, username_to: 'Rae Receiver', transaction: { status: 'progress', payment_system: { tag: 'cash' } } });
    const id = res.body.data.id;
    const list = await api.call('GET', '/dashboard/user/parcel-orders', { token });
    expect(list.body.data.map((p: any) => p.id)).toContain(id);
    expect((await api.call('GET', `/dashboard/user/parcel-orders/${id}`, { token })).body.data.address_from.address).toBe('1 Sender Street');
  });

  it('pays from the wallet through the wallet module (history row), and a short wallet creates nothing', async () => {
    await setWalletBalance(api, customerId, 10_000);
    const res = await create(body(types[1].id, { payment_id: pay.wallet }));
    expect(res.status).toBe(201);
    expect(res.body.data.transaction).toMatchObject({ status: 'paid', payment_system: { tag: 'wallet' } });
    const price = Math.round(res.body.data.total_price * 100);
    expect(await walletOf(api, customerId)).toBe(10_000 - price);
    const [history] = await sqlRows<{ note: string; price: number }>(api, sql`select note, price from wallet_histories order by id desc limit 1`);
    expect(history).toMatchObject({ note: `Payment of parcel #${res.body.data.id}` });

    await setWalletBalance(api, customerId, 1);
    const before = (await api.call('GET', '/dashboard/user/parcel-orders?perPage=100', { token })).body.meta.total;
    const short = await create(body(types[1].id, { payment_id: pay.wallet }));
    expect(short.status).toBe(400);
    expect((await api.call('GET', '/dashboard/user/parcel-orders?perPage=100', { token })).body.meta.total).toBe(before);
  });

  it('cancels while new (wallet money back with a history row), not after', async () => {
    await setWalletBalance(api, customerId, 5_000);
    const paid = (await create(body(types[0].id, { payment_id: pay.wallet }))).body.data;
    const cancel = await api.call('POST', `/dashboard/user/parcel-orders/${paid.id}/status/change?status=canceled`, { token });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.status).toBe('canceled');
    expect(await walletOf(api, customerId)).toBe(5_000);
    expect((await api.call('POST', `/dashboard/user/parcel-orders/${paid.id}/status/change?status=canceled`, { token })).status).toBe(409);
    expect((await api.call('POST', `/dashboard/user/parcel-orders/${paid.id}/status/change?status=delivered`, { token })).status).toBe(409);
  });
});

describe('paying a parcel by card', () => {
  it('opens a demo gateway session for the parcel price; the approved callback marks it paid', async () => {
    const parcel = (await create(body(types[0].id))).body.data;
    expect(parcel.transaction).toBeUndefined();
    const started = await api.call('POST', '/dashboard/user/order-demo-process', { token, body: { parcel_id: parcel.id } });
    expect(started.status).toBe(200);
    expect(started.body.data.data.price).toBe(parcel.total_price);
    const session = started.body.data.id;
    expect((await decide(api, session, 'approve')).status).toBe(303);
    const paid = (await api.call('GET', `/dashboard/user/parcel-orders/${parcel.id}`, { token })).body.data;
    expect(paid.transaction).toMatchObject({ status: 'paid', payment_system: { tag: 'demo' } });
    expect((await api.call('POST', '/dashboard/user/order-demo-process', { token, body: { parcel_id: parcel.id } })).status).toBe(409);
    expect((await api.call('POST', '/dashboard/user/order-demo-process', { token, body: { parcel_id: parcel.id, order_id: 1 } })).status).toBe(400);
  });
});

describe('the parcel moves along', () => {
  it('streams each status the demo operator sets; the courier can be reviewed once delivered', async () => {
    const parcel = (await create(body(types[0].id, { payment_id: pay.cash }))).body.data;
    const stream = await openSse(`${api.url}/api/v1/dashboard/user/parcel-orders/${parcel.id}/stream`, { authorization: `Bearer ${token}` });
    expect(stream.status).toBe(200);
    expect((await stream.next((e) => e.data.status === 'new'))?.data).toMatchObject({ parcel_id: parcel.id, status: 'new' });
    expect((await api.call('POST', `/dashboard/user/parcel-orders/deliveryman-review/${parcel.id}`, { token, body: { rating: 5 } })).status).toBe(409);
    const opts = { intervalMs: 1000, newHoldMs: 1000 };
    for (const status of ['accepted', 'ready', 'on_a_way', 'delivered']) {
      api.clock.advance(2000);
      await runParcelOperatorTick(api.ctx, opts);
      expect((await stream.next((e) => e.data.status === status))?.data.status).toBe(status);
    }
    stream.close();
    const shown = (await api.call('GET', `/dashboard/user/parcel-orders/${parcel.id}`, { token })).body.data;
    expect(shown).toMatchObject({ status: 'delivered', deliveryman: { firstname: 'Dana' }, transaction: { status: 'paid' } });
    const review = await api.call('POST', `/dashboard/user/parcel-orders/deliveryman-review/${parcel.id}`, { token, body: { rating: 4, comment: 'Quick' } });
    expect(review.status).toBe(201);
    expect((await api.call('POST', `/dashboard/user/parcel-orders/deliveryman-review/${parcel.id}`, { token, body: { rating: 4 } })).status).toBe(409);
    expect((await api.call('GET', `/dashboard/user/parcel-orders/${parcel.id}`, { token })).body.data.review).toMatchObject({ rating: 4, comment: 'Quick' });
  });
});
