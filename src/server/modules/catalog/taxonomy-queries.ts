import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories, products } from '../../db/schema';
import { inCategoryTree } from './queries';

/** Category and brand reads: a page of rows plus its total, then children of the whole page at once. */

export interface PageWindow {
  limit: number;
  offset: number;
}

const visibleCategory = and(eq(categories.active, true), eq(categories.status, 'published'))!;

export async function listRootCategories(db: Db, type: string, win: PageWindow) {
  const where = and(visibleCategory, eq(categories.type, type), isNull(categories.parentId));
  const [rows, [total]] = await Promise.all([
    db.select().from(categories).where(where).orderBy(asc(categories.input), asc(categories.id)).limit(win.limit).offset(win.offset),
    db.select({ n: count() }).from(categories).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
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
  const base = () => {
    const q = db
      .select({ brand: brands, n: sql<number>`count(${products.id})`.mapWith(Number).as('products_count') })
      .from(brands);
    return (filtered ? q.innerJoin(products, productOn) : q.leftJoin(products, productOn)).where(eq(brands.active, true)).groupBy(brands.id);
  };
  const [rows, [total]] = await Promise.all([
    base().orderBy(asc(brands.id)).limit(win.limit).offset(win.offset),
    db.select({ n: count() }).from(base().as('counted')),
  ]);
  return { rows: rows.map((r) => ({ brand: r.brand, productsCount: r.n })), total: Number(total?.n ?? 0) };
}
