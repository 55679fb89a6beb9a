import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import {
  bonuses,
  carts,
  coupons,
  currencies,
  orderCoupons,
  settings,
  shopDeliveryZones,
  shops,
  stocks,
  userCarts,
} from '../../db/schema';
import { today } from '../catalog/menu';
import { wantedLocaleValues } from '../i18n/translation';
import { cartLinesJson, decodeCartLinesJson } from './cart-lines-json';
import type { CartLines } from './cart-lines';

/** Reads behind computeCartTotals (the lines: cart-lines.ts): each one is a single statement whatever the number of lines. */

export type ShopRow = typeof shops.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/**
 * The cart when `userId` owns it (by cart id, or the owner's one cart when `cartId` is null), with its shop, the
 * shop's delivery polygon (null without a zone), the global `service_fee` setting, the shop's running
 * "spend N, get a gift" bonus, the display currency (`currencyId` when given, else the cart's; the default when
 * that one is not active, as resolveCurrency), the cart's participants and its lines as cartLinesWithTexts reads
 * them (texts in `locale`; the bonus count rules `withBonusRules`, ADR 0031): one statement instead of six, since
 * every cart read needs them all (ADR 0032). Checkout reads it locked, with its own context and without the
 * lines (checkout-context.ts).
 */
export async function ownedCartWithShop(db: Db, cartId: number | null, userId: number, now: Date, opts: { currencyId?: number; locale?: string; withBonusRules?: boolean } = {}) {
  const withBonusRules = Boolean(opts.withBonusRules);
  const read = cartWithShopQueries[`${cartId === null ? 'own' : 'byId'}${withBonusRules ? 'ForWriter' : ''}`];
  const values = { cartId, userId, now: now.toISOString(), currencyId: opts.currencyId || null, today: today(now), ...wantedLocaleValues(opts.locale) };
  const [row] = await read(db, values);
  if (!row) return undefined;
  const found = decodeCartWithShop(row, opts.currencyId);
  const people = found.people.map((p) => ({ id: p.id, userId: p.userId, name: p.name }));
  const withLinesRead: CartWithShop = { ...found, lines: decodeCartLinesJson(row.lines, people, opts.locale, withBonusRules) };
  return withLinesRead;
}

type UserCartRow = typeof userCarts.$inferSelect;
type Dated<T> = Omit<T, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };
type CartWithShopRow = {
  cart: typeof carts.$inferSelect;
  sumBonus: { value: number; bonusStockId: number; bonusQuantity: number } | null;
  currencies: Array<typeof currencies.$inferSelect> | null;
  people: Array<Dated<UserCartRow>>;
};

/** A row of a cartWithShopQuery with its JSON parts as the callers use them. */
export function decodeCartWithShop<R extends CartWithShopRow>(row: R, currencyId?: number) {
  const b = row.sumBonus;
  const asked = currencyId || row.cart.currencyId;
  const rates = row.currencies ?? [];
  return {
    ...row,
    sumBonus: b ? { value: Number(b.value), bonusStockId: Number(b.bonusStockId), bonusQuantity: Number(b.bonusQuantity) } : null,
    currency: rates.find((c) => c.id === asked) ?? rates.find((c) => c.default) ?? null,
    people: row.people.map((u): UserCartRow => ({ ...u, createdAt: new Date(u.createdAt), updatedAt: new Date(u.updatedAt) })),
  };
}

/**
 * The statement of ownedCartWithShop (by id or the owner's one cart), built once (ADR 0018); `lock` takes the cart
 * row FOR UPDATE (checkout: parallel checkouts of one cart run one after the other) and `extra` adds columns
 * (checkout's context, ADR 0026).
 */
export function cartWithShopQuery<E extends Record<string, SQL>>(name: string, byId: boolean, lock: boolean, extra: () => E) {
  return preparedQuery(name, (db) => {
    // Qualified by hand: drizzle renders columns inside a selected sql`` without their table name.
    const serviceFee = sql<string | null>`(select s.value from ${settings} s where s.key = 'service_fee' limit 1)`;
    const sumBonus = sql<CartWithShopRow['sumBonus']>`(
      select json_build_object('value', b.value, 'bonusStockId', b.bonus_stock_id, 'bonusQuantity', b.bonus_quantity)
      from ${bonuses} b join ${stocks} bs on bs.id = b.bonus_stock_id
      where b.shop_id = "shops"."id" and b.type = 'sum' and b.status and (b.expired_at is null or b.expired_at > ${sql.placeholder('now')}::timestamptz)
        and bs.quantity >= b.bonus_quantity
      order by b.value asc, b.id asc limit 1)`;
    const rates = sql<CartWithShopRow['currencies']>`(select json_agg(json_build_object('id', c.id, 'symbol', c.symbol, 'title', c.title,
      'rate', c.rate, 'position', c.position, 'default', c."default", 'active', c.active)) from ${currencies} c
      where c.active and (c.id = coalesce(${sql.placeholder('currencyId')}::integer, "carts"."currency_id") or c."default"))`;
    const people = sql<CartWithShopRow['people']>`coalesce((select json_agg(json_build_object('id', u.id, 'cartId', u.cart_id, 'userId', u.user_id,
      'status', u.status, 'name', u.name, 'uuid', u.uuid, 'createdAt', u.created_at, 'updatedAt', u.updated_at) order by u.id)
      from ${userCarts} u where u.cart_id = "carts"."id"), '[]'::json)`;
    const query = db
      .select({ cart: carts, shop: shops, polygon: shopDeliveryZones.polygon, serviceFee, sumBonus, currencies: rates, people, ...extra() })
      .from(carts)
      .innerJoin(shops, eq(shops.id, carts.shopId))
      .leftJoin(shopDeliveryZones, eq(shopDeliveryZones.shopId, shops.id))
      .where(and(byId ? eq(carts.id, sql.placeholder('cartId')) : undefined, eq(carts.ownerId, sql.placeholder('userId'))))
      .limit(1);
    return lock ? query.for('update', { of: carts }) : query;
  });
}

const withLines = (withBonusRules: boolean) => () => ({ lines: cartLinesJson(withBonusRules) });
const cartWithShopQueries = {
  own: cartWithShopQuery('cart_with_shop_lines_own', false, false, withLines(false)),
  byId: cartWithShopQuery('cart_with_shop_lines_id', true, false, withLines(false)),
  ownForWriter: cartWithShopQuery('cart_with_shop_lines_own_writer', false, false, withLines(true)),
  byIdForWriter: cartWithShopQuery('cart_with_shop_lines_id_writer', true, false, withLines(true)),
};

/** The cart row with its shop; its lines when read unlocked (ownedCartWithShop), not from checkout's locking read. */
type CartWithShopRead = Omit<Awaited<ReturnType<(typeof cartWithShopQueries)['own']>>[number], 'lines'>;
export type CartWithShop = ReturnType<typeof decodeCartWithShop<CartWithShopRead>> & { lines?: CartLines };

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
