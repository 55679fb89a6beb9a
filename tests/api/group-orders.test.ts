import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, startTestApi, type TestApi } from './harness';
import { CART, expectError } from './cart-fixtures';
import { addLine, cents, dbCount, joinGroup, makeOwners, member, memberView, orderableShop, placeOrder, startGroup, type Shop } from './group-order-fixtures';

/** Group orders end to end (GROUP-API items 1-3, 5-7): setting, password, names, kick, end, checkout, who owes what. */

let api: TestApi;
let shop: Shop;
let owners: string[];

const members = (cartId: number) => dbCount(api, sql`select count(*)::int as n from user_carts where cart_id = ${cartId}`);
const lines = (cartId: number) => dbCount(api, sql`select count(*)::int as n from cart_details d join user_carts u on u.id = d.user_cart_id where u.cart_id = ${cartId}`);
const setting = (value: string) => api.ctx.db.execute(sql`update settings set value = ${value} where key = 'group_order'`);
const ownerCart = (token: string) => api.call('GET', CART, { token });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** Subtotals plus fee shares, in cents, must be the total exactly. */
const expectAddsUp = (participants: any[], total: number) => {
  expect(sum(participants.map((p) => cents(p.subtotal) + cents(p.fee_share)))).toBe(cents(total));
  expect(sum(participants.map((p) => cents(p.total)))).toBe(cents(total));
  for (const p of participants) expect(cents(p.subtotal) + cents(p.fee_share)).toBe(cents(p.total));
};

beforeAll(async () => {
  // Joins arrive through a trusted proxy: each test client keeps its own address (X-Forwarded-For).
  api = await startTestApi({ trustedProxies: ['127.0.0.1'] });
  shop = await orderableShop(api);
  owners = await makeOwners(api, 8);
}, 120_000);
afterAll(() => api.close());

describe(`group orders (${ENGINE})`, () => {
  it('answers 403 to starting, stopping and joining while the group_order setting is off, changing nothing', async () => {
    const g = await startGroup(api, owners[0], shop);
    await setting('0');
    try {
      const start = await api.call('POST', `${CART}/set-group/${g.cartId}`, { token: owners[0] });
      expectError(start, 403);
      expect(start.body.message).toBe('Group orders are not available');
      const join = await joinGroup(api, g, 'Kim');
      expectError(join, 403);
      expect(join.body.message).toBe('Group orders are not available');
      expect(await members(g.cartId)).toBe(1);
      expect((await ownerCart(owners[0])).body.data).toMatchObject({ group: true, invite_token: g.inviteToken });
    } finally {
      await setting('1');
    }
    expect((await joinGroup(api, g, 'Kim')).status).toBe(200);
  });

  it('takes an optional password of 6-64 characters; a wrong or missing one is the usual 404 and creates nothing', async () => {
    const put = await api.call('POST', `${CART}/insert-product`, { token: owners[1], body: { shop_id: shop.shopId, products: [{ stock_id: shop.stockIds[0], quantity: 1 }] } });
    const cartId = put.body.data.id;
    const short = await api.call('POST', `${CART}/set-group/${cartId}`, { token: owners[1], body: { password: 'abc12' } });
    expectError(short, 400);
    expect(Object.keys(short.body.params)).toEqual(['password']);
    expectError(await api.call('POST', `${CART}/set-group/${cartId}`, { token: owners[1], body: { password: 'x'.repeat(65) } }), 400);
    expect((await ownerCart(owners[1])).body.data).toMatchObject({ group: false, has_password: false });

    const started = await api.call('POST', `${CART}/set-group/${cartId}`, { token: owners[1], body: { password: 'open-sesame' } });
    expect(started.body.data).toMatchObject({ group: true, has_password: true });
    const g = { cartId, inviteToken: started.body.data.invite_token, shopId: shop.shopId, ownerToken: owners[1] };
    for (const password of [undefined, 'open-sesamE', 'open-sesame ', '']) {
      const res = await joinGroup(api, g, 'Eve', password === undefined ? {} : { password });
      expectError(res, 404);
      expect(res.body.message).toBe('You cannot join. Invalid group order');
    }
    expectError(await joinGroup(api, g, 'Eve', { password: 'x'.repeat(65) }), 400);
    expect(await members(cartId)).toBe(1);
    expect((await joinGroup(api, g, 'Eve', { password: 'open-sesame' })).status).toBe(200);
    expect((await ownerCart(owners[1])).body.data).toMatchObject({ has_password: true, invite_token: g.inviteToken });
    // Without a password the group is open to the link alone; an empty password counts as none.
    const solo = await startGroup(api, owners[2], shop);
    expect((await ownerCart(owners[2])).body.data.has_password).toBe(false);
    expect((await joinGroup(api, solo, 'Joe')).status).toBe(200);
  });

  it('takes member names of 1 to 50 characters, trimmed and stored as given', async () => {
    const g = await startGroup(api, owners[3], shop);
    const long = await joinGroup(api, g, 'n'.repeat(51));
    expectError(long, 400);
    expect(Object.keys(long.body.params)).toEqual(['name']);
    expectError(await joinGroup(api, g, '   '), 400);
    expect((await joinGroup(api, g, 'n'.repeat(50))).body.data.name).toBe('n'.repeat(50));
    expect((await joinGroup(api, g, '  <b>Zoé</b> & co ')).body.data.name).toBe('<b>Zoé</b> & co');
  });

  it('tells a kicked member so on every call (403) and lets its old uuid change nothing', async () => {
    const g = await startGroup(api, owners[4], shop);
    const kim = await member(api, g, 'Kim');
    const line = (await addLine(api, g, kim.uuid, shop.stockIds[1], 2)).body.data.user_carts.find((u: any) => u.id === kim.id).cartDetails[0];
    expect((await api.call('DELETE', `${CART}/member/delete?cart_id=${g.cartId}&ids[0]=${kim.uuid}`, { token: owners[4] })).status).toBe(200);
    const before = (await ownerCart(owners[4])).body.data;
    const kicked = [
      await memberView(api, g, kim.uuid),
      await addLine(api, g, kim.uuid, shop.stockIds[2], 1),
      await api.call('DELETE', '/rest/cart/product/delete', { body: { ids: [line.id], cart_id: g.cartId, user_cart_uuid: kim.uuid } }),
      await api.call('POST', `/rest/cart/status/${kim.uuid}`, { body: { cart_id: g.cartId } }),
      await api.call('DELETE', `/rest/cart/member/delete?cart_id=${g.cartId}&ids[0]=${kim.uuid}`),
    ];
    for (const res of kicked) {
      expectError(res, 403);
      expect(res.body.message).toBe('You have been kicked from group order');
    }
    const after = (await ownerCart(owners[4])).body.data;
    expect(after.user_carts).toEqual(before.user_carts);
    expect(after.total_price).toBe(before.total_price);
    expect(await lines(g.cartId)).toBe(1);
  });

  it('ends a group without ordering: guests and their lines go, their calls get 404, the old link dies', async () => {
    const g = await startGroup(api, owners[5], shop);
    const ann = await member(api, g, 'Ann');
    await addLine(api, g, ann.uuid, shop.stockIds[1], 1);
    expect(await lines(g.cartId)).toBe(2);
    const ended = await api.call('DELETE', `${CART}/group/${g.cartId}`, { token: owners[5] });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ id: g.cartId, group: false, invite_token: null, has_password: false });
    expect(await members(g.cartId)).toBe(1);
    expect(await lines(g.cartId)).toBe(1);
    const gone = await memberView(api, g, ann.uuid);
    expectError(gone, 404);
    expect(gone.body.message).toBe('You cannot join. Invalid group order');
    expectError(await addLine(api, g, ann.uuid, shop.stockIds[1], 1), 404);
    expectError(await joinGroup(api, g, 'Late'), 404);
    expect((await api.call('DELETE', `${CART}/group/${g.cartId}`, { token: owners[5] })).status).toBe(200);
  });

  it('orders every member\'s lines, says who owes what (adding up exactly), and closes the group with the order id', async () => {
    const g = await startGroup(api, owners[6], shop);
    const [kim, lee, idle] = [await member(api, g, 'Kim'), await member(api, g, 'Lee'), await member(api, g, 'Idle')];
    await addLine(api, g, kim.uuid, shop.stockIds[1], 3);
    await addLine(api, g, lee.uuid, shop.stockIds[2], 1);
    await addLine(api, g, lee.uuid, shop.stockIds[0], 2);

    const cart = (await ownerCart(owners[6])).body.data;
    expect(cart.participants.map((p: any) => [p.name, p.is_owner])).toEqual([['Owner6', true], ['Kim', false], ['Lee', false], ['Idle', false]]);
    expectAddsUp(cart.participants, cart.total_price);
    expect(cart.participants[3]).toMatchObject({ subtotal: 0, fee_share: 0, total: 0 });
    expect((await memberView(api, g, kim.uuid)).body.data.participants).toBeUndefined();

    const calc = (await api.call('POST', `${CART}/calculate/${g.cartId}`, { token: owners[6], body: { type: 'delivery', address: shop.checkout.location, tips: 1.01 } })).body.data;
    expect(calc.delivery_fee + calc.service_fee).toBeGreaterThan(0);
    expectAddsUp(calc.participants, calc.total_price);
    // Kim and Lee ordered: each pays an even part of the shared fees (the owner maybe a cent more).
    const fees = cents(calc.delivery_fee) + cents(calc.service_fee) + cents(calc.tips);
    expect(calc.participants.map((p: any) => cents(p.fee_share) - Math.round((cents(p.subtotal) * cents(calc.total_shop_tax)) / cents(calc.price - calc.total_discount)))).toSatisfy(
      (parts: number[]) => parts.slice(0, 3).every((p) => Math.abs(p - fees / 3) <= 2) && parts[3] === 0,
    );

    const placed = await placeOrder(api, g, shop);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    expectAddsUp(order.participants, order.total_price);
    expect(order.details.map((d: any) => [d.participant, d.quantity]).sort()).toEqual([['Kim', 3], ['Lee', 1], ['Lee', 2], ['Owner6', 1]].sort());
    const shown = (await api.call('GET', `/dashboard/user/orders/${order.id}`, { token: owners[6] })).body.data;
    expect(shown.participants).toEqual(order.participants);
    expect(shown.details.map((d: any) => d.participant).sort()).toEqual(['Kim', 'Lee', 'Lee', 'Owner6']);

    for (const uuid of [kim.uuid, idle.uuid]) {
      const closed = await memberView(api, g, uuid);
      expect(closed.status).toBe(409);
      expect(closed.body).toMatchObject({ status: false, statusCode: 'ERROR_409', message: 'The order was placed', params: { order_id: [String(order.id)] } });
    }
    expect((await addLine(api, g, lee.uuid, shop.stockIds[1], 1)).status).toBe(409);
    expectError(await joinGroup(api, g, 'Late'), 404);
    // A solo cart's order: one participant, the owner, and no participant names on its lines.
    await api.call('POST', `${CART}/insert-product`, { token: owners[7], body: { shop_id: shop.shopId, products: [{ stock_id: shop.stockIds[1], quantity: 1 }] } });
    const soloCart = (await ownerCart(owners[7])).body.data.id;
    const solo = (await placeOrder(api, { cartId: soloCart, inviteToken: '', shopId: shop.shopId, ownerToken: owners[7] }, shop)).body.data;
    expect(solo.participants).toEqual([{ name: 'Owner7', is_owner: true, subtotal: expect.any(Number), fee_share: expect.any(Number), total: solo.total_price }]);
    expect(solo.details[0].participant).toBeNull();
  });
});
