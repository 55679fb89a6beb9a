import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bonuses,
  cartDetails,
  carts,
  coupons,
  orderCoupons,
  products,
  recipes,
  recipeStocks,
  settings,
  shopDeliveryZones,
  shops,
  stocks,
  userCarts,
} from '../../db/schema';
import { notExpired } from '../catalog/queries';
import type { RecipeRule } from './totals-math';

/** Reads behind computeCartTotals: each one is a single statement whatever the number of lines. */

export type ShopRow = typeof shops.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/** The cart when `userId` owns it, with its shop and the shop's delivery polygon (null without a zone). */
export async function ownedCartWithShop(db: Db, cartId: number, userId: number) {
  const [row] = await db
    .select({ cart: carts, shop: shops, polygon: shopDeliveryZones.polygon })
    .from(carts)
    .innerJoin(shops, eq(shops.id, carts.shopId))
    .leftJoin(shopDeliveryZones, eq(shopDeliveryZones.shopId, shops.id))
    .where(and(eq(carts.id, cartId), eq(carts.ownerId, userId)))
    .limit(1);
  return row;
}

/** Every line of every participant, with its stock and product, in line id order. */
export async function cartLines(db: Db, cartId: number) {
  return db
    .select({ line: cartDetails, stock: stocks, product: products })
    .from(cartDetails)
    .innerJoin(userCarts, eq(userCarts.id, cartDetails.userCartId))
    .innerJoin(stocks, eq(stocks.id, cartDetails.stockId))
    .innerJoin(products, eq(products.id, stocks.productId))
    .where(eq(userCarts.cartId, cartId))
    .orderBy(asc(cartDetails.id));
}

export type CartLineRow = Awaited<ReturnType<typeof cartLines>>[number];

/** Active recipes of the shop that use at least one of the stocks, with their stocks' unit prices. */
export async function recipeRules(db: Db, shopId: number, stockIds: number[]): Promise<RecipeRule[]> {
  if (!stockIds.length) return [];
  const usesCart = inArray(
    recipes.id,
    db.select({ id: recipeStocks.recipeId }).from(recipeStocks).where(inArray(recipeStocks.stockId, stockIds)),
  );
  const rows = await db
    .select({ recipe: recipes, stockId: recipeStocks.stockId, minQuantity: recipeStocks.minQuantity, price: stocks.price })
    .from(recipes)
    .innerJoin(recipeStocks, eq(recipeStocks.recipeId, recipes.id))
    .innerJoin(stocks, eq(stocks.id, recipeStocks.stockId))
    .where(and(eq(recipes.shopId, shopId), eq(recipes.active, true), usesCart))
    .orderBy(asc(recipes.id), asc(recipeStocks.id));
  const byId = new Map<number, RecipeRule>();
  for (const r of rows) {
    const rule = byId.get(r.recipe.id) ?? {
      recipeId: r.recipe.id,
      discountType: r.recipe.discountType,
      discountPrice: r.recipe.discountPrice,
      discountPercent: r.recipe.discountPercent,
      stocks: [],
    };
    rule.stocks.push({ stockId: r.stockId, minQuantity: r.minQuantity, unitPrice: r.price });
    byId.set(r.recipe.id, rule);
  }
  return [...byId.values()];
}

/** The running shop-wide "spend N, get a gift" bonus (type sum) whose gift stock is still available, if any. */
export async function shopSumBonus(db: Db, shopId: number, now: Date) {
  const [row] = await db
    .select({ bonus: bonuses })
    .from(bonuses)
    .innerJoin(stocks, eq(stocks.id, bonuses.bonusStockId))
    .where(
      and(
        eq(bonuses.shopId, shopId),
        eq(bonuses.type, 'sum'),
        eq(bonuses.status, true),
        notExpired(bonuses.expiredAt, now),
        gte(stocks.quantity, bonuses.bonusQuantity),
      ),
    )
    .orderBy(asc(bonuses.value), asc(bonuses.id))
    .limit(1);
  return row?.bonus;
}

/** Global `service_fee` setting, read as major units of the default currency (seeded "1" = 100 minor). */
export async function serviceFeeSetting(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'service_fee')).limit(1);
  return row?.value ?? null;
}

/**
 * A coupon by code for a shop (the shop's own code wins over a global one) and whether `userId` already used
 * that code (order_coupons by coupon id or name), in one statement.
 */
export async function couponFor(db: Db, code: string, shopId: number | null, userId: number | null) {
  // Qualified by hand: drizzle renders columns inside a selected sql`` without their table name.
  const used = userId
    ? sql<boolean>`exists (select 1 from ${orderCoupons} oc where oc.user_id = ${userId}
        and (oc.coupon_id = "coupons"."id" or oc.name = "coupons"."name"))`
    : sql<boolean>`false`;
  const scope = shopId ? or(isNull(coupons.shopId), eq(coupons.shopId, shopId)) : undefined;
  const [row] = await db
    .select({ coupon: coupons, used })
    .from(coupons)
    .where(and(eq(coupons.name, code), scope))
    .orderBy(sql`${coupons.shopId} is null`, asc(coupons.id))
    .limit(1);
  return row ? { coupon: row.coupon, used: Boolean(row.used) } : undefined;
}

/** Usable now: quantity left and not expired. */
export const couponLive = (c: CouponRow, now: Date) => c.qty > 0 && (!c.expiredAt || c.expiredAt.getTime() > now.getTime());
