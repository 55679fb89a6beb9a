import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useMemo } from 'react';
import ui from '../app/plain.module.css';
import { useShell } from '../app/ShellContext';
import { LoadMore } from '../content/LoadMore';
import { PageFrame } from '../content/PageFrame';
import { flattenPages } from '../content/pagination';
import { CardsSkeleton } from '../content/Skeletons';
import { EmptyState, ErrorState } from '../content/States';
import { http } from '../http/browser';
import { recipeCategoriesQuery, recipesQuery } from './queries';
import { RecipeCard } from './RecipeCard';
import css from './recipes.module.css';

/** Recipe categories as links (`?category=`), so a filtered list is its own server-rendered page. */
function CategoryChips({ current }: { current: number | null }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const categories = useQuery(recipeCategoriesQuery(http, locale)).data ?? [];
  if (!categories.length) return null;
  const chip = (id: number | null, label: string) => (
    <NextLink
      key={id ?? 0}
      href={id ? `/recipes?category=${id}` : '/recipes'}
      scroll={false}
      className={current === id ? `${ui.chip} ${css.current}` : ui.chip}
      aria-current={current === id ? 'page' : undefined}
      data-testid="recipe-category"
    >
      {label}
    </NextLink>
  );
  return (
    <nav aria-label={t('recipes.categories')} className={css.nav}>
      {chip(null, t('recipes.all'))}
      {categories.map((c) => chip(c.id, c.translation?.title ?? ''))}
    </nav>
  );
}

/** /recipes: categories, then the recipes (first page server-rendered, "load more" for the rest). */
export function RecipeList({ categoryId }: { categoryId: number | null }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useInfiniteQuery(recipesQuery(http, locale, categoryId));
  const recipes = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  return (
    <PageFrame heading={t('recipes.title')} subtitle={t('recipes.subtitle')} testId="recipes-page">
      <CategoryChips current={categoryId} />
      {query.isPending ? (
        <div className={css.grid}>
          <CardsSkeleton count={3} />
        </div>
      ) : query.isError && recipes.length === 0 ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : recipes.length === 0 ? (
        <EmptyState title={t('recipes.empty.title')} text={t('recipes.empty.text')} action={categoryId ? { href: '/recipes', label: t('recipes.all') } : undefined} />
      ) : (
        <>
          <div className={css.grid} data-testid="recipe-list">
            {recipes.map((recipe, i) => (
              <RecipeCard key={recipe.id} recipe={recipe} priority={i === 0} />
            ))}
            {query.isFetchingNextPage ? <CardsSkeleton count={3} /> : null}
          </div>
          {query.isFetchNextPageError ? <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} /> : null}
          <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
        </>
      )}
    </PageFrame>
  );
}
