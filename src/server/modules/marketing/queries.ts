import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedPage, totalOfMatches } from '../../db/counted-page';
import { fromJsonRow, textsJson } from '../../db/json-rows';
import { bannerShops, bannerTranslations, banners, products, shops, stories, users } from '../../db/schema';
import { pickEach } from '../content/texts';
import { pickTranslation, wantedLocales } from '../i18n/translation';
import { notExpired } from '../catalog/queries';

/** Banners, ads and stories: pages of rows with their totals; relations read for a whole page at once. */

export interface PageWindow {
  limit: number;
  offset: number;
}

export type BannerType = 'banner' | 'ads';

const visibleBanner = (type: BannerType, now: Date) => and(eq(banners.type, type), eq(banners.active, true), notExpired(banners.expiredAt, now))!;

/** A page of banners with the number of all and each one's texts, in one statement (counted-page.ts). */
export async function listBanners(db: Db, type: BannerType, now: Date, win: PageWindow, locale: string) {
  const where = visibleBanner(type, now);
  const texts = textsJson(bannerTranslations, 'bt', 'banner_id', sql.raw('"banners"."id"'), wantedLocales(locale));
  const page = await db
    .select({ banner: banners, total: totalOfMatches, texts })
    .from(banners)
    .where(where)
    .orderBy(desc(banners.createdAt), desc(banners.id))
    .limit(win.limit)
    .offset(win.offset);
  const { rows, total } = await countedPage(page, win.offset, async () => Number((await db.select({ n: count() }).from(banners).where(where))[0]?.n ?? 0));
  return { rows: rows.map((r) => ({ banner: r.banner, text: pickTranslation(r.texts.map((t) => fromJsonRow(bannerTranslations, t)), locale) })), total };
}

export async function findBanner(db: Db, type: BannerType, id: number, now: Date) {
  const [row] = await db.select().from(banners).where(and(eq(banners.id, id), visibleBanner(type, now))).limit(1);
  return row;
}

export async function bannerTexts(db: Db, ids: number[], locale: string) {
  if (!ids.length) return new Map<number, typeof bannerTranslations.$inferSelect>();
  const t = bannerTranslations;
  const rows = await db.select().from(t).where(and(inArray(t.bannerId, ids), inArray(t.locale, wantedLocales(locale))));
  return pickEach(rows, (r) => r.bannerId, locale);
}

/** A page of the approved shops a banner promotes, and how many there are. */
export async function bannerShopPage(db: Db, bannerId: number, win: PageWindow) {
  const where = and(eq(bannerShops.bannerId, bannerId), eq(shops.status, 'approved'));
  const [rows, [total]] = await Promise.all([
    db.select({ shop: shops }).from(bannerShops).innerJoin(shops, eq(shops.id, bannerShops.shopId)).where(where).orderBy(asc(bannerShops.id)).limit(win.limit).offset(win.offset),
    db.select({ n: count() }).from(bannerShops).innerJoin(shops, eq(shops.id, bannerShops.shopId)).where(where),
  ]);
  return { rows: rows.map((r) => r.shop), total: Number(total?.n ?? 0) };
}

/** At most this many stories are read for one answer (they only live 24 hours). */
const STORY_LIMIT = 500;

/** Active stories newer than `since` about active published products of approved shops, newest first. */
export async function recentStories(db: Db, since: Date) {
  return db
    .select({
      story: stories,
      shop: { id: shops.id, type: shops.type, logoImg: shops.logoImg },
      owner: { firstname: users.firstname, lastname: users.lastname, img: users.img },
      product: { id: products.id, uuid: products.uuid },
    })
    .from(stories)
    .innerJoin(shops, and(eq(shops.id, stories.shopId), eq(shops.status, 'approved')))
    .innerJoin(users, eq(users.id, shops.userId))
    .innerJoin(products, and(eq(products.id, stories.productId), eq(products.status, 'published'), eq(products.active, true)))
    .where(and(eq(stories.active, true), gt(stories.createdAt, since)))
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(STORY_LIMIT);
}
