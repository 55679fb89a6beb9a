import { formatTimestamp, omitFalsy } from '@/contract/format';
import { toDisplay } from '@/lib/money';
import type { RecipeRule } from '../cart/totals-math';
import { bundlePrice } from './pricing';
import type { RecipeRow, RecipeStockRow } from './queries';

/** Recipe shapes of contract §3.4; amounts in the asked currency (`rate`). */

export function recipeRule(recipe: RecipeRow, stockRows: RecipeStockRow[]): RecipeRule {
  return {
    recipeId: recipe.id,
    discountType: recipe.discountType,
    discountPrice: recipe.discountPrice,
    discountPercent: recipe.discountPercent,
    stocks: stockRows.map((r) => ({ stockId: r.stock.id, minQuantity: r.link.minQuantity, unitPrice: r.stock.price })),
  };
}

export function presentRecipe(recipe: RecipeRow, stockRows: RecipeStockRow[], text: { id: number; locale: string; title: string; description: string | null } | undefined, rate: number) {
  const price = bundlePrice(recipeRule(recipe, stockRows));
  return {
    id: recipe.id,
    shop_id: recipe.shopId,
    category_id: recipe.categoryId ?? undefined,
    img: recipe.img ?? undefined,
    bg_img: recipe.bgImg ?? undefined,
    active_time: recipe.activeTime ?? undefined,
    total_time: recipe.totalTime ?? undefined,
    calories: recipe.calories ?? undefined,
    servings: recipe.servings ?? undefined,
    discount_type: recipe.discountType ?? undefined,
    // Foodyman keeps one number: the amount per bundle for 'fix', the percent for 'percent'.
    discount_price: recipe.discountType === 'percent' ? (recipe.discountPercent ?? 0) : recipe.discountType ? toDisplay(recipe.discountPrice ?? 0, rate) : undefined,
    origin_price: toDisplay(price.origin, rate),
    discount: toDisplay(price.discount, rate),
    total_price: toDisplay(price.total, rate),
    created_at: formatTimestamp(recipe.createdAt),
    updated_at: formatTimestamp(recipe.updatedAt),
    translation: text ? omitFalsy({ id: text.id, locale: text.locale, title: text.title, description: text.description }) : undefined,
  };
}
