import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromJsonRow, jsonRow, textsJson } from '../../db/json-rows';
import { preparedQuery } from '../../db/prepared';
import { categories, categoryTranslations, products, productTranslations, stocks } from '../../db/schema';
import { decodeDiscounts, lineTexts, runningDiscountsJson } from '../cart/cart-lines';
import { pickTranslation, wantedLocaleValues, wantedLocales } from '../i18n/translation';
import { sellable } from './queries';

/**
 * The menu's reads in two statements instead of six: the shop's sellable products, each with its first stock in
 * stock, its texts and today's discounts as JSON columns (the cart lines' fragments, ADR 0026), then the categories
 * they sit in and their parents, each with its texts.
 */

type Json = Record<string, unknown>;
const ph = (name: string) => sql.placeholder(name);

/** The first stock with quantity left, a non-addon one first (one per product). */
const firstStockJson = sql<Json | null>`(select ${jsonRow(stocks, 's')} from ${stocks} s
  where s.product_id = "products"."id" and s.quantity >= 1 order by s.addon, s.id limit 1)`;

/** Built once (ADR 0018); no category or no brands is a null or an empty list. */
const menuProductsQuery = preparedQuery('shop_menu_products', (db) =>
  db
    .select({ product: products, stock: firstStockJson, texts: lineTexts, discounts: runningDiscountsJson() })
    .from(products)
    .where(
      and(
        sql`"products"."shop_id" = ${ph('shopId')}::integer`,
        sellable,
        sql`(${ph('categoryId')}::integer is null or "products"."category_id" in
          (select c.id from ${categories} c where c.id = ${ph('categoryId')}::integer or c.parent_id = ${ph('categoryId')}::integer))`,
        sql`(cardinality(${ph('brandIds')}::integer[]) = 0 or "products"."brand_id" = any(${ph('brandIds')}::integer[]))`,
      ),
    )
    .orderBy(asc(products.id)),
);

export async function menuProducts(db: Db, shopId: number, filter: { categoryId?: number; brandIds?: number[] }, locale: string, today: string) {
  const rows = await menuProductsQuery(db, { shopId, categoryId: filter.categoryId ?? null, brandIds: filter.brandIds ?? [], today, ...wantedLocaleValues(locale) });
  return rows.map((r) => {
    const discounts = decodeDiscounts(r.discounts);
    return {
      product: r.product,
      stock: r.stock ? fromJsonRow(stocks, r.stock) : undefined,
      text: pickTranslation(r.texts.map((t) => fromJsonRow(productTranslations, t)), locale),
      // None is undefined, as the per-product map of activeDiscounts answered.
      discounts: discounts.length ? discounts : undefined,
    };
  });
}

/** The active categories of `ids` and their parents, with each one's text in the asked language. */
export async function menuCategories(db: Db, ids: number[], locale: string) {
  if (!ids.length) return [];
  const parents = sql`(select ${categories.parentId} from ${categories} where ${inArray(categories.id, ids)})`;
  const rows = await db
    .select({
      category: categories,
      texts: textsJson(categoryTranslations, 'ct', 'category_id', sql.raw('"categories"."id"'), wantedLocales(locale)),
    })
    .from(categories)
    .where(and(eq(categories.active, true), or(inArray(categories.id, ids), inArray(categories.id, parents))))
    .orderBy(asc(categories.input), asc(categories.id));
  return rows.map((r) => ({ category: r.category, text: pickTranslation(r.texts.map((t) => fromJsonRow(categoryTranslations, t)), locale) }));
}
