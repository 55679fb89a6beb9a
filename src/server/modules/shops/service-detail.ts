import type { AddressPoint } from '@/contract/schemas/fields';
import type { AppContext } from '../../context';
import { ApiError, notFound } from '../../http/api-error';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { resolveCurrency } from '../users/queries';
import { shopWhere } from './filters';
import { isWorkingAt, momentOf } from './hours';
import { presentBonus, presentDiscount, presentReview, presentShop, presentShopText, presentTitle } from './present';
import * as d from './queries-detail';
import * as q from './queries-list';
import * as m from './queries-misc';
import { shopPage } from './queries-page';
import { shopHours } from './queries-relations';
import { deliveryQuote, pointInPolygon, type FeeShop } from './zones';
import { toDisplay } from '@/lib/money';
import type { Polygon } from '../../db/schema';

/** One shop with its relations (one statement whatever it holds, queries-page.ts), recommended shops, tags, reviews, zone and working checks. */

const BASE = '/api/v1/rest';
const windowOf = ({ page, perPage }: { page: number; perPage: number }) => ({ limit: perPage, offset: (page - 1) * perPage });

export async function showShop(ctx: AppContext, req: RequestInfo, key: number | string, currencyId?: number, point?: AddressPoint) {
  const now = ctx.clock.now();
  const [currency, page] = await Promise.all([resolveCurrency(ctx.db, currencyId), shopPage(ctx.db, key, req.locale, now)]);
  if (!page) throw notFound();
  const { shop, relations, bonus, discounts, payments, categories } = page;
  const rate = currency?.rate ?? 1;
  const zone = point ? await m.zoneOf(ctx.db, shop.id) : undefined;
  return {
    ...presentShop(shop, rate, relations),
    bonus: presentBonus(bonus, rate),
    discount: discounts.map((x) => presentDiscount(x, rate)),
    shop_payments: payments.map((p) => ({ id: p.id, shop_id: p.shopId, status: p.status, payment: p.payment })),
    categories: categories.map(({ text, ...c }) => ({ ...c, img: c.img ?? undefined, translation: presentTitle(text) })),
    ...(point ? deliveryTo(shop, zone?.polygon, point, rate) : {}),
  };
}

/**
 * Delivery to the asked point (addition to the contract): `delivers`, and when it does the distance and the
 * fee the checkout will charge there (deliveryQuote, the cart's own rule), in the requested currency.
 */
function deliveryTo(shop: FeeShop, polygon: Polygon | undefined, point: AddressPoint, rate: number) {
  if (!polygon || !pointInPolygon(point, polygon)) return { delivers: false };
  const quote = deliveryQuote(shop, point);
  return { delivers: true, km: quote.km, delivery_fee: toDisplay(quote.fee, rate) };
}

export async function recommended(ctx: AppContext, req: RequestInfo, query: { address?: AddressPoint; open?: boolean }) {
  const now = ctx.clock.now();
  const min = Math.max(1, Number(await m.settingValue(ctx.db, 'recommended_count')) || 1);
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const where = shopWhere({ openAt: query.open ? momentOf(now) : undefined });
  const point = query.address;
  const rows = (await m.recommendedShops(ctx.db, where, since, min)).filter((r) => !point || (r.polygon && pointInPolygon(point, r.polygon)));
  const texts = await q.shopTexts(ctx.db, rows.map((r) => r.shop.id), req.locale);
  return rows.map(({ shop, productsCount }) => ({
    id: shop.id,
    uuid: shop.uuid,
    background_img: shop.backgroundImg ?? undefined,
    logo_img: shop.logoImg ?? undefined,
    translation: presentShopText(texts.get(shop.id)),
    products_count: Number(productsCount),
  }));
}

export async function listTakes(ctx: AppContext, req: RequestInfo, categoryId?: number) {
  const tags = await m.listTags(ctx.db, categoryId);
  const texts = await m.tagTexts(ctx.db, tags.map((t) => t.id), req.locale);
  return tags.map((t) => ({ id: t.id, img: t.img ?? undefined, translation: presentTitle(texts.get(t.id)) }));
}

export async function listReviews(ctx: AppContext, req: RequestInfo, key: number | string, args: { page: number; perPage: number }) {
  const shop = await d.findShop(ctx.db, key);
  if (!shop) throw notFound();
  const { rows, total } = await m.pageReviews(ctx.db, shop.id, windowOf(args));
  return paginate(rows.map(presentReview), total, args.page, args.perPage, `${BASE}/shops/${shop.id}/reviews`, req.search);
}

/** Whether any approved open shop delivers to the point; 400 NOT_IN_POLYGON otherwise. */
export async function checkAnyZone(ctx: AppContext, point: AddressPoint) {
  const where = shopWhere({});
  const rows = await q.shopsInZoneBox(ctx.db, where, [], point);
  if (!rows.some((r) => r.shop.open && pointInPolygon(point, r.polygon))) throw new ApiError('NOT_IN_POLYGON');
  return 'success';
}

export async function checkShopZone(ctx: AppContext, shopId: number, point: AddressPoint) {
  const shop = await d.findShop(ctx.db, shopId);
  const zone = shop ? await m.zoneOf(ctx.db, shop.id) : undefined;
  if (!zone) throw new ApiError('SHOP_OR_DELIVERY_ZONE');
  if (!pointInPolygon(point, zone.polygon)) throw new ApiError('NOT_IN_POLYGON');
  return 'success';
}

export async function workingCheck(ctx: AppContext, shopId: number, date?: Date) {
  const hours = await shopHours(ctx.db, shopId);
  if (!hours) throw notFound();
  return isWorkingAt(date ?? ctx.clock.now(), hours.days, hours.closed.map((c) => c.day));
}
