import type { GetServerSidePropsContext } from 'next';
import { failureStatus } from '../content/errors';
import { createServerClient } from '../http/server-client';
import { setPageJsonLd } from '../seo/page-jsonld';
import { publicOrigin } from '../seo/site';
import { localeUrl, serializeJsonLd } from '../shops/jsonld';
import type { ShellProps } from '../ssr/shell';
import { recipeJsonLd } from './jsonld';
import { recipeCategoriesQuery, recipeQuery, recipesQuery } from './queries';
import type { RecipeDetail } from './types';
import { dehydratedProps, serverQueryClient } from '../ssr/query-state';

/** Server-side data of the recipe pages: prefetched and dehydrated, so the first paint (and crawlers) has it. */

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** `?category=<id>`: a positive id, anything else means every category. */
export function categoryParam(raw: string | string[] | undefined): number | null {
  const n = Number(first(raw));
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
}

export async function loadRecipeList(ctx: GetServerSidePropsContext, shell: ShellProps) {
  const categoryId = categoryParam(ctx.query.category);
  const qc = serverQueryClient();
  const http = createServerClient(ctx.req, shell.locale);
  await Promise.all([qc.prefetchQuery(recipeCategoriesQuery(http, shell.locale)), qc.prefetchInfiniteQuery(recipesQuery(http, shell.locale, categoryId))]);
  return { categoryId, dehydratedState: dehydratedProps(qc) };
}

export async function loadRecipe(ctx: GetServerSidePropsContext, shell: ShellProps) {
  const id = first(ctx.params?.id);
  if (!id || !/^\d{1,10}$/.test(id)) return { notFound: true as const };
  const qc = serverQueryClient();
  let recipe: RecipeDetail | undefined;
  try {
    recipe = await qc.fetchQuery(recipeQuery(createServerClient(ctx.req, shell.locale), shell.locale, id));
  } catch (failure) {
    const status = failureStatus(failure);
    if (status === 404 || status === 400) return { notFound: true as const };
  }
  const siteUrl = publicOrigin(ctx.req);
  // For crawlers, in the server HTML only (_document writes it): not in the page data.
  if (recipe) setPageJsonLd(ctx.res, [serializeJsonLd(recipeJsonLd(recipe, localeUrl(siteUrl, shell.locale, `/recipes/${id}`), siteUrl))]);
  return { id, dehydratedState: dehydratedProps(qc) };
}
