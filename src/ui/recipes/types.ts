import type { z } from 'zod';
import type { recipe, recipeDetail, recipeStock } from '@/contract/responses/recipes';

/** A recipe as `rest/receipts/*` sends it (contract §3.4), inferred from the API's response schemas; amounts already in the visitor's currency. */

export type Recipe = z.infer<typeof recipe>;
export type RecipeStock = z.infer<typeof recipeStock>;
/** `rest/receipts/{id}`: the recipe with its texts and the stocks "add all to cart" inserts. */
export type RecipeDetail = z.infer<typeof recipeDetail>;
