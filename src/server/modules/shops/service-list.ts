import type { AddressPoint } from '@/contract/schemas/fields';
import type { ShopListQuery } from '@/contract/schemas/shops';
import type { AppContext } from '../../context';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { resolveCurrency } from '../users/queries';
import { shopOrder, shopWhere, type ShopFilter } from './filters';
import { momentOf } from './hours';
import { presentShop } from './present';
import * as q from './queries-list';
import { shopRelations } from './queries-relations';
import { deliveryFee, pointInPolygon } from './zones';

/**
 * Shop lists (paginate, search). Without an address: one counted SQL page. With an address: the shops whose
 * zone box holds the point (SQL), kept when the polygon holds it (JS), ordered by delivery fee unless
 * `order_by` is given. Then one statement for the relations of the whole page (shopRelations): at most 4 statements.
 */

const BASE = '/api/v1/rest';

export interface ListArgs {
  page: number;
  perPage: number;
  address?: AddressPoint;
  orderBy?: ShopListQuery['order_by'];
  /** Delivery fee range (display units) applied to the computed fee when an address is given. */
  feeRange?: number[];
}

async function listShops(ctx: AppContext, req: RequestInfo, currencyId: number | undefined, filter: ShopFilter, args: ListArgs, path: string) {
  const currency = await resolveCurrency(ctx.db, currencyId);
  const rate = currency?.rate ?? 1;
  const order = shopOrder(args.orderBy);
  const win = { limit: args.perPage, offset: (args.page - 1) * args.perPage };
  let rows: q.ShopRow[];
  let total: number;
  // With an address: the fee each listed shop charges there, as the checkout will (display units).
  const fees = new Map<number, number>();
  if (args.address) {
    const point = args.address;
    const [min, max] = args.feeRange ?? [];
    const inside = (await q.shopsInZoneBox(ctx.db, shopWhere(filter), order, point))
      .filter((r) => pointInPolygon(point, r.polygon))
      .map((r) => ({ shop: r.shop, fee: deliveryFee(r.shop, point, rate) }))
      .filter((r) => (min === undefined || r.fee >= min) && (max === undefined || r.fee <= max));
    // Array.prototype.sort is stable: equal fees keep the SQL order.
    if (!args.orderBy) inside.sort((a, b) => a.fee - b.fee);
    total = inside.length;
    rows = inside.slice(win.offset, win.offset + win.limit).map((r) => r.shop);
    for (const r of inside) fees.set(r.shop.id, r.fee);
  } else {
    const prices = args.feeRange ? { range: args.feeRange, rate } : undefined;
    ({ rows, total } = await q.pageShops(ctx.db, shopWhere({ ...filter, prices }), order, win));
  }
  const relations = await shopRelations(ctx.db, rows.map((r) => r.id), req.locale);
  const data = rows.map((s) => ({
    ...presentShop(s, rate, relations.get(s.id) ?? { tags: [], days: [], closed: [] }),
    ...(fees.has(s.id) ? { delivery_fee: fees.get(s.id) } : {}),
  }));
  return paginate(data, total, args.page, args.perPage, `${BASE}${path}`, req.search);
}

export function paginateShops(ctx: AppContext, req: RequestInfo, query: ShopListQuery) {
  const now = ctx.clock.now();
  const filter: ShopFilter = {
    type: query.type,
    categoryId: query.category_id,
    brandId: query.brand_id,
    tagIds: query.take,
    openAt: query.open ? momentOf(now) : undefined,
    freeDelivery: query.free_delivery,
    rating: query.rating,
    dealsAt: query.deals ? now : undefined,
    verify: query.verify,
  };
  const args = { page: query.page, perPage: query.perPage, address: query.address, orderBy: query.order_by, feeRange: query.prices };
  return listShops(ctx, req, query.currency_id, filter, args, '/shops/paginate');
}

export function searchShops(
  ctx: AppContext,
  req: RequestInfo,
  query: { search: string; page: number; perPage: number; address?: AddressPoint; open?: boolean; currency_id?: number },
) {
  const filter: ShopFilter = { search: query.search, openAt: query.open ? momentOf(ctx.clock.now()) : undefined };
  return listShops(ctx, req, query.currency_id, filter, { page: query.page, perPage: query.perPage, address: query.address }, '/shops/search');
}
