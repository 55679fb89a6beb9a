import { describe, expect, it } from 'vitest';
import { recipeCartLines } from './add-all';
import type { RecipeDetail } from './types';

const product = (id: number, min_qty = 1) => ({ id, uuid: `u${id}`, min_qty, translation: { title: `P${id}` } });

describe('add all ingredients to cart', () => {
  it('makes one line per available ingredient at the recipe quantity, in the recipe shop', () => {
    const recipe: RecipeDetail = {
      id: 1, shop_id: 7,
      stocks: [
        { id: 11, price: 2, quantity: 50, available: true, pivot: { min_quantity: 2 }, product: product(1) },
        { id: 12, price: 3, quantity: 50, available: true, pivot: { min_quantity: 1 }, product: product(2, 3) },
        { id: 13, price: 4, quantity: 0, available: false, pivot: { min_quantity: 1 }, product: product(3) },
        { id: 14, price: 5, quantity: 1, available: true, pivot: { min_quantity: 4 }, product: product(4) },
      ],
    };
    const lines = recipeCartLines(recipe);
    expect(lines.map((l) => [l.shopId, l.stock.id, l.quantity])).toEqual([[7, 11, 2], [7, 12, 3], [7, 14, 1]]);
    expect(lines[0]).toMatchObject({ productId: 1, addons: [], stock: { price: 2, product: { id: 1, translation: { title: 'P1' } } } });
  });
  it('adds nothing for a recipe without stocks', () => {
    expect(recipeCartLines({ id: 1, shop_id: 7 })).toEqual([]);
  });
});
