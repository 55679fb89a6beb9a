import { and, asc, count, countDistinct, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedPage, totalOfMatches } from '../../db/counted-page';
import { fromJsonRow, textsJson } from '../../db/json-rows';
import {
  assignShopTags,
  branches,
  branchTranslations,
  orderDetails,
  orders,
  reviews,
  settings,
  shopCategories,
  shopDeliveryZones,
  shops,
  shopTags,
  shopTagTranslations,
  shopTranslations,
  stocks,
  users,
} from '../../db/schema';
import { pickEach } from '../content/texts';
import { pickTranslation, wantedLocales } from '../i18n/translation';
import type { PageWindow } from './queries-list';

/** Row reads of reviews, tags, branches, recommended shops and zones. */

/** A page of the shop's reviews with their authors and the number of all (every review has its user): one statement. */
export async function pageReviews(db: Db, shopId: number, win: PageWindow) {
  const where = and(eq(reviews.shopId, shopId), eq(reviews.target, 'shop'));
  const page = await db
    .select({ review: reviews, user: { firstname: users.firstname, lastname: users.lastname, img: users.img }, total: totalOfMatches })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(win.limit)
    .offset(win.offset);
  return countedPage(page, win.offset, async () => Number((await db.select({ n: count() }).from(reviews).where(where))[0]?.n ?? 0));
}

/** Shop tags, optionally only those used by approved shops of a category. */
export async function listTags(db: Db, categoryId?: number) {
  const used = categoryId
    ? sql`exists (select 1 from ${assignShopTags} join ${shopCategories} on ${shopCategories.shopId} = ${assignShopTags.shopId}
        join ${shops} on ${shops.id} = ${assignShopTags.shopId}
        where ${assignShopTags.shopTagId} = ${shopTags.id} and ${shopCategories.categoryId} = ${categoryId} and ${shops.status} = 'approved')`
    : undefined;
  return db.select().from(shopTags).where(used).orderBy(asc(shopTags.id));
}

export async function tagTexts(db: Db, ids: number[], locale: string) {
  if (!ids.length) return new Map<number, typeof shopTagTranslations.$inferSelect>();
  const t = shopTagTranslations;
  const rows = await db.select().from(t).where(and(inArray(t.shopTagId, ids), inArray(t.locale, wantedLocales(locale))));
  return pickEach(rows, (r) => r.shopTagId, locale);
}

/** Branches of approved shops. */
const visibleBranch = (extra?: SQL) => and(eq(shops.status, 'approved'), extra);

type Json = Record<string, unknown>;

/** Branches with their shop (joined) and the texts of both in `locales`, as JSON columns (ADR 0050). */
function branchesWithTexts(db: Db, locales: string[]) {
  return db
    .select({
      branch: branches,
      shop: shops,
      total: totalOfMatches,
      texts: textsJson(branchTranslations, 'bt', 'branch_id', sql.raw('"branches"."id"'), locales),
      shopTexts: textsJson(shopTranslations, 'st', 'shop_id', sql.raw('"shops"."id"'), locales),
    })
    .from(branches)
    .innerJoin(shops, eq(shops.id, branches.shopId));
}

export type BranchRead = Awaited<ReturnType<typeof pageBranches>>['rows'][number];

const decodeBranch = (r: { branch: typeof branches.$inferSelect; shop: typeof shops.$inferSelect; texts: Json[]; shopTexts: Json[] }, locale: string) => ({
  branch: r.branch,
  shop: r.shop,
  text: pickTranslation(r.texts.map((t) => fromJsonRow(branchTranslations, t)), locale),
  shopText: pickTranslation(r.shopTexts.map((t) => fromJsonRow(shopTranslations, t)), locale),
});

/** A page of branches of approved shops, each with its shop and texts, and the number of all: one statement. */
export async function pageBranches(db: Db, win: PageWindow, locale: string, shopId?: number) {
  const where = visibleBranch(shopId ? eq(branches.shopId, shopId) : undefined);
  const page = await branchesWithTexts(db, wantedLocales(locale)).where(where).orderBy(asc(branches.id)).limit(win.limit).offset(win.offset);
  const countAlone = async () => Number((await db.select({ n: count() }).from(branches).innerJoin(shops, eq(shops.id, branches.shopId)).where(where))[0]?.n ?? 0);
  const { rows, total } = await countedPage(page, win.offset, countAlone);
  return { rows: rows.map((r) => decodeBranch(r, locale)), total };
}

export async function findBranch(db: Db, id: number, locale: string) {
  const [row] = await branchesWithTexts(db, wantedLocales(locale)).where(visibleBranch(eq(branches.id, id))).limit(1);
  return row && decodeBranch(row, locale);
}

export async function settingValue(db: Db, key: string) {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value;
}

/**
 * Shops matching `where` with at least `min` distinct products in orders delivered since `since`, with that
 * count and the zone polygon (for the address filter), in one grouped statement.
 */
export async function recommendedShops(db: Db, where: SQL, since: Date, min: number) {
  const products = countDistinct(stocks.productId);
  return db
    .select({ shop: shops, productsCount: products, polygon: shopDeliveryZones.polygon })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(orderDetails, eq(orderDetails.orderId, orders.id))
    .innerJoin(stocks, eq(stocks.id, orderDetails.stockId))
    .leftJoin(shopDeliveryZones, eq(shopDeliveryZones.shopId, shops.id))
    .where(and(where, eq(orders.status, 'delivered'), gte(orders.createdAt, since)))
    .groupBy(shops.id, shopDeliveryZones.id)
    .having(sql`count(distinct ${stocks.productId}) >= ${min}`)
    .orderBy(desc(products), asc(shops.id));
}

export async function zoneOf(db: Db, shopId: number) {
  const [row] = await db.select().from(shopDeliveryZones).where(eq(shopDeliveryZones.shopId, shopId)).limit(1);
  return row;
}
