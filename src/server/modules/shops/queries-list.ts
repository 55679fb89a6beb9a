import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedPage, totalOfMatches } from '../../db/counted-page';
import { shopDeliveryZones, shops, shopTranslations } from '../../db/schema';
import { pickEach } from '../content/texts';
import { wantedLocales } from '../i18n/translation';
import type { AddressPoint } from '@/contract/schemas/fields';

/** Row reads of the shop lists: a counted page, or the shops whose zone box holds a point; then relations per page. */

export type ShopRow = typeof shops.$inferSelect;
export interface PageWindow {
  limit: number;
  offset: number;
}

/** A page of shops and the number of all matches, in one statement (counted-page.ts). */
export async function pageShops(db: Db, where: SQL, order: SQL[], win: PageWindow) {
  const page = await db.select({ shop: shops, total: totalOfMatches }).from(shops).where(where).orderBy(...order).limit(win.limit).offset(win.offset);
  const { rows, total } = await countedPage(page, win.offset, async () => Number((await db.select({ n: count() }).from(shops).where(where))[0]?.n ?? 0));
  return { rows: rows.map((r) => r.shop), total };
}

/**
 * Shops matching `where` whose delivery-zone bounding box holds the point (the exact ray cast is done by the caller).
 * The box test is written as the expression of the GiST index shop_delivery_zones_box_gist_idx (migration 0008),
 * so only the zones around the point are read, whatever the number of shops (ADR 0016).
 */
export async function shopsInZoneBox(db: Db, where: SQL, order: SQL[], point: AddressPoint) {
  const z = shopDeliveryZones;
  const at = sql`box(point(${point.longitude}::float8, ${point.latitude}::float8), point(${point.longitude}::float8, ${point.latitude}::float8))`;
  return db
    .select({ shop: shops, polygon: z.polygon })
    .from(shops)
    .innerJoin(z, eq(z.shopId, shops.id))
    .where(and(where, sql`box(point(${z.minLng}, ${z.minLat}), point(${z.maxLng}, ${z.maxLat})) @> ${at}`))
    .orderBy(...order);
}

export async function shopTexts(db: Db, ids: number[], locale: string) {
  if (!ids.length) return new Map<number, typeof shopTranslations.$inferSelect>();
  const t = shopTranslations;
  const rows = await db.select().from(t).where(and(inArray(t.shopId, ids), inArray(t.locale, wantedLocales(locale))));
  return pickEach(rows, (r) => r.shopId, locale);
}
