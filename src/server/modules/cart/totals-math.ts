import { percentOf, type Minor } from '@/lib/money';
import { bestDiscount, type DiscountRow } from '../catalog/pricing';

/**
 * Pure money rules of a cart (contract §7), all in integer minor units of the default currency.
 * No I/O here: totals.ts loads the rows and the orders module reuses the same numbers.
 */

export interface LineAmounts {
  unitPrice: Minor;
  unitTax: Minor;
  unitDiscount: Minor;
  /** unitPrice × quantity (before tax and discount). */
  originPrice: Minor;
  tax: Minor;
  discount: Minor;
  /** originPrice − discount + tax. */
  totalPrice: Minor;
}

/** One line: unit tax = price·tax%, unit discount = best running product discount; bonus lines are free. */
export function lineAmounts(price: Minor, taxPercent: number, discounts: DiscountRow[] | undefined, quantity: number, bonus: boolean): LineAmounts {
  if (bonus) return { unitPrice: 0, unitTax: 0, unitDiscount: 0, originPrice: 0, tax: 0, discount: 0, totalPrice: 0 };
  const unitDiscount = bestDiscount(price, discounts);
  const unitTax = percentOf(price, taxPercent);
  return {
    unitPrice: price,
    unitTax,
    unitDiscount,
    originPrice: price * quantity,
    tax: unitTax * quantity,
    discount: unitDiscount * quantity,
    totalPrice: (price - unitDiscount + unitTax) * quantity,
  };
}

export interface RecipeRule {
  recipeId: number;
  discountType: string | null;
  discountPrice: Minor | null;
  discountPercent: number | null;
  stocks: Array<{ stockId: number; minQuantity: number; unitPrice: Minor }>;
}

/**
 * Recipe bundles: a recipe whose every stock is in the cart at ≥ its min quantity gives its discount once per
 * complete bundle (fixed amount per bundle, or a percent of the bundle price = Σ unit price × min quantity).
 */
export function recipeDiscount(rules: RecipeRule[], qtyByStock: Map<number, number>): { discount: Minor; count: number } {
  let discount = 0;
  let count = 0;
  for (const r of rules) {
    if (!r.discountType || !r.stocks.length) continue;
    const bundles = Math.min(...r.stocks.map((s) => Math.floor((qtyByStock.get(s.stockId) ?? 0) / s.minQuantity)));
    if (bundles < 1) continue;
    const bundlePrice = r.stocks.reduce((sum, s) => sum + s.unitPrice * s.minQuantity, 0);
    const each = r.discountType === 'percent' ? percentOf(bundlePrice, r.discountPercent ?? 0) : Math.min(bundlePrice, r.discountPrice ?? 0);
    discount += each * bundles;
    count += bundles;
  }
  return { discount, count };
}

export interface CouponRule {
  type: string;
  price: Minor | null;
  percent: number | null;
}

/** Coupon amount off the cart total: fixed or percent, never above the cart total. */
export function couponAmount(coupon: CouponRule, cartTotal: Minor): Minor {
  const raw = coupon.type === 'percent' ? percentOf(cartTotal, coupon.percent ?? 0) : (coupon.price ?? 0);
  return Math.max(0, Math.min(cartTotal, raw));
}

/** Delivery fee in minor units: shop price + price per km × km, rounded to a whole minor unit. */
export const deliveryFeeMinor = (price: Minor, pricePerKm: Minor, km: number): Minor => Math.round(price + pricePerKm * km);
