import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../../src/server/http/route';
import { apiRoutes } from '../../src/server';
import { ENGINE, signInDemo, startTestApi, type TestApi } from './harness';
import { CART, expectError, sellableStocks, signIn } from './cart-fixtures';
import { joinCall, joinWithLine, mentions, openGroup, SHOP, type Member, type OpenGroup } from './group-fixtures';

/**
 * STANDING guard (contract §0.11): every group-cart route, taken from the route table, is called by member B
 * acting on member A's or the owner's resources, or on another group, and must refuse (403; 404 where the id
 * is unknown or foreign to an authenticated caller; 401 without sign-in). A new group route fails the first
 * test until it gets a case here.
 */

const GROUP_PREFIXES = ['/rest/cart', '/dashboard/user/cart/member', '/dashboard/user/cart/status', '/dashboard/user/cart/set-group', '/dashboard/user/cart/group'];
/** The owner's live stream of a group cart. */
const isCartStream = (r: RouteDef) => r.path.startsWith('/dashboard/user/cart/') && r.path.endsWith('/stream');
/** Routes elsewhere that take a participant uuid are group routes too. */
const namesParticipant = (r: RouteDef) =>
  [r.params, r.query, r.body].some((schema) => {
    const shape = (schema as { shape?: object } | undefined)?.shape;
    return shape !== undefined && 'user_cart_uuid' in shape;
  });
const groupRoutes = apiRoutes
  .filter((r) => GROUP_PREFIXES.some((p) => r.path.startsWith(p)) || namesParticipant(r) || isCartStream(r))
  .map((r) => `${r.method} ${r.path}`)
  .sort();

interface World {
  ownerToken: string;
  strangerToken: string;
  g1: OpenGroup;
  g2: OpenGroup;
  a: Member;
  b: Member;
  c: Member;
}

let api: TestApi;
let w: World;

const leave = (cartId: number, ids: string[], caller?: string) =>
  api.call('DELETE', `/rest/cart/member/delete?cart_id=${cartId}${caller ? `&user_cart_uuid=${caller}` : ''}${ids.map((id, i) => `&ids[${i}]=${id}`).join('')}`);
const view = (cartId: number, uuid: string) => api.call('GET', `/rest/cart/${cartId}?user_cart_uuid=${uuid}&shop_id=${SHOP}`);
const insert = (cartId: number, uuid: string) =>
  api.call('POST', '/rest/cart/insert-product', { body: { shop_id: SHOP, cart_id: cartId, user_cart_uuid: uuid, products: [{ stock_id: 1, quantity: 3 }] } });

/** One attack per route: B (a member of group 1) against A, the owner, or group 2. Each starts with B still in. */
const CASES: Record<string, () => Promise<void>> = {
  'POST /rest/cart/open': async () => {
    expectError(await joinCall(api, { name: 'B2', shop_id: SHOP, cart_id: w.g2.cartId, token: w.g1.inviteToken }), 404);
    expectError(await joinCall(api, { name: 'B2', shop_id: SHOP, cart_id: w.g2.cartId }), 404);
  },
  'GET /rest/cart/:cart_id': async () => {
    expectError(await view(w.g1.cartId, w.g1.ownerUuid), 403);
    expectError(await view(w.g2.cartId, w.b.uuid), 403);
    expectError(await view(2_000_000_000, w.b.uuid), 404);
    const own = await view(w.g1.cartId, w.b.uuid);
    expect(own.status).toBe(200);
    expect([w.a.uuid, w.g1.ownerUuid, w.g1.inviteToken].some((secret) => mentions(own.body, secret))).toBe(false);
  },
  'GET /rest/cart/:cart_id/stream': async () => {
    const stream = (cartId: number, uuid: string) => api.call('GET', `/rest/cart/${cartId}/stream?user_cart_uuid=${uuid}`);
    expectError(await stream(w.g2.cartId, w.b.uuid), 403);
    expectError(await stream(w.g1.cartId, w.g1.ownerUuid), 403);
    expectError(await stream(2_000_000_000, w.b.uuid), 403);
  },
  'GET /dashboard/user/cart/:cart_id/stream': async () => {
    expectError(await api.call('GET', `${CART}/${w.g1.cartId}/stream`), 401);
    expectError(await api.call('GET', `${CART}/${w.g1.cartId}/stream`, { token: w.strangerToken }), 404);
  },
  'DELETE /dashboard/user/cart/group/:cart_id': async () => {
    expectError(await api.call('DELETE', `${CART}/group/${w.g1.cartId}`), 401);
    expectError(await api.call('DELETE', `${CART}/group/${w.g1.cartId}`, { token: w.strangerToken }), 404);
  },
  'POST /rest/cart/insert-product': async () => {
    expectError(await insert(w.g1.cartId, w.g1.ownerUuid), 403);
    expectError(await insert(w.g2.cartId, w.b.uuid), 403);
  },
  'DELETE /rest/cart/product/delete': async () => {
    const asB = (ids: number[]) => api.call('DELETE', '/rest/cart/product/delete', { body: { ids, cart_id: w.g1.cartId, user_cart_uuid: w.b.uuid } });
    expectError(await asB([w.a.lineId]), 403);
    expectError(await asB([w.g1.ownerLineId]), 403);
    expectError(await asB([w.c.lineId]), 404);
  },
  'DELETE /rest/cart/member/delete': async () => {
    expectError(await leave(w.g1.cartId, [w.a.uuid], w.b.uuid), 403);
    expectError(await leave(w.g1.cartId, [w.b.uuid, w.a.uuid]), 403);
    expectError(await leave(w.g1.cartId, [w.g1.ownerUuid], w.b.uuid), 403);
    expectError(await leave(w.g1.cartId, [w.g1.ownerUuid]), 403);
    expectError(await leave(w.g1.cartId, [w.c.uuid]), 403);
  },
  'POST /rest/cart/status/:user_cart_uuid': async () => {
    const flip = (uuid: string, caller?: string) => api.call('POST', `/rest/cart/status/${uuid}`, { body: { cart_id: w.g1.cartId, ...(caller ? { user_cart_uuid: caller } : {}) } });
    expectError(await flip(w.a.uuid, w.b.uuid), 403);
    expectError(await flip(w.g1.ownerUuid), 403);
    expectError(await flip(w.g1.ownerUuid, w.b.uuid), 403);
    expectError(await flip(w.c.uuid), 403);
  },
  'DELETE /dashboard/user/cart/member/delete': async () => {
    const url = `${CART}/member/delete?cart_id=${w.g1.cartId}&ids[0]=${w.a.uuid}`;
    expectError(await api.call('DELETE', url), 401);
    expectError(await api.call('DELETE', url, { token: w.strangerToken }), 404);
  },
  'POST /dashboard/user/cart/status/:user_cart_uuid': async () => {
    const body = { cart_id: w.g1.cartId };
    expectError(await api.call('POST', `${CART}/status/${w.a.uuid}`, { body }), 401);
    expectError(await api.call('POST', `${CART}/status/${w.a.uuid}`, { body, token: w.strangerToken }), 404);
  },
  'POST /dashboard/user/cart/set-group/:cart_id': async () => {
    expectError(await api.call('POST', `${CART}/set-group/${w.g1.cartId}`), 401);
    expectError(await api.call('POST', `${CART}/set-group/${w.g1.cartId}`, { token: w.strangerToken }), 404);
    expectError(await api.call('POST', `${CART}/set-group/${w.g1.cartId}`, { token: w.strangerToken, body: { password: 'secret-pw' } }), 404);
  },
};

beforeAll(async () => {
  api = await startTestApi();
  const [ownerToken, strangerToken] = [await signInDemo(api), await signIn(api, 'seller@groops.test')];
  const stocks = await sellableStocks(api, SHOP);
  const g1 = await openGroup(api, ownerToken, stocks[0].id);
  const g2 = await openGroup(api, strangerToken, stocks[0].id);
  const [a, b] = [await joinWithLine(api, g1, 'A', stocks[1].id), await joinWithLine(api, g1, 'B', stocks[2].id)];
  w = { ownerToken, strangerToken, g1, g2, a, b, c: await joinWithLine(api, g2, 'C', stocks[1].id) };
}, 60_000);
afterAll(() => api.close());

describe(`group routes refuse one member acting as another (${ENGINE})`, () => {
  it('has a case for every group route in the route table', () => {
    expect(groupRoutes.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(CASES).sort()).toEqual(groupRoutes);
  });

  it.each(groupRoutes.filter((key) => key in CASES))('%s', async (key) => {
    // A case that let an earlier attack through must not pass here only because B is gone.
    expect((await view(w.g1.cartId, w.b.uuid)).status).toBe(200);
    await CASES[key]();
  });

  it('left every participant, line, status and the join token as they were', async () => {
    const cart = (await api.call('GET', CART, { token: w.ownerToken })).body.data;
    expect(cart).toMatchObject({ group: true, invite_token: w.g1.inviteToken });
    expect(cart.user_carts.map((u: any) => [u.uuid, u.status, u.cartDetails.map((l: any) => [l.id, l.quantity])])).toEqual([
      [w.g1.ownerUuid, true, [[w.g1.ownerLineId, 1]]],
      [w.a.uuid, true, [[w.a.lineId, 1]]],
      [w.b.uuid, true, [[w.b.lineId, 1]]],
    ]);
  });
});
