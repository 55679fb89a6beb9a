import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromJsonRow, jsonRow, textsJson } from '../../db/json-rows';
import { preparedQuery } from '../../db/prepared';
import {
  cartDetails,
  discounts,
  extraGroups,
  extraGroupTranslations,
  extraValues,
  extraValueTranslations,
  productDiscounts,
  products,
  productTranslations,
  bonuses,
  carts,
  recipes,
  recipeStocks,
  stockExtras,
  stocks,
  userCarts,
} from '../../db/schema';
import type { DiscountRow } from '../catalog/pricing';
import { presentStockExtras, type StockExtraRow } from '../catalog/extras';
import type { ProductText } from '../catalog/texts';
import { pickEach } from '../content/texts';
import { inWantedLocales, wantedLocaleValues } from '../i18n/translation';
import type { RecipeRule } from './totals-math';
import type { ParticipantRow } from './participants';

/**
 * Every line of every participant of a cart, with its stock and product, in line id order — and, in the same
 * statement (ADR 0026), what every cart answer needs of each line besides: the product's running discounts
 * (as activeDiscounts: active, `today` within start..end, by discount id), its texts and the stock's extra
 * values with their texts in the reader's language and English (as productTexts and stockExtrasIn), and the
 * active recipes of the cart's shop that use a regular (non-bonus) line's stock, with every stock of the recipe
 * and its unit price (what recipeDiscount needs). Four statements fewer for GET cart, calculate, insert-product
 * and checkout. No locale → no texts read.
 */

export type Json = Record<string, unknown>;
export type ExtraJson = { stockId: number; value: Json; group: Json; valueText: Json | null; groupText: Json | null };

/**
 * The running discounts of the selected product ("products"."id") as activeDiscounts reads them (active, `today`
 * placeholder within start..end, by id), as a JSON column: also read with the stocks of insert-product.
 * Qualified by hand: drizzle renders columns inside a selected sql`` without their table name.
 */
export const runningDiscountsJson = () => sql<Json[]>`coalesce((select json_agg(${jsonRow(discounts, 'd')} order by d.id)
  from ${productDiscounts} pd join ${discounts} d on d.id = pd.discount_id
  where pd.product_id = "products"."id" and d.active and d.start <= ${sql.placeholder('today')} and d."end" >= ${sql.placeholder('today')}), '[]'::json)`;
export const decodeDiscounts = (json: Json[]): DiscountRow[] => json.map((d) => fromJsonRow(discounts, d));
export const lineTexts = textsJson(productTranslations, 't', 'product_id', sql.raw('"products"."id"'), inWantedLocales);
const textOf = (alias: string) => sql`case when ${sql.raw(alias)}.id is null then null else json_build_object('id', ${sql.raw(alias)}.id,
  'locale', ${sql.raw(alias)}.locale, 'title', ${sql.raw(alias)}.title) end`;
export const lineExtras = sql<ExtraJson[]>`coalesce((select json_agg(json_build_object('stockId', se.stock_id, 'value', ${jsonRow(extraValues, 'ev')},
    'group', ${jsonRow(extraGroups, 'eg')}, 'valueText', ${textOf('evt')}, 'groupText', ${textOf('egt')}) order by eg.id, ev.id)
  from ${stockExtras} se join ${extraValues} ev on ev.id = se.extra_value_id join ${extraGroups} eg on eg.id = ev.extra_group_id
  left join ${extraValueTranslations} evt on evt.extra_value_id = ev.id and ${inWantedLocales(sql`evt.locale`)}
  left join ${extraGroupTranslations} egt on egt.extra_group_id = eg.id and ${inWantedLocales(sql`egt.locale`)}
  where se.stock_id = "stocks"."id"), '[]'::json)`;

/** `shopId`: the cart's shop (the recipes are the shop's). */
export const lineRecipes = (shopId: SQL) => sql<RecipeRule[] | null>`case when not "cart_details"."bonus" then (select json_agg(json_build_object('recipeId', r.id,
    'discountType', r.discount_type, 'discountPrice', r.discount_price, 'discountPercent', r.discount_percent,
    'stocks', (select json_agg(json_build_object('stockId', rs2.stock_id, 'minQuantity', rs2.min_quantity, 'unitPrice', s2.price) order by rs2.id)
      from ${recipeStocks} rs2 join ${stocks} s2 on s2.id = rs2.stock_id where rs2.recipe_id = r.id)) order by r.id)
  from ${recipeStocks} rs join ${recipes} r on r.id = rs.recipe_id
  where rs.stock_id = "stocks"."id" and r.active and r.shop_id = ${shopId}) end`;

// Not tied to the line: planned once per statement (an InitPlan), repeated on each row. Checkout's participants
// (read after its cart lock, so no member who joined meanwhile is missed).
const cartPeople = sql<ParticipantRow[]>`coalesce((select json_agg(json_build_object('id', u.id, 'userId', u.user_id, 'name', u.name) order by u.id)
  from ${userCarts} u where u.cart_id = ${sql.placeholder('cartId')}::integer), '[]'::json)`;

/**
 * The running "buy N, get M free" rules of a regular line's stock, each with the quantity left of its bonus stock
 * (what syncBonusLines needs after a write): only in the writers' variant of the read.
 */
export const lineBonusRules = sql<BonusRuleJson[] | null>`case when not "cart_details"."bonus" then (select json_agg(json_build_object('rule', ${jsonRow(bonuses, 'b')},
    'left', bs.quantity) order by b.id) from ${bonuses} b join ${stocks} bs on bs.id = b.bonus_stock_id
  where b.stock_id = "stocks"."id" and b.type = 'count' and b.status and (b.expired_at is null or b.expired_at > ${sql.placeholder('now')}::timestamptz)) end`;
export type BonusRuleJson = { rule: Json; left: number };
export type BonusRule = { rule: typeof bonuses.$inferSelect; left: number };

const linesQuery = (name: string, withBonusRules: boolean) =>
  preparedQuery(name, (db) =>
    db
      .select({
        line: cartDetails,
        stock: stocks,
        product: products,
        discounts: runningDiscountsJson(),
        texts: lineTexts,
        extras: lineExtras,
        recipes: lineRecipes(sql`(select c.shop_id from ${carts} c where c.id = ${sql.placeholder('cartId')})`),
        people: cartPeople,
        bonusRules: withBonusRules ? lineBonusRules : sql<null>`null`,
      })
      .from(cartDetails)
      .innerJoin(userCarts, eq(userCarts.id, cartDetails.userCartId))
      .innerJoin(stocks, eq(stocks.id, cartDetails.stockId))
      .innerJoin(products, eq(products.id, stocks.productId))
      .where(eq(userCarts.cartId, sql.placeholder('cartId')))
      .orderBy(asc(cartDetails.id)),
  );
const cartLinesQueries = { read: linesQuery('cart_lines_with_texts', false), write: linesQuery('cart_lines_with_bonus_rules', true) };

/**
 * The lines (line, stock, product) and, by product or stock id, their discounts, texts and extras; with `bonusRulesAt`,
 * also the bonus count rules of the regular lines' stocks running at that time (a writer's refresh, ADR 0031).
 */
export async function cartLinesWithTexts(db: Db, cartId: number, today: string, locale: string | undefined, bonusRulesAt?: Date) {
  const values = { cartId, today, ...wantedLocaleValues(locale) };
  const read = bonusRulesAt ? await cartLinesQueries.write(db, { ...values, now: bonusRulesAt.toISOString() }) : await cartLinesQueries.read(db, values);
  // The cart's participants as the lines were read (none read when the cart has no line).
  return collectLines(read, read[0]?.people ?? [], locale, Boolean(bonusRulesAt));
}

/** What one line read brings, as a row of the lines read or an element of the lines JSON (cart-lines-json.ts). */
export interface LineRead {
  line: typeof cartDetails.$inferSelect;
  stock: typeof stocks.$inferSelect;
  product: typeof products.$inferSelect;
  discounts: Json[];
  texts: Json[];
  extras: ExtraJson[];
  recipes: RecipeRule[] | null;
  bonusRules: BonusRuleJson[] | null;
}

/** The lines and, by product or stock id, their discounts, texts and extras (see cartLinesWithTexts). */
export function collectLines(read: LineRead[], people: ParticipantRow[], locale: string | undefined, withBonusRules: boolean) {
  const lineDiscounts = new Map<number, DiscountRow[]>();
  const texts: ProductText[] = [];
  const extras: StockExtraRow[] = [];
  const rules = new Map<number, RecipeRule>();
  const bonusRules = new Map<number, BonusRule>();
  const rows = read.map(({ line, stock, product, discounts: found, texts: t, extras: e, recipes: r, bonusRules: b }) => {
    for (const rule of r ?? []) rules.set(rule.recipeId, rule);
    for (const { rule, left } of b ?? []) bonusRules.set(Number(rule.id), { rule: fromJsonRow(bonuses, rule), left: Number(left) });
    // As activeDiscounts: only products with a running discount have an entry.
    if (found.length) lineDiscounts.set(product.id, decodeDiscounts(found));
    for (const text of t) texts.push(fromJsonRow(productTranslations, text));
    for (const x of e) {
      extras.push({
        stockId: x.stockId,
        value: fromJsonRow(extraValues, x.value),
        group: fromJsonRow(extraGroups, x.group),
        valueText: x.valueText as StockExtraRow['valueText'],
        groupText: x.groupText as StockExtraRow['groupText'],
      });
    }
    return { line, stock, product };
  });
  return {
    rows,
    people,
    discounts: lineDiscounts,
    // As the recipes were read on their own: by recipe id, each once.
    recipes: [...rules.values()].sort((a, b) => a.recipeId - b.recipeId),
    // Each rule once (several lines may share a stock); undefined unless asked for.
    bonusRules: withBonusRules ? [...bonusRules.values()] : undefined,
    // The answer's texts, when read for a reader (locale).
    texts: locale ? { locale, products: pickEach(texts, (r) => r.productId, locale), extras: presentStockExtras(extras, locale) } : undefined,
  };
}

export type CartLines = ReturnType<typeof collectLines>;

export type CartLineRow = CartLines['rows'][number];
export type CartLineTexts = NonNullable<CartLines['texts']>;
