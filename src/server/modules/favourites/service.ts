import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/api-error';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { presentLikedShop } from './present';
import * as q from './queries';

/**
 * Server-side favourite shops of the signed-in user (contract §0.8). A list is three statements whatever
 * its size: the page of rows and the count, then the translations of the whole page in one query.
 */

export interface PageArgs {
  page: number;
  perPage: number;
}

export const LIST_PATH = '/api/v1/dashboard/user/favourites/shops';

export async function listShops(ctx: AppContext, req: RequestInfo, auth: AuthUser, args: PageArgs) {
  const { rows, total } = await q.listLiked(ctx.db, auth.user.id, { limit: args.perPage, offset: (args.page - 1) * args.perPage });
  const texts = await q.shopTexts(ctx.db, rows.map((r) => r.id), req.locale);
  const data = rows.map((r) => presentLikedShop(r, texts.get(r.id)));
  return paginate(data, total, args.page, args.perPage, LIST_PATH, req.search);
}

/** Idempotent; an unknown or unapproved shop is 404. */
export async function addShop(ctx: AppContext, auth: AuthUser, shopId: number) {
  const shop = await q.findShop(ctx.db, shopId);
  if (!shop || shop.status !== 'approved') throw notFound();
  await q.addLike(ctx.db, auth.user.id, shopId, ctx.clock.now());
  return { shop_id: shopId, liked: true };
}

/** Idempotent; only an unknown shop is 404 (a shop that stopped being approved can still be unliked). */
export async function removeShop(ctx: AppContext, auth: AuthUser, shopId: number) {
  const shop = await q.findShop(ctx.db, shopId);
  if (!shop) throw notFound();
  await q.removeLike(ctx.db, auth.user.id, shopId);
  return { shop_id: shopId, liked: false };
}

/** Merges the guest's local likes once, in one insert; answers with the first page of the full list. */
export async function mergeShops(ctx: AppContext, req: RequestInfo, auth: AuthUser, uuids: string[], args: PageArgs) {
  const unique = [...new Set(uuids.map((u) => u.toLowerCase()))];
  await q.mergeLikes(ctx.db, auth.user.id, unique, ctx.clock.now());
  return listShops(ctx, req, auth, { ...args, page: 1 });
}
