import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useMemo } from 'react';
import { useShell } from '../app/ShellContext';
import { LoadMore } from '../content/LoadMore';
import { PageFrame } from '../content/PageFrame';
import { flattenPages } from '../content/pagination';
import { CardsSkeleton } from '../content/Skeletons';
import { EmptyState, ErrorState } from '../content/States';
import { http } from '../http/browser';
import { recipeCategoriesQuery, recipesQuery } from './queries';
import { RecipeCard } from './RecipeCard';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } } as const;

/** Recipe categories as links (`?category=`), so a filtered list is its own server-rendered page. */
function CategoryChips({ current }: { current: number | null }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const categories = useQuery(recipeCategoriesQuery(http, locale)).data ?? [];
  if (!categories.length) return null;
  const chip = (id: number | null, label: string) => (
    <Chip
      key={id ?? 0}
      component={NextLink}
      href={id ? `/recipes?category=${id}` : '/recipes'}
      scroll={false}
      clickable
      label={label}
      color={current === id ? 'primary' : 'default'}
      variant={current === id ? 'filled' : 'outlined'}
      aria-current={current === id ? 'page' : undefined}
      data-testid="recipe-category"
    />
  );
  return (
    <Box component="nav" aria-label={t('recipes.categories')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
      {chip(null, t('recipes.all'))}
      {categories.map((c) => chip(c.id, c.translation?.title ?? ''))}
    </Box>
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
        <Box sx={grid}>
          <CardsSkeleton count={3} />
        </Box>
      ) : query.isError && recipes.length === 0 ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : recipes.length === 0 ? (
        <EmptyState title={t('recipes.empty.title')} text={t('recipes.empty.text')} action={categoryId ? { href: '/recipes', label: t('recipes.all') } : undefined} />
      ) : (
        <>
          <Box sx={grid} data-testid="recipe-list">
            {recipes.map((recipe, i) => (
              <RecipeCard key={recipe.id} recipe={recipe} priority={i === 0} />
            ))}
            {query.isFetchingNextPage ? <CardsSkeleton count={3} /> : null}
          </Box>
          {query.isFetchNextPageError ? <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} /> : null}
          <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
        </>
      )}
    </PageFrame>
  );
}
