import { and, asc, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonuses, categories, discounts, payments, products, shopCategories, shopPayments, shops, stocks } from '../../db/schema';
import { wantedLocales } from '../i18n/translation';

/** Row reads of one shop page: the shop and each relation in one statement. */

export async function findShop(db: Db, key: number | string) {
  const match = typeof key === 'number' ? eq(shops.id, key) : eq(shops.uuid, key);
  const [row] = await db.select().from(shops).where(and(match, eq(shops.status, 'approved'))).limit(1);
  return row;
}

/**
 * The shop's live "sum" bonus (free stock once the cart reaches `value`), with that stock and its product's
 * title in the asked language (clients caption the bonus with it), in one statement.
 */
export async function shopBonus(db: Db, shopId: number, now: Date, locale = 'en') {
  const locales = sql.join(wantedLocales(locale).map((l) => sql`${l}`), sql`, `);
  const [row] = await db
    .select({
      bonus: bonuses,
      stock: { id: stocks.id, productId: stocks.productId, price: stocks.price, quantity: stocks.quantity },
      product: { id: products.id, uuid: products.uuid, img: products.img },
      translation: sql<{ id: number; locale: string; title: string } | null>`(select json_build_object('id', t.id, 'locale', t.locale, 'title', t.title)
        from product_translations t where t.product_id = ${products.id} and t.locale in (${locales})
        order by (t.locale = ${locale}) desc, t.id limit 1)`,
    })
    .from(bonuses)
    .innerJoin(stocks, eq(stocks.id, bonuses.bonusStockId))
    .innerJoin(products, eq(products.id, stocks.productId))
    .where(and(eq(bonuses.shopId, shopId), eq(bonuses.status, true), or(isNull(bonuses.expiredAt), gt(bonuses.expiredAt, now))))
    .orderBy(desc(bonuses.id))
    .limit(1);
  return row;
}

export type BonusRow = NonNullable<Awaited<ReturnType<typeof shopBonus>>>;

/** Discounts running today. */
export async function activeDiscounts(db: Db, shopId: number, now: Date) {
  const today = now.toISOString().slice(0, 10);
  return db
    .select()
    .from(discounts)
    .where(and(eq(discounts.shopId, shopId), eq(discounts.active, true), lte(discounts.start, today), gte(discounts.end, today)))
    .orderBy(asc(discounts.id));
}

/** Enabled payment methods of the shop (never its gateway credentials). */
export async function shopPaymentRows(db: Db, shopId: number) {
  return db
    .select({ id: shopPayments.id, shopId: shopPayments.shopId, status: shopPayments.status, payment: { id: payments.id, tag: payments.tag } })
    .from(shopPayments)
    .innerJoin(payments, eq(payments.id, shopPayments.paymentId))
    .where(and(eq(shopPayments.shopId, shopId), eq(shopPayments.status, true), eq(payments.active, true)))
    .orderBy(asc(payments.input), asc(payments.id));
}

export async function shopCategoryRows(db: Db, shopId: number) {
  return db
    .select({ id: categories.id, uuid: categories.uuid, type: categories.type, img: categories.img, active: categories.active })
    .from(shopCategories)
    .innerJoin(categories, eq(categories.id, shopCategories.categoryId))
    .where(and(eq(shopCategories.shopId, shopId), eq(categories.active, true)))
    .orderBy(asc(categories.input), asc(categories.id));
}
