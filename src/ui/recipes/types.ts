import type { Category, Stock } from '../types/api';

/** A recipe as `rest/receipts/*` sends it (contract §3.4); amounts already in the visitor's currency. */
export interface Recipe {
  id: number;
  shop_id: number;
  category_id?: number;
  img?: string;
  bg_img?: string;
  /** Minutes. */
  active_time?: number;
  total_time?: number;
  calories?: number;
  servings?: number;
  discount_type?: 'fix' | 'percent';
  discount_price?: number;
  /** The bundle (every ingredient at its quantity) before and after the recipe discount. */
  origin_price?: number;
  discount?: number;
  total_price?: number;
  created_at?: string;
  translation?: { title?: string; description?: string };
  shop?: { id: number; uuid?: string; type?: string; logo_img?: string; translation?: { title?: string } };
  category?: Pick<Category, 'id' | 'uuid' | 'translation'>;
}

export interface RecipeStock extends Stock {
  available?: boolean;
  pivot?: { min_quantity: number };
}

/** `rest/receipts/{id}`: the recipe with its texts and the stocks "add all to cart" inserts. */
export interface RecipeDetail extends Recipe {
  ingredient?: { title?: string };
  instruction?: { title?: string };
  nutritions?: Array<{ id: number; weight?: string; percentage?: number; translation?: { title?: string } }>;
  stocks?: RecipeStock[];
}
