import type { RecipeDetail } from './types';

/**
 * schema.org Recipe for the recipe page (built on the server, sent as a string): times as ISO 8601 durations,
 * the ingredient and step lines as the API wrote them (one per line, a leading "1." dropped).
 */

const lines = (text?: string) => (text ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
const duration = (minutes?: number) => (minutes && minutes > 0 ? `PT${Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60 ? `${minutes % 60}M` : ''}` : undefined);
const clean = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && !(Array.isArray(v) && !v.length)));

/** Step lines without their "1." numbering (the page numbers them itself). */
export const stepLines = (text?: string) => lines(text).map((l) => l.replace(/^\d+[.)]\s*/, ''));
export const ingredientLines = lines;

export function recipeJsonLd(recipe: RecipeDetail, url: string, origin: string): Record<string, unknown> {
  const image = recipe.img ? (recipe.img.startsWith('http') ? recipe.img : `${origin}${recipe.img}`) : undefined;
  return clean({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.translation?.title ?? '',
    description: recipe.translation?.description,
    image: image ? [image] : undefined,
    url,
    datePublished: recipe.created_at?.slice(0, 10),
    prepTime: duration(recipe.active_time),
    totalTime: duration(recipe.total_time),
    recipeYield: recipe.servings ? String(recipe.servings) : undefined,
    recipeCategory: recipe.category?.translation?.title,
    author: recipe.shop?.translation?.title ? { '@type': 'Organization', name: recipe.shop.translation.title } : undefined,
    nutrition: recipe.calories ? { '@type': 'NutritionInformation', calories: `${recipe.calories} kcal` } : undefined,
    recipeIngredient: ingredientLines(recipe.ingredient?.title),
    recipeInstructions: stepLines(recipe.instruction?.title).map((text) => ({ '@type': 'HowToStep', text })),
  });
}
