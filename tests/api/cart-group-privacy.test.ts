import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, signInDemo, startTestApi, type TestApi } from './harness';
import { CART, expectError, sellableStocks, type StockFixture } from './cart-fixtures';
import { joinWithLine, mentions, openGroup, SHOP, type Member, type OpenGroup } from './group-fixtures';

/**
 * Group-cart privacy (contract §0.11): a member sees the others by id, name and status only and acts only as
 * itself; the owner's own part is never usable through the guest routes, even by someone holding its uuid.
 */

let api: TestApi;
let token: string;
let group: OpenGroup;
let kim: Member;
let ana: Member;
let stocks: StockFixture[];

const view = (uuid: string) => api.call('GET', `/rest/cart/${group.cartId}?user_cart_uuid=${uuid}&shop_id=${SHOP}`);
const ownerView = async () => (await api.call('GET', CART, { token })).body.data;
const part = (cart: any, id: number) => cart.user_carts.find((u: any) => u.id === id);

beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
  stocks = await sellableStocks(api, SHOP);
  group = await openGroup(api, token, stocks[0].id);
  kim = await joinWithLine(api, group, 'Kim', stocks[1].id);
  ana = await joinWithLine(api, group, 'Ana', stocks[2].id);
}, 60_000);
afterAll(() => api.close());

describe(`group cart privacy (${ENGINE})`, () => {
  it("shows a member only its own uuid: the others by id, name and status, never the owner's uuid or the join token", async () => {
    const res = await view(kim.uuid);
    expect(res.status).toBe(200);
    const cart = res.body.data;
    expect(part(cart, kim.id).uuid).toBe(kim.uuid);
    for (const other of cart.user_carts.filter((u: any) => u.id !== kim.id)) {
      expect(Object.keys(other).sort()).toEqual(['cartDetails', 'cart_id', 'id', 'name', 'status', 'user_id']);
    }
    expect(part(cart, ana.id)).toMatchObject({ name: 'Ana', status: true });
    expect(mentions(cart, ana.uuid) || mentions(cart, group.ownerUuid) || mentions(cart, group.inviteToken)).toBe(false);
    expect(cart).not.toHaveProperty('invite_token');
    // Every guest answer is the member's view, not only the read.
    const again = await api.call('POST', `/rest/cart/status/${kim.uuid}`, { body: { cart_id: group.cartId } });
    expect(mentions(again.body, ana.uuid) || mentions(again.body, group.ownerUuid)).toBe(false);
    await api.call('POST', `/rest/cart/status/${kim.uuid}`, { body: { cart_id: group.cartId } });
  });

  it('shows the owner every participant uuid and the join token', async () => {
    const cart = await ownerView();
    expect(cart.user_carts.map((u: any) => u.uuid)).toEqual([group.ownerUuid, kim.uuid, ana.uuid]);
    expect(cart.invite_token).toBe(group.inviteToken);
  });

  it("refuses the owner's part on every guest route, even with its uuid", async () => {
    const asOwner = { cart_id: group.cartId, user_cart_uuid: group.ownerUuid };
    expectError(await view(group.ownerUuid), 403);
    const insert = { ...asOwner, shop_id: SHOP, products: [{ stock_id: stocks[3].id, quantity: 5 }] };
    expectError(await api.call('POST', '/rest/cart/insert-product', { body: insert }), 403);
    expectError(await api.call('DELETE', '/rest/cart/product/delete', { body: { ...asOwner, ids: [group.ownerLineId] } }), 403);
    expectError(await api.call('POST', `/rest/cart/status/${group.ownerUuid}`, { body: { cart_id: group.cartId } }), 403);
    expectError(await api.call('DELETE', `/rest/cart/member/delete?cart_id=${group.cartId}&ids[0]=${group.ownerUuid}`), 403);
    const owner = (await ownerView()).user_carts[0];
    expect(owner).toMatchObject({ uuid: group.ownerUuid, status: true, cartDetails: [expect.objectContaining({ id: group.ownerLineId, quantity: 1 })] });
  });

  it('lets a member act only as itself: removing, flipping or deleting lines of another → 403, nothing changes', async () => {
    const leaveUrl = (ids: string[], caller?: string) =>
      `/rest/cart/member/delete?cart_id=${group.cartId}${caller ? `&user_cart_uuid=${caller}` : ''}${ids.map((id, i) => `&ids[${i}]=${id}`).join('')}`;
    expectError(await api.call('POST', `/rest/cart/status/${ana.uuid}`, { body: { cart_id: group.cartId, user_cart_uuid: kim.uuid } }), 403);
    expectError(await api.call('DELETE', leaveUrl([ana.uuid], kim.uuid)), 403);
    expectError(await api.call('DELETE', leaveUrl([kim.uuid, ana.uuid])), 403);
    const del = { cart_id: group.cartId, user_cart_uuid: kim.uuid };
    expectError(await api.call('DELETE', '/rest/cart/product/delete', { body: { ...del, ids: [ana.lineId] } }), 403);
    expectError(await api.call('DELETE', '/rest/cart/product/delete', { body: { ...del, ids: [kim.lineId, ana.lineId] } }), 403);
    const cart = await ownerView();
    expect(part(cart, ana.id)).toMatchObject({ status: true, cartDetails: [expect.objectContaining({ id: ana.lineId })] });
    expect(part(cart, kim.id).cartDetails).toEqual([expect.objectContaining({ id: kim.lineId })]);
    // Acting as itself still works, with or without naming the caller.
    expect((await api.call('POST', `/rest/cart/status/${kim.uuid}`, { body: { cart_id: group.cartId, user_cart_uuid: kim.uuid } })).status).toBe(200);
    const left = await api.call('DELETE', leaveUrl([kim.uuid], kim.uuid));
    expect(left.status).toBe(200);
    expect(left.body.data.user_carts.map((u: any) => u.id)).not.toContain(kim.id);
    expect(mentions(left.body, ana.uuid) || mentions(left.body, group.ownerUuid)).toBe(false);
  });
});
