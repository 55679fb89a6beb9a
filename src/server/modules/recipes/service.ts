import type { AppContext } from '../../context';
import { notFound } from '../../http/api-error';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { today } from '../catalog/menu';
import { presentCategory, presentProduct, presentShopBrief, presentStock, presentTranslation } from '../catalog/present';
import { activeDiscounts } from '../catalog/queries';
import { categoryTexts, productTexts, shopTexts } from '../catalog/texts';
import { resolveCurrency } from '../users/queries';
import { presentRecipe } from './present';
import * as q from './queries';

/** Recipe reads: a page is a fixed number of statements (page + count, then stocks, texts, shops, categories). */

interface PageArgs {
  page: number;
  perPage: number;
}

/** The shared parts of list and detail: bundle stocks, texts, shop and category of each recipe. */
async function presentRows(ctx: AppContext, req: RequestInfo, rows: Array<{ recipe: q.RecipeRow; shop: q.ShopRow }>, rate: number) {
  const ids = rows.map((r) => r.recipe.id);
  const categoryIds = rows.flatMap((r) => (r.recipe.categoryId ? [r.recipe.categoryId] : []));
  const [stockRows, texts, sTexts, categories, cTexts] = await Promise.all([
    q.stocksOfRecipes(ctx.db, ids),
    q.recipeTexts(ctx.db, ids, req.locale),
    shopTexts(ctx.db, rows.map((r) => r.shop.id), req.locale),
    q.categoriesByIds(ctx.db, categoryIds),
    categoryTexts(ctx.db, categoryIds, req.locale),
  ]);
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const presented = rows.map(({ recipe, shop }) => {
    const category = recipe.categoryId ? categoryById.get(recipe.categoryId) : undefined;
    return {
      ...presentRecipe(recipe, stockRows.filter((s) => s.link.recipeId === recipe.id), texts.get(recipe.id), rate),
      shop: presentShopBrief(shop, sTexts.get(shop.id)),
      category: category ? presentCategory(category, cTexts.get(category.id)) : undefined,
    };
  });
  return { presented, stockRows };
}

export async function listRecipes(ctx: AppContext, req: RequestInfo, args: PageArgs & { category_id?: number; shop_id?: number; currency_id?: number }) {
  const [currency, { rows, total }] = await Promise.all([
    resolveCurrency(ctx.db, args.currency_id),
    q.listRecipes(ctx.db, { categoryId: args.category_id, shopId: args.shop_id }, { limit: args.perPage, offset: (args.page - 1) * args.perPage }),
  ]);
  const { presented } = await presentRows(ctx, req, rows, currency?.rate ?? 1);
  return paginate(presented, total, args.page, args.perPage, '/api/v1/rest/receipts/paginate', req.search);
}

/** One recipe: the list shape plus ingredients, steps, nutrition facts and the stocks "add all to cart" inserts. */
export async function showRecipe(ctx: AppContext, req: RequestInfo, id: number, currencyId?: number) {
  const [currency, row] = await Promise.all([resolveCurrency(ctx.db, currencyId), q.findRecipe(ctx.db, id)]);
  if (!row) throw notFound();
  const rate = currency?.rate ?? 1;
  const [{ presented: [recipe], stockRows }, details] = await Promise.all([presentRows(ctx, req, [row], rate), q.recipeDetails(ctx.db, id, req.locale)]);
  const productIds = stockRows.map((s) => s.product.id);
  const [pTexts, discounts] = await Promise.all([productTexts(ctx.db, productIds, req.locale), activeDiscounts(ctx.db, productIds, today(ctx.clock.now()))]);
  return {
    ...recipe,
    ingredient: details.ingredient ? { title: details.ingredient.title } : undefined,
    instruction: details.instruction ? { title: details.instruction.title } : undefined,
    nutritions: details.nutritions.map(({ row: n, text }) => ({ id: n.id, weight: n.weight ?? undefined, percentage: n.percentage ?? undefined, translation: presentTranslation(text) })),
    stocks: stockRows.map(({ link, stock, product }) => ({
      ...presentStock(stock, product, discounts.get(product.id), rate),
      // Whether the product can be bought now: the client adds only these.
      available: product.status === 'published' && product.active && !product.addon && stock.quantity > 0,
      product: presentProduct(product, { text: pTexts.get(product.id), discounts: discounts.get(product.id), rate }),
      pivot: { receipt_id: id, stock_id: stock.id, min_quantity: link.minQuantity },
    })),
  };
}
