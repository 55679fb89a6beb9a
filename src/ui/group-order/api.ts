import type { SuccessResponse } from '@/contract/envelope';
import { http } from '../http/browser';
import type { Cart, InsertProductBody, JoinedMember } from '../types/cart';
import type { Membership } from './member-cookie';

/** The group order calls (contract §3.5, GROUP-API.md), through the one HTTP client. */

const data = <T>(response: unknown) => (response as SuccessResponse<T>).data;

/** A member's view of the cart with its own part first, so the cart panel's "my lines" logic applies. */
export function ownPartFirst(cart: Cart, uuid: string): Cart {
  const mine = (cart.user_carts ?? []).filter((part) => part.uuid?.toLowerCase() === uuid.toLowerCase());
  if (!mine.length) return { ...cart, user_carts: [{ id: 0, name: '', user_id: null, uuid, cartDetails: [] }, ...(cart.user_carts ?? [])] };
  return { ...cart, user_carts: [...mine, ...cart.user_carts.filter((part) => !mine.includes(part))] };
}

// Owner (signed in).

/** Creates or reuses the owner's cart for the shop (400 OTHER_SHOP when it holds another shop's lines). */
export async function openOwnerCart(shopId: number, currencyId?: number): Promise<Cart> {
  return data<Cart>(await http.post('dashboard/user/cart/open', { shop_id: shopId, currency_id: currencyId }));
}

/** Switches group ordering on (set-group toggles), with the optional join password (6–64 characters). */
export async function startGroup(cartId: number, password?: string): Promise<void> {
  await http.post(`dashboard/user/cart/set-group/${cartId}`, password ? { password } : {});
}

/** Ends the group without ordering (idempotent): members' lines and memberships go, they are told. */
export async function endGroup(cartId: number): Promise<void> {
  await http.delete(`dashboard/user/cart/group/${cartId}`);
}

/** The owner removes a member and its lines. */
export async function kickMember(cartId: number, uuid: string): Promise<void> {
  await http.delete('dashboard/user/cart/member/delete', { params: { cart_id: cartId, 'ids[0]': uuid } });
}

/** The owner flips a member's "choosing / done". */
export async function flipMember(cartId: number, uuid: string): Promise<void> {
  await http.post(`dashboard/user/cart/status/${uuid}`, { cart_id: cartId });
}

// Members (guest or signed in: they act through their own participant uuid).

export interface JoinRequest {
  name: string;
  shopId: number;
  cartId: number;
  token: string | null;
  password?: string;
}

export async function joinGroup(request: JoinRequest): Promise<JoinedMember> {
  const body = { name: request.name, shop_id: request.shopId, cart_id: request.cartId, ...(request.token ? { token: request.token } : {}), ...(request.password ? { password: request.password } : {}) };
  return data<JoinedMember>(await http.post('rest/cart/open', body));
}

export async function memberCart(m: Membership, currencyId?: number): Promise<Cart> {
  const cart = data<Cart>(await http.get(`rest/cart/${m.cart_id}`, { params: { user_cart_uuid: m.uuid, shop_id: m.shop_id, currency_id: currencyId } }));
  return ownPartFirst(cart, m.uuid);
}

export async function memberSetLines(m: Membership, payload: InsertProductBody): Promise<Cart> {
  const cart = data<Cart>(await http.post('rest/cart/insert-product', { ...payload, shop_id: m.shop_id, cart_id: m.cart_id, user_cart_uuid: m.uuid }));
  return ownPartFirst(cart, m.uuid);
}

export async function memberRemoveLines(m: Membership, ids: readonly number[]): Promise<Cart> {
  const cart = data<Cart>(await http.delete('rest/cart/product/delete', { data: { ids, cart_id: m.cart_id, user_cart_uuid: m.uuid } }));
  return ownPartFirst(cart, m.uuid);
}

export async function leaveGroup(m: Membership): Promise<void> {
  await http.delete('rest/cart/member/delete', { params: { cart_id: m.cart_id, 'ids[0]': m.uuid, user_cart_uuid: m.uuid } });
}

export async function toggleOwnStatus(m: Membership): Promise<void> {
  await http.post(`rest/cart/status/${m.uuid}`, { cart_id: m.cart_id, user_cart_uuid: m.uuid });
}
