import { createHash, timingSafeEqual } from 'node:crypto';
import { GROUP_MAX_MEMBERS } from '@/contract/schemas/cart';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ApiError, notFound } from '../../http/api-error';
import type { RequestInfo } from '../../http/route';
import { hitWindow } from '../security/throttle';
import { readSetting } from '../settings/queries';
import * as g from './group-queries';
import type { CartRow } from './queries';

/**
 * Joining a group cart (contract §0.11, §3.5): a guest needs the share link's `invite_token`, which only the
 * owner is shown; the cart number alone is sequential and guessable. Every refusal is the same 404 and
 * creates nothing, so a caller cannot tell a wrong token from a closed group. Attempts are throttled per
 * client address and per cart (a flood from many addresses still stops at the cart).
 */

const JOINS_PER_MINUTE_PER_IP = 20;
/** Above the most members a cart takes, so a whole group can join (and retry) within one minute. */
const JOINS_PER_MINUTE_PER_CART = 30;
/** Settings key: '1' lets older clients join by cart number without a token (there is no group password yet). */
export const LEGACY_JOIN_SETTING = 'group_join_by_cart_id';
const INVALID_GROUP = 'You cannot join. Invalid group order';

/** Compares secrets in constant time whatever their lengths (digests are equal length). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

async function joinAllowed(db: Db, cart: CartRow, token: string | undefined): Promise<boolean> {
  if (token !== undefined) return cart.inviteToken !== null && sameSecret(token, cart.inviteToken);
  return (await readSetting(db, LEGACY_JOIN_SETTING)) === '1';
}

export async function join(ctx: AppContext, req: RequestInfo, body: { name: string; shop_id: number; cart_id: number; token?: string }) {
  const now = ctx.clock.now();
  await hitWindow(ctx.db, `cart-join:${req.ip}`, JOINS_PER_MINUTE_PER_IP, 60, now);
  await hitWindow(ctx.db, `cart-join-cart:${body.cart_id}`, JOINS_PER_MINUTE_PER_CART, 60, now);
  const cart = await g.cartById(ctx.db, body.cart_id);
  if (!cart || !cart.group || cart.shopId !== body.shop_id || !(await joinAllowed(ctx.db, cart, body.token))) throw notFound(INVALID_GROUP);
  if ((await g.memberCount(ctx.db, cart.id)) >= GROUP_MAX_MEMBERS) throw new ApiError('CONFLICT', { message: 'This group order is full' });
  const member = await g.addGuest(ctx.db, cart.id, body.name);
  // The new participant's own uuid is its secret from now on: it is shown to this caller only.
  return { id: member.id, cart_id: member.cartId, user_id: member.userId, name: member.name, uuid: member.uuid, status: member.status };
}
