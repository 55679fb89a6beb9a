import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeCartTotals } from '../../src/server/modules/cart/totals';
import { ENGINE, sqlRows, startTestApi, type TestApi } from './harness';
import { CART } from './cart-fixtures';
import { addLine, dbCount, joinGroup, makeOwners, member, memberView, orderableShop, placeOrder, startGroup, type Group, type Shop } from './group-order-fixtures';

/**
 * Group order races on real PostgreSQL (PGlite has one connection, so nothing interleaves there): the member
 * cap, a kick or the checkout meeting members' writes, many members at once, two checkouts at once.
 */

let api: TestApi;
let shop: Shop;

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
const ownerOf = async (token: string) => (await api.call('GET', CART, { token })).body.data;

/** A group with `n` guests (Guest0..), each already holding one line of the first stock. */
async function groupWith(n: number): Promise<{ g: Group; guests: Array<{ id: number; uuid: string; name: string }> }> {
  const g = await startGroup(api, (await makeOwners(api, 1))[0], shop);
  const guests = [];
  for (let i = 0; i < n; i++) {
    const m = await member(api, g, `Guest${i}`);
    expect((await addLine(api, g, m.uuid, shop.stockIds[0], 1)).status).toBe(200);
    guests.push({ ...m, name: `Guest${i}` });
  }
  return { g, guests };
}

describe.runIf(ENGINE === 'postgres')('group orders under concurrency (postgres)', () => {
  beforeAll(async () => {
    // Joins arrive through a trusted proxy: each test client keeps its own address (X-Forwarded-For).
    api = await startTestApi({ trustedProxies: ['127.0.0.1'] });
    shop = await orderableShop(api);
  }, 120_000);
  afterAll(() => api?.close());

  it('never lets concurrent joins take a group past 20 members', async () => {
    const g = await startGroup(api, (await makeOwners(api, 1))[0], shop);
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => joinGroup(api, g, `J${i}`)));
    expect(tally(results.map((r) => r.status))).toEqual({ 200: 19, 409: 6 });
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === 'This group order is full')).toBe(true);
    expect(await dbCount(api, sql`select count(*)::int as n from user_carts where cart_id = ${g.cartId}`)).toBe(20);
  }, 60_000);

  it('refuses a member\'s add that meets its kick (403), and leaves none of its lines', async () => {
    for (let round = 0; round < 8; round++) {
      const { g, guests } = await groupWith(1);
      const [kim] = guests;
      const kick = () => api.call('DELETE', `${CART}/member/delete?cart_id=${g.cartId}&ids[0]=${kim.uuid}`, { token: g.ownerToken });
      const [add, kicked] = await Promise.all([addLine(api, g, kim.uuid, shop.stockIds[1], 2), kick()]);
      expect(kicked.status).toBe(200);
      expect([200, 403]).toContain(add.status);
      if (add.status === 403) expect(add.body.message).toBe('You have been kicked from group order');
      expect((await addLine(api, g, kim.uuid, shop.stockIds[2], 1)).status).toBe(403);
      expect(await dbCount(api, sql`select count(*)::int as n from cart_details d join user_carts u on u.id = d.user_cart_id where u.cart_id = ${g.cartId} and u.user_id is null`)).toBe(0);
      expect((await ownerOf(g.ownerToken)).user_carts).toHaveLength(1);
    }
  }, 120_000);

  it('keeps exact totals when 20 participants change their lines at once', async () => {
    const { g, guests } = await groupWith(19);
    const results = await Promise.all([
      ...guests.map((m, i) => addLine(api, g, m.uuid, shop.stockIds[1 + (i % 2)], 1 + (i % 3))),
      api.call('POST', `${CART}/insert-product`, { token: g.ownerToken, body: { shop_id: shop.shopId, products: [{ stock_id: shop.stockIds[1], quantity: 4 }] } }),
    ]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [stored] = await sqlRows<{ total_price: string; owner_id: number }>(api, sql`select total_price, owner_id from carts where id = ${g.cartId}`);
    const fresh = await computeCartTotals(api.ctx.db, { cartId: g.cartId, userId: Number(stored.owner_id), type: 'pickup', now: api.clock.now() });
    expect(Number(stored.total_price)).toBe(fresh.cartTotal);
    expect(fresh.lines.filter((l) => !l.bonus)).toHaveLength(1 + 1 + 19 * 2);
    const cart = await ownerOf(g.ownerToken);
    expect(cart.participants.reduce((s: number, p: any) => s + Math.round(p.total * 100), 0)).toBe(fresh.cartTotal);
  }, 120_000);

  it('orders each line added during checkout, or keeps it in no cart: never half', async () => {
    for (let round = 0; round < 3; round++) {
      const { g, guests } = await groupWith(6);
      const [order, ...adds] = await Promise.all([placeOrder(api, g, shop), ...guests.map((m) => addLine(api, g, m.uuid, shop.stockIds[2], 2))]);
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      const details: Array<{ participant: string; stock_id: number; quantity: number }> = order.body.data.details;
      adds.forEach((res, i) => {
        expect([200, 409]).toContain(res.status);
        const ordered = details.some((d) => d.participant === guests[i].name && d.stock_id === shop.stockIds[2] && d.quantity === 2);
        expect(ordered).toBe(res.status === 200);
        if (res.status === 409) expect(res.body.params).toEqual({ order_id: [String(order.body.data.id)] });
      });
      expect(details.filter((d) => d.stock_id === shop.stockIds[0])).toHaveLength(7);
      expect(await dbCount(api, sql`select count(*)::int as n from user_carts where cart_id = ${g.cartId}`)).toBe(0);
    }
  }, 120_000);

  it('makes one order of two checkouts of the group at once; members learn its id', async () => {
    const { g, guests } = await groupWith(3);
    const results = await Promise.all([placeOrder(api, g, shop), placeOrder(api, g, shop)]);
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 1, 404: 1 });
    const orderId = results.find((r) => r.status === 201)!.body.data.id;
    const ownerId = (await sqlRows<{ user_id: number }>(api, sql`select user_id from orders where id = ${orderId}`))[0].user_id;
    expect(await dbCount(api, sql`select count(*)::int as n from orders where user_id = ${ownerId}`)).toBe(1);
    for (const m of guests) expect((await memberView(api, g, m.uuid)).body.params).toEqual({ order_id: [String(orderId)] });
  }, 60_000);
});
