import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { readAll } from '../../db/read-all';
import type { OrderStatus } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/api-error';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { stockExtrasIn } from '../catalog/extras';
import { productTexts, shopTexts } from '../catalog/texts';
import { presentParticipants } from '../cart/participants';
import { presentLines, presentOrder, presentOrderShop, presentRelations } from './present';
import * as q from './queries';

/** The customer's order list and order page (contract §3.6). */

export const LIST_PATH = '/api/v1/dashboard/user/orders/paginate';

export interface ListArgs {
  page: number;
  perPage: number;
  statuses?: OrderStatus[];
  order_statuses?: boolean;
  column: q.OrderColumn;
  sort: 'asc' | 'desc';
}

/** One page: rows and count, then shops, their texts and currencies of the whole page (5 statements). */
export async function listOrders(ctx: AppContext, req: RequestInfo, auth: AuthUser, args: ListArgs) {
  const { rows, total } = await q.listUserOrders(ctx.db, auth.user.id, {
    statuses: args.statuses,
    byStatus: args.order_statuses ?? false,
    column: args.column,
    sort: args.sort,
    limit: args.perPage,
    offset: (args.page - 1) * args.perPage,
  });
  const shopIds = [...new Set(rows.map((r) => r.order.shopId))];
  const currencyIds = [...new Set(rows.map((r) => r.order.currencyId).filter((id): id is number => id !== null))];
  const [shopRows, texts, currencyRows] = await Promise.all([
    q.shopsByIds(ctx.db, shopIds),
    shopTexts(ctx.db, shopIds, req.locale),
    q.currenciesByIds(ctx.db, currencyIds),
  ]);
  const shops = new Map(shopRows.map((s) => [s.id, s]));
  const currencies = new Map(currencyRows.map((c) => [c.id, c]));
  const data = rows.map(({ order, detailsCount }) => ({
    ...presentOrder(order, presentOrderShop(shops.get(order.shopId), texts.get(order.shopId)), order.currencyId ? currencies.get(order.currencyId) : undefined),
    order_details_count: Number(detailsCount),
  }));
  return paginate(data, total, args.page, args.perPage, LIST_PATH, req.search);
}

/** The full order (lines, shop, payment, review, refunds, coupon, history); `db` may be a transaction. */
export async function orderView(db: Db, order: q.OrderRow, locale: string) {
  const [lines, shopRows, texts, currencyRows, rel] = await readAll(db, [
    () => q.orderLines(db, order.id),
    () => q.shopsByIds(db, [order.shopId]),
    () => shopTexts(db, [order.shopId], locale),
    () => (order.currencyId ? q.currenciesByIds(db, [order.currencyId]) : Promise.resolve([])),
    () => q.orderRelations(db, order),
  ]);
  const stockIds = lines.map((l) => l.stock.id);
  const [products, extras] = await readAll(db, [() => productTexts(db, lines.map((l) => l.product.id), locale), () => stockExtrasIn(db, stockIds, locale)]);
  const lineViews = presentLines(lines, order.rate, { products, extras });
  return {
    ...presentOrder(order, presentOrderShop(shopRows[0], texts.get(order.shopId)), currencyRows[0]),
    order_details_count: lineViews.length,
    details: lineViews,
    participants: presentParticipants(order.participants, order.rate),
    ...presentRelations(order, rel),
  };
}

export async function showOrder(ctx: AppContext, req: RequestInfo, auth: AuthUser, orderId: number) {
  const order = await q.findUserOrder(ctx.db, auth.user.id, orderId);
  if (!order) throw notFound();
  return orderView(ctx.db, order, req.locale);
}
