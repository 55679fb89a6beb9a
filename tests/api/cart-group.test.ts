import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, signInDemo, startTestApi, type TestApi } from './harness';
import { allLines, CART, expectError, sellableStocks, signIn, type StockFixture } from './cart-fixtures';

let api: TestApi;
let token: string;
let otherToken: string;
let cartId: number;
let ownerUuid: string;
let stocks: StockFixture[];

const SHOP = 1;
const join = (body: unknown, ip?: string) => api.call('POST', '/rest/cart/open', { body, headers: ip ? { 'x-forwarded-for': ip } : {} });
const guestView = (uuid: string, id = cartId) => api.call('GET', `/rest/cart/${id}?user_cart_uuid=${uuid}&shop_id=${SHOP}`);
const guestInsert = (uuid: string, products: unknown, id = cartId) =>
  api.call('POST', '/rest/cart/insert-product', { body: { shop_id: SHOP, cart_id: id, user_cart_uuid: uuid, products } });

beforeAll(async () => {
  api = await startTestApi();
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
    expect((await api.call('POST', `${CART}/set-group/${cartId}`, { token })).body.data.group).toBe(true);
    expectError(await join({ name: 'Kim', shop_id: 2, cart_id: cartId }), 404);
    expectError(await join({ name: 'Kim', shop_id: SHOP, cart_id: 999_999 }), 404);
    expectError(await join({ name: '', shop_id: SHOP, cart_id: cartId }), 400);
    expectError(await join({ name: 'Kim', shop_id: SHOP, cart_id: cartId, user_id: 1 }), 400);
  });

  it('lets guests join, add their own lines and see the whole cart; totals sum every participant', async () => {
    const kim = (await join({ name: 'Kim', shop_id: SHOP, cart_id: cartId })).body.data;
    expect(kim).toMatchObject({ cart_id: cartId, user_id: null, name: 'Kim', status: true, uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const added = await guestInsert(kim.uuid, [{ stock_id: stocks[1].id, quantity: 2 }]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cart = (await guestView(kim.uuid)).body.data;
    expect(cart.user_carts.map((u: any) => u.name)).toEqual(['Alex', 'Kim'].map((n) => expect.stringContaining(n)));
    const kimPart = cart.user_carts.find((u: any) => u.uuid === kim.uuid);
    expect(kimPart.cartDetails).toEqual([expect.objectContaining({ quantity: 2, stock: expect.objectContaining({ id: stocks[1].id }) })]);
    const sum = allLines(cart).reduce((s, l) => s + Math.round(l.price * 100) - Math.round(l.discount * 100), 0);
    expect(Math.round(cart.total_price * 100)).toBe(sum);
    const owner = (await api.call('GET', CART, { token })).body.data;
    expect(owner.total_price).toBe(cart.total_price);
    const calc = (await api.call('POST', `${CART}/calculate/${cartId}`, { token, body: { type: 'pickup' } })).body.data;
    expect(calc.products).toHaveLength(2);
  });

  it('checks membership on every guest call: unknown uuid 403, lines of others 404', async () => {
    const stranger = crypto.randomUUID();
    expectError(await guestView(stranger), 403);
    expectError(await guestInsert(stranger, [{ stock_id: stocks[1].id, quantity: 1 }]), 403);
    expectError(await guestView('not-a-uuid'), 400);
    const ana = (await join({ name: 'Ana', shop_id: SHOP, cart_id: cartId })).body.data;
    const ownerLine = (await api.call('GET', CART, { token })).body.data.user_carts[0].cartDetails[0];
    const del = await api.call('DELETE', '/rest/cart/product/delete', { body: { ids: [ownerLine.id], cart_id: cartId, user_cart_uuid: ana.uuid } });
    expectError(del, 404);
    expect((await api.call('GET', CART, { token })).body.data.user_carts[0].cartDetails).toHaveLength(1);
    expectError(await api.call('DELETE', '/rest/cart/product/delete', { body: { ids: [ownerLine.id] } }), 400);
    // A guest cannot leave on behalf of the owner.
    expectError(await api.call('DELETE', `/rest/cart/member/delete?cart_id=${cartId}&ids[0]=${ownerUuid}`), 403);
  });

  it('lets a guest remove its lines, flip its status and leave', async () => {
    const lee = (await join({ name: 'Lee', shop_id: SHOP, cart_id: cartId })).body.data;
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
    const max = (await join({ name: 'Max', shop_id: SHOP, cart_id: cartId })).body.data;
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

  it('closes the group to guests when the owner switches it off', async () => {
    const ida = (await join({ name: 'Ida', shop_id: SHOP, cart_id: cartId })).body.data;
    expect((await api.call('POST', `${CART}/set-group/${cartId}`, { token })).body.data.group).toBe(false);
    expectError(await guestView(ida.uuid), 404);
    expectError(await join({ name: 'Joe', shop_id: SHOP, cart_id: cartId }), 404);
  });

  it('throttles joins per client address', async () => {
    await api.call('POST', `${CART}/set-group/${cartId}`, { token });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await join({ name: `N${i}`, shop_id: SHOP, cart_id: 999_999 }, '203.0.113.9')).status);
    expect(statuses).toContain(429);
    expect(statuses.every((s) => s === 404 || s === 429)).toBe(true);
  });
});
