import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromJsonRow, jsonRow } from '../../db/json-rows';
import { preparedQuery } from '../../db/prepared';
import { bonuses, categoryTranslations, discounts, products, shops, stocks } from '../../db/schema';
import { inWantedLocales, pickTranslation, wantedLocaleValues } from '../i18n/translation';
import { relationColumns, relationsOf, type RelationsJson } from './queries-relations';

/**
 * `rest/shops/:id` in ONE statement: the approved shop by id or uuid with its texts, tags, hours and closed dates
 * (queries-relations.ts), its running "sum" bonus, today's discounts, enabled payments and categories with their
 * texts, each a JSON column. Eight statements ran before, each taking a pool connection of its own: with a pool of
 * a few connections per core (ADR 0049) one shop page no longer queues behind itself. Built once (ADR 0018).
 * Placeholders: `key`, `locale`, `fallbackLocale`, `now` (ISO timestamp) and `today` (YYYY-MM-DD).
 */

type Json = Record<string, unknown>;

/** A shop's live bonus: the rule, the stock it gives, that stock's product and the product's title. */
export interface BonusRow {
  bonus: typeof bonuses.$inferSelect;
  stock: typeof stocks.$inferSelect;
  product: typeof products.$inferSelect;
  translation: { id: number; locale: string; title: string } | null;
}

const shopId = sql.raw('"shops"."id"');
const ph = (name: string) => sql.placeholder(name);

/** The newest live bonus with its stock, product and product title in the asked language (or the fallback). */
const bonusJson = sql<{ bonus: Json; stock: Json; product: Json; translation: BonusRow['translation'] } | null>`(select json_build_object(
    'bonus', ${jsonRow(bonuses, 'b')}, 'stock', ${jsonRow(stocks, 's')}, 'product', ${jsonRow(products, 'p')},
    'translation', (select json_build_object('id', t.id, 'locale', t.locale, 'title', t.title) from product_translations t
      where t.product_id = p.id and ${inWantedLocales(sql`t.locale`)} order by (t.locale = ${ph('locale')}) desc, t.id limit 1))
  from bonuses b join stocks s on s.id = b.bonus_stock_id join products p on p.id = s.product_id
  where b.shop_id = ${shopId} and b.status and (b.expired_at is null or b.expired_at > ${ph('now')}::timestamptz)
  order by b.id desc limit 1)`;

const discountsJson = sql<Json[]>`coalesce((select json_agg(${jsonRow(discounts, 'd')} order by d.id) from discounts d
  where d.shop_id = ${shopId} and d.active and d.start <= ${ph('today')}::date and d."end" >= ${ph('today')}::date), '[]'::json)`;

const paymentsJson = sql<Array<{ id: number; shopId: number; status: boolean; payment: { id: number; tag: string } }>>`coalesce((select
    json_agg(json_build_object('id', sp.id, 'shopId', sp.shop_id, 'status', sp.status, 'payment', json_build_object('id', pm.id, 'tag', pm.tag)) order by pm.input, pm.id)
  from shop_payments sp join payments pm on pm.id = sp.payment_id where sp.shop_id = ${shopId} and sp.status and pm.active), '[]'::json)`;

const categoriesJson = sql<Array<{ id: number; uuid: string; type: string; img: string | null; active: boolean; texts: Json[] | null }>>`coalesce((select
    json_agg(json_build_object('id', c.id, 'uuid', c.uuid, 'type', c.type, 'img', c.img, 'active', c.active,
      'texts', (select json_agg(${jsonRow(categoryTranslations, 'ct')}) from category_translations ct where ct.category_id = c.id and ${inWantedLocales(sql`ct.locale`)})) order by c.input, c.id)
  from shop_categories sc join categories c on c.id = sc.category_id where sc.shop_id = ${shopId} and c.active), '[]'::json)`;

const pageQuery = (name: string, match: SQL) =>
  preparedQuery(name, (db) =>
    db
      .select({ shop: shops, ...relationColumns, bonus: bonusJson, discounts: discountsJson, payments: paymentsJson, categories: categoriesJson })
      .from(shops)
      .where(and(match, eq(shops.status, 'approved')))
      .limit(1),
  );
const byId = pageQuery('shop_page_by_id', sql`${shopId} = ${ph('key')}::integer`);
const byUuid = pageQuery('shop_page_by_uuid', sql`"shops"."uuid" = ${ph('key')}`);

/** The approved shop `key` names (id or uuid) with everything its page shows, or undefined. */
export async function shopPage(db: Db, key: number | string, locale: string, now: Date) {
  const values = { key, ...wantedLocaleValues(locale), now: now.toISOString(), today: now.toISOString().slice(0, 10) };
  const [row] = await (typeof key === 'number' ? byId : byUuid)(db, values);
  if (!row) return undefined;
  const bonus: BonusRow | undefined = row.bonus
    ? { bonus: fromJsonRow(bonuses, row.bonus.bonus), stock: fromJsonRow(stocks, row.bonus.stock), product: fromJsonRow(products, row.bonus.product), translation: row.bonus.translation }
    : undefined;
  return {
    shop: row.shop,
    relations: relationsOf(row as RelationsJson, locale),
    bonus,
    discounts: row.discounts.map((d) => fromJsonRow(discounts, d)),
    payments: row.payments,
    categories: row.categories.map(({ texts, ...c }) => ({ ...c, text: pickTranslation((texts ?? []).map((t) => fromJsonRow(categoryTranslations, t)), locale) })),
  };
}
