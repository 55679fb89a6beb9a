import { slimStock, type NewCartLine } from '../cart/new-line';
import type { RecipeDetail } from './types';

/**
 * "Add all ingredients to cart": one cart line per ingredient the shop can sell now, at the recipe's quantity
 * (never under the product's own minimum). The bundle discount is the server's: the cart gets it once the
 * lines hold every ingredient at its quantity (contract §7).
 */
export function recipeCartLines(recipe: RecipeDetail): NewCartLine[] {
  return (recipe.stocks ?? [])
    .filter((s) => s.available !== false && s.product && (s.quantity ?? 1) > 0)
    .map((s) => {
      const wanted = Math.max(s.pivot?.min_quantity ?? 1, s.product?.min_qty ?? 1);
      return { productId: s.product!.id, shopId: recipe.shop_id, stock: slimStock(s, s.product), quantity: Math.min(wanted, s.quantity ?? wanted), addons: [] };
    });
}
