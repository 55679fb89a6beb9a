import { createHash, timingSafeEqual } from 'node:crypto';
import { GROUP_MAX_MEMBERS } from '@/contract/schemas/cart';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ApiError, notFound } from '../../http/api-error';
import type { RequestInfo } from '../../http/route';
import { verifyPassword } from '../auth/password';
import { hitWindow } from '../security/throttle';
import { readSetting } from '../settings/queries';
import { cartChanged, lockCartRow } from './group-events';
import { assertGroupOrdersOn, INVALID_GROUP } from './group-lifecycle';
import * as g from './group-queries';
import type { CartRow } from './queries';

/**
 * Joining a group cart (contract §0.11, §3.5): a guest needs the share link's `invite_token`, which only the
 * owner is shown (the cart number alone is sequential and guessable), plus the group password when the owner
 * set one. Every refusal is the same 404 and creates nothing, so a caller cannot tell a wrong token from a
 * wrong password or a closed group. Attempts are throttled per client address and per cart (a flood from
 * many addresses still stops at the cart). The member cap is checked with the cart row locked, so concurrent
 * joins never exceed it.
 */

const JOINS_PER_MINUTE_PER_IP = 20;
/** Above the most members a cart takes, so a whole group can join (and retry) within one minute. */
const JOINS_PER_MINUTE_PER_CART = 30;
/** Settings key: '1' lets older clients join by cart number (plus the group password, if any) without a token. */
export const LEGACY_JOIN_SETTING = 'group_join_by_cart_id';

/** Compares secrets in constant time whatever their lengths (digests are equal length). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

type JoinBody = { name: string; shop_id: number; cart_id: number; token?: string; password?: string };

/** The link part: an open group of that shop and the right token (or the legacy setting). */
async function linkAllowed(db: Db, cart: CartRow | undefined, body: JoinBody): Promise<boolean> {
  if (!cart || !cart.group || cart.shopId !== body.shop_id) return false;
  if (body.token !== undefined) return cart.inviteToken !== null && sameSecret(body.token, cart.inviteToken);
  return (await readSetting(db, LEGACY_JOIN_SETTING)) === '1';
}

export async function join(ctx: AppContext, req: RequestInfo, body: JoinBody) {
  const now = ctx.clock.now();
  await assertGroupOrdersOn(ctx.db);
  await hitWindow(ctx.db, `cart-join:${req.ip}`, JOINS_PER_MINUTE_PER_IP, 60, now);
  await hitWindow(ctx.db, `cart-join-cart:${body.cart_id}`, JOINS_PER_MINUTE_PER_CART, 60, now);
  const seen = await g.cartById(ctx.db, body.cart_id);
  if (!seen || !(await linkAllowed(ctx.db, seen, body))) throw notFound(INVALID_GROUP);
  // scrypt runs outside the transaction: the cart row is locked only for the short count-and-insert below.
  if (seen.groupPasswordHash !== null && !(body.password !== undefined && (await verifyPassword(body.password, seen.groupPasswordHash)))) {
    throw notFound(INVALID_GROUP);
  }
  const member = await ctx.db.transaction(async (tx) => {
    const cart = await lockCartRow(tx, body.cart_id);
    // Re-checked under the lock: the owner may have ended, reopened (new token and password) or ordered meanwhile.
    if (!cart || !(await linkAllowed(tx, cart, body)) || cart.groupPasswordHash !== seen.groupPasswordHash) throw notFound(INVALID_GROUP);
    if ((await g.memberCount(tx, cart.id)) >= GROUP_MAX_MEMBERS) throw new ApiError('CONFLICT', { message: 'This group order is full' });
    const row = await g.addGuest(tx, cart.id, body.name);
    await cartChanged(tx, cart.id);
    return row;
  });
  // The new participant's own uuid is its secret from now on: it is shown to this caller only.
  return { id: member.id, cart_id: member.cartId, user_id: member.userId, name: member.name, uuid: member.uuid, status: member.status };
}
