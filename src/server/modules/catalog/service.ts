import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { productTranslations, products } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { pickTranslation, wantedLocales } from '../i18n/translation';
import { resolveCurrency } from '../users/queries';
import { today } from './menu';
import { presentBrand, presentCategory, presentListedProduct, presentShopBrief } from './present';
import * as q from './queries';
import * as tq from './taxonomy-queries';
import { categoryTexts, productTexts, shopTexts } from './texts';

/** Product search, categories and brands; each list is a fixed number of statements (page, total, relations). */

interface PageArgs {
  page: number;
  perPage: number;
}

const windowOf = ({ page, perPage }: PageArgs) => ({ limit: perPage, offset: (page - 1) * perPage });
const BASE = '/api/v1/rest';

/** `%`, `_` and `\` typed by the user match themselves, not any text. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchProducts(
  ctx: AppContext,
  req: RequestInfo,
  args: PageArgs & { search: string; shop_id?: number; currency_id?: number },
) {
  const t = productTranslations;
  const titled = sql`exists (select 1 from ${t} where ${t.productId} = ${products.id} and ${inArray(t.locale, wantedLocales(req.locale))} and ${ilike(t.title, `%${escapeLike(args.search)}%`)})`;
  const where = and(q.sellable, args.shop_id ? eq(products.shopId, args.shop_id) : undefined, titled)!;
  const [currency, { rows, total, totalExact }] = await Promise.all([
    resolveCurrency(ctx.db, args.currency_id),
    q.searchProducts(ctx.db, where, windowOf(args), ctx.config.searchTotalCap),
  ]);
  const rate = currency?.rate ?? 1;
  const ids = rows.map((p) => p.id);
  const shopIds = rows.map((p) => p.shopId);
  const [stocks, texts, discounts, shops, sTexts] = await Promise.all([
    q.firstStocks(ctx.db, ids),
    productTexts(ctx.db, ids, req.locale),
    q.activeDiscounts(ctx.db, ids, today(ctx.clock.now())),
    q.shopsByIds(ctx.db, shopIds),
    shopTexts(ctx.db, shopIds, req.locale),
  ]);
  const shopById = new Map(shops.map((s) => [s.id, s]));
  const data = rows.map((p) => {
    const shop = shopById.get(p.shopId);
    return {
      ...presentListedProduct(p, stocks.get(p.id), { text: texts.get(p.id), discounts: discounts.get(p.id), rate }),
      shop: shop ? presentShopBrief(shop, sTexts.get(shop.id)) : undefined,
    };
  });
  return paginate(data, total, args.page, args.perPage, `${BASE}/products/search`, req.search, { totalExact });
}

async function withChildren(ctx: AppContext, req: RequestInfo, roots: Awaited<ReturnType<typeof tq.childrenOf>>) {
  const children = await tq.childrenOf(ctx.db, roots.map((c) => c.id));
  const texts = await categoryTexts(ctx.db, [...roots, ...children].map((c) => c.id), req.locale);
  return roots.map((root) => ({
    ...presentCategory(root, texts.get(root.id)),
    children: children.filter((c) => c.parentId === root.id).map((c) => presentCategory(c, texts.get(c.id))),
  }));
}

export async function listCategories(ctx: AppContext, req: RequestInfo, args: PageArgs & { type: string }) {
  const { rows, total } = await tq.listRootCategories(ctx.db, args.type, windowOf(args), wantedLocales(req.locale));
  const data = rows.map((root) => ({
    ...presentCategory(root.category, pickTranslation(root.texts, req.locale)),
    children: root.children.map((c) => presentCategory(c.category, pickTranslation(c.texts, req.locale))),
  }));
  return paginate(data, total, args.page, args.perPage, `${BASE}/categories/paginate`, req.search);
}

export async function showCategory(ctx: AppContext, req: RequestInfo, uuid: string) {
  const row = await tq.findCategory(ctx.db, uuid);
  if (!row) throw notFound();
  const [category] = await withChildren(ctx, req, [row]);
  return category;
}

export async function listBrands(ctx: AppContext, req: RequestInfo, args: PageArgs & { shop_id?: number; category_id?: number }) {
  const { rows, total } = await tq.listBrands(ctx.db, { shopId: args.shop_id, categoryId: args.category_id }, windowOf(args));
  const data = rows.map((r) => presentBrand(r.brand, r.productsCount));
  return paginate(data, total, args.page, args.perPage, `${BASE}/brands/paginate`, req.search);
}
