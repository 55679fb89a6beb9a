import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favourites, shops, shopTranslations } from '../../db/schema';
import { pickEach } from '../content/texts';
import { wantedLocales } from '../i18n/translation';

/** Row reads and writes of favourite shops; every statement is scoped to one user. */

export interface PageWindow {
  limit: number;
  offset: number;
}

const approved = eq(shops.status, 'approved');

/** The user's liked approved shops, newest first: one page read and one count, whatever the page size. */
export async function listLiked(db: Db, userId: number, win: PageWindow) {
  const where = and(eq(favourites.userId, userId), approved);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: shops.id,
        uuid: shops.uuid,
        logoImg: shops.logoImg,
        backgroundImg: shops.backgroundImg,
        ratingAvg: shops.ratingAvg,
      })
      .from(favourites)
      .innerJoin(shops, eq(shops.id, favourites.shopId))
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ n: count() }).from(favourites).innerJoin(shops, eq(shops.id, favourites.shopId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export type LikedShop = Awaited<ReturnType<typeof listLiked>>['rows'][number];

/** Translations of a page of shops in one query, English as fallback. */
export async function shopTexts(db: Db, ids: number[], locale: string) {
  if (!ids.length) return new Map<number, typeof shopTranslations.$inferSelect>();
  const t = shopTranslations;
  const rows = await db.select().from(t).where(and(inArray(t.shopId, ids), inArray(t.locale, wantedLocales(locale))));
  return pickEach(rows, (r) => r.shopId, locale);
}

export async function findShop(db: Db, shopId: number) {
  const [row] = await db.select({ id: shops.id, status: shops.status }).from(shops).where(eq(shops.id, shopId)).limit(1);
  return row;
}

/** Liking twice keeps one row (unique user_id, shop_id). */
export async function addLike(db: Db, userId: number, shopId: number, now: Date) {
  await db.insert(favourites).values({ userId, shopId, createdAt: now }).onConflictDoNothing({ target: [favourites.userId, favourites.shopId] });
}

export async function removeLike(db: Db, userId: number, shopId: number) {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.shopId, shopId)));
}

/**
 * Adds every approved shop among `uuids` in one `insert … select … on conflict do nothing`: replays and
 * concurrent merges of the same list leave one row per shop.
 */
export async function mergeLikes(db: Db, userId: number, uuids: string[], now: Date) {
  if (!uuids.length) return;
  // Raw statement: drizzle's insert…select would also list the identity column `id`.
  await db.execute(sql`insert into ${favourites} (user_id, shop_id, created_at)
    select ${userId}::integer, ${shops.id}, ${now.toISOString()}::timestamptz from ${shops}
    where ${and(inArray(shops.uuid, uuids), approved)}
    on conflict (user_id, shop_id) do nothing`);
}
