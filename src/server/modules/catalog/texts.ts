import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categoryTranslations,
  extraGroupTranslations,
  productTranslations,
  shopTranslations,
  units,
  unitTranslations,
} from '../../db/schema';
import { anyOfIds, preparedQuery } from '../../db/prepared';
import { pickEach, type TextMap } from '../content/texts';
import { inWantedLocales, pickTranslation, wantedLocaleValues, wantedLocales } from '../i18n/translation';

/**
 * Translations of the catalogue: one query per kind for a whole answer (`owner_id in (...) and locale in
 * (lang, 'en')`, served by the `(owner_id, locale)` unique indexes), then one pick per owner.
 */

export type ProductText = typeof productTranslations.$inferSelect;
export type CategoryText = typeof categoryTranslations.$inferSelect;
export type ShopText = typeof shopTranslations.$inferSelect;
export type GroupText = typeof extraGroupTranslations.$inferSelect;

const none = <T>(): Promise<TextMap<T>> => Promise.resolve(new Map());
const unique = (ids: number[]) => [...new Set(ids)];

/**
 * On every cart, order and menu answer: built once (ADR 0018), with no bare list parameter so PostgreSQL keeps
 * one generic plan (ADR 0042: `= any($ids) and locale = any($locales)` was planned on every call).
 */
const productTextsQuery = preparedQuery('product_texts', (db) =>
  db.select().from(productTranslations).where(and(anyOfIds(productTranslations.productId, 'ids'), inWantedLocales(productTranslations.locale))),
);

export async function productTexts(db: Db, ids: number[], locale: string) {
  if (!ids.length) return none<ProductText>();
  const rows = await productTextsQuery(db, { ids: unique(ids), ...wantedLocaleValues(locale) });
  return pickEach(rows, (r) => r.productId, locale);
}

export async function categoryTexts(db: Db, ids: number[], locale: string) {
  if (!ids.length) return none<CategoryText>();
  const t = categoryTranslations;
  const rows = await db.select().from(t).where(and(inArray(t.categoryId, unique(ids)), inArray(t.locale, wantedLocales(locale))));
  return pickEach(rows, (r) => r.categoryId, locale);
}

/** Like productTextsQuery: one generic plan (ADR 0042). */
const shopTextsQuery = preparedQuery('shop_texts', (db) =>
  db.select().from(shopTranslations).where(and(anyOfIds(shopTranslations.shopId, 'ids'), inWantedLocales(shopTranslations.locale))),
);

export async function shopTexts(db: Db, ids: number[], locale: string) {
  if (!ids.length) return none<ShopText>();
  const rows = await shopTextsQuery(db, { ids: unique(ids), ...wantedLocaleValues(locale) });
  return pickEach(rows, (r) => r.shopId, locale);
}

export async function groupTexts(db: Db, ids: number[], locale: string) {
  if (!ids.length) return none<GroupText>();
  const t = extraGroupTranslations;
  const rows = await db.select().from(t).where(and(inArray(t.extraGroupId, unique(ids)), inArray(t.locale, wantedLocales(locale))));
  return pickEach(rows, (r) => r.extraGroupId, locale);
}

/** A unit with its translation, in one query. */
export async function unitWithText(db: Db, unitId: number | null, locale: string) {
  if (!unitId) return undefined;
  const rows = await db
    .select({ unit: units, text: unitTranslations })
    .from(units)
    .leftJoin(unitTranslations, and(eq(unitTranslations.unitId, units.id), inArray(unitTranslations.locale, wantedLocales(locale))))
    .where(eq(units.id, unitId));
  if (!rows.length) return undefined;
  const texts = rows.flatMap((r) => (r.text ? [r.text] : []));
  return { unit: rows[0].unit, text: pickTranslation(texts, locale) };
}
