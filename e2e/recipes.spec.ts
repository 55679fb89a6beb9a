import { expect, test, type APIRequestContext, type Page } from './support/test';
import { api } from './support/demo-api';
import { jsonLdOutsidePageData } from './support/page-data';

/**
 * Recipes (issue 18 item 3): the list with categories, paging and an empty category; the detail page with its
 * facts, ingredients, steps, nutrition and Recipe JSON-LD; "add all ingredients" filling the cart in one step,
 * and the "start a new cart?" question when the cart holds another shop.
 */

interface RecipeRow {
  id: number;
  shop_id: number;
  shop: { type: string };
  translation: { title: string };
  stocks: Array<{ pivot: { min_quantity: number }; available: boolean }>;
}

async function recipes(request: APIRequestContext): Promise<RecipeRow[]> {
  return (await api<{ data: RecipeRow[] }>(request, 'rest/receipts/paginate?perPage=100')).data;
}

const shopPath = (r: RecipeRow) => `/${r.shop.type === 'shop' ? 'shop' : 'restaurant'}/${r.shop_id}`;
const bundleCount = (r: RecipeRow) => r.stocks.filter((s) => s.available).reduce((n, s) => n + s.pivot.min_quantity, 0);

test('the list pages through the recipes, filters by category and says when a category has none', async ({ page, request }) => {
  const all = await recipes(request);
  await page.goto('/recipes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipes');
  const cards = page.getByTestId('recipe-card');
  await expect(cards).toHaveCount(Math.min(6, all.length));
  if (all.length > 6) {
    await page.getByTestId('load-more').click();
    await expect(cards).toHaveCount(Math.min(12, all.length));
  }
  await expect(page.getByTestId('recipe-card').first().getByTestId('recipe-price')).toBeVisible();

  const categories = (await api<{ data: Array<{ id: number; translation: { title: string } }> }>(request, 'rest/categories/paginate?type=receipt&perPage=50')).data;
  const used = categories.find((c) => all.some((r) => (r as unknown as { category_id: number }).category_id === c.id))!;
  await page.getByTestId('recipe-category').filter({ hasText: used.translation.title }).click();
  await expect(page).toHaveURL(new RegExp(`/recipes\\?category=${used.id}$`));
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(all.filter((r) => (r as unknown as { category_id: number }).category_id === used.id).length);

  const empty = categories.find((c) => !all.some((r) => (r as unknown as { category_id: number }).category_id === c.id))!;
  await page.goto(`/recipes?category=${empty.id}`);
  await expect(page.getByTestId('empty-state')).toContainText('No recipes yet');
  await expect(cards).toHaveCount(0);
});

test('a recipe page shows its facts, ingredients, steps and nutrition, with Recipe JSON-LD', async ({ page, request }) => {
  const [first] = await recipes(request);
  await page.goto('/recipes');
  await page.getByTestId('recipe-card').first().click();
  await expect(page).toHaveURL(new RegExp(`/recipes/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.translation.title);
  await expect(page.getByTestId('recipe-facts')).toContainText('Total time');
  await expect(page.getByTestId('recipe-facts')).toContainText('servings');
  await expect(page.getByTestId('recipe-ingredients').locator('li').first()).toBeVisible();
  expect(await page.getByTestId('recipe-steps').locator('li').count()).toBeGreaterThan(1);
  await expect(page.getByTestId('recipe-nutrition')).toContainText('Protein');

  // Crawlers read the JSON-LD in the server HTML, in every language; it is not page data (ADR 0017).
  const recipeLd = async (path: string) => (await jsonLdOutsidePageData(request, path)).find((g) => g['@type'] === 'Recipe');
  const steps = { recipeIngredient: expect.any(Array), recipeInstructions: expect.any(Array) };
  expect(await recipeLd(`/recipes/${first.id}`)).toMatchObject({ name: first.translation.title, ...steps });
  expect(await recipeLd(`/ar/recipes/${first.id}`)).toMatchObject(steps);

  await page.goto(`/ar/recipes/${first.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('recipe-add-all')).toHaveText('أضف الكل إلى السلة');
});

async function addAll(page: Page, recipe: RecipeRow) {
  await page.goto(`/recipes/${recipe.id}`);
  const button = page.getByTestId('recipe-add-all');
  await expect(button).toHaveAttribute('data-hydrated', 'true');
  await button.click();
}

test('"add all ingredients" puts the recipe\'s products in the cart, asking first when it holds another shop', async ({ page, request }) => {
  const all = await recipes(request);
  const [a] = all;
  const b = all.find((r) => r.shop_id !== a.shop_id)!;
  const full = (await api<{ data: RecipeRow }>(request, `rest/receipts/${a.id}`)).data;
  const fullB = (await api<{ data: RecipeRow }>(request, `rest/receipts/${b.id}`)).data;

  await addAll(page, full);
  await page.getByTestId('recipe-shop').click();
  await expect(page).toHaveURL(new RegExp(`${shopPath(a)}$`));
  const panel = page.getByTestId('cart-panel').first();
  await expect(panel).toHaveAttribute('data-shop', String(a.shop_id));
  await expect(panel).toHaveAttribute('data-count', String(bundleCount(full)));
  await expect(panel.getByTestId('cart-line')).toHaveCount(full.stocks.filter((s) => s.available).length);

  await addAll(page, fullB);
  const dialog = page.getByTestId('new-cart-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('new-cart-confirm').click();
  await expect(dialog).toBeHidden();
  await page.goto(shopPath(b));
  await expect(page.getByTestId('cart-panel').first()).toHaveAttribute('data-shop', String(b.shop_id));
  await expect(page.getByTestId('cart-panel').first()).toHaveAttribute('data-count', String(bundleCount(fullB)));
});
