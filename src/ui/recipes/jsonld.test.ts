import { describe, expect, it } from 'vitest';
import { recipeJsonLd, stepLines } from './jsonld';

describe('recipe JSON-LD', () => {
  it('describes the recipe with ISO durations, ingredients and steps', () => {
    const ld = recipeJsonLd(
      {
        id: 1, shop_id: 2, img: '/storage/images/r.webp', active_time: 15, total_time: 95, servings: 4, calories: 600, created_at: '2026-01-02 10:00:00',
        translation: { title: 'Roast', description: 'Sunday' }, shop: { id: 2, translation: { title: 'Market' } },
        ingredient: { title: 'Chicken × 1\nLemons × 1\n' }, instruction: { title: '1. Heat the oven.\n2. Roast it.' },
      },
      'https://x.test/recipes/1',
      'https://x.test',
    );
    expect(ld).toMatchObject({
      '@type': 'Recipe', name: 'Roast', image: ['https://x.test/storage/images/r.webp'], prepTime: 'PT15M', totalTime: 'PT1H35M', recipeYield: '4',
      datePublished: '2026-01-02', author: { name: 'Market' }, nutrition: { calories: '600 kcal' },
      recipeIngredient: ['Chicken × 1', 'Lemons × 1'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Heat the oven.' }, { '@type': 'HowToStep', text: 'Roast it.' }],
    });
  });
  it('leaves out what the recipe does not have', () => {
    const ld = recipeJsonLd({ id: 1, shop_id: 2, translation: { title: 'T' } }, 'u', 'o');
    expect(Object.keys(ld).sort()).toEqual(['@context', '@type', 'name', 'url']);
    expect(stepLines('2) Mix\n\n10. Bake')).toEqual(['Mix', 'Bake']);
  });
});
