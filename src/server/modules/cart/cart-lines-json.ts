import { sql } from 'drizzle-orm';
import { fromJsonRow, jsonRow } from '../../db/json-rows';
import { cartDetails, products, stocks, userCarts } from '../../db/schema';
import { collectLines, lineBonusRules, lineExtras, lineRecipes, lineTexts, runningDiscountsJson, type Json, type LineRead } from './cart-lines';
import type { ParticipantRow } from './participants';

/**
 * The lines read of cart-lines.ts as one JSON column of the cart row (ADR 0032): GET cart, calculate and the
 * refresh after insert-product read the cart, its shop and its lines in one statement instead of two one after
 * the other. Not for a locking read: its subqueries would see the snapshot taken before the lock wait, and miss a
 * line a member added meanwhile (checkout reads its lines after the lock, with cartLinesWithTexts).
 *
 * Correlated to the cart row ("carts"); the inner tables keep their own names so the line fragments of
 * cart-lines.ts resolve to them. Placeholders: `today`, `locale` and `fallbackLocale` (wantedLocaleValues) and, with bonus rules, `now`.
 */
export const cartLinesJson = (withBonusRules: boolean) => sql<LineJson[]>`coalesce((select json_agg(json_build_object(
    'line', ${jsonRow(cartDetails, '"cart_details"')}, 'stock', ${jsonRow(stocks, '"stocks"')}, 'product', ${jsonRow(products, '"products"')},
    'discounts', ${runningDiscountsJson()}, 'texts', ${lineTexts}, 'extras', ${lineExtras}, 'recipes', ${lineRecipes(sql`"carts"."shop_id"`)},
    'bonusRules', ${withBonusRules ? lineBonusRules : sql`null`}) order by "cart_details"."id")
  from ${cartDetails} join ${userCarts} lu on lu.id = "cart_details"."user_cart_id"
  join ${stocks} on "stocks"."id" = "cart_details"."stock_id" join ${products} on "products"."id" = "stocks"."product_id"
  where lu.cart_id = "carts"."id"), '[]'::json)`;

type LineJson = Omit<LineRead, 'line' | 'stock' | 'product'> & { line: Json; stock: Json; product: Json };

/** The lines JSON decoded as cartLinesWithTexts returns its read (rows decoded as drizzle decodes them). */
export function decodeCartLinesJson(json: LineJson[], people: ParticipantRow[], locale: string | undefined, withBonusRules: boolean) {
  const read = json.map((l) => ({ ...l, line: fromJsonRow(cartDetails, l.line), stock: fromJsonRow(stocks, l.stock), product: fromJsonRow(products, l.product) }));
  return collectLines(read, people, locale, withBonusRules);
}
