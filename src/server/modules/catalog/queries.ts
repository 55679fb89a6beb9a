import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import { categories, discounts, productDiscounts, products, shops, stocks } from '../../db/schema';
import type { DiscountRow } from './pricing';

/** Product and stock reads shared by the menu, the product page and search; every read takes a whole id list. */

export type ProductRow = typeof products.$inferSelect;
export type StockRow = typeof stocks.$inferSelect;

/** A non-addon stock with quantity left. */
const inStock = sql`exists (select 1 from ${stocks} where ${stocks.productId} = ${products.id} and not ${stocks.addon} and ${stocks.quantity} > 0)`;

/** What a customer may see and buy: published, active, not an add-on, in stock. */
export const sellable: SQL = and(eq(products.status, 'published'), eq(products.active, true), eq(products.addon, false), inStock)!;

/** Products in a category or in one of its sub-categories. */
export const inCategoryTree = (categoryId: number): SQL =>
  inArray(products.categoryId, sql`(select ${categories.id} from ${categories} where ${categories.id} = ${categoryId} or ${categories.parentId} = ${categoryId})`);

export async function findVisibleShop(db: Db, id: number) {
  const [row] = await db.select().from(shops).where(and(eq(shops.id, id), eq(shops.status, 'approved'))).limit(1);
  return row;
}

/** The first non-addon stock with quantity left of each product (one row per product). */
export async function firstStocks(db: Db, productIds: number[]): Promise<Map<number, StockRow>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([stocks.productId])
    .from(stocks)
    .where(and(inArray(stocks.productId, productIds), gte(stocks.quantity, 1)))
    .orderBy(stocks.productId, asc(stocks.addon), asc(stocks.id));
  return new Map(rows.map((s) => [s.productId, s]));
}

export async function stocksOf(db: Db, productId: number) {
  return db.select().from(stocks).where(eq(stocks.productId, productId)).orderBy(asc(stocks.id));
}

/** Discounts running today, per product. */
/** On every cart answer and checkout: built once (ADR 0018). */
const activeDiscountsQuery = preparedQuery('active_discounts', (db) =>
  db
    .select({ productId: productDiscounts.productId, discount: discounts })
    .from(productDiscounts)
    .innerJoin(discounts, eq(discounts.id, productDiscounts.discountId))
    .where(and(anyOf(productDiscounts.productId, 'productIds'), eq(discounts.active, true), lte(discounts.start, sql.placeholder('today')), gte(discounts.end, sql.placeholder('today'))))
    .orderBy(asc(discounts.id)),
);

export async function activeDiscounts(db: Db, productIds: number[], today: string): Promise<Map<number, DiscountRow[]>> {
  const map = new Map<number, DiscountRow[]>();
  if (!productIds.length) return map;
  const rows = await activeDiscountsQuery(db, { productIds: [...new Set(productIds)], today });
  for (const r of rows) map.set(r.productId, [...(map.get(r.productId) ?? []), r.discount]);
  return map;
}

/**
 * One page of matches and their total, counted up to `cap` matches past the page's end: a LIMITed count stops early
 * for a common word at scale (ADR 0016); `totalExact` is false when it stopped, and `total` is then a lower bound
 * that still leaves a next page, so clients paging until `last_page` keep going.
 */
export async function searchProducts(db: Db, where: SQL, win: { limit: number; offset: number }, cap: number) {
  const countUpTo = win.offset + win.limit + cap;
  const matches = db
    .select({ one: sql`1` })
    .from(products)
    .innerJoin(shops, and(eq(shops.id, products.shopId), eq(shops.status, 'approved')))
    .where(where)
    .limit(countUpTo + 1)
    .as('matches');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ product: products })
      .from(products)
      .innerJoin(shops, and(eq(shops.id, products.shopId), eq(shops.status, 'approved')))
      .where(where)
      .orderBy(desc(products.soldCount), asc(products.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ n: count() }).from(matches),
  ]);
  const n = Number(counted?.n ?? 0);
  return { rows: rows.map((r) => r.product), total: Math.min(n, countUpTo), totalExact: n <= countUpTo };
}

export async function shopsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(shops).where(inArray(shops.id, [...new Set(ids)]));
}

export const notExpired = (column: Parameters<typeof gt>[0], now: Date) => or(isNull(column), gt(column, now));
