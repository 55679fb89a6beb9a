import type { Minor } from '@/lib/money';
import { recipeDiscount, type RecipeRule } from '../cart/totals-math';

/**
 * The price of one bundle (every stock at its min quantity) and the same bundle after the recipe discount,
 * by the very rule the cart applies (cart/totals-math), so the recipe page never promises another amount.
 */
export function bundlePrice(rule: RecipeRule): { origin: Minor; discount: Minor; total: Minor } {
  const origin = rule.stocks.reduce((sum, s) => sum + s.unitPrice * s.minQuantity, 0);
  const { discount } = recipeDiscount([rule], new Map(rule.stocks.map((s) => [s.stockId, s.minQuantity])));
  return { origin, discount, total: Math.max(0, origin - discount) };
}
