import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  products,
  recipeIngredients,
  recipeInstructions,
  recipeNutritions,
  recipeNutritionTranslations,
  recipes,
  recipeStocks,
  recipeTranslations,
  shops,
  stocks,
} from '../../db/schema';
import { pickEach } from '../content/texts';
import { wantedLocales } from '../i18n/translation';

/** Row reads of the recipes module: every read takes a whole page of ids, so a list is a fixed number of statements. */

export type RecipeRow = typeof recipes.$inferSelect;
export type ShopRow = typeof shops.$inferSelect;

/** A recipe is public while it is active and its shop is approved. */
const visible = (filter: { categoryId?: number; shopId?: number; id?: number }): SQL =>
  and(
    eq(recipes.active, true),
    eq(shops.status, 'approved'),
    filter.id ? eq(recipes.id, filter.id) : undefined,
    filter.categoryId ? eq(recipes.categoryId, filter.categoryId) : undefined,
    filter.shopId ? eq(recipes.shopId, filter.shopId) : undefined,
  )!;

export async function listRecipes(db: Db, filter: { categoryId?: number; shopId?: number }, win: { limit: number; offset: number }) {
  const where = visible(filter);
  const [rows, [total]] = await Promise.all([
    db.select({ recipe: recipes, shop: shops }).from(recipes).innerJoin(shops, eq(shops.id, recipes.shopId)).where(where).orderBy(asc(recipes.id)).limit(win.limit).offset(win.offset),
    db.select({ n: count() }).from(recipes).innerJoin(shops, eq(shops.id, recipes.shopId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findRecipe(db: Db, id: number) {
  const [row] = await db.select({ recipe: recipes, shop: shops }).from(recipes).innerJoin(shops, eq(shops.id, recipes.shopId)).where(visible({ id })).limit(1);
  return row;
}

/** The bundles' stocks with their products, in recipe order. */
export async function stocksOfRecipes(db: Db, recipeIds: number[]) {
  if (!recipeIds.length) return [];
  return db
    .select({ link: recipeStocks, stock: stocks, product: products })
    .from(recipeStocks)
    .innerJoin(stocks, eq(stocks.id, recipeStocks.stockId))
    .innerJoin(products, eq(products.id, stocks.productId))
    .where(inArray(recipeStocks.recipeId, recipeIds))
    .orderBy(asc(recipeStocks.recipeId), asc(recipeStocks.id));
}

export type RecipeStockRow = Awaited<ReturnType<typeof stocksOfRecipes>>[number];

export async function recipeTexts(db: Db, ids: number[], locale: string) {
  if (!ids.length) return new Map<number, typeof recipeTranslations.$inferSelect>();
  const t = recipeTranslations;
  const rows = await db.select().from(t).where(and(inArray(t.recipeId, ids), inArray(t.locale, wantedLocales(locale))));
  return pickEach(rows, (r) => r.recipeId, locale);
}

/** Ingredients, steps and nutrition facts of one recipe, in the wanted language (English fallback). */
export async function recipeDetails(db: Db, id: number, locale: string) {
  const langs = wantedLocales(locale);
  const [ingredients, instructions, nutritions] = await Promise.all([
    db.select().from(recipeIngredients).where(and(eq(recipeIngredients.recipeId, id), inArray(recipeIngredients.locale, langs))),
    db.select().from(recipeInstructions).where(and(eq(recipeInstructions.recipeId, id), inArray(recipeInstructions.locale, langs))),
    db.select().from(recipeNutritions).where(eq(recipeNutritions.recipeId, id)).orderBy(asc(recipeNutritions.id)),
  ]);
  const t = recipeNutritionTranslations;
  const nutritionIds = nutritions.map((n) => n.id);
  const nutritionTexts = nutritionIds.length
    ? pickEach(await db.select().from(t).where(and(inArray(t.recipeNutritionId, nutritionIds), inArray(t.locale, langs))), (r) => r.recipeNutritionId, locale)
    : new Map<number, typeof t.$inferSelect>();
  return {
    ingredient: pickEach(ingredients, (r) => r.recipeId, locale).get(id),
    instruction: pickEach(instructions, (r) => r.recipeId, locale).get(id),
    nutritions: nutritions.map((n) => ({ row: n, text: nutritionTexts.get(n.id) })),
  };
}

export async function categoriesByIds(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  return db.select().from(categories).where(inArray(categories.id, unique));
}
