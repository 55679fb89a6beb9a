import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { sql } from 'drizzle-orm';
import { allLines, CART, expectError, sellableStocks, signIn, type StockFixture } from './cart-fixtures';

let api: TestApi;
let token: string;
let otherToken: string;
let cartId: number;
let ownerUuid: string;
let inviteToken: string;
let stocks: StockFixture[];

const SHOP = 1;
let nextIp = 0;
/** Each join comes from its own address unless one is given, so only the throttle tests meet the per-address limit. */
const join = (body: unknown, ip = `198.51.100.${++nextIp}`) => api.call('POST', '/rest/cart/open', { body, headers: { 'x-forwarded-for': ip } });
/** A join through the share link (the owner's current token). */
const joinAs = (name: string) => join({ name, shop_id: SHOP, cart_id: cartId, token: inviteToken });
const setGroup = async () => (await api.call('POST', `${CART}/set-group/${cartId}`, { token })).body.data;
const memberCount = async () => Number((await sqlRows<{ n: string }>(api, sql`select count(*) as n from user_carts where cart_id = ${cartId}`))[0].n);
const guestView = (uuid: string, id = cartId) => api.call('GET', `/rest/cart/${id}?user_cart_uuid=${uuid}&shop_id=${SHOP}`);
const guestInsert = (uuid: string, products: unknown, id = cartId) =>
  api.call('POST', '/rest/cart/insert-product', { body: { shop_id: SHOP, cart_id: id, user_cart_uuid: uuid, products } });

beforeAll(async () => {
  // Joins come through a trusted proxy here, so each test client has its own address (X-Forwarded-For).
  api = await startTestApi({ trustedProxies: ['127.0.0.1'] });
  token = await signInDemo(api);
  otherToken = await signIn(api, 'seller@groops.test');
  stocks = await sellableStocks(api, SHOP);
  const res = await api.call('POST', `${CART}/insert-product`, { token, body: { shop_id: SHOP, products: [{ stock_id: stocks[0].id, quantity: 1 }] } });
  cartId = res.body.data.id;
  ownerUuid = res.body.data.user_carts[0].uuid;
}, 60_000);
afterAll(() => api.close());

describe(`group cart (${ENGINE})`, () => {
  it('refuses joins until the owner starts the group, and for another shop', async () => {
    expectError(await join({ name: 'Kim', shop_id: SHOP, cart_id: cartId }), 404);
    const started = await setGroup();
    expect(started).toMatchObject({ group: true, invite_token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    inviteToken = started.invite_token;
    expectError(await join({ name: 'Kim', shop_id: 2, cart_id: cartId, token: inviteToken }), 404);
    expectError(await join({ name: 'Kim', shop_id: SHOP, cart_id: 999_999, token: inviteToken }), 404);
    expectError(await join({ name: '', shop_id: SHOP, cart_id: cartId, token: inviteToken }), 400);
    expectError(await join({ name: 'Kim', shop_id: SHOP, cart_id: cartId, token: inviteToken, user_id: 1 }), 400);
  });

  it('needs the share link token to join, not the cart number; a refusal creates nothing', async () => {
    const before = await memberCount();
    for (const bad of [undefined, 'x'.repeat(22), inviteToken.slice(0, -1), `${inviteToken}x`]) {
      const res = await join({ name: 'Eve', shop_id: SHOP, cart_id: cartId, token: bad });
      expectError(res, 404);
      expect(res.body.message).toBe('You cannot join. Invalid group order');
    }
    expectError(await join({ name: 'Eve', shop_id: SHOP, cart_id: cartId, token: 'x'.repeat(65) }), 400);
    expect(await memberCount()).toBe(before);
    expect((await api.call('GET', CART, { token })).body.data.invite_token).toBe(inviteToken);
  });

  it('lets older clients join by cart number only while the group_join_by_cart_id setting is on', async () => {
    await api.ctx.db.execute(sql`update settings set value = '1' where key = 'group_join_by_cart_id'`);
    try {
      const legacy = await join({ name: 'Old', shop_id: SHOP, cart_id: cartId });
      expect(legacy.status, JSON.stringify(legacy.body)).toBe(200);
      expectError(await join({ name: 'Old', shop_id: SHOP, cart_id: cartId, token: 'wrong-token' }), 404);
      await api.call('DELETE', `/rest/cart/member/delete?cart_id=${cartId}&ids[0]=${legacy.body.data.uuid}`);
    } finally {
      await api.ctx.db.execute(sql`update settings set value = '0' where key = 'group_join_by_cart_id'`);
    }
    expectError(await join({ name: 'Old', shop_id: SHOP, cart_id: cartId }), 404);
  });

  it('lets guests join, add their own lines and see the whole cart; totals sum every participant', async () => {
    const kim = (await joinAs('Kim')).body.data;
    expect(kim).toMatchObject({ cart_id: cartId, user_id: null, name: 'Kim', status: true, uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const added = await guestInsert(kim.uuid, [{ stock_id: stocks[1].id, quantity: 2 }]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cart = (await guestView(kim.uuid)).body.data;
    expect(cart.user_carts.map((u: any) => u.name)).toEqual(['Alex', 'Kim'].map((n) => expect.stringContaining(n)));
    const kimPart = cart.user_carts.find((u: any) => u.id === kim.id);
    expect(kimPart.uuid).toBe(kim.uuid);
    expect(kimPart.cartDetails).toEqual([expect.objectContaining({ quantity: 2, stock: expect.objectContaining({ id: stocks[1].id }) })]);
    const sum = allLines(cart).reduce((s, l) => s + Math.round(l.price * 100) - Math.round(l.discount * 100), 0);
    expect(Math.round(cart.total_price * 100)).toBe(sum);
    const owner = (await api.call('GET', CART, { token })).body.data;
    expect(owner.total_price).toBe(cart.total_price);
    const calc = (await api.call('POST', `${CART}/calculate/${cartId}`, { token, body: { type: 'pickup' } })).body.data;
    expect(calc.products).toHaveLength(2);
  });

  it('checks membership on every guest call: unknown uuid 403, lines of others 403, unknown lines 404', async () => {
    const stranger = crypto.randomUUID();
    expectError(await guestView(stranger), 403);
    expectError(await guestInsert(stranger, [{ stock_id: stocks[1].id, quantity: 1 }]), 403);
    expectError(await guestView('not-a-uuid'), 400);
    const ana = (await joinAs('Ana')).body.data;
    const ownerLine = (await api.call('GET', CART, { token })).body.data.user_carts[0].cartDetails[0];
    const del = await api.call('DELETE', '/rest/cart/product/delete', { body: { ids: [ownerLine.id], cart_id: cartId, user_cart_uuid: ana.uuid } });
    expectError(del, 403);
    const unknown = await api.call('DELETE', '/rest/cart/product/delete', { body: { ids: [2_000_000_000], cart_id: cartId, user_cart_uuid: ana.uuid } });
    expectError(unknown, 404);
    expect((await api.call('GET', CART, { token })).body.data.user_carts[0].cartDetails).toHaveLength(1);
    expectError(await api.call('DELETE', '/rest/cart/product/delete', { body: { ids: [ownerLine.id] } }), 400);
    // A guest cannot leave on behalf of the owner.
    expectError(await api.call('DELETE', `/rest/cart/member/delete?cart_id=${cartId}&ids[0]=${ownerUuid}`), 403);
  });

  it('lets a guest remove its lines, flip its status and leave', async () => {
    const lee = (await joinAs('Lee')).body.data;
    const added = (await guestInsert(lee.uuid, [{ stock_id: stocks[2].id, quantity: 1 }])).body.data;
    const line = added.user_carts.find((u: any) => u.uuid === lee.uuid).cartDetails[0];
    const removed = await api.call('DELETE', '/rest/cart/product/delete', { body: { ids: [line.id], cart_id: cartId, user_cart_uuid: lee.uuid } });
    expect(removed.status).toBe(200);
    expect(removed.body.data.user_carts.find((u: any) => u.uuid === lee.uuid).cartDetails).toEqual([]);
    const done = await api.call('POST', `/rest/cart/status/${lee.uuid}`, { body: { cart_id: cartId } });
    expect(done.body.data.user_carts.find((u: any) => u.uuid === lee.uuid).status).toBe(false);
    expect((await api.call('DELETE', `/rest/cart/member/delete?cart_id=${cartId}&ids[0]=${lee.uuid}`)).status).toBe(200);
    expectError(await guestView(lee.uuid), 403);
  });

  it('lets only the owner kick; a kick takes effect on the next request', async () => {
    const max = (await joinAs('Max')).body.data;
    await guestInsert(max.uuid, [{ stock_id: stocks[3].id, quantity: 1 }]);
    expectError(await api.call('DELETE', `${CART}/member/delete?cart_id=${cartId}&ids[0]=${max.uuid}`, { token: otherToken }), 404);
    expectError(await api.call('DELETE', `${CART}/member/delete?cart_id=${cartId}&ids[0]=${ownerUuid}`, { token }), 404);
    expectError(await api.call('POST', `${CART}/status/${max.uuid}`, { token: otherToken, body: { cart_id: cartId } }), 404);
    const flipped = await api.call('POST', `${CART}/status/${max.uuid}`, { token, body: { cart_id: cartId } });
    expect(flipped.body.data.user_carts.find((u: any) => u.uuid === max.uuid).status).toBe(false);
    const before = (await api.call('GET', CART, { token })).body.data.total_price;
    const kicked = await api.call('DELETE', `${CART}/member/delete?cart_id=${cartId}&ids[0]=${max.uuid}`, { token });
    expect(kicked.status).toBe(200);
    expect(kicked.body.data.user_carts.some((u: any) => u.uuid === max.uuid)).toBe(false);
    expect(kicked.body.data.total_price).toBeLessThan(before);
    expectError(await guestView(max.uuid), 403);
    expectError(await guestInsert(max.uuid, [{ stock_id: stocks[3].id, quantity: 1 }]), 403);
  });

  it('closes the group to guests when the owner switches it off; switching it on again makes a new token', async () => {
    const ida = (await joinAs('Ida')).body.data;
    expect(await setGroup()).toMatchObject({ group: false, invite_token: null });
    expect((await api.call('GET', CART, { token })).body.data.invite_token).toBeNull();
    expectError(await guestView(ida.uuid), 404);
    expectError(await joinAs('Joe'), 404);
    const old = inviteToken;
    inviteToken = (await setGroup()).invite_token;
    expect(inviteToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(inviteToken).not.toBe(old);
    expectError(await join({ name: 'Joe', shop_id: SHOP, cart_id: cartId, token: old }), 404);
    expect((await joinAs('Joe')).status).toBe(200);
  });

  it('throttles joins per cart, whatever the client address', async () => {
    api.clock.advance(61_000);
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await join({ name: `W${i}`, shop_id: SHOP, cart_id: cartId, token: 'wrong' }, `192.0.2.${i + 1}`)).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    expectError(await joinAs('Late'), 429);
    api.clock.advance(61_000);
    expect((await joinAs('Late')).status).toBe(200);
  });

  it('throttles joins per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await join({ name: `N${i}`, shop_id: SHOP, cart_id: 999_999 }, '203.0.113.9')).status);
    expect(statuses).toContain(429);
    expect(statuses.every((s) => s === 404 || s === 429)).toBe(true);
  });
});
