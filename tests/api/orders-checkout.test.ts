import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toDisplay } from '../../src/lib/money';
import { computeCartTotals } from '../../src/server/modules/cart/totals';
import { ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { ADMIN, insertCart, insideZone, login, openSlot, paymentIds, SELLER, sellableStock, setWalletBalance, stockQty, userId, walletOf, type SellableStock } from './orders-fixtures';

const ORDERS = '/dashboard/user/orders';

let api: TestApi;
let token: string;
let customerId: number;
let stock: SellableStock;
let pays: Map<string, number>;
let slot: { delivery_date: string; delivery_time: string };
let inside: { latitude: number; longitude: number };

const place = (body: unknown, opts: { key?: string; t?: string } = {}) =>
  api.call('POST', ORDERS, { token: opts.t ?? token, body, headers: opts.key !== undefined ? { 'idempotency-key': opts.key } : undefined });
const bodyFor = (cartId: number, extra: Record<string, unknown> = {}) => ({
  cart_id: cartId,
  shop_id: stock.shopId,
  rate: 1,
  delivery_type: 'delivery',
  ...slot,
  location: inside,
  address: { address: '1 Test Street', floor: '2' },
  payment_id: pays.get('cash'),
  ...extra,
});
const count = async (q: ReturnType<typeof sql>) => Number((await sqlRows<{ n: number }>(api, q))[0].n);
const ordersOf = (uid: number) => count(sql`select count(*)::int as n from orders where user_id = ${uid}`);
const cartExists = (cartId: number) => count(sql`select count(*)::int as n from carts where id = ${cartId}`);

beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
  customerId = await userId(api, api.config.demoLogin);
  stock = await sellableStock(api, SELLER);
  pays = await paymentIds(api);
  await api.ctx.db.execute(sql`update shop_working_days set "from" = '8-00', "to" = '22-00', disabled = false where shop_id = ${stock.shopId}`);
  slot = await openSlot(api, stock.shopId);
  inside = await insideZone(api, stock.shopId);
  await api.ctx.db.execute(sql`update shops set min_amount = 0, open = true where id = ${stock.shopId}`);
}, 120_000);
beforeEach(async () => {
  await api.ctx.db.execute(sql`update settings set value = '0' where key in ('order_auto_approved', 'before_order_phone_required')`);
});
afterAll(() => api.close());

describe(`checkout (${ENGINE})`, () => {
  it('turns the cart into a new order with the cart\'s own totals, takes stock and deletes the cart', async () => {
    const cartId = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 3 }]);
    const expected = await computeCartTotals(api.ctx.db, { cartId, userId: customerId, type: 'delivery', location: inside, now: api.clock.now() });
    const qty = await stockQty(api, stock.stockId);
    const res = await place(bodyFor(cartId, { note: 'Ring twice', notes: { [stock.stockId]: 'No onions' } }));
    expect(res.status).toBe(201);
    const o = res.body.data;
    expect(o).toMatchObject({
      status: 'new',
      shop_id: stock.shopId,
      total_price: toDisplay(expected.total),
      delivery_fee: toDisplay(expected.deliveryFee),
      service_fee: toDisplay(expected.serviceFee),
      tax: toDisplay(expected.shopTax),
      note: 'Ring twice',
      transaction: { status: 'progress', payment_system: { tag: 'cash' } },
      ...slot,
    });
    expect(o.details).toHaveLength(1);
    expect(o.details[0]).toMatchObject({ stock_id: stock.stockId, quantity: 3, note: 'No onions' });
    expect(await stockQty(api, stock.stockId)).toBe(qty - 3);
    expect(await cartExists(cartId)).toBe(0);
    expect(o.status_history.map((e: { status: string }) => e.status)).toEqual(['new']);
    // the same cart again: gone
    expect((await place(bodyFor(cartId))).status).toBe(404);
  });

  it('pays from the wallet in the same transaction, or refuses with ERROR_109 changing nothing', async () => {
    const before = await walletOf(api, customerId);
    const cartId = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }]);
    const res = await place(bodyFor(cartId, { payment_id: pays.get('wallet') }));
    expect(res.status).toBe(201);
    expect(res.body.data.transaction).toMatchObject({ status: 'paid', payment_system: { tag: 'wallet' } });
    const paid = Math.round(res.body.data.total_price * 100);
    expect(await walletOf(api, customerId)).toBe(before - paid);

    await setWalletBalance(api, customerId, 1);
    const cart2 = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }]);
    const [orders, qty] = [await ordersOf(customerId), await stockQty(api, stock.stockId)];
    const short = await place(bodyFor(cart2, { payment_id: pays.get('wallet') }));
    expect(short.status).toBe(400);
    expect(short.body.statusCode).toBe('ERROR_109');
    expect([await ordersOf(customerId), await stockQty(api, stock.stockId), await cartExists(cart2), await walletOf(api, customerId)]).toEqual([orders, qty, 1, 1]);
    await setWalletBalance(api, customerId, before);
  });

  it('answers 409 when the stock ran out, leaving everything as it was', async () => {
    const cartId = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 2 }]);
    const qty = await stockQty(api, stock.stockId);
    await api.ctx.db.execute(sql`update stocks set quantity = 1 where id = ${stock.stockId}`);
    const orders = await ordersOf(customerId);
    const res = await place(bodyFor(cartId));
    expect(res.status).toBe(409);
    expect([await ordersOf(customerId), await stockQty(api, stock.stockId), await cartExists(cartId)]).toEqual([orders, 1, 1]);
    await api.ctx.db.execute(sql`update stocks set quantity = ${qty} where id = ${stock.stockId}`);
  });

  it('honours Idempotency-Key: replay, 422 for another body, 400 for bad keys, scoped per user', async () => {
    const cartId = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }]);
    const key = randomUUID();
    const first = await place(bodyFor(cartId), { key });
    expect(first.status).toBe(201);
    const replay = await place(bodyFor(cartId), { key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await place(bodyFor(cartId, { note: 'changed' }), { key })).status).toBe(422);
    for (const bad of ['', ' ', 'x'.repeat(256), 'naïve']) expect((await place(bodyFor(cartId), { key: bad })).status, `key "${bad.slice(0, 5)}"`).toBe(400);
    const seller = await login(api, SELLER);
    const sellerId = await userId(api, SELLER);
    const theirCart = await insertCart(api, sellerId, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }]);
    const theirs = await place({ ...bodyFor(theirCart) }, { key, t: seller });
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.id).not.toBe(first.body.data.id);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
  });

  it('refuses client-sent money and malformed bodies with 400', async () => {
    const cartId = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }]);
    const bad: Array<Record<string, unknown>> = [
      { total_price: 0.01 },
      { delivery_fee: 0 },
      { price: 1 },
      { delivery_date: '2026-02-30' },
      { delivery_date: '25-12-2026' },
      { delivery_time: '25:00' },
      { delivery_time: '9am' },
      { delivery_type: 'drone' },
      { cart_id: 'abc' },
      { cart_id: -1 },
      { tips: -1 },
      { location: { latitude: 200, longitude: 0 } },
      { notes: { abc: 'x' } },
      { phone: 'call me' },
    ];
    for (const extra of bad) {
      const res = await place(bodyFor(cartId, extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.statusCode).toBe('ERROR_400');
    }
    expect(await cartExists(cartId)).toBe(1);
  });

  it('checks the slot: past days, closed dates, days off and hours', async () => {
    const cartId = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }]);
    const yesterday = new Date(api.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    const past = await place(bodyFor(cartId, { delivery_date: yesterday }));
    expect(past.status).toBe(400);
    expect(past.body.params.delivery_date).toBeTruthy();
    for (const time of ['03:00', '07:59', '22:00']) expect((await place(bodyFor(cartId, { delivery_time: time }))).body.params?.delivery_time, time).toBeTruthy();
    const [day] = await sqlRows<{ day: string }>(api, sql`select trim(to_char(${slot.delivery_date}::date, 'day')) as day`);
    await api.ctx.db.execute(sql`update shop_working_days set disabled = true where shop_id = ${stock.shopId} and day = ${day.day}`);
    expect((await place(bodyFor(cartId))).body.params?.delivery_date).toBeTruthy();
    await api.ctx.db.execute(sql`update shop_working_days set disabled = false where shop_id = ${stock.shopId}`);
    await api.ctx.db.execute(sql`insert into shop_closed_dates (shop_id, day) values (${stock.shopId}, ${slot.delivery_date})`);
    const closed = await place(bodyFor(cartId));
    expect(closed.status).toBe(400);
    expect(closed.body.params.delivery_date).toBeTruthy();
    await api.ctx.db.execute(sql`delete from shop_closed_dates where shop_id = ${stock.shopId} and day = ${slot.delivery_date}`);
    expect(await cartExists(cartId)).toBe(1);
  });

  it('checks the delivery zone, the cart owner, an empty cart and the shop minimum', async () => {
    const cartId = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }]);
    const outside = await place(bodyFor(cartId, { location: { latitude: -33.9, longitude: 18.4 } }));
    expect(outside.status).toBe(400);
    expect(outside.body.statusCode).toBe('ERROR_433');
    expect((await place(bodyFor(cartId, { location: undefined }))).status).toBe(400);
    expect((await place(bodyFor(cartId, { shop_id: stock.shopId + 1 }))).status).toBe(400);
    const sellerCart = await insertCart(api, await userId(api, SELLER), stock.shopId, [{ stockId: stock.stockId, quantity: 1 }]);
    expect((await place(bodyFor(sellerCart))).status).toBe(404);
    expect((await place(bodyFor(99_999_999))).status).toBe(404);
    expect((await place(bodyFor(cartId, { address_id: 99_999_999 }))).status).toBe(404);
    await api.ctx.db.execute(sql`update shops set min_amount = 100000000 where id = ${stock.shopId}`);
    expect((await place(bodyFor(cartId))).status).toBe(400);
    await api.ctx.db.execute(sql`update shops set min_amount = 0 where id = ${stock.shopId}`);
    const empty = await insertCart(api, customerId, stock.shopId, []);
    const res = await place(bodyFor(empty));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('USER_CARTS_IS_EMPTY');
  });

  it('follows the settings: auto-approve, phone required; pickup has no delivery fee', async () => {
    await api.ctx.db.execute(sql`update settings set value = '1' where key in ('order_auto_approved', 'before_order_phone_required')`);
    await api.ctx.db.execute(sql`update users set phone = null where id = ${customerId}`);
    const cartId = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }]);
    const noPhone = await place(bodyFor(cartId));
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.params.phone).toBeTruthy();
    const res = await place(bodyFor(cartId, { phone: '+1 (202) 555-0100', delivery_type: 'pickup', location: undefined }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'accepted', phone: '+12025550100', delivery_type: 'pickup', delivery_fee: 0 });
    await api.ctx.db.execute(sql`update users set phone = '+12025550100' where id = ${customerId}`);
  });

  it('uses a coupon once, and gives it back when the order is canceled', async () => {
    const code = `T${randomUUID().slice(0, 6)}`;
    await api.ctx.db.execute(sql`insert into coupons (shop_id, name, type, qty, price, expired_at) values (${stock.shopId}, ${code}, 'fix', 5, 100, now() + interval '10 days')`);
    const cartId = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 2 }]);
    const res = await place(bodyFor(cartId, { coupon: code }));
    expect(res.status).toBe(201);
    expect(res.body.data.coupon).toMatchObject({ name: code, price: 1 });
    expect(res.body.data.coupon_price).toBe(1);
    const qty = async () => count(sql`select qty as n from coupons where name = ${code}`);
    expect(await qty()).toBe(4);
    const again = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }]);
    const used = await place(bodyFor(again, { coupon: code }));
    expect(used.status).toBe(400);
    expect(used.body.statusCode).toBe('ERROR_251');
    expect((await place(bodyFor(again, { coupon: 'NOPE-NOT-A-CODE' }))).body.statusCode).toBe('ERROR_250');
    expect((await api.call('POST', `${ORDERS}/${res.body.data.id}/status/change?status=canceled`, { token })).status).toBe(200);
    expect(await qty()).toBe(5);
  });

  it('copies addon lines under their main line', async () => {
    const [link] = await sqlRows<{ stock_id: number; addon_stock: number }>(
      api,
      sql`select sa.stock_id, s2.id as addon_stock from stock_addons sa join stocks s on s.id = sa.stock_id join products p on p.id = s.product_id
        join stocks s2 on s2.product_id = sa.addon_id join products ap on ap.id = sa.addon_id
        where p.shop_id = ${stock.shopId} and s.quantity >= 5 and s2.quantity >= 5 and ap.status = 'published' and ap.active and p.status = 'published' and p.active limit 1`,
    );
    expect(link).toBeTruthy();
    const cartId = await insertCart(api, customerId, stock.shopId, [{ stockId: Number(link.stock_id), quantity: 1 }, { stockId: Number(link.addon_stock), quantity: 1, parent: 0 }]);
    const res = await place(bodyFor(cartId));
    expect(res.status).toBe(201);
    expect(res.body.data.details).toHaveLength(1);
    expect(res.body.data.details[0].addons).toHaveLength(1);
    expect(res.body.data.details[0].addons[0].stock_id).toBe(Number(link.addon_stock));
  });

  it('rolls everything back when a fault hits after the wallet debit (G7); a retry with a new key succeeds', async () => {
    const code = `G7${randomUUID().slice(0, 6)}`;
    await api.ctx.db.execute(sql`insert into coupons (shop_id, name, type, qty, price, expired_at) values (${stock.shopId}, ${code}, 'fix', 3, 50, now() + interval '1 day')`);
    const cartId = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 2 }]);
    const state = async () => [
      await walletOf(api, customerId),
      await stockQty(api, stock.stockId),
      await count(sql`select qty as n from coupons where name = ${code}`),
      await ordersOf(customerId),
      await cartExists(cartId),
    ];
    const before = await state();
    // The last write of checkout fails: by then stock, coupon and wallet have all moved inside the transaction.
    await api.ctx.db.execute(sql.raw(`create or replace function g7_fault() returns trigger language plpgsql as $$
      begin if new.user_id = ${customerId} then raise exception 'injected fault'; end if; return new; end $$`));
    await api.ctx.db.execute(sql.raw('create trigger g7_fault before insert on order_status_events for each row execute function g7_fault()'));
    try {
      const failed = await place(bodyFor(cartId, { payment_id: pays.get('wallet'), coupon: code }), { key: randomUUID() });
      expect(failed.status).toBe(500);
      expect(JSON.stringify(failed.body)).not.toMatch(/injected|trigger|insert into/i);
    } finally {
      await api.ctx.db.execute(sql.raw('drop trigger g7_fault on order_status_events'));
    }
    expect(await state()).toEqual(before);
    const retry = await place(bodyFor(cartId, { payment_id: pays.get('wallet'), coupon: code }), { key: randomUUID() });
    expect(retry.status).toBe(201);
    expect(retry.body.data.transaction.status).toBe('paid');
  });

  it('orders what cart/insert-product put in the cart, at the total cart/calculate showed', async () => {
    await api.call('DELETE', '/dashboard/user/cart/my-delete', { token });
    const added = await api.call('POST', '/dashboard/user/cart/insert-product', { token, body: { shop_id: stock.shopId, products: [{ stock_id: stock.stockId, quantity: 2 }] } });
    expect(added.status).toBe(200);
    const cartId = added.body.data.id;
    const calc = await api.call('POST', `/dashboard/user/cart/calculate/${cartId}`, { token, body: { type: 'delivery', address: inside } });
    expect(calc.status).toBe(200);
    const res = await place(bodyFor(cartId));
    expect(res.status).toBe(201);
    expect(res.body.data.total_price).toBe(calc.body.data.total_price);
    expect(res.body.data.details[0]).toMatchObject({ stock_id: stock.stockId, quantity: 2 });
    expect((await api.call('GET', '/dashboard/user/cart', { token })).status).toBe(404);
  });

  it('refuses a delivery without a street address with 400 naming address.address; pickup needs none', async () => {
    const cartId = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }]);
    for (const address of [undefined, { floor: '2', house: '5' }, { address: '   ' }, { address: '' }]) {
      const res = await place(bodyFor(cartId, { address }));
      expect(res.status, JSON.stringify(address)).toBe(400);
      expect(res.body.statusCode).toBe('ERROR_400');
      expect(Object.keys(res.body.params ?? {}), JSON.stringify(address)).toContain('address.address');
    }
    expect(await cartExists(cartId)).toBe(1);
    const pickup = await place(bodyFor(cartId, { delivery_type: 'pickup', location: undefined, address: undefined }));
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(201);
  });

  it('takes "as soon as possible" as now + the shop\'s lead time, refusing earlier times and times past closing', async () => {
    const realNow = api.clock.current;
    const [row] = await sqlRows<{ delivery_time: unknown }>(api, sql`select delivery_time from shops where id = ${stock.shopId}`);
    const day = new Date(realNow.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const at = (hm: string) => new Date(`${day}T${hm}:00Z`);
    const hm = (d: Date) => d.toISOString().slice(11, 16);
    await api.ctx.db.execute(sql`update shops set delivery_time = '{"from":"90","to":"120","type":"minute"}'::jsonb where id = ${stock.shopId}`);
    try {
      api.clock.current = at('12:00');
      const cartId = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }]);
      // Within the hours but sooner than the shop can deliver.
      const early = await place(bodyFor(cartId, { delivery_date: day, delivery_time: '12:30' }));
      expect(early.status).toBe(400);
      expect(early.body.params?.delivery_time).toBeTruthy();
      const asap = await place(bodyFor(cartId, { delivery_date: day, delivery_time: hm(new Date(at('12:00').getTime() + 90 * 60_000)) }));
      expect(asap.status, JSON.stringify(asap.body)).toBe(201);
      expect(asap.body.data).toMatchObject({ delivery_date: day, delivery_time: '13:30' });
      // At 21:00 now + 90 min is past closing (22:00).
      api.clock.current = at('21:00');
      const late = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }]);
      const closed = await place(bodyFor(late, { delivery_date: day, delivery_time: '22:30' }));
      expect(closed.status).toBe(400);
      expect(closed.body.params?.delivery_time).toBeTruthy();
    } finally {
      api.clock.current = realNow;
      await api.ctx.db.execute(sql`update shops set delivery_time = ${JSON.stringify(row.delivery_time)}::jsonb where id = ${stock.shopId}`);
    }
  });

  it('marks a cash order paid once it is delivered (the money was collected at the door)', async () => {
    const admin = await login(api, ADMIN);
    const cartId = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }]);
    const res = await place(bodyFor(cartId));
    expect(res.status).toBe(201);
    const id = res.body.data.id;
    expect(res.body.data.transaction).toMatchObject({ status: 'progress', payment_system: { tag: 'cash' } });
    for (const status of ['accepted', 'cooking', 'ready', 'on_a_way']) {
      expect((await api.call('POST', `/dashboard/admin/orders/${id}/status/update`, { token: admin, body: { status } })).status, status).toBe(200);
      expect((await api.call('GET', `${ORDERS}/${id}`, { token })).body.data.transaction.status, status).toBe('progress');
    }
    expect((await api.call('POST', `/dashboard/admin/orders/${id}/status/update`, { token: admin, body: { status: 'delivered' } })).status).toBe(200);
    const order = (await api.call('GET', `${ORDERS}/${id}`, { token })).body.data;
    expect(order).toMatchObject({ status: 'delivered', transaction: { status: 'paid', payment_system: { tag: 'cash' }, price: order.total_price } });
  });
});
