import { expect } from 'vitest';
import type { TestApi } from './harness';
import { CART } from './cart-fixtures';

/** Group carts for the API tests: an owner's open group and guests who joined it through the share link. */

export const SHOP = 1;

export interface OpenGroup {
  cartId: number;
  ownerUuid: string;
  ownerLineId: number;
  inviteToken: string;
}

export interface Member {
  id: number;
  uuid: string;
  lineId: number;
}

/** The owner (`token`) puts one line in a cart of SHOP and starts the group; the answer carries the join token. */
export async function openGroup(api: TestApi, token: string, stockId: number): Promise<OpenGroup> {
  const cart = (await api.call('POST', `${CART}/insert-product`, { token, body: { shop_id: SHOP, products: [{ stock_id: stockId, quantity: 1 }] } })).body.data;
  const started = await api.call('POST', `${CART}/set-group/${cart.id}`, { token });
  expect(started.body.data).toMatchObject({ group: true, invite_token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
  const owner = cart.user_carts[0];
  return { cartId: cart.id, ownerUuid: owner.uuid, ownerLineId: owner.cartDetails[0].id, inviteToken: started.body.data.invite_token };
}

export const joinCall = (api: TestApi, body: Record<string, unknown>, ip = '198.51.100.1') =>
  api.call('POST', '/rest/cart/open', { body, headers: { 'x-forwarded-for': ip } });

/** A guest joins `group` with the share link's token and puts one line of `stockId` in its part. */
export async function joinWithLine(api: TestApi, group: OpenGroup, name: string, stockId: number): Promise<Member> {
  const joined = await joinCall(api, { name, shop_id: SHOP, cart_id: group.cartId, token: group.inviteToken });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  const { id, uuid } = joined.body.data;
  const body = { shop_id: SHOP, cart_id: group.cartId, user_cart_uuid: uuid, products: [{ stock_id: stockId, quantity: 1 }] };
  const cart = (await api.call('POST', '/rest/cart/insert-product', { body })).body.data;
  const own = cart.user_carts.find((u: any) => u.id === id);
  return { id, uuid, lineId: own.cartDetails[0].id };
}

/** Whether a secret appears anywhere in an answer body (any field, any depth). */
export const mentions = (body: unknown, secret: string) => JSON.stringify(body).toLowerCase().includes(secret.toLowerCase());
