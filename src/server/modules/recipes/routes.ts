import { recipeListQuery, recipeParams, recipeShowQuery } from '@/contract/schemas/recipes';
import { defineRoute, json } from '../../http/route';
import * as recipes from './service';

/** Recipes (the contract's "receipts", §3.4): the same for every visitor, so shared caches may keep them a minute. */
const cached = { headers: { 'Cache-Control': 'public, max-age=60' } };
const tag = 'recipes';

export const recipeRoutes = [
  defineRoute({
    method: 'GET', path: '/rest/receipts/paginate', summary: 'Active recipes (bundles of a shop\'s products) with their bundle price', tag, auth: 'none',
    query: recipeListQuery,
    handler: async ({ ctx, req, query }) => json(await recipes.listRecipes(ctx, req, query), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/receipts/:id', summary: 'One recipe with ingredients, steps, nutrition and its stocks ({data} wrapper, no status)', tag, auth: 'none',
    params: recipeParams, query: recipeShowQuery,
    // A Laravel resource wrapper: `{data}` without `status` (contract §3.4).
    handler: async ({ ctx, req, params, query }) => json({ data: await recipes.showRecipe(ctx, req, params.id, query.currency_id) }, cached),
  }),
];
