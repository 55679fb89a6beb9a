import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ShopOrder } from '@/contract/schemas/shops';
import {
  assignShopTags,
  bonuses,
  discounts,
  products,
  shopCategories,
  shopClosedDates,
  shops,
  shopTranslations,
  shopWorkingDays,
  stocks,
} from '../../db/schema';
import type { Moment } from './hours';

/** SQL pieces of the shop lists: WHERE filters and ORDER BY, all on indexed columns or indexed sub-selects. */

export interface ShopFilter {
  type?: string;
  categoryId?: number;
  /** Sells active published products of this brand. */
  brandId?: number;
  tagIds?: number[];
  /** Open now: the shop's open flag and its working hours at this moment (UTC). */
  openAt?: Moment;
  freeDelivery?: boolean;
  rating?: number[];
  /** Base delivery fee range in display units, with the currency rate. */
  prices?: { range: number[]; rate: number };
  /** Active discount or bonus at this moment. */
  dealsAt?: Date;
  verify?: boolean;
  search?: string;
}

/** "9-00" column → minutes after midnight. */
const minutesSql = (column: SQLWrapper) =>
  sql`(split_part(${column}, '-', 1)::int * 60 + split_part(${column}, '-', 2)::int)`;

/** `%`, `_` and `\` match themselves in the LIKE pattern. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function openAt(m: Moment): SQL {
  const d = shopWorkingDays;
  return sql`${shops.open} and exists (select 1 from ${d} where ${d.shopId} = ${shops.id} and ${d.day} = ${m.day}
    and not ${d.disabled} and ${minutesSql(d.from)} <= ${m.minutes} and ${minutesSql(d.to)} >= ${m.minutes})
    and not exists (select 1 from ${shopClosedDates} where ${shopClosedDates.shopId} = ${shops.id} and ${shopClosedDates.day} = ${m.date})`;
}

function dealsAt(now: Date): SQL {
  const today = now.toISOString().slice(0, 10);
  const iso = now.toISOString();
  const live = sql`${bonuses.status} and (${bonuses.expiredAt} is null or ${bonuses.expiredAt} > ${iso}::timestamptz)`;
  return sql`(exists (select 1 from ${discounts} where ${discounts.shopId} = ${shops.id} and ${discounts.active}
      and ${discounts.start} <= ${today}::date and ${discounts.end} >= ${today}::date)
    or exists (select 1 from ${bonuses} where ${live} and ${bonuses.shopId} = ${shops.id})
    or exists (select 1 from ${bonuses} join ${stocks} on ${stocks.id} = ${bonuses.stockId}
      join ${products} on ${products.id} = ${stocks.productId} where ${live} and ${products.shopId} = ${shops.id}))`;
}

export function shopWhere(f: ShopFilter): SQL {
  const [minRating, maxRating] = f.rating ?? [];
  const [minPrice, maxPrice] = f.prices?.range ?? [];
  const displayPrice = sql`round(${shops.price} * ${f.prices?.rate ?? 1}::float8) / 100`;
  return and(
    eq(shops.status, 'approved'),
    f.type ? eq(shops.type, f.type) : undefined,
    f.categoryId
      ? sql`exists (select 1 from ${shopCategories} where ${shopCategories.shopId} = ${shops.id} and ${shopCategories.categoryId} = ${f.categoryId})`
      : undefined,
    f.brandId
      ? sql`exists (select 1 from ${products} where ${products.shopId} = ${shops.id} and ${products.brandId} = ${f.brandId}
          and ${products.status} = 'published' and ${products.active} and not ${products.addon})`
      : undefined,
    f.tagIds?.length
      ? sql`exists (select 1 from ${assignShopTags} where ${assignShopTags.shopId} = ${shops.id} and ${inArray(assignShopTags.shopTagId, f.tagIds)})`
      : undefined,
    f.openAt ? openAt(f.openAt) : undefined,
    f.freeDelivery ? eq(shops.price, 0) : undefined,
    minRating !== undefined ? gte(shops.ratingAvg, minRating) : undefined,
    maxRating !== undefined ? lte(shops.ratingAvg, maxRating) : undefined,
    minPrice !== undefined ? sql`${displayPrice} >= ${minPrice}` : undefined,
    maxPrice !== undefined ? sql`${displayPrice} <= ${maxPrice}` : undefined,
    f.dealsAt ? dealsAt(f.dealsAt) : undefined,
    f.verify ? eq(shops.verify, true) : undefined,
    f.search
      ? sql`exists (select 1 from ${shopTranslations} where ${shopTranslations.shopId} = ${shops.id}
          and ${shopTranslations.title} ilike ${`%${escapeLike(f.search)}%`} escape '\\')`
      : undefined,
  )!;
}

/** Units sold by the shop (products.sold_count, kept up to date on delivery). */
const soldSql = sql`(select coalesce(sum(${products.soldCount}), 0) from ${products} where ${products.shopId} = ${shops.id})`;

export function shopOrder(orderBy?: ShopOrder): SQL[] {
  const tail = asc(shops.id);
  switch (orderBy) {
    case 'new':
      return [desc(shops.createdAt), tail];
    case 'old':
      return [asc(shops.createdAt), tail];
    case 'best_sale':
      return [sql`${soldSql} desc`, tail];
    case 'low_sale':
      return [sql`${soldSql} asc`, tail];
    case 'high_rating':
      return [desc(shops.ratingAvg), desc(shops.reviewsCount), tail];
    case 'low_rating':
      return [asc(shops.ratingAvg), asc(shops.reviewsCount), tail];
    case 'trust_you':
      // Verified shops first, then the best rated with the most reviews.
      return [desc(shops.verify), desc(shops.ratingAvg), desc(shops.reviewsCount), tail];
    default:
      return [tail];
  }
}
