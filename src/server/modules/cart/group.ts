import type { GuestInsertBody } from '@/contract/schemas/cart';
import { GROUP_MAX_MEMBERS } from '@/contract/schemas/cart';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { ApiError, notFound } from '../../http/api-error';
import type { RequestInfo } from '../../http/route';
import { hitWindow } from '../security/throttle';
import { resolveCurrency } from '../users/queries';
import * as g from './group-queries';
import { upsertParticipantLines } from './insert';
import * as q from './queries';
import { refreshCart, view } from './service';

/**
 * Group orders (contract §3.5): the owner switches `group` on and shares the cart id; guests join with a name
 * and then act only through their own participant uuid. Every guest call re-checks the membership: an
 * unknown cart, a cart that is not (or no longer) a group, or another shop → 404; a uuid that is not (or no
 * longer) a participant → 403, so a kick takes effect on the next request. Joins are throttled per IP.
 */

const JOINS_PER_MINUTE = 20;

/** The group cart and the caller's participant row, or 404/403. */
async function membership(db: Db, cartId: number, uuid: string, shopId?: number) {
  const row = await g.cartWithParticipant(db, cartId, uuid);
  if (!row || !row.cart.group || (shopId && row.cart.shopId !== shopId)) throw notFound();
  if (!row.member) throw new ApiError('FORBIDDEN');
  return { cart: row.cart, member: row.member };
}

async function recalc(db: Db, cart: q.CartRow, now: Date) {
  const owner = await q.ensureOwnerUserCart(db, cart.id, cart.ownerId, null);
  await refreshCart(db, cart, owner.id, now);
}

async function answer(ctx: AppContext, req: RequestInfo, cart: q.CartRow, currencyId?: number) {
  return view(ctx, req, cart, await resolveCurrency(ctx.db, currencyId ?? cart.currencyId ?? undefined));
}

export async function join(ctx: AppContext, req: RequestInfo, body: { name: string; shop_id: number; cart_id: number }) {
  await hitWindow(ctx.db, `cart-join:${req.ip}`, JOINS_PER_MINUTE, 60, ctx.clock.now());
  const cart = await g.cartById(ctx.db, body.cart_id);
  if (!cart || !cart.group || cart.shopId !== body.shop_id) throw notFound('You cannot join. Invalid group order');
  if ((await g.memberCount(ctx.db, cart.id)) >= GROUP_MAX_MEMBERS) throw new ApiError('CONFLICT', { message: 'This group order is full' });
  const member = await g.addGuest(ctx.db, cart.id, body.name);
  return { id: member.id, cart_id: member.cartId, user_id: member.userId, name: member.name, uuid: member.uuid, status: member.status };
}

export async function showForMember(ctx: AppContext, req: RequestInfo, cartId: number, query: { user_cart_uuid: string; shop_id?: number; currency_id?: number }) {
  const { cart } = await membership(ctx.db, cartId, query.user_cart_uuid, query.shop_id);
  return answer(ctx, req, cart, query.currency_id);
}

export async function insertForMember(ctx: AppContext, req: RequestInfo, body: GuestInsertBody) {
  const now = ctx.clock.now();
  const cart = await ctx.db.transaction(async (tx) => {
    const { cart, member } = await membership(tx, body.cart_id, body.user_cart_uuid, body.shop_id);
    await upsertParticipantLines(tx, member.id, cart.shopId, body.products, now);
    await recalc(tx, cart, now);
    return cart;
  });
  return answer(ctx, req, cart, body.currency_id);
}

/** A participant removes its own lines; any other id → 404 and nothing is removed. */
export async function deleteMemberLines(ctx: AppContext, req: RequestInfo, body: { ids: number[]; cart_id: number; user_cart_uuid: string }) {
  const unique = [...new Set(body.ids)];
  const now = ctx.clock.now();
  const cart = await ctx.db.transaction(async (tx) => {
    const { cart, member } = await membership(tx, body.cart_id, body.user_cart_uuid);
    const owned = await g.participantLineIds(tx, unique, member.id);
    if (owned.length !== unique.length) throw notFound();
    await q.deleteLineIds(tx, owned);
    await recalc(tx, cart, now);
    return cart;
  });
  return answer(ctx, req, cart);
}

/** A guest leaves (its uuid in `ids`); the owner's own part cannot leave this way. */
export async function leave(ctx: AppContext, req: RequestInfo, query: { cart_id: number; ids: string[] }) {
  const now = ctx.clock.now();
  const cart = await ctx.db.transaction(async (tx) => {
    const cart = await g.cartById(tx, query.cart_id);
    if (!cart || !cart.group) throw notFound();
    const rows = await g.removableParticipants(tx, cart.id, query.ids, cart.ownerId);
    if (rows.length !== new Set(query.ids).size) throw new ApiError('FORBIDDEN');
    await g.deleteParticipants(tx, rows.map((r) => r.id));
    await recalc(tx, cart, now);
    return cart;
  });
  return answer(ctx, req, cart);
}

/** A participant flips its own "still choosing / done" flag. */
export async function toggleMemberStatus(ctx: AppContext, req: RequestInfo, uuid: string, cartId: number) {
  const { cart } = await membership(ctx.db, cartId, uuid);
  await g.toggleParticipant(ctx.db, cart.id, uuid);
  return answer(ctx, req, cart);
}

/** The owner removes participants (never its own part); a uuid not in the cart → 404, nothing removed. */
export async function kick(ctx: AppContext, req: RequestInfo, auth: AuthUser, query: { cart_id: number; ids: string[] }) {
  const uuids = [...new Set(query.ids)];
  const now = ctx.clock.now();
  const cart = await ctx.db.transaction(async (tx) => {
    const cart = await q.ownCartById(tx, query.cart_id, auth.user.id);
    if (!cart) throw notFound();
    const rows = await g.removableParticipants(tx, cart.id, uuids, cart.ownerId);
    if (rows.length !== uuids.length) throw notFound();
    await g.deleteParticipants(tx, rows.map((r) => r.id));
    await recalc(tx, cart, now);
    return cart;
  });
  return answer(ctx, req, cart);
}

/** The owner flips a participant's status. */
export async function ownerToggleStatus(ctx: AppContext, req: RequestInfo, auth: AuthUser, uuid: string, cartId: number) {
  const cart = await q.ownCartById(ctx.db, cartId, auth.user.id);
  if (!cart || !(await g.toggleParticipant(ctx.db, cart.id, uuid))) throw notFound();
  return answer(ctx, req, cart);
}
