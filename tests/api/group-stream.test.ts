import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../src/server';
import { openDatabase } from '../../src/server/db/client';
import { CART_CHANNEL } from '../../src/server/modules/cart/group-events';
import { ENGINE, serveApi, startTestApi, type ServedApi, type TestApi } from './harness';
import { CART, expectError } from './cart-fixtures';
import { addLine, makeOwners, member, orderableShop, placeOrder, startGroup, type Group, type Shop } from './group-order-fixtures';
import { closeAllStreams, openSse, type SseStream } from './sse-client';

/**
 * The live group cart stream (GROUP-API item 4): every change reaches members and owner as `cart` within a
 * second; `kicked` only to the kicked member; `closed` with the order id; `ended`; a late connect gets the
 * terminal event; on PostgreSQL a change made through one server process reaches streams of another.
 */

let api: TestApi;
let shop: Shop;
let owners: string[];

const memberStream = (g: Group, uuid: string, base = api.url) => openSse(`${base}/api/v1/rest/cart/${g.cartId}/stream?user_cart_uuid=${uuid}`);
const ownerStream = (g: Group) => openSse(`${api.url}/api/v1${CART}/${g.cartId}/stream`, { authorization: `Bearer ${g.ownerToken}` });

/** Runs `action`, then expects each stream to get a `cart` event newer than any it had before, within a second. */
async function expectCart(streams: SseStream[], action: () => Promise<unknown>) {
  const seen = streams.map((s) => Math.max(-1, ...s.events.filter((e) => e.event === 'cart').map((e) => e.data.revision)));
  await action();
  const done = Date.now();
  await Promise.all(
    streams.map(async (s, i) => {
      const e = await s.next((x) => x.event === 'cart' && x.data.revision > seen[i], 1000);
      expect(e, `no cart event within 1 s (had ${JSON.stringify(s.events)})`).toBeDefined();
      expect(e!.at - done).toBeLessThanOrEqual(1000);
    }),
  );
}

beforeAll(async () => {
  // Joins arrive through a trusted proxy: each test client keeps its own address (X-Forwarded-For).
  api = await startTestApi({ trustedProxies: ['127.0.0.1'] });
  shop = await orderableShop(api);
  owners = await makeOwners(api, 4);
}, 120_000);
afterAll(async () => {
  closeAllStreams();
  await api.close();
});

describe(`group cart stream (${ENGINE})`, () => {
  it('sends the state first, then join, line, status and kick as `cart` within a second; `kicked` only to the kicked member', async () => {
    const g = await startGroup(api, owners[0], shop);
    const ann = await member(api, g, 'Ann');
    const [a, o] = [await memberStream(g, ann.uuid), await ownerStream(g)];
    expect(a.status).toBe(200);
    expect(o.status).toBe(200);
    const first = await a.next((e) => e.event === 'cart');
    expect(first?.data).toEqual({ cart_id: g.cartId, revision: expect.any(Number) });
    expect(first?.id).toBe(String(first?.data.revision));
    await o.next((e) => e.event === 'cart');

    let bob = { id: 0, uuid: '' };
    await expectCart([a, o], async () => (bob = await member(api, g, 'Bob')));
    const b = await memberStream(g, bob.uuid);
    await b.next((e) => e.event === 'cart');
    await expectCart([a, o, b], () => addLine(api, g, bob.uuid, shop.stockIds[1], 2));
    await expectCart([a, o], () => api.call('POST', `/rest/cart/status/${bob.uuid}`, { body: { cart_id: g.cartId } }));
    await expectCart([a], () => api.call('POST', `${CART}/insert-product`, { token: owners[0], body: { shop_id: shop.shopId, products: [{ stock_id: shop.stockIds[2], quantity: 1 }] } }));

    await expectCart([a, o], async () => expect((await api.call('DELETE', `${CART}/member/delete?cart_id=${g.cartId}&ids[0]=${bob.uuid}`, { token: owners[0] })).status).toBe(200));
    const kicked = await b.next((e) => e.event === 'kicked', 1000);
    expect(kicked?.data).toEqual({ cart_id: g.cartId });
    expect(await b.waitEnd(1000)).toBe(true);
    expect([...a.events, ...o.events].some((e) => e.event === 'kicked')).toBe(false);
    // Connecting after the fact: the kicked member hears it at once.
    const late = await memberStream(g, bob.uuid);
    expect(late.status).toBe(200);
    expect((await late.next(() => true, 1000))?.event).toBe('kicked');
    expect(await late.waitEnd(1000)).toBe(true);
    a.close();
    o.close();
  });

  it('sends `closed` with the order id to everyone once the owner orders, also to streams opened afterwards', async () => {
    const g = await startGroup(api, owners[1], shop);
    const ann = await member(api, g, 'Ann');
    await addLine(api, g, ann.uuid, shop.stockIds[1], 1);
    const [a, o] = [await memberStream(g, ann.uuid), await ownerStream(g)];
    await a.next((e) => e.event === 'cart');
    const placed = await placeOrder(api, g, shop);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const want = { cart_id: g.cartId, order_id: placed.body.data.id };
    expect((await a.next((e) => e.event === 'closed', 1000))?.data).toEqual(want);
    expect((await o.next((e) => e.event === 'closed', 1000))?.data).toEqual(want);
    expect(await a.waitEnd(1000)).toBe(true);
    expect(await o.waitEnd(1000)).toBe(true);
    for (const late of [await memberStream(g, ann.uuid), await ownerStream(g)]) {
      expect((await late.next(() => true, 1000))?.data).toEqual(want);
      expect(late.events[0].event).toBe('closed');
      expect(await late.waitEnd(1000)).toBe(true);
    }
  });

  it('sends `ended` when the owner switches the group off, also to streams opened afterwards', async () => {
    const g = await startGroup(api, owners[2], shop);
    const ann = await member(api, g, 'Ann');
    const a = await memberStream(g, ann.uuid);
    await a.next((e) => e.event === 'cart');
    expect((await api.call('POST', `${CART}/set-group/${g.cartId}`, { token: owners[2] })).body.data.group).toBe(false);
    expect((await a.next((e) => e.event === 'ended', 1000))?.data).toEqual({ cart_id: g.cartId });
    expect(await a.waitEnd(1000)).toBe(true);
    const late = await memberStream(g, ann.uuid);
    expect((await late.next(() => true, 1000))?.event).toBe('ended');
    expect(await late.waitEnd(1000)).toBe(true);
  });

  it('refuses strangers: an unknown uuid 403, another owner 404', async () => {
    const g = await startGroup(api, owners[3], shop);
    expectError(await api.call('GET', `/rest/cart/${g.cartId}/stream?user_cart_uuid=${crypto.randomUUID()}`), 403);
    expectError(await api.call('GET', `${CART}/${g.cartId}/stream`, { token: owners[0] }), 404);
    expectError(await api.call('GET', `/rest/cart/${g.cartId}/stream`), 400);
  });

  it.runIf(ENGINE === 'postgres')('catches up on a change made while its LISTEN connection was down', async () => {
    const g = await startGroup(api, (await makeOwners(api, 1))[0], shop);
    const ann = await member(api, g, 'Ann');
    const s = await memberStream(g, ann.uuid);
    const first = await s.next((e) => e.event === 'cart');
    await api.ctx.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = ${`listen ${CART_CHANNEL}`}`);
    await addLine(api, g, ann.uuid, shop.stockIds[1], 1); // its NOTIFY has no listener here: the hub re-reads after re-listening
    expect(await s.next((e) => e.event === 'cart' && e.data.revision > first!.data.revision, 5000)).toBeDefined();
    expect(s.ended()).toBe(false);
    s.close();
  });

  it.runIf(ENGINE === 'postgres')('reaches a stream served by another process on the same database', async () => {
    const database = await openDatabase({ databaseUrl: api.databaseUrl! });
    const other: ServedApi = await serveApi(createContext(database, api.config, api.clock), () => database.close());
    try {
      const token = (await makeOwners(api, 1))[0];
      const g = await startGroup(api, token, shop);
      const ann = await member(api, g, 'Ann');
      const s = await memberStream(g, ann.uuid, other.url);
      await s.next((e) => e.event === 'cart');
      await expectCart([s], () => addLine(api, g, ann.uuid, shop.stockIds[1], 1)); // through the first process
      await expectCart([s], () => member(api, g, 'Bob'));
      s.close();
    } finally {
      closeAllStreams();
      await other.close();
    }
  });
});
