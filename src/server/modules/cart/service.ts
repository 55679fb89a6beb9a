import { randomBytes } from 'node:crypto';
import type { InsertProductBody } from '@/contract/schemas/cart';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { ApiError, notFound } from '../../http/api-error';
import type { RequestInfo } from '../../http/route';
import { resolveCurrency } from '../users/queries';
import { hashPassword } from '../auth/password';
import { syncBonusLines } from './bonuses';
import { cartChanged, lockCartRow } from './group-events';
import { assertGroupOrdersOn, endGroup, startGroup } from './group-lifecycle';
import { upsertParticipantLines } from './insert';
import * as q from './queries';
import { loadCartTotals } from './totals';
import { ownedCartWithShop } from './totals-queries';
import { loadCartView, ownerOnlyFields, presentCart, type CartViewer } from './view';

/**
 * The owner's cart (`dashboard/user/cart/*`). One cart per owner; every write runs in one transaction and
 * ends with `refreshCart` (bonus lines, stored total). Foreign or unknown ids are 404 and change nothing.
 */

/**
 * After any line change: re-derive the free bonus lines and store the cart total (and currency). Returns the
 * totals and rows it read when they still describe the cart (no bonus line written), so the answer can reuse them.
 */
export async function refreshCart(db: Db, cart: q.CartRow, ownerUserCartId: number, now: Date, currency?: { id: number; rate: number } | null, locale?: string, lastInTransaction = false) {
  // With the answer's language, the lines' texts come with the lines read (ADR 0026), for the answer to reuse.
  const loaded = await loadCartTotals(db, { cartId: cart.id, userId: cart.ownerId, type: 'pickup', now, locale, withBonusRules: true });
  const bonusWritten = await syncBonusLines(db, loaded.totals, loaded.bonusRules ?? [], ownerUserCartId);
  // The transaction's last statement (the caller says so): its COMMIT goes with it (ADR 0041).
  await q.setCartTotal(db, cart.id, { totalPrice: loaded.totals.cartTotal, ...(currency ? { currencyId: currency.id, rate: currency.rate } : {}) }, lastInTransaction);
  return bonusWritten ? undefined : loaded;
}

/** The owner's cart for `shopId`: created when missing, moved when empty, else 400 OTHER_SHOP. */
async function cartForShop(db: Db, auth: AuthUser, shopId: number, currency: { id: number; rate: number } | null) {
  // ensureCart locks the row like every group write, so the owner's changes never interleave with members' or the
  // checkout; in the same statement it checks the shop (404 when not approved: the transaction changes nothing).
  const ensured = await q.ensureCart(db, { ownerId: auth.user.id, shopId, currencyId: currency?.id ?? null, rate: currency?.rate ?? 1 });
  if (!ensured) throw notFound();
  let cart = ensured.cart;
  if (cart.shopId !== shopId) {
    const moved = await q.moveEmptyCart(db, cart.id, shopId);
    // The message stays the contract key: ERROR_400 alone cannot tell the client to offer "clear cart".
    if (!moved) throw new ApiError('OTHER_SHOP', { message: 'OTHER_SHOP' });
    cart = moved;
  }
  const userCart = ensured.ownerRow ?? (await q.ensureOwnerUserCart(db, cart.id, auth.user.id, [auth.user.firstname, auth.user.lastname].filter(Boolean).join(' ') || null));
  return { cart, userCart };
}

/** The cart as `viewer` may see it (the owner's routes pass 'owner'; guest routes the caller's participant). */
export async function view(ctx: AppContext, req: RequestInfo, cart: q.CartRow, currency: { id: number; rate: number } | null, viewer: CartViewer, loaded?: Awaited<ReturnType<typeof refreshCart>>) {
  const shown = currency ? { ...cart, currencyId: currency.id, rate: currency.rate } : cart;
  return (await loadCartView(ctx.db, { cart: shown, viewer, rate: shown.rate, locale: req.locale, now: ctx.clock.now(), loaded })).body;
}

export async function showCart(ctx: AppContext, req: RequestInfo, auth: AuthUser, query: { currency_id?: number; shop_id?: number; allow_empty?: boolean }) {
  const now = ctx.clock.now();
  // The cart with its shop in one statement; loadCartView does not read it again.
  const found = await ownedCartWithShop(ctx.db, null, auth.user.id, now, { currencyId: query.currency_id, locale: req.locale });
  const cart = found?.cart;
  if (!cart || (query.shop_id && cart.shopId !== query.shop_id)) {
    // Foodyman clients expect 404 for "no cart"; ours asks for the empty answer instead.
    if (query.allow_empty) return null;
    throw notFound();
  }
  const currency = found.currency;
  const rate = currency?.rate ?? 1;
  const shown = currency ? { ...cart, currencyId: currency.id, rate } : cart;
  const { totals, body } = await loadCartView(ctx.db, { cart: shown, viewer: 'owner', rate, locale: req.locale, now, found });
  // Recalculated on read (contract): store the fresh total and the display currency when they changed.
  if (totals.cartTotal !== cart.totalPrice || (currency && (currency.id !== cart.currencyId || currency.rate !== cart.rate))) {
    await q.setCartTotal(ctx.db, cart.id, { totalPrice: totals.cartTotal, ...(currency ? { currencyId: currency.id, rate } : {}) });
  }
  return body;
}

export async function insertProducts(ctx: AppContext, req: RequestInfo, auth: AuthUser, body: InsertProductBody) {
  const now = ctx.clock.now();
  // A currency sent switches the cart's display currency; without one the cart keeps its own.
  const requested = body.currency_id ? await resolveCurrency(ctx.db, body.currency_id) : null;
  const { cart, loaded } = await ctx.db.transaction(async (tx) => {
    const { cart, userCart } = await cartForShop(tx, auth, body.shop_id, requested);
    await upsertParticipantLines(tx, userCart.id, cart.shopId, body.products, now);
    // A group cart tells its members after the refresh; any other cart's refresh is the transaction's last write.
    const loaded = await refreshCart(tx, cart, userCart.id, now, requested, req.locale, !cart.group);
    if (cart.group) await cartChanged(tx, cart.id);
    return { cart, loaded };
  });
  // The answer shows the cart as this transaction left it (its totals are not read again).
  // Without a currency sent, the cart's own one came with the cart row read for the totals.
  return view(ctx, req, cart, requested ?? (loaded ? loaded.found.currency : await resolveCurrency(ctx.db, cart.currencyId ?? undefined)), 'owner', loaded);
}

export async function openCart(ctx: AppContext, req: RequestInfo, auth: AuthUser, body: { shop_id: number; currency_id?: number }) {
  const currency = await resolveCurrency(ctx.db, body.currency_id);
  const { cart } = await ctx.db.transaction((tx) => cartForShop(tx, auth, body.shop_id, currency));
  return view(ctx, req, cart, currency, 'owner');
}

/** Removes own lines (add-ons and bonus children go with their line); any foreign or unknown id → 404, nothing removed. */
export async function deleteLines(ctx: AppContext, req: RequestInfo, auth: AuthUser, ids: number[]) {
  const unique = [...new Set(ids)];
  const now = ctx.clock.now();
  const cart = await ctx.db.transaction(async (tx) => {
    const cart = await q.lockOwnCart(tx, auth.user.id);
    const owned = cart ? await q.ownedLineIds(tx, unique, auth.user.id) : [];
    if (!cart || owned.length !== unique.length) throw notFound();
    await q.deleteLineIds(tx, owned);
    const userCart = await q.ensureOwnerUserCart(tx, cart.id, auth.user.id, null);
    await refreshCart(tx, cart, userCart.id, now);
    if (cart.group) await cartChanged(tx, cart.id);
    return cart;
  });
  const currency = await resolveCurrency(ctx.db, cart.currencyId ?? undefined);
  return view(ctx, req, cart, currency, 'owner');
}

/** Clears own carts by id; a foreign or unknown id → 404 and nothing is deleted. A running group ends first. */
export async function deleteCarts(ctx: AppContext, auth: AuthUser, ids: number[]) {
  const unique = [...new Set(ids)];
  const cart = await q.ownCart(ctx.db, auth.user.id);
  if (!cart || unique.some((id) => id !== cart.id)) throw notFound();
  await deleteOwnCartsEndingGroups(ctx, auth, unique);
  return null;
}

/** Clears every cart the caller owns (idempotent). */
export async function deleteMyCarts(ctx: AppContext, auth: AuthUser) {
  await deleteOwnCartsEndingGroups(ctx, auth);
  return null;
}

/** Guests of a group cart that is cleared are told the group `ended` (their lines go with the cart). */
async function deleteOwnCartsEndingGroups(ctx: AppContext, auth: AuthUser, ids?: number[]) {
  await ctx.db.transaction(async (tx) => {
    const cart = await q.ownCart(tx, auth.user.id);
    const locked = cart && (!ids || ids.includes(cart.id)) ? await lockCartRow(tx, cart.id) : undefined;
    if (locked?.group) await endGroup(tx, locked.id);
    await q.deleteOwnCarts(tx, auth.user.id, ids);
  });
}

/** The share link's join secret: 128 random bits, base64url (22 characters). */
const newInviteToken = () => randomBytes(16).toString('base64url');

/**
 * Starts or stops group ordering (403 while the `group_order` setting is off). Starting makes a new join
 * token (an old link dies when the group is reopened) and stores the password's hash, if one is given;
 * stopping ends the group without ordering (see endGroup).
 */
export async function toggleGroup(ctx: AppContext, auth: AuthUser, cartId: number, body: { password?: string }) {
  await assertGroupOrdersOn(ctx.db);
  // scrypt runs before the transaction, so the cart row stays locked only briefly.
  const passwordHash = body.password !== undefined ? await hashPassword(body.password) : null;
  const cart = await ctx.db.transaction(async (tx) => {
    const cart = await lockCartRow(tx, cartId);
    if (!cart || cart.ownerId !== auth.user.id) throw notFound();
    return cart.group ? endOwnGroup(ctx, tx, cart) : startGroup(tx, cart.id, newInviteToken(), passwordHash);
  });
  return presentCart(cart, null, cart.rate, ownerOnlyFields(cart));
}

/** `DELETE dashboard/user/cart/group/{cart_id}`: ends a running group without ordering (no group: unchanged). */
export async function endGroupNow(ctx: AppContext, auth: AuthUser, cartId: number) {
  const cart = await ctx.db.transaction(async (tx) => {
    const cart = await lockCartRow(tx, cartId);
    if (!cart || cart.ownerId !== auth.user.id) throw notFound();
    return cart.group ? endOwnGroup(ctx, tx, cart) : cart;
  });
  return presentCart(cart, null, cart.rate, ownerOnlyFields(cart));
}

/** Ends the group, then re-derives the owner's bonus lines and the total without the guests' lines. */
async function endOwnGroup(ctx: AppContext, tx: Db, cart: q.CartRow) {
  const ended = await endGroup(tx, cart.id);
  const owner = await q.ensureOwnerUserCart(tx, cart.id, cart.ownerId, null);
  await refreshCart(tx, ended, owner.id, ctx.clock.now());
  return ended;
}
