import type { AppContext } from '../../context';
import { notFound } from '../../http/api-error';
import type { RequestInfo } from '../../http/route';
import { resolveCurrency } from '../users/queries';
import { presentCategory, presentListedProduct } from './present';
import * as q from './queries';
import { categoryTexts, productTexts } from './texts';

/**
 * The shop menu (`rest/shops/{id}/products`): a fixed number of statements whatever the menu size —
 * currency, shop, products, first stocks, product texts, discounts, categories (with parents), category texts.
 */

export const RECOMMENDED_COUNT = 8;

export interface MenuFilter {
  currency_id?: number;
  category_id?: number;
  brand_ids?: number[];
}

export const today = (now: Date) => now.toISOString().slice(0, 10);

export async function shopMenu(ctx: AppContext, req: RequestInfo, shopId: number, filter: MenuFilter) {
  const [currency, shop] = await Promise.all([resolveCurrency(ctx.db, filter.currency_id), q.findVisibleShop(ctx.db, shopId)]);
  if (!shop) throw notFound();
  const rate = currency?.rate ?? 1;
  const rows = await q.shopMenuProducts(ctx.db, shop.id, { categoryId: filter.category_id, brandIds: filter.brand_ids });
  const ids = rows.map((p) => p.id);
  const [stocks, texts, discounts, cats] = await Promise.all([
    q.firstStocks(ctx.db, ids),
    productTexts(ctx.db, ids, req.locale),
    q.activeDiscounts(ctx.db, ids, today(ctx.clock.now())),
    q.categoriesWithParents(ctx.db, [...new Set(rows.map((p) => p.categoryId))]),
  ]);
  const catTexts = await categoryTexts(ctx.db, cats.map((c) => c.id), req.locale);

  const listed = new Map(
    rows.map((p) => [p.id, presentListedProduct(p, stocks.get(p.id), { text: texts.get(p.id), discounts: discounts.get(p.id), rate })]),
  );
  type Listed = NonNullable<ReturnType<typeof listed.get>>;
  const byCategory = new Map<number, Listed[]>();
  for (const p of rows) byCategory.set(p.categoryId, [...(byCategory.get(p.categoryId) ?? []), listed.get(p.id)!]);

  const node = (c: (typeof cats)[number]) => ({ ...presentCategory(c, catTexts.get(c.id)), products: byCategory.get(c.id) ?? [] });
  const catById = new Map(cats.map((c) => [c.id, c]));
  const all = cats
    .filter((c) => c.parentId === null)
    .map((root) => ({ ...node(root), children: cats.filter((c) => c.parentId === root.id).map(node) }))
    .filter((root) => root.products.length || root.children.some((c) => c.products.length));
  // Products whose category or its parent is inactive stay off the menu, recommended row included.
  const shown = (p: (typeof rows)[number]) => {
    const c = catById.get(p.categoryId);
    return !!c && (c.parentId === null || catById.has(c.parentId));
  };
  const recommended = rows
    .filter(shown)
    .sort((a, b) => b.soldCount - a.soldCount || a.id - b.id)
    .slice(0, RECOMMENDED_COUNT)
    .map((p) => listed.get(p.id)!);
  return { recommended, all };
}
