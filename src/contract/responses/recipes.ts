import { z } from 'zod';
import { category, product, stock } from './catalog';
import { translation } from './common';

/** Recipe shapes (the contract's "receipts", §3.4); amounts in the asked currency. */

export const recipe = z.object({
  id: z.number(),
  shop_id: z.number(),
  category_id: z.number().optional(),
  img: z.string().optional(),
  bg_img: z.string().optional(),
  /** Minutes. */
  active_time: z.number().optional(),
  total_time: z.number().optional(),
  calories: z.number().optional(),
  servings: z.number().optional(),
  discount_type: z.enum(['fix', 'percent']).optional(),
  /** The amount per bundle for 'fix', the percent for 'percent'. */
  discount_price: z.number().optional(),
  /** The bundle (every ingredient at its quantity) before and after the recipe discount. */
  origin_price: z.number().optional(),
  discount: z.number().optional(),
  total_price: z.number().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  translation: translation.optional(),
  shop: z.object({ id: z.number(), uuid: z.string().optional(), type: z.string().optional(), logo_img: z.string().optional(), translation: translation.optional() }).optional(),
  category: category.optional(),
});

export const recipeStock = stock.extend({
  /** Whether the product can be bought now: "add all to cart" inserts only these. */
  available: z.boolean().optional(),
  product: product.optional(),
  pivot: z.object({ receipt_id: z.number().optional(), stock_id: z.number().optional(), min_quantity: z.number() }).optional(),
});

/** `rest/receipts/{id}`: the recipe with its texts and the stocks "add all to cart" inserts. */
export const recipeDetail = recipe.extend({
  ingredient: z.object({ title: z.string().optional() }).optional(),
  instruction: z.object({ title: z.string().optional() }).optional(),
  nutritions: z.array(z.object({ id: z.number(), weight: z.string().optional(), percentage: z.number().optional(), translation: translation.optional() })).optional(),
  stocks: z.array(recipeStock).optional(),
});
