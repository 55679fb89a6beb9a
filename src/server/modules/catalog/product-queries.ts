import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonuses, products, reviews, shops, stockAddons } from '../../db/schema';
import { notExpired } from './queries';

/** Reads of the product page (`rest/products/{uuid}`): each takes the whole list of the product's stocks. */

/** A published, active product of an approved shop, with the shop row. */
export async function findProduct(db: Db, uuid: string) {
  const [row] = await db
    .select({ product: products, shop: shops })
    .from(products)
    .innerJoin(shops, and(eq(shops.id, products.shopId), eq(shops.status, 'approved')))
    .where(and(eq(products.uuid, uuid), eq(products.status, 'published'), eq(products.active, true)))
    .limit(1);
  return row;
}

/** Add-on products offered with each stock (published and active ones only). */
export async function stockAddonProducts(db: Db, stockIds: number[]) {
  if (!stockIds.length) return [];
  return db
    .select({ link: stockAddons, product: products })
    .from(stockAddons)
    .innerJoin(products, eq(products.id, stockAddons.addonId))
    .where(and(inArray(stockAddons.stockId, stockIds), eq(products.status, 'published'), eq(products.active, true)))
    .orderBy(asc(stockAddons.id));
}

/** Running "buy N get M" bonuses of the stocks. */
export async function stockBonuses(db: Db, stockIds: number[], now: Date) {
  if (!stockIds.length) return [];
  return db
    .select()
    .from(bonuses)
    .where(and(inArray(bonuses.stockId, stockIds), eq(bonuses.status, true), notExpired(bonuses.expiredAt, now)));
}

export async function productReviewsCount(db: Db, productId: number) {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.productId, productId));
  return Number(row?.n ?? 0);
}
