import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedPage, totalOfMatches } from '../../db/counted-page';
import { fromJsonRow, jsonRow, textsJson } from '../../db/json-rows';
import { brands, categories, categoryTranslations, products } from '../../db/schema';
import { inCategoryTree } from './queries';

/** Category and brand reads: a page of rows plus its total, then children of the whole page at once. */

export interface PageWindow {
  limit: number;
  offset: number;
}

const visibleCategory = and(eq(categories.active, true), eq(categories.status, 'published'))!;

type Json = Record<string, unknown>;

/**
 * A page of root categories with the number of all, each with its texts and its visible children with theirs, in
 * one statement (counted-page.ts; JSON columns as ADR 0050). Texts in `locales` (the asked language and the fallback).
 */
export async function listRootCategories(db: Db, type: string, win: PageWindow, locales: string[]) {
  const where = and(visibleCategory, eq(categories.type, type), isNull(categories.parentId));
  const textsOf = (owner: string) => textsJson(categoryTranslations, 'ct', 'category_id', sql.raw(owner), locales);
  const page = await db
    .select({
      category: categories,
      total: totalOfMatches,
      texts: sql<Json[]>`${textsOf('"categories"."id"')}`,
      children: sql<Array<{ row: Json; texts: Json[] }>>`coalesce((select json_agg(json_build_object('row', ${jsonRow(categories, 'ch')}, 'texts', ${textsOf('ch.id')}) order by ch.input, ch.id)
        from ${categories} ch where ch.parent_id = "categories"."id" and ch.active and ch.status = 'published'), '[]'::json)`,
    })
    .from(categories)
    .where(where)
    .orderBy(asc(categories.input), asc(categories.id))
    .limit(win.limit)
    .offset(win.offset);
  const { rows, total } = await countedPage(page, win.offset, async () => Number((await db.select({ n: count() }).from(categories).where(where))[0]?.n ?? 0));
  const texts = (json: Json[]) => json.map((t) => fromJsonRow(categoryTranslations, t));
  return {
    rows: rows.map((r) => ({ category: r.category, texts: texts(r.texts), children: r.children.map((c) => ({ category: fromJsonRow(categories, c.row), texts: texts(c.texts) })) })),
    total,
  };
}

export async function childrenOf(db: Db, parentIds: number[]) {
  if (!parentIds.length) return [];
  return db
    .select()
    .from(categories)
    .where(and(visibleCategory, inArray(categories.parentId, parentIds)))
    .orderBy(asc(categories.input), asc(categories.id));
}

export async function findCategory(db: Db, uuid: string) {
  const [row] = await db.select().from(categories).where(and(visibleCategory, eq(categories.uuid, uuid))).limit(1);
  return row;
}

/**
 * Active brands with the number of their published products; with a shop or category filter only the brands
 * that have products there (counted there).
 */
export async function listBrands(db: Db, filter: { shopId?: number; categoryId?: number }, win: PageWindow) {
  const filtered = filter.shopId !== undefined || filter.categoryId !== undefined;
  const productOn: SQL = and(
    eq(products.brandId, brands.id),
    eq(products.status, 'published'),
    eq(products.active, true),
    eq(products.addon, false),
    filter.shopId ? eq(products.shopId, filter.shopId) : undefined,
    filter.categoryId ? inCategoryTree(filter.categoryId) : undefined,
  )!;
  // The window count runs after the grouping: it counts brands (counted-page.ts).
  const productsCount = sql<number>`count(${products.id})`.mapWith(Number).as('products_count');
  const base = () => {
    const q = db.select({ brand: brands, n: productsCount }).from(brands);
    return (filtered ? q.innerJoin(products, productOn) : q.leftJoin(products, productOn)).where(eq(brands.active, true)).groupBy(brands.id);
  };
  const withTotal = db.select({ brand: brands, n: productsCount, total: totalOfMatches }).from(brands);
  const page = await (filtered ? withTotal.innerJoin(products, productOn) : withTotal.leftJoin(products, productOn))
    .where(eq(brands.active, true))
    .groupBy(brands.id)
    .orderBy(asc(brands.id))
    .limit(win.limit)
    .offset(win.offset);
  const { rows, total } = await countedPage(page, win.offset, async () => Number((await db.select({ n: count() }).from(base().as('counted')))[0]?.n ?? 0));
  return { rows: rows.map((r) => ({ brand: r.brand, productsCount: r.n })), total };
}
