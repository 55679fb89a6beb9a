import type { AppContext } from '../../context';
import { notFound } from '../../http/api-error';
import type { RequestInfo } from '../../http/route';
import { resolveCurrency } from '../users/queries';
import { presentCategory, presentListedProduct } from './present';
import { menuCategories, menuProducts } from './menu-queries';
import * as q from './queries';

/**
 * The shop menu (`rest/shops/{id}/products`): four statements whatever the menu size — currency and shop, the
 * products with their stocks, texts and discounts, the categories (with parents) with their texts (menu-queries.ts).
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
  const read = await menuProducts(ctx.db, shop.id, { categoryId: filter.category_id, brandIds: filter.brand_ids }, req.locale, today(ctx.clock.now()));
  const rows = read.map((r) => r.product);
  const cats = await menuCategories(ctx.db, [...new Set(rows.map((p) => p.categoryId))], req.locale);

  const listed = new Map(read.map(({ product, stock, text, discounts }) => [product.id, presentListedProduct(product, stock, { text, discounts, rate })]));
  type Listed = NonNullable<ReturnType<typeof listed.get>>;
  const byCategory = new Map<number, Listed[]>();
  for (const p of rows) byCategory.set(p.categoryId, [...(byCategory.get(p.categoryId) ?? []), listed.get(p.id)!]);

  const node = ({ category: c, text }: (typeof cats)[number]) => ({ ...presentCategory(c, text), products: byCategory.get(c.id) ?? [] });
  const catById = new Map(cats.map(({ category: c }) => [c.id, c]));
  const all = cats
    .filter(({ category: c }) => c.parentId === null)
    .map((root) => ({ ...node(root), children: cats.filter(({ category: c }) => c.parentId === root.category.id).map(node) }))
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
