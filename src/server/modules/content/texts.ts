import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  blogTranslations,
  careerTranslations,
  categoryTranslations,
  faqTranslations,
  pageTranslations,
  privacyPolicyTranslations,
  termConditionTranslations,
} from '../../db/schema';
import { pickTranslation, wantedLocales } from '../i18n/translation';

/**
 * Translations of a whole page of rows in one query each (`owner_id in (...) and locale in (lang, 'en')`,
 * served by the `(owner_id, locale)` unique indexes), then one pick per owner with English fallback.
 */

export type TextMap<T> = Map<number, T>;

/** Groups translation rows by owner and keeps the best one per owner for `locale`. */
export function pickEach<T extends { locale: string }>(rows: T[], owner: (row: T) => number, locale: string): TextMap<T> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(owner(row));
    if (list) list.push(row);
    else grouped.set(owner(row), [row]);
  }
  const picked: TextMap<T> = new Map();
  for (const [key, list] of grouped) {
    const best = pickTranslation(list, locale);
    if (best) picked.set(key, best);
  }
  return picked;
}

const none = <T>(): Promise<TextMap<T>> => Promise.resolve(new Map());

export async function blogTexts(db: Db, ids: number[], locale: string) {
  if (!ids.length) return none<typeof blogTranslations.$inferSelect>();
  const t = blogTranslations;
  const rows = await db.select().from(t).where(and(inArray(t.blogId, ids), inArray(t.locale, wantedLocales(locale))));
  return pickEach(rows, (r) => r.blogId, locale);
}

export async function careerTexts(db: Db, ids: number[], locale: string) {
  if (!ids.length) return none<typeof careerTranslations.$inferSelect>();
  const t = careerTranslations;
  const rows = await db.select().from(t).where(and(inArray(t.careerId, ids), inArray(t.locale, wantedLocales(locale))));
  return pickEach(rows, (r) => r.careerId, locale);
}

export async function categoryTexts(db: Db, ids: number[], locale: string) {
  if (!ids.length) return none<typeof categoryTranslations.$inferSelect>();
  const t = categoryTranslations;
  const rows = await db.select().from(t).where(and(inArray(t.categoryId, ids), inArray(t.locale, wantedLocales(locale))));
  return pickEach(rows, (r) => r.categoryId, locale);
}

export async function faqTexts(db: Db, ids: number[], locale: string) {
  if (!ids.length) return none<typeof faqTranslations.$inferSelect>();
  const t = faqTranslations;
  const rows = await db.select().from(t).where(and(inArray(t.faqId, ids), inArray(t.locale, wantedLocales(locale))));
  return pickEach(rows, (r) => r.faqId, locale);
}

export async function pageTexts(db: Db, ids: number[], locale: string) {
  if (!ids.length) return none<typeof pageTranslations.$inferSelect>();
  const t = pageTranslations;
  const rows = await db.select().from(t).where(and(inArray(t.pageId, ids), inArray(t.locale, wantedLocales(locale))));
  return pickEach(rows, (r) => r.pageId, locale);
}

export async function policyText(db: Db, id: number, locale: string) {
  const t = privacyPolicyTranslations;
  const rows = await db.select().from(t).where(and(inArray(t.privacyPolicyId, [id]), inArray(t.locale, wantedLocales(locale))));
  return pickTranslation(rows, locale);
}

export async function termText(db: Db, id: number, locale: string) {
  const t = termConditionTranslations;
  const rows = await db.select().from(t).where(and(inArray(t.termConditionId, [id]), inArray(t.locale, wantedLocales(locale))));
  return pickTranslation(rows, locale);
}
