import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromJsonRow, jsonRow, textsJson } from '../../db/json-rows';
import { anyOfIds, preparedQuery } from '../../db/prepared';
import { shopClosedDates, shops, shopTranslations, shopWorkingDays } from '../../db/schema';
import { inWantedLocales, pickTranslation, wantedLocaleValues } from '../i18n/translation';

/**
 * What every shop answer carries besides its row — texts, tags, working days, closed dates — for a list of shops in
 * ONE statement (a row per shop, each relation a JSON column), where four statements ran before: on the embedded
 * database each costs ~1–2 ms whatever it reads, and the home page lists two pages of shops. Built once (ADR 0018).
 */

type Json = Record<string, unknown>;
type ShopText = typeof shopTranslations.$inferSelect;
type WorkingDay = typeof shopWorkingDays.$inferSelect;
type ClosedDate = typeof shopClosedDates.$inferSelect;
interface TagJson {
  id: number;
  img: string | null;
  tr: { id: number; locale: string; title: string } | null;
}

export interface TagView {
  id: number;
  img: string | null;
  text?: { id: number; locale: string; title: string };
}

export interface ShopRelations {
  text?: ShopText;
  tags: TagView[];
  days: WorkingDay[];
  closed: ClosedDate[];
}

// Qualified by hand: in a one-table select drizzle prints a column bare, which a subquery would take for its own.
const shopId = sql.raw('"shops"."id"');

/** The four relations as JSON columns of a select from "shops" (also used by the shop page, queries-page.ts). */
export const relationColumns = {
  texts: textsJson(shopTranslations, 't', 'shop_id', shopId, inWantedLocales),
  // One entry per tag and translation (none: tr is null), in tag order.
  tags: sql<TagJson[]>`coalesce((select json_agg(json_build_object('id', g.id, 'img', g.img,
      'tr', case when tr.id is null then null else json_build_object('id', tr.id, 'locale', tr.locale, 'title', tr.title) end) order by g.id, tr.id)
    from assign_shop_tags a join shop_tags g on g.id = a.shop_tag_id
    left join shop_tag_translations tr on tr.shop_tag_id = g.id and ${inWantedLocales(sql`tr.locale`)}
    where a.shop_id = ${shopId}), '[]'::json)`,
  days: sql<Json[]>`coalesce((select json_agg(${jsonRow(shopWorkingDays, 'w')} order by w.id) from ${shopWorkingDays} w where w.shop_id = ${shopId}), '[]'::json)`,
  closed: sql<Json[]>`coalesce((select json_agg(${jsonRow(shopClosedDates, 'c')} order by c.day) from ${shopClosedDates} c where c.shop_id = ${shopId}), '[]'::json)`,
};

export interface RelationsJson {
  texts: Json[];
  tags: TagJson[];
  days: Json[];
  closed: Json[];
}

const relationsQuery = preparedQuery('shop_relations', (db) =>
  db
    .select({ shopId: shops.id, ...relationColumns })
    .from(shops)
    .where(anyOfIds(shops.id, 'ids')),
);

/** Each tag once, with its translation in the asked language (or the fallback). */
function tagViews(rows: TagJson[], locale: string): TagView[] {
  const byTag = new Map<number, TagJson[]>();
  for (const row of rows) byTag.set(row.id, [...(byTag.get(row.id) ?? []), row]);
  return [...byTag.values()].map((list) => ({
    id: list[0].id,
    img: list[0].img,
    text: pickTranslation(list.flatMap((r) => (r.tr ? [r.tr] : [])), locale),
  }));
}

/** The relations of every shop in `ids` (a shop not found has none). */
export async function shopRelations(db: Db, ids: number[], locale: string): Promise<Map<number, ShopRelations>> {
  const out = new Map<number, ShopRelations>();
  if (!ids.length) return out;
  const rows = await relationsQuery(db, { ids: [...new Set(ids)], ...wantedLocaleValues(locale) });
  for (const row of rows) out.set(row.shopId, relationsOf(row, locale));
  return out;
}

/** The JSON columns of relationColumns decoded as the rows drizzle would have read. */
export function relationsOf(row: RelationsJson, locale: string): ShopRelations {
  return {
    text: pickTranslation(row.texts.map((t) => fromJsonRow(shopTranslations, t)), locale),
    tags: tagViews(row.tags, locale),
    ...hoursOf(row),
  };
}

const hoursOf = (row: Pick<RelationsJson, 'days' | 'closed'>) => ({
  days: row.days.map((d) => fromJsonRow(shopWorkingDays, d)),
  closed: row.closed.map((c) => fromJsonRow(shopClosedDates, c)),
});

/** The approved shop's working days and closed dates (the working check), in one statement; undefined if none. */
export async function shopHours(db: Db, id: number) {
  const [row] = await db
    .select({ days: relationColumns.days, closed: relationColumns.closed })
    .from(shops)
    .where(and(eq(shops.id, id), eq(shops.status, 'approved')))
    .limit(1);
  return row && hoursOf(row);
}
