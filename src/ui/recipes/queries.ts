import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Paginate } from '@/contract/envelope';
import { nextPageParam } from '../content/pagination';
import { getJson, type Http } from '../http/json';
import type { Category } from '../types/api';
import type { Recipe, RecipeDetail } from './types';

/** Recipe reads (contract §3.4) as React Query options, shared by the server prefetch and the browser. */

export const RECIPES_PER_PAGE = 6;

export const recipeKeys = {
  categories: (locale: string) => ['recipes', 'categories', locale] as const,
  list: (locale: string, categoryId: number | null) => ['recipes', 'list', locale, categoryId ?? 0] as const,
  one: (locale: string, id: string) => ['recipes', 'one', locale, id] as const,
};

export const recipeCategoriesQuery = (http: Http, locale: string) =>
  queryOptions({
    queryKey: recipeKeys.categories(locale),
    queryFn: async () => (await getJson<Paginate<Category>>(http, 'rest/categories/paginate', { type: 'receipt', perPage: 50 })).data ?? [],
  });

export const recipesQuery = (http: Http, locale: string, categoryId: number | null) =>
  infiniteQueryOptions({
    queryKey: recipeKeys.list(locale, categoryId),
    queryFn: ({ pageParam }) =>
      getJson<Paginate<Recipe>>(http, 'rest/receipts/paginate', { page: pageParam, perPage: RECIPES_PER_PAGE, ...(categoryId ? { category_id: categoryId } : {}) }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** The detail answers a Laravel resource wrapper `{data}` without `status`. */
export const recipeQuery = (http: Http, locale: string, id: string) =>
  queryOptions({
    queryKey: recipeKeys.one(locale, id),
    queryFn: async () => (await getJson<{ data: RecipeDetail }>(http, `rest/receipts/${encodeURIComponent(id)}`)).data,
  });
