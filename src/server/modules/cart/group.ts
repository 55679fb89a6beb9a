import type { GuestInsertBody } from '@/contract/schemas/cart';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { ApiError, notFound } from '../../http/api-error';
import type { RequestInfo } from '../../http/route';
import { resolveCurrency } from '../users/queries';
import { cartChanged, exitOf, lockCartRow, recordExits } from './group-events';
import { exitError } from './group-lifecycle';
import * as g from './group-queries';
import { upsertParticipantLines } from './insert';
import * as q from './queries';
import { refreshCart, view } from './service';
import type { CartViewer } from './view';

export { join } from './group-join';

/**
 * Group orders (contract §0.11, §3.5): guests join with the share link's token and then act only as
 * themselves, through their own participant uuid (their secret: no other member is ever shown it). Every
 * guest call re-checks the membership: an unknown cart, a cart that is not (or no longer) a group, or
 * another shop → 404; a uuid that is not (or no longer) a guest of the cart → 403, so a kick takes effect on
 * the next request. A former guest is told why it is out: kicked → 403 "You have been kicked from group
 * order", the owner ordered → 409 "The order was placed" with params.order_id, the group ended → 404.
 * Writes lock the cart row first (lockCartRow), so they never interleave with a kick or the checkout.
 * The owner's own part is never usable here: the owner acts through dashboard/user/cart.
 */

const forbidden = () => new ApiError('FORBIDDEN');
const sameUuid = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The group cart and the caller's guest participant row, or the error that tells the caller why not. */
async function membership(db: Db, cartId: number, uuid: string, shopId?: number) {
  const row = await g.cartWithParticipant(db, cartId, uuid);
  const sameShop = !shopId || row?.cart.shopId === shopId;
  if (row?.member && row.member.userId === null && row.cart.group && sameShop) return { cart: row.cart, member: row.member };
  const exit = await exitOf(db, cartId, uuid);
  if (exit) throw exitError(exit);
  if (!row || !row.cart.group || !sameShop) throw notFound();
  // Only guests (no user) act here; the owner's part answers 403 even to a caller holding its uuid.
  throw forbidden();
}

/** membership() with the cart row locked for the rest of the transaction. */
async function lockedMembership(tx: Db, cartId: number, uuid: string, shopId?: number) {
  await lockCartRow(tx, cartId);
  return membership(tx, cartId, uuid, shopId);
}

async function recalc(db: Db, cart: q.CartRow, now: Date) {
  const owner = await q.ensureOwnerUserCart(db, cart.id, cart.ownerId, null);
  await refreshCart(db, cart, owner.id, now);
}

/**
 * The cart as the calling guest may see it: its own uuid only, no join token. A write answers from inside its
 * transaction (`tx`, the cart row still locked): read after the commit, a checkout committed in between would
 * already have deleted the cart, and a guest whose line made it into the order would be told 404.
 */
async function answer(ctx: AppContext, req: RequestInfo, cart: q.CartRow, viewer: Exclude<CartViewer, 'owner'>, currencyId?: number, tx?: Db) {
  const within = tx ? { ...ctx, db: tx } : ctx;
  return view(within, req, cart, await resolveCurrency(within.db, currencyId ?? cart.currencyId ?? undefined), viewer);
}

export async function showForMember(ctx: AppContext, req: RequestInfo, cartId: number, query: { user_cart_uuid: string; shop_id?: number; currency_id?: number }) {
  const { cart, member } = await membership(ctx.db, cartId, query.user_cart_uuid, query.shop_id);
  return answer(ctx, req, cart, { memberId: member.id }, query.currency_id);
}

export async function insertForMember(ctx: AppContext, req: RequestInfo, body: GuestInsertBody) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { cart, member } = await lockedMembership(tx, body.cart_id, body.user_cart_uuid, body.shop_id);
    await upsertParticipantLines(tx, member.id, cart.shopId, body.products, now);
    await recalc(tx, cart, now);
    await cartChanged(tx, cart.id);
    return answer(ctx, req, cart, { memberId: member.id }, body.currency_id, tx);
  });
}

/** A guest removes its own lines: another participant's line → 403, a line not in this cart → 404; nothing removed. */
export async function deleteMemberLines(ctx: AppContext, req: RequestInfo, body: { ids: number[]; cart_id: number; user_cart_uuid: string }) {
  const unique = [...new Set(body.ids)];
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { cart, member } = await lockedMembership(tx, body.cart_id, body.user_cart_uuid);
    const lines = await g.linesInCart(tx, unique, cart.id);
    if (lines.length !== unique.length) throw notFound();
    if (lines.some((l) => l.userCartId !== member.id)) throw forbidden();
    await q.deleteLineIds(tx, unique);
    await recalc(tx, cart, now);
    await cartChanged(tx, cart.id);
    return answer(ctx, req, cart, { memberId: member.id }, undefined, tx);
  });
}

/**
 * A guest leaves: `ids` must be exactly its own uuid (and equal `user_cart_uuid` when sent); removing anyone
 * else, the owner included, → 403 and nothing is removed.
 */
export async function leave(ctx: AppContext, req: RequestInfo, query: { cart_id: number; ids: string[]; user_cart_uuid?: string }) {
  const now = ctx.clock.now();
  const actor = query.user_cart_uuid ?? query.ids[0];
  return ctx.db.transaction(async (tx) => {
    const { cart, member } = await lockedMembership(tx, query.cart_id, actor);
    if (!query.ids.every((id) => sameUuid(id, member.uuid))) throw forbidden();
    await g.deleteParticipants(tx, [member.id]);
    await recalc(tx, cart, now);
    await cartChanged(tx, cart.id, 'left', { uuids: [member.uuid] });
    return answer(ctx, req, cart, { memberId: null }, undefined, tx);
  });
}

/** A guest flips its own "still choosing / done" flag; the path's uuid must be the caller's (`user_cart_uuid` when sent). */
export async function toggleMemberStatus(ctx: AppContext, req: RequestInfo, uuid: string, body: { cart_id: number; user_cart_uuid?: string }) {
  return ctx.db.transaction(async (tx) => {
    const { cart, member } = await lockedMembership(tx, body.cart_id, body.user_cart_uuid ?? uuid);
    if (!sameUuid(member.uuid, uuid)) throw forbidden();
    await g.toggleParticipant(tx, cart.id, member.uuid);
    await cartChanged(tx, cart.id);
    return answer(ctx, req, cart, { memberId: member.id }, undefined, tx);
  });
}

/** The owner's cart by id, locked; 404 when it is someone else's or gone. */
async function lockedOwnCart(tx: Db, cartId: number, ownerId: number) {
  const cart = await lockCartRow(tx, cartId);
  if (!cart || cart.ownerId !== ownerId) throw notFound();
  return cart;
}

/** The owner removes participants (never its own part); a uuid not in the cart → 404, nothing removed. */
export async function kick(ctx: AppContext, req: RequestInfo, auth: AuthUser, query: { cart_id: number; ids: string[] }) {
  const uuids = [...new Set(query.ids)];
  const now = ctx.clock.now();
  const cart = await ctx.db.transaction(async (tx) => {
    const cart = await lockedOwnCart(tx, query.cart_id, auth.user.id);
    const rows = await g.removableParticipants(tx, cart.id, uuids, cart.ownerId);
    if (rows.length !== uuids.length) throw notFound();
    await g.deleteParticipants(tx, rows.map((r) => r.id));
    await recordExits(tx, cart.id, rows.map((r) => r.uuid), 'kicked');
    await recalc(tx, cart, now);
    await cartChanged(tx, cart.id, 'kicked', { uuids: rows.map((r) => r.uuid) });
    return cart;
  });
  return ownerAnswer(ctx, req, cart);
}

/** The owner flips a participant's status. */
export async function ownerToggleStatus(ctx: AppContext, req: RequestInfo, auth: AuthUser, uuid: string, cartId: number) {
  const cart = await ctx.db.transaction(async (tx) => {
    const cart = await lockedOwnCart(tx, cartId, auth.user.id);
    if (!(await g.toggleParticipant(tx, cart.id, uuid))) throw notFound();
    await cartChanged(tx, cart.id);
    return cart;
  });
  return ownerAnswer(ctx, req, cart);
}

async function ownerAnswer(ctx: AppContext, req: RequestInfo, cart: q.CartRow) {
  return view(ctx, req, cart, await resolveCurrency(ctx.db, cart.currencyId ?? undefined), 'owner');
}
