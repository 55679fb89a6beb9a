import { percentOf, toDisplay, type Minor } from '@/lib/money';
import { discounts } from '../../db/schema';

/** Contract §7: per-unit tax and discount of a stock, and its total (price − discount + tax), in minor units. */

export type DiscountRow = typeof discounts.$inferSelect;

/** Discount per unit of one product discount: a percent of the price, or a fixed amount (never above the price). */
export function unitDiscount(price: Minor, d: DiscountRow | undefined): Minor {
  if (!d) return 0;
  if (d.type === 'percent') return percentOf(price, d.percent ?? 0);
  return Math.min(price, d.price ?? 0);
}

/** The best active discount for a price (a product may be linked to more than one). */
export function bestDiscount(price: Minor, list: DiscountRow[] = []): Minor {
  return list.reduce((best, d) => Math.max(best, unitDiscount(price, d)), 0);
}

export interface StockAmounts {
  price: Minor;
  discount: Minor;
  tax: Minor;
  total: Minor;
}

export function stockAmounts(price: Minor, taxPercent: number, list: DiscountRow[] = []): StockAmounts {
  const discount = bestDiscount(price, list);
  const tax = percentOf(price, taxPercent);
  return { price, discount, tax, total: price - discount + tax };
}

/** The decimal shapes of the answer, in the display currency. */
export function displayAmounts(a: StockAmounts, rate: number) {
  return {
    price: toDisplay(a.price, rate),
    discount: toDisplay(a.discount, rate),
    tax: toDisplay(a.tax, rate),
    total_price: toDisplay(a.total, rate),
  };
}

/** A discount as the contract shows it: `price` is the amount off (in currency) or the percent. */
export function presentDiscount(d: DiscountRow, rate: number) {
  return {
    id: d.id,
    shop_id: d.shopId,
    type: d.type,
    price: d.type === 'percent' ? (d.percent ?? 0) : toDisplay(d.price ?? 0, rate),
    start: d.start,
    end: d.end,
    active: d.active,
    img: d.img ?? undefined,
  };
}
